/** @no-database — "escribiendo…" over the socket (decision 081): the built-in server relays a signed-in socket's typing signal with the app's pass, and refuses everything else; real pusher-js clients. */
import type PusherClient from "pusher-js";
import {
  TYPING_EVENT,
  TYPING_MIN_GAP_MS,
  TYPING_PASS_TTL_MS,
  TYPING_SOCKET_EVENT,
  WATCHLIST_CHANGED_EVENT,
  type TypingPass,
} from "../shared/realtime-contract";
import { typingPassSignature } from "../shared/realtime-credentials";
import {
  cleanUpAfterEach,
  credentials,
  publisher,
  signedIn,
  signedInClient,
  subscriber,
  type TestServer,
  until,
  wait,
} from "./test-support";
import { createTypingRelay } from "./typing-relay";

/** A pass as lib/realtime/typing-pass.ts signs it (its own test checks the two agree). */
function pass(
  from: string,
  to: string,
  { exp = Date.now() + TYPING_PASS_TTL_MS, secret = credentials.secret } = {},
): TypingPass {
  return { to, exp, sig: typingPassSignature(secret, from, to, exp) };
}

describe("createTypingRelay", () => {
  let clock = 1_000_000;
  const relay = () => createTypingRelay("s3cret", () => clock);
  const signed = (from: string, to: string, exp = clock + TYPING_PASS_TTL_MS) => ({
    to,
    exp,
    sig: typingPassSignature("s3cret", from, to, exp),
  });

  it("relays one signal per sender per TYPING_MIN_GAP_MS (a little under the browser's 2 s, for jitter)", () => {
    const typing = relay();
    expect(typing.check("ana", signed("ana", "bruno"))).toBe("relay");
    clock += TYPING_MIN_GAP_MS - 1;
    expect(typing.check("ana", signed("ana", "bruno"))).toBe("too-soon");
    clock += 1;
    expect(typing.check("ana", signed("ana", "bruno"))).toBe("relay");
  });

  it("refuses another sender's pass, another secret's, an expired one, and one dated far ahead", () => {
    const typing = relay();
    expect(typing.check("carol", signed("ana", "bruno"))).toBe("refused");
    expect(typing.check("ana", { ...signed("ana", "bruno"), to: "carol" })).toBe("refused");
    expect(
      typing.check("ana", {
        to: "bruno",
        exp: clock + 1000,
        sig: typingPassSignature("other", "ana", "bruno", clock + 1000),
      }),
    ).toBe("refused");
    expect(typing.check("ana", signed("ana", "bruno", clock))).toBe("refused");
    expect(typing.check("ana", signed("ana", "bruno", clock + TYPING_PASS_TTL_MS + 120_000))).toBe("refused");
  });

  it("after a revocation refuses the passes signed before it, both ways, and takes those signed after", () => {
    const typing = relay();
    const before = signed("ana", "bruno");
    const back = signed("bruno", "ana");
    clock += 10;
    typing.revoke("bruno", ["ana"]);
    expect(typing.check("ana", before)).toBe("refused");
    expect(typing.check("bruno", back)).toBe("refused");
    clock += 1;
    expect(typing.check("ana", signed("ana", "bruno"))).toBe("relay");
  });
});

describe("the typing signal on the built-in server", () => {
  const each = cleanUpAfterEach();
  let server: TestServer;
  const signIn = (id: string) => each.track(signedInClient(server.port, { id }));

  /** What a client hears: the typing events on its own channel, and the error frames sent to it. */
  function listen(client: PusherClient) {
    const heard = { typing: [] as unknown[], errors: [] as number[] };
    client.user.bind(TYPING_EVENT, (data: unknown) => heard.typing.push(data));
    client.connection.bind("message", (message: { event: string; data: { code: number } }) => {
      if (message.event === "pusher:error") heard.errors.push(message.data.code);
    });
    return heard;
  }

  beforeEach(async () => {
    server = await each.start();
  });

  it("reaches the partner's sockets within one frame, and no one else's; a second signal within 1.5 s is dropped", async () => {
    const [ana, bruno, carol] = [signIn("ana"), signIn("bruno"), signIn("carol")];
    await Promise.all([signedIn(ana), signedIn(bruno), signedIn(carol)]);
    const [toAna, toBruno, toCarol] = [listen(ana), listen(bruno), listen(carol)];

    const started = performance.now();
    ana.send_event(TYPING_SOCKET_EVENT, pass("ana", "bruno"));
    await until(() => toBruno.typing.length === 1);
    expect(performance.now() - started).toBeLessThan(300);
    expect(toBruno.typing).toEqual([{ from: "ana" }]);

    ana.send_event(TYPING_SOCKET_EVENT, pass("ana", "bruno"));
    await wait(150);
    expect(toBruno.typing).toHaveLength(1);
    expect([toAna.typing, toCarol.typing, toAna.errors]).toEqual([[], [], []]);
  });

  it("refuses a forged, borrowed or expired pass, and a socket that has not signed in, with 4301; nothing is delivered", async () => {
    const [ana, bruno, carol] = [signIn("ana"), signIn("bruno"), signIn("carol")];
    await Promise.all([signedIn(ana), signedIn(bruno), signedIn(carol)]);
    const [toAna, toBruno, toCarol] = [listen(ana), listen(bruno), listen(carol)];
    const anonymous = each.track(subscriber(server.port));
    await until(() => anonymous.connection.state === "connected");
    const toAnonymous = listen(anonymous);

    ana.send_event(TYPING_SOCKET_EVENT, pass("ana", "bruno", { secret: "not-the-secret" }));
    carol.send_event(TYPING_SOCKET_EVENT, pass("ana", "bruno")); // ana's pass, sent from carol's socket
    ana.send_event(TYPING_SOCKET_EVENT, pass("ana", "bruno", { exp: Date.now() - 1 }));
    ana.send_event(TYPING_SOCKET_EVENT, { to: "bruno" });
    anonymous.send_event(TYPING_SOCKET_EVENT, pass("ana", "bruno"));
    await until(() => toAna.errors.length === 3 && toCarol.errors.length === 1 && toAnonymous.errors.length === 1);
    await wait(100);
    expect([...toAna.errors, ...toCarol.errors, ...toAnonymous.errors]).toEqual([4301, 4301, 4301, 4301, 4301]);
    expect(toBruno.typing).toEqual([]);
  });

  it("stops at once when the app says the pair may no longer see each other (a block), until a new pass is signed", async () => {
    const [ana, bruno] = [signIn("ana"), signIn("bruno")];
    await Promise.all([signedIn(ana), signedIn(bruno)]);
    const [toAna, toBruno] = [listen(ana), listen(bruno)];
    const signedBefore = pass("ana", "bruno");
    await wait(5);
    // What lib/realtime/publish.ts endWatching publishes after a block: both sides, in one call.
    await publisher(server.port).sendToUser("bruno", WATCHLIST_CHANGED_EVENT, { removed: ["ana"] });

    ana.send_event(TYPING_SOCKET_EVENT, signedBefore);
    await until(() => toAna.errors.length === 1);
    expect(toAna.errors).toEqual([4301]);

    await wait(5);
    ana.send_event(TYPING_SOCKET_EVENT, pass("ana", "bruno"));
    await until(() => toBruno.typing.length === 1);
  });

  it("other client events stay refused", async () => {
    const ana = signIn("ana");
    await signedIn(ana);
    const toAna = listen(ana);
    ana.send_event("client-anything", { to: "bruno" });
    await until(() => toAna.errors.length === 1);
    expect(toAna.errors).toEqual([4301]);
  });
});
