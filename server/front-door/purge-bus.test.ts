/** @no-database — purges between processes, over a stand-in for PostgreSQL (and the real one when TEST_DATABASE_URL is set). */
import pg from "pg";
import { FakePostgres, backends, until, type Backend } from "../bus/fake-postgres.test-helpers";
import { createNotifyBus, type ListeningClient } from "../bus/notify-bus";
import type { PurgeKind } from "../shared/front-door-contract";
import { createPurgeBus, PURGE_CHANNEL, purgeMessage, readPurgeMessage, type PurgeBus } from "./purge-bus";

type Processes = {
  a: PurgeBus;
  b: PurgeBus;
  received: Record<"a" | "b", { tags: string[]; kind: PurgeKind }[]>;
  reconnects: Record<"a" | "b", number>;
  close(): Promise<unknown>;
};

/** Two processes, each with its LISTEN/NOTIFY bus and the purges' channel on it; what each received from the other. */
function twoProcesses(createClient: () => ListeningClient): Processes {
  const received: Processes["received"] = { a: [], b: [] };
  const reconnects = { a: 0, b: 0 };
  const notifyBuses = [
    createNotifyBus({ createClient, retryDelayMs: 5 }),
    createNotifyBus({ createClient, retryDelayMs: 5 }),
  ] as const;
  const bus = (name: "a" | "b", index: 0 | 1) =>
    createPurgeBus({
      bus: notifyBuses[index],
      onPurge: (tags, kind) => received[name].push({ tags, kind }),
      onReconnect: () => (reconnects[name] += 1),
    });
  return {
    a: bus("a", 0),
    b: bus("b", 1),
    received,
    reconnects,
    close: () => Promise.all(notifyBuses.map((notifyBus) => notifyBus.close())),
  };
}

describe.each(backends())("purge bus over %s", (_, makeServer: () => Backend) => {
  let processes: Processes;
  afterEach(() => processes.close());

  it("hands a purge to the other process, and returns once the database delivered it", async () => {
    const server = makeServer();
    processes = twoProcesses(() => server.connect());
    await until(() => processes.a.connected && processes.b.connected);
    await processes.a.publish(["hashtag:perros", "user:lucia"], "hard");
    await until(() => processes.received.b.length === 1);
    expect(processes.received.b).toEqual([{ tags: ["hashtag:perros", "user:lucia"], kind: "hard" }]);
    // The sender purged locally already: its own copy only ends its wait.
    expect(processes.received.a).toEqual([]);
  });

  it("sends one full purge instead of a list too long for a notification", async () => {
    const server = makeServer();
    processes = twoProcesses(() => server.connect());
    await until(() => processes.a.connected && processes.b.connected);
    await processes.a.publish(
      Array.from({ length: 300 }, (_, i) => `hashtag:a-rather-long-hashtag-name-${i}`),
      "counts",
    );
    await until(() => processes.received.b.length === 1);
    expect(processes.received.b).toEqual([{ tags: ["*"], kind: "counts" }]);
  });

  it("carries each purge's kind to the other process (decision 039)", async () => {
    const server = makeServer();
    processes = twoProcesses(() => server.connect());
    await until(() => processes.a.connected && processes.b.connected);
    await processes.a.publish(["post:1"], "counts");
    await processes.a.publish(["hashtag:perros"], "new-content");
    await processes.a.publish(["post:2"], "hard");
    await until(() => processes.received.b.length === 3);
    expect(processes.received.b).toEqual([
      { tags: ["post:1"], kind: "counts" },
      { tags: ["hashtag:perros"], kind: "new-content" },
      { tags: ["post:2"], kind: "hard" },
    ]);
  });
});

if (process.env.TEST_DATABASE_URL) {
  const connectionString = process.env.TEST_DATABASE_URL;
  describe("purge bus beside a busy application pool (PostgreSQL)", () => {
    let processes: Processes;
    afterEach(() => processes.close());

    it("delivers a purge while every pool connection is taken and one holds a transaction open", async () => {
      // The app's pool, exhausted: its only connection is inside a transaction, and a second request waits.
      const pool = new pg.Pool({ connectionString, max: 1 });
      const held = await pool.connect();
      await held.query("begin");
      await held.query("select pg_advisory_xact_lock(51051)");
      let queued = true;
      const waiting = pool.connect().then((client) => {
        queued = false;
        return client;
      });
      try {
        processes = twoProcesses(() => new pg.Client({ connectionString }));
        await until(() => processes.a.connected && processes.b.connected);
        await processes.a.publish(["post:busy"], "hard");
        await until(() => processes.received.b.length === 1);
        expect(processes.received.b).toEqual([{ tags: ["post:busy"], kind: "hard" }]);
        // The pool stayed exhausted and the transaction open all along.
        expect(queued).toBe(true);
      } finally {
        await held.query("rollback");
        held.release();
        (await waiting).release();
        await pool.end();
      }
    });
  });
}

describe("purge bus when the connection fails", () => {
  let processes: Processes;
  afterEach(() => processes.close());

  it("says it is down, reconnects, drops what may be stale, and sends the purges it could not", async () => {
    const server = new FakePostgres();
    processes = twoProcesses(() => server.connect());
    await until(() => processes.a.connected && processes.b.connected);

    server.refusing = true;
    server.dropAll();
    expect(processes.a.connected).toBe(false);
    await processes.a.publish(["post:1"], "counts"); // queued while down
    await processes.a.publish(["post:2"], "hard");
    expect(processes.reconnects).toEqual({ a: 0, b: 0 });

    server.refusing = false;
    await until(() => processes.a.connected && processes.b.connected);
    // Both emptied their caches: the other's purges of the meantime are lost.
    expect(processes.reconnects).toEqual({ a: 1, b: 1 });
    await until(() => server.notified.length === 1);
    // Sent again as one purge, of the strictest kind among them.
    expect(
      server.notified.map(({ channel, payload }) => channel === PURGE_CHANNEL && readPurgeMessage(payload)),
    ).toEqual([expect.objectContaining({ tags: ["post:1", "post:2"], kind: "hard" })]);
  });
});

describe("purge messages", () => {
  it("read back what was sent, and nothing else", () => {
    expect(readPurgeMessage(purgeMessage("p1", "m1", ["landing"], "counts"))).toEqual({
      origin: "p1",
      id: "m1",
      tags: ["landing"],
      kind: "counts",
    });
    // From a process that sends no kind (an older version) or an unknown one: the strictest, hard.
    expect(readPurgeMessage(JSON.stringify({ origin: "p", id: "m", tags: ["landing"] }))?.kind).toBe("hard");
    expect(readPurgeMessage(JSON.stringify({ origin: "p", id: "m", tags: ["landing"], kind: "later" }))?.kind).toBe(
      "hard",
    );
    for (const payload of [
      "",
      "not json",
      "{}",
      JSON.stringify({ origin: "p", id: "m", tags: [1] }),
      JSON.stringify({ origin: "p", id: "m", tags: "landing" }),
    ]) {
      expect(readPurgeMessage(payload)).toBeNull();
    }
  });
});
