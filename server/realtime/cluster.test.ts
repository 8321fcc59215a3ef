/** @no-database — several processes of the built-in server sharing PostgreSQL's LISTEN/NOTIFY. */
import { EventEmitter } from "node:events";
import { PGlite } from "@electric-sql/pglite";
import { captureLogs } from "../../tests/logs";
import { createNotifyBus, type ListeningClient } from "../bus/notify-bus";
import { createChannelBus } from "./bus";
import {
  cleanUpAfterEach,
  closedWith,
  connected,
  nextEvent,
  publisher,
  signedIn,
  signedInClient,
  signedPost,
  subscribed,
  subscriber,
  type TestServer,
  until,
  wait,
  watchOnline,
} from "./test-support";

// Each server stands for one worker or instance; they share one PostgreSQL (PGlite here, whose
// LISTEN/NOTIFY is PostgreSQL's own) the way production processes share DATABASE_URL.
let db: PGlite;
const each = cleanUpAfterEach();

/** A connection to the shared PGlite, as the process's bus uses a pg.Client. */
class PgliteClient extends EventEmitter implements ListeningClient {
  private readonly unlisten: (() => Promise<void>)[] = [];

  async connect() {}

  async query(text: string, values?: unknown[]) {
    const channel = /^LISTEN (\w+)$/.exec(text)?.[1];
    if (!channel) return db.query(text, values);
    this.unlisten.push(await db.listen(channel, (payload) => this.emit("notification", { channel, payload })));
  }

  async end() {
    for (const unlisten of this.unlisten.splice(0)) await unlisten();
  }
}

async function startNode() {
  const bus = createChannelBus(createNotifyBus({ createClient: () => new PgliteClient() }), { ownsBus: true });
  await bus.ready;
  return each.start({ bus });
}

function client(server: TestServer, id: string) {
  return connected(each.track(subscriber(server.port, { member: { user_id: id, user_info: { username: id } } })));
}

beforeAll(async () => {
  db = await PGlite.create();
});

afterAll(async () => {
  await db.close();
});

it("delivers an event published through one process to subscribers on every process", async () => {
  const [first, second] = [await startNode(), await startNode()];
  const { channel: onFirst } = await subscribed(await client(first, "a"), "private-user-a");
  const { channel: onSecond } = await subscribed(await client(second, "a"), "private-user-a");
  const arrivals = [nextEvent(onFirst, "message.created"), nextEvent(onSecond, "message.created")];
  // Over 7000 characters once escaped, with non-ASCII text: it travels as several NOTIFY pieces.
  const text = "ñandú 🐾 ".repeat(600);
  await publisher(first.port).trigger("private-user-a", "message.created", { text });
  expect(await Promise.all(arrivals)).toEqual([{ text }, { text }]);
});

it("shows presence across processes: members, member_added and member_removed", async () => {
  const [first, second] = [await startNode(), await startNode()];
  const { channel: anaChannel } = await subscribed(await client(first, "ana"), "presence-online");
  await wait(50);

  const added = nextEvent(anaChannel, "pusher:member_added");
  const bruno = await client(second, "bruno");
  const { data: members } = await subscribed(bruno, "presence-online");
  expect(await added).toEqual({ id: "bruno", info: { username: "bruno" } });
  expect(members.count).toBe(2);
  expect(members.get("ana")).toEqual({ id: "ana", info: { username: "ana" } });

  const count = await (
    await publisher(first.port).get({ path: "/channels/presence-online", params: { info: "user_count" } })
  ).json();
  expect(count).toEqual({ occupied: true, user_count: 2 });

  const removed = nextEvent(anaChannel, "pusher:member_removed");
  bruno.disconnect();
  expect(await removed).toEqual({ id: "bruno", info: { username: "bruno" } });
});

it("tells a process that starts later who is already there, and drops the members of a process that stops", async () => {
  const first = await startNode();
  await subscribed(await client(first, "ana"), "presence-online");
  await wait(50);

  const late = await startNode();
  await wait(100); // its hello is answered with the first process's state
  const { channel, data: members } = await subscribed(await client(late, "carla"), "presence-online");
  expect(members.count).toBe(2);

  const removed = nextEvent(channel, "pusher:member_removed");
  await first.stop();
  expect(await removed).toEqual({ id: "ana", info: { username: "ana" } });
});

function signIn(server: TestServer, options: Parameters<typeof signedInClient>[1]) {
  return each.track(signedInClient(server.port, options));
}

it("closes a session's sockets on every process when one process is asked, and refuses its signatures on all of them", async () => {
  const [first, second] = [await startNode(), await startNode()];
  const signedAt = Date.now();
  const [onFirst, onSecond, otherDevice] = [
    signIn(first, { id: "ana", session: "s1", signedAt }),
    signIn(second, { id: "ana", session: "s1", signedAt }),
    signIn(second, { id: "ana", session: "s2" }),
  ];
  await Promise.all([signedIn(onFirst), signedIn(onSecond), signedIn(otherDevice)]);
  const closes = [closedWith(onFirst), closedWith(onSecond)];
  await signedPost(publisher(first.port), "/users/ana/terminate_connections", { sessions: ["s1"] });
  expect(await Promise.all(closes)).toEqual([4009, 4009]);
  expect(otherDevice.connection.state).toBe("connected");
  expect(await closedWith(signIn(second, { id: "ana", session: "s1", signedAt: Date.now() }))).toBe(4009);

  const everywhere = closedWith(otherDevice);
  await publisher(first.port).terminateUserConnections("ana");
  expect(await everywhere).toBe(4009);
});

it("sends watchlist events across processes", async () => {
  const [first, second] = [await startNode(), await startNode()];
  const ana = signIn(first, { id: "ana", watchlist: ["bruno"] });
  const online = watchOnline(ana);
  await signedIn(ana);
  const bruno = signIn(second, { id: "bruno" });
  await signedIn(bruno);
  await until(() => online.has("bruno"));
  const late = signIn(first, { id: "carla", watchlist: ["bruno"] });
  const lateOnline = watchOnline(late);
  await signedIn(late);
  await until(() => lateOnline.has("bruno"));
  bruno.disconnect();
  await until(() => !online.has("bruno") && !lateOnline.has("bruno"));
});

it("answers 503 to a publish while PostgreSQL cannot be reached", async () => {
  const refused = new PgliteClient();
  refused.connect = () => Promise.reject(new Error("connection refused"));
  const bus = createChannelBus(createNotifyBus({ createClient: () => refused }), { ownsBus: true });
  const logs = captureLogs();
  const server = await each.start({ bus });
  try {
    await bus.ready;
    await expect(publisher(server.port).trigger("private-user-a", "x", {})).rejects.toMatchObject({ status: 503 });
    expect(logs.withMessage("LISTEN/NOTIFY bus: cannot listen on PostgreSQL; retrying")[0]).toMatchObject({
      level: "error",
      err: { message: "connection refused" },
    });
    expect(logs.withMessage("Realtime: could not publish")).toHaveLength(1);
  } finally {
    await server.stop();
    logs.restore();
  }
});
