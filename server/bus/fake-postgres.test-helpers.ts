// A stand-in for PostgreSQL's LISTEN/NOTIFY for the bus's tests: connections that LISTEN on channels, and
// NOTIFY (the bus's one statement) delivered to every connection listening on the channel, the sender's included.
import { EventEmitter } from "node:events";
import pg from "pg";
import { NOTIFY_SQL, type ListeningClient } from "./notify-bus";

/** One connection to the stand-in: connect, LISTEN, NOTIFY, end. */
class FakeConnection extends EventEmitter implements ListeningClient {
  readonly channels = new Set<string>();

  constructor(private readonly server: FakePostgres) {
    super();
  }

  async connect() {
    if (this.server.refusing) throw new Error("connect ECONNREFUSED");
    this.server.connections.add(this);
  }

  async query(text: string, params: unknown[] = []) {
    if (!this.server.connections.has(this)) throw new Error("Connection terminated");
    const listen = /^LISTEN (\w+)$/.exec(text)?.[1];
    if (listen) this.channels.add(listen);
    else if (text === NOTIFY_SQL) {
      const [channel, payloads] = params as [string, string[]];
      for (const payload of payloads) {
        this.server.notified.push({ channel, payload });
        for (const listener of this.server.connections) {
          if (listener.channels.has(channel)) setImmediate(() => listener.emit("notification", { channel, payload }));
        }
      }
    }
    return { rows: [] };
  }

  async end() {
    this.server.connections.delete(this);
  }
}

/** A database the buses connect to: the stand-in, or the real PostgreSQL. */
export interface Backend {
  connect(): ListeningClient;
}

/** What the bus needs of PostgreSQL: connections that LISTEN, and NOTIFY delivered to every listener. */
export class FakePostgres implements Backend {
  readonly connections = new Set<FakeConnection>();
  refusing = false;
  /** Every notification sent, in order. */
  readonly notified: { channel: string; payload: string }[] = [];

  connect() {
    return new FakeConnection(this);
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

/** The stand-in, and the real PostgreSQL when TEST_DATABASE_URL is set. */
export function backends(): [string, () => Backend][] {
  const list: [string, () => Backend][] = [["a stand-in for PostgreSQL", () => new FakePostgres()]];
  const connectionString = process.env.TEST_DATABASE_URL;
  if (connectionString) list.push(["PostgreSQL", () => ({ connect: () => new pg.Client({ connectionString }) })]);
  return list;
}

export const until = async (condition: () => boolean) => {
  for (let i = 0; i < 400 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
};
