/** @no-database — Pusher's user authentication on the built-in server: pusher:signin, users' own channels, watchlist events and terminate_connections, with the real `pusher` and pusher-js clients. */
import WebSocket from "ws";
import { REALTIME_PATH } from "./built-in";
import {
  cleanUpAfterEach,
  closedWith,
  connected,
  credentials,
  nextEvent,
  publisher,
  signedIn,
  signedInClient,
  signedPost,
  subscriber,
  type TestServer,
  until,
  wait,
  watchOnline,
} from "./test-support";

const each = cleanUpAfterEach();
let server: TestServer;
const signIn = (options: Parameters<typeof signedInClient>[1]) => each.track(signedInClient(server.port, options));

beforeEach(async () => {
  server = await each.start();
});

describe("pusher:signin", () => {
  it("binds the socket to the user: sendToUser reaches every socket of that user, and only theirs", async () => {
    const [ana1, ana2, bruno] = [
      signIn({ id: "ana", session: "s1" }),
      signIn({ id: "ana", session: "s2" }),
      signIn({ id: "bruno" }),
    ];
    await Promise.all([signedIn(ana1), signedIn(ana2), signedIn(bruno)]);
    const heard: [string, unknown][] = [];
    for (const [name, client] of [
      ["ana1", ana1],
      ["ana2", ana2],
      ["bruno", bruno],
    ] as const)
      client.user.bind("message.created", (data: unknown) => heard.push([name, data]));
    await publisher(server.port).sendToUser("ana", "message.created", { id: "m1" });
    await until(() => heard.length === 2);
    await wait(50);
    expect(heard.sort()).toEqual([
      ["ana1", { id: "m1" }],
      ["ana2", { id: "m1" }],
    ]);
  });

  it("refuses a signature made with another secret, or for another socket, with 4009 and closes the socket", async () => {
    const forger = publisher(server.port, "not-the-secret");
    const forged = signIn({ id: "ana", sign: (socketId: string) => forger.authenticateUser(socketId, { id: "ana" }) });
    expect(await closedWith(forged)).toBe(4009);

    const honest = publisher(server.port);
    const misdirected = signIn({ id: "ana", sign: () => honest.authenticateUser("1.2", { id: "ana" }) });
    expect(await closedWith(misdirected)).toBe(4009);
  });

  it("lets no socket listen to a user's own channel without signing in as that user", async () => {
    // pusher-js itself refuses to subscribe to "#…" names, so this speaks the protocol over a raw socket.
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}${REALTIME_PATH}/app/${credentials.key}?protocol=7`);
    const frames: { event: string; channel?: string; data: string }[] = [];
    ws.on("message", (data) => frames.push(JSON.parse(String(data))));
    await until(() => frames.length === 1);
    const socketId = (JSON.parse(frames[0]!.data) as { socket_id: string }).socket_id;
    ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel: "#server-to-user-ana", auth: "" } }));
    await until(() => frames.length === 2);
    expect(frames[1]).toMatchObject({
      event: "pusher:subscription_error",
      channel: "#server-to-user-ana",
      data: { status: 403 },
    });

    const signed = publisher(server.port).authenticateUser(socketId, { id: "bruno" });
    ws.send(JSON.stringify({ event: "pusher:signin", data: signed }));
    await until(() => frames.length === 3);
    expect(frames[2]!.event).toBe("pusher:signin_success");
    ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel: "#server-to-user-ana", auth: "" } }));
    ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel: "#server-to-user-bruno", auth: "" } }));
    await until(() => frames.length === 5);
    expect(frames[3]).toMatchObject({ event: "pusher:subscription_error", channel: "#server-to-user-ana" });
    expect(frames[4]).toMatchObject({
      event: "pusher_internal:subscription_succeeded",
      channel: "#server-to-user-bruno",
    });
    ws.close();
  });

  it("closes a socket that has not signed in within the sign-in timeout with 4009", async () => {
    server = await each.start({ signinTimeoutMs: 200 });
    const silent = each.track(subscriber(server.port));
    await connected(silent);
    expect(await closedWith(silent)).toBe(4009);
    const signedInInTime = signIn({ id: "ana" });
    await signedIn(signedInInTime);
    await wait(300);
    expect(signedInInTime.connection.state).toBe("connected");
  });
});

describe("watchlist events", () => {
  it("tells a user which watched users are online at sign-in, then each one who comes and goes", async () => {
    const bruno = signIn({ id: "bruno" });
    await signedIn(bruno);
    const ana = signIn({ id: "ana", watchlist: ["bruno", "carla"] });
    const online = watchOnline(ana);
    await signedIn(ana);
    await until(() => online.has("bruno"));

    const carla = signIn({ id: "carla" });
    await until(() => online.has("carla"));
    carla.disconnect();
    await until(() => !online.has("carla"));
    expect([...online]).toEqual(["bruno"]);
  });

  it("says nothing of users outside the watchlist, and counts a user with two sockets once", async () => {
    const ana = signIn({ id: "ana", watchlist: ["bruno"] });
    const events: string[][] = [];
    ana.user.watchlist.bind("online", (event: { user_ids: string[] }) => events.push(["online", ...event.user_ids]));
    ana.user.watchlist.bind("offline", (event: { user_ids: string[] }) => events.push(["offline", ...event.user_ids]));
    await signedIn(ana);
    const stranger = signIn({ id: "dario" });
    const [bruno1, bruno2] = [signIn({ id: "bruno", session: "b1" }), signIn({ id: "bruno", session: "b2" })];
    await Promise.all([signedIn(stranger), signedIn(bruno1), signedIn(bruno2)]);
    bruno1.disconnect();
    await wait(100);
    expect(events).toEqual([["online", "bruno"]]);
    bruno2.disconnect();
    await until(() => events.length === 2);
    expect(events[1]).toEqual(["offline", "bruno"]);
  });
});

describe("terminate_connections", () => {
  it("closes every socket of the user with 4009 (the pusher package's terminateUserConnections), and refuses the old signatures", async () => {
    const signedAt = Date.now();
    const [ana1, ana2, bruno] = [
      signIn({ id: "ana", session: "s1", signedAt }),
      signIn({ id: "ana", session: "s2", signedAt }),
      signIn({ id: "bruno", watchlist: ["ana"] }),
    ];
    const online = watchOnline(bruno);
    await Promise.all([signedIn(ana1), signedIn(ana2), signedIn(bruno)]);
    await until(() => online.has("ana"));
    const closes = [closedWith(ana1), closedWith(ana2)];
    await publisher(server.port).terminateUserConnections("ana");
    expect(await Promise.all(closes)).toEqual([4009, 4009]);
    await until(() => !online.has("ana"));
    expect(bruno.connection.state).toBe("connected");

    // A signature fetched before the call (a stolen cookie's last one) no longer signs in.
    const replay = signIn({ id: "ana", session: "s1", signedAt });
    expect(await closedWith(replay)).toBe(4009);
    // A sign-in signed after it (the user signing in again) does.
    await signedIn(signIn({ id: "ana", session: "s3" }));
  });

  it("closes only the sockets of the sessions named, and the others keep receiving", async () => {
    const [phone, laptop] = [signIn({ id: "ana", session: "phone" }), signIn({ id: "ana", session: "laptop" })];
    await Promise.all([signedIn(phone), signedIn(laptop)]);
    const closed = closedWith(phone);
    await signedPost(publisher(server.port), "/users/ana/terminate_connections", { sessions: ["phone"] });
    expect(await closed).toBe(4009);
    const arrived = nextEvent(laptop.user, "message.created");
    await publisher(server.port).sendToUser("ana", "message.created", { id: "m2" });
    expect(await arrived).toEqual({ id: "m2" });
    expect(await closedWith(signIn({ id: "ana", session: "phone" }))).toBe(4009);
  });

  it("refuses unsigned calls and malformed session lists", async () => {
    const forger = publisher(server.port, "not-the-secret");
    await expect(forger.terminateUserConnections("ana")).rejects.toMatchObject({ status: 401 });
    await expect(
      signedPost(publisher(server.port), "/users/ana/terminate_connections", { sessions: "phone" }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
