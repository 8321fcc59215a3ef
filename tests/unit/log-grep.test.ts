// Greps a run's logs (issue 27, decision 049): a realistic sequence — sign up with an e-mail, sign in,
// a failing sign-in, a password reset by mail, a chat message, and error paths whose errors carry
// those values — with every level written to a captured stream. No line may hold the e-mail, a
// password, a token, the cookie or the message's text, and every line is JSON with level, time and msg.
import { once } from "node:events";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { CredentialsConfig } from "next-auth/providers/credentials";
import { randomUUID } from "node:crypto";
import { claimUsernameAction, requestPasswordResetAction, resetPasswordAction, signUpAction } from "@/lib/auth/actions";
import { authOptions } from "@/lib/auth/options";
import { getDb } from "@/lib/db/client";
import { messages, users } from "@/lib/db/schema";
import { runAction } from "@/lib/errors";
import { sendMessageAction } from "@/lib/messages/actions";
import { withRequestContext } from "@/server/shared/log";
import { createFrontDoor } from "@/server/front-door/pipeline";
import { loadRefusalMessages, localeSettings } from "@/server/front-door/refusals";
import { befriend } from "@/tests/chat-factories";
import { createUser } from "@/tests/factories";
import { captureLogs, type CapturedLogs } from "@/tests/logs";
import { tokenFromMail } from "@/tests/mail";
import { signInAs } from "@/tests/session";

// authorize() reads the user agent; outside a request next/headers has nothing to read.
jest.mock("next/headers", () => ({ headers: async () => new Headers({ "user-agent": "jest" }) }));

const email = `luna.garcia.${Date.now()}@example.org`;
const password = "Paseo-Al-Parque-2026";
const newPassword = "Otro-Paseo-Largo-2027";
const wrongPassword = "No-Es-Esta-Clave-99";
const cookie = `__Secure-next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.${randomUUID()}`;
const messageText = "Mi perra Luna sale a pasear a las 7 por el parque del Retiro";

let logs: CapturedLogs;
beforeAll(() => (logs = captureLogs("trace")));
afterAll(() => logs.restore());

/** Each step as the front door runs a request: with its own id, which every line of it must carry. */
const asRequest = <T>(requestId: string, step: () => Promise<T>) =>
  withRequestContext({ requestId, kind: "action" }, step);

async function authorize(credentials: Record<string, string>) {
  const provider = authOptions.providers[0] as unknown as { options: CredentialsConfig };
  return provider.options.authorize(credentials, {} as never);
}

it("a realistic run writes lines about every step, none holding an e-mail, password, token, cookie or message text", async () => {
  // Sign up (a verification mail goes out with its token), then sign in, and fail to.
  const signedUp = await asRequest("req-signup", () => signUpAction({ email, password, fullName: "Luna García" }));
  expect(signedUp.ok).toBe(true);
  const userId = signedUp.ok ? signedUp.data.id : "";
  const { token: verifyToken } = await tokenFromMail(email, "/auth/verify");
  expect(await asRequest("req-signin", () => authorize({ email, password }))).toMatchObject({ id: userId });
  await expect(asRequest("req-wrong", () => authorize({ email, password: wrongPassword }))).rejects.toThrow(
    "invalid_credentials",
  );
  // The username setup that follows a first sign-in (the session is the tests' stand-in for its cookie).
  await signInAs({ id: userId });
  expect((await asRequest("req-username", () => claimUsernameAction(`luna_${String(Date.now()).slice(-8)}`))).ok).toBe(
    true,
  );

  // A reset link by mail, used.
  expect((await asRequest("req-forgot", () => requestPasswordResetAction(email))).ok).toBe(true);
  const { token: resetToken } = await tokenFromMail(email, "/auth/reset");
  expect(await asRequest("req-reset", () => resetPasswordAction({ token: resetToken, password: newPassword }))).toEqual(
    { ok: true, data: undefined },
  );

  // A chat message to a friend.
  const friend = await createUser();
  await befriend({ id: userId }, friend, { mutual: true });
  await signInAs({ id: userId });
  expect((await asRequest("req-chat", () => sendMessageAction({ to: friend.id, content: messageText }))).ok).toBe(true);

  // Error paths whose errors carry the values: a query that breaks a unique constraint on the e-mail
  // (Drizzle's message lists the parameters, pg's detail the row), and one that stores the message's
  // text in a row that cannot exist.
  const db = await getDb();
  const duplicate = await asRequest("req-bug-1", () =>
    runAction(() => db.insert(users).values({ email, fullName: "Luna", passwordHash: password })),
  );
  const badRow = await asRequest("req-bug-2", () =>
    runAction(() => db.insert(messages).values({ senderId: userId, receiverId: randomUUID(), content: messageText })),
  );
  expect([duplicate, badRow]).toEqual([expect.objectContaining({ ok: false }), expect.objectContaining({ ok: false })]);

  // A request through the front door with the cookie and a bearer token, whose handler throws an
  // error quoting them.
  const listener = createFrontDoor({
    handle: () => Promise.reject(new Error(`cannot handle ${email} with ${cookie} and Bearer ${resetToken}`)),
    pageCache: null,
    trustedHops: 0,
    appUrl: "http://patitas.example",
    actionBodyLimit: 1000,
    refusalOptions: {
      ...localeSettings,
      messages: loadRefusalMessages(path.resolve(__dirname, "../.."), localeSettings.locales),
    },
  });
  const server = createServer(listener).listen(0, "127.0.0.1");
  await once(server, "listening");
  const status = await new Promise<number | undefined>((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: `/api/account/export?token=${verifyToken}`,
        headers: { Host: "patitas.example", Cookie: cookie, Authorization: `Bearer ${resetToken}` },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
      },
    )
      .on("error", reject)
      .end();
  });
  server.close();
  expect(status).toBe(500);

  // Every line is JSON with the three fields, and the steps were logged, each with its request's id.
  const lines = logs.lines();
  for (const line of lines) {
    expect(typeof line.level).toBe("string");
    expect(typeof line.msg).toBe("string");
    expect(Number.isNaN(Date.parse(line.time))).toBe(false);
  }
  const idsOf = (msg: string) => logs.withMessage(msg).map((line) => [line.requestId, line.userId]);
  expect(idsOf("Account created")).toEqual([["req-signup", userId]]);
  expect(idsOf("Signed in")).toEqual([["req-signin", userId]]);
  expect(idsOf("Sign-in refused: wrong e-mail or password")).toEqual([["req-wrong", userId]]);
  expect(idsOf("Password reset link sent")).toEqual([["req-forgot", userId]]);
  expect(idsOf("Password reset with a link")).toEqual([["req-reset", userId]]);
  expect(logs.withMessage("Unexpected action error").map((line) => line.requestId)).toEqual(["req-bug-1", "req-bug-2"]);
  expect(logs.withMessage("Failed to handle a request")).toHaveLength(1);

  // And none of what must stay out is anywhere in the run's output.
  const text = logs.text();
  const secrets = { email, password, newPassword, wrongPassword, verifyToken, resetToken, cookie, messageText };
  for (const [name, secret] of Object.entries(secrets)) {
    if (text.includes(secret))
      throw new Error(`The log holds the ${name}: ${text.split("\n").find((line) => line.includes(secret))}`);
  }
  // Nor a recognisable part of them: the e-mail's local part, the cookie's token, a phrase of the message.
  for (const fragment of [email.split("@")[0]!, cookie.split("=")[1]!, "parque del Retiro"])
    expect(text).not.toContain(fragment);
});
