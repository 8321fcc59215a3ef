/** @no-database — purges between processes, over a stand-in for PostgreSQL (and the real one when TEST_DATABASE_URL is set). */
import { EventEmitter } from "node:events";
import pg from "pg";
import { createPurgeBus, PURGE_CHANNEL, purgeMessage, readPurgeMessage } from "./purge-bus.mjs";

/** One connection to the stand-in: connect, LISTEN, NOTIFY through pg_notify(), end. */
function fakeConnection(server) {
  const client = new EventEmitter();
  client.connect = async () => {
    if (server.refusing) throw new Error("connect ECONNREFUSED");
    server.connections.add(client);
  };
  client.query = async (text, params) => {
    if (!server.connections.has(client)) throw new Error("Connection terminated");
    if (text === `LISTEN ${PURGE_CHANNEL}`) client.listening = true;
    else if (text.startsWith("select pg_notify")) {
      server.notified.push(readPurgeMessage(params[1]).tags);
      for (const listener of server.connections) {
        if (listener.listening) setImmediate(() => listener.emit("notification", { channel: params[0], payload: params[1] }));
      }
    }
    return { rows: [] };
  };
  client.end = async () => {
    server.connections.delete(client);
  };
  return client;
}

/** What the bus needs of PostgreSQL: connections that LISTEN, and NOTIFY delivered to every listener. */
class FakePostgres {
  constructor() {
    this.connections = new Set();
    this.refusing = false;
    /** The tags of every notification sent. */
    this.notified = [];
  }
  connect() {
    return fakeConnection(this);
  }
  /** The server goes away: every connection fails. */
  dropAll() {
    for (const client of [...this.connections]) {
      this.connections.delete(client);
      client.emit("error", new Error("terminating connection due to administrator command"));
      client.emit("end");
    }
  }
}

const quiet = { error: () => {} };
const until = async (condition) => {
  for (let i = 0; i < 400 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
};

/** Two processes, each with its bus; what each received from the other. */
function twoProcesses(createClient) {
  const received = { a: [], b: [] };
  const reconnects = { a: 0, b: 0 };
  const bus = (name) =>
    createPurgeBus({
      createClient,
      onPurge: (tags) => received[name].push(tags),
      onReconnect: () => (reconnects[name] += 1),
      log: quiet,
      retryDelayMs: 5,
    });
  return { a: bus("a"), b: bus("b"), received, reconnects };
}

const backends = [["a stand-in for PostgreSQL", () => new FakePostgres()]];
if (process.env.TEST_DATABASE_URL) {
  backends.push(["PostgreSQL", () => ({ connect: () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL }) })]);
}

describe.each(backends)("purge bus over %s", (_, makeServer) => {
  let processes;
  afterEach(() => Promise.all([processes.a.close(), processes.b.close()]));

  it("hands a purge to the other process, and returns once the database delivered it", async () => {
    const server = makeServer();
    processes = twoProcesses(() => server.connect());
    await until(() => processes.a.connected && processes.b.connected);
    await processes.a.publish(["hashtag:perros", "user:lucia"]);
    await until(() => processes.received.b.length === 1);
    expect(processes.received.b).toEqual([["hashtag:perros", "user:lucia"]]);
    // The sender purged locally already: its own copy only ends its wait.
    expect(processes.received.a).toEqual([]);
  });

  it("sends one full purge instead of a list too long for a notification", async () => {
    const server = makeServer();
    processes = twoProcesses(() => server.connect());
    await until(() => processes.a.connected && processes.b.connected);
    await processes.a.publish(Array.from({ length: 300 }, (_, i) => `hashtag:a-rather-long-hashtag-name-${i}`));
    await until(() => processes.received.b.length === 1);
    expect(processes.received.b).toEqual([["*"]]);
  });
});

describe("purge bus when the connection fails", () => {
  let processes;
  afterEach(() => Promise.all([processes.a.close(), processes.b.close()]));

  it("says it is down, reconnects, drops what may be stale, and sends the purges it could not", async () => {
    const server = new FakePostgres();
    processes = twoProcesses(() => server.connect());
    await until(() => processes.a.connected && processes.b.connected);

    server.refusing = true;
    server.dropAll();
    expect(processes.a.connected).toBe(false);
    await processes.a.publish(["post:1"]); // queued while down
    expect(processes.reconnects).toEqual({ a: 0, b: 0 });

    server.refusing = false;
    await until(() => processes.a.connected && processes.b.connected);
    // Both emptied their caches: the other's purges of the meantime are lost.
    expect(processes.reconnects).toEqual({ a: 1, b: 1 });
    await until(() => server.notified.length === 1);
    expect(server.notified).toEqual([["post:1"]]);
  });
});

describe("purge messages", () => {
  it("read back what was sent, and nothing else", () => {
    expect(readPurgeMessage(purgeMessage("p1", "m1", ["landing"]))).toEqual({ origin: "p1", id: "m1", tags: ["landing"] });
    for (const payload of ["", "not json", "{}", JSON.stringify({ origin: "p", id: "m", tags: [1] }), JSON.stringify({ origin: "p", id: "m", tags: "landing" })]) {
      expect(readPurgeMessage(payload)).toBeNull();
    }
  });
});
