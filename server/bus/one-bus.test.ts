/** @no-database — the page cache's purges and the realtime messages on one LISTEN/NOTIFY connection per process (decision 069). */
import pg from "pg";
import { createPurgeBus } from "../front-door/purge-bus";
import { createChannelBus, type BusMessage } from "../realtime/bus";
import { backends, FakePostgres, until } from "./fake-postgres.test-helpers";
import { createNotifyBus, type ListeningClient, type NotifyBus } from "./notify-bus";

describe.each(backends())("one bus over %s", (_, makeServer) => {
  const opened: NotifyBus[] = [];
  afterEach(() => Promise.all(opened.splice(0).map((bus) => bus.close())));

  it("carries a purge and a realtime event on one connection per process, before and after a forced reconnect", async () => {
    const server = makeServer();
    const clients: ListeningClient[] = [];
    const createClient = () => {
      const client = server.connect();
      clients.push(client);
      return client;
    };
    const [a, b] = [
      createNotifyBus({ createClient, retryDelayMs: 5 }),
      createNotifyBus({ createClient, retryDelayMs: 5 }),
    ];
    opened.push(a, b);
    const purged: string[][] = [];
    let reconnects = 0;
    const purgesOfA = createPurgeBus({ bus: a, onPurge: () => {}, onReconnect: () => {} });
    const purgesOfB = createPurgeBus({
      bus: b,
      onPurge: (tags) => purged.push(tags),
      onReconnect: () => (reconnects += 1),
    });
    const [realtimeOfA, realtimeOfB] = [createChannelBus(a), createChannelBus(b)];
    const heard: BusMessage[] = [];
    realtimeOfB.onMessage((message) => heard.push(message));
    const event = (name: string): BusMessage => ({
      t: "events",
      events: [{ channels: ["private-user-ana"], name, data: "{}" }],
      n: realtimeOfA.nodeId,
    });

    await until(() => purgesOfA.connected && purgesOfB.connected);
    expect(clients).toHaveLength(2);
    await purgesOfA.publish(["post:1"], "hard");
    await realtimeOfA.publish(event("before"));
    await until(() => purged.length === 1 && heard.length === 1);

    // PostgreSQL drops every connection: each process opens one again, for both channels.
    if (server instanceof FakePostgres) server.dropAll();
    else {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      for (const client of clients)
        await admin.query("select pg_terminate_backend($1)", [(client as pg.Client & { processID: number }).processID]);
      await admin.end();
    }
    await until(() => reconnects === 1 && purgesOfA.connected && purgesOfB.connected);
    expect(clients).toHaveLength(4);
    await purgesOfA.publish(["post:2"], "hard");
    await realtimeOfA.publish(event("after"));
    await until(() => purged.length === 2 && heard.length === 2);
    expect(purged).toEqual([["post:1"], ["post:2"]]);
    expect(heard.map((message) => message.t === "events" && message.events[0]?.name)).toEqual(["before", "after"]);
  });
});
