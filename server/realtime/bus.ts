// How the processes of the built-in server hear each other. The events API request that publishes an
// event lands on one worker (or one instance behind a load balancer) while the receiving sockets may
// sit on any other; presence changes must reach every process too. With DATABASE_URL the processes
// share PostgreSQL, so its LISTEN/NOTIFY carries the messages (one listening connection per process);
// without it there is one process, and the bus is a function call.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { log } from "../shared/log";
import type { MemberInfo, PresenceEntry } from "./presence";

export const NOTIFY_CHANNEL = "patitas_realtime";
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; longer messages travel in pieces.
const PIECE_LENGTH = 7000;
const PARTIAL_TTL_MS = 60_000;
/** Queues a message's payloads in one statement, so its pieces travel in one transaction, in order. */
export const NOTIFY_SQL = "SELECT pg_notify($1, payload) FROM unnest($2::text[]) WITH ORDINALITY AS t(payload, n) ORDER BY n";

/** One event as the events API accepted it: `except` is the socket id left out (the publisher's own). */
export interface PublishedEvent {
  channels: string[];
  name: string;
  data: string;
  except?: string | undefined;
}

/**
 * What the processes tell each other (`n`: the sender's node id, on every message of a distributed bus):
 * published events and terminate calls reach every process, the sender's own included; presence
 * changes ("join", "leave"), a starting node's "hello", the "state" it answers with, "alive" heartbeats
 * and a stopping node's "bye" keep every node's presence view of the others.
 */
export type BusMessage =
  | { t: "events"; events: PublishedEvent[]; n?: string }
  | { t: "terminate"; u: string; s: string[] | null; at: number; n?: string }
  | { t: "join"; c: string; u: string; i: MemberInfo; n: string }
  | { t: "leave"; c: string; u: string; n: string }
  | { t: "hello" | "alive" | "bye"; n: string }
  | { t: "state"; entries: PresenceEntry[]; n: string };

/** How a process hears the others: createLocalBus for one process, createNotifyBus across processes. */
export interface Bus {
  nodeId: string;
  /** Whether other processes listen (then presence changes are announced and heartbeats sent). */
  distributed: boolean;
  /** Settles once the first connection attempt is over (a distributed bus only). */
  ready?: Promise<void>;
  onMessage(handler: (message: BusMessage) => void): void;
  onConnected(handler: () => void): void;
  publish(message: BusMessage): Promise<void>;
  close(): Promise<unknown> | void;
}

/** A connection that carries NOTIFY payloads, as connectNotifier opens it. */
export interface NotifierConnection {
  notify(payloads: string[]): Promise<unknown>;
  close(): Promise<unknown> | void;
}

export type ConnectNotifier = (handlers: { onPayload: (payload: string) => void; onLost: () => void }) => Promise<NotifierConnection>;

function newNodeId(): string {
  return randomBytes(6).toString("hex");
}

/** One process, no PostgreSQL: messages go straight to the handlers. */
export function createLocalBus(): Bus {
  const handlers = new Set<(message: BusMessage) => void>();
  return {
    nodeId: newNodeId(),
    distributed: false,
    onMessage: (handler) => handlers.add(handler),
    onConnected: () => {},
    async publish(message) {
      for (const handler of handlers) handler(message);
    },
    close() {},
  };
}

/** JSON with every non-ASCII character escaped, so that a character is a byte and pieces cut anywhere. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** A message as NOTIFY payloads: the JSON itself, or "id/index/count/piece" pieces sent in one statement. */
export function encodePayloads(message: unknown): string[] {
  const text = asciiJson(message);
  if (text.length <= PIECE_LENGTH) return [text];
  const id = randomBytes(6).toString("hex");
  const count = Math.ceil(text.length / PIECE_LENGTH);
  return Array.from({ length: count }, (_, index) => `${id}/${index}/${count}/${text.slice(index * PIECE_LENGTH, (index + 1) * PIECE_LENGTH)}`);
}

/** Reassembles payloads into messages; returns a function payload → message | null (null: more pieces due). */
export function createPayloadDecoder(): (payload: string) => BusMessage | null {
  const partial = new Map<string, { since: number; pieces: (string | undefined)[]; received: number }>();
  return function decode(payload) {
    if (payload.startsWith("{")) return JSON.parse(payload) as BusMessage;
    const [id = "", index = "", count = ""] = payload.split("/", 3);
    const piece = payload.slice(id.length + index.length + count.length + 3);
    const now = Date.now();
    for (const [key, entry] of partial) if (now - entry.since > PARTIAL_TTL_MS) partial.delete(key);
    const entry = partial.get(id) ?? { since: now, pieces: new Array(Number(count)), received: 0 };
    partial.set(id, entry);
    if (entry.pieces[Number(index)] === undefined) entry.received += 1;
    entry.pieces[Number(index)] = piece;
    if (entry.received < entry.pieces.length) return null;
    partial.delete(id);
    return JSON.parse(entry.pieces.join("")) as BusMessage;
  };
}

/**
 * A LISTEN/NOTIFY connection to PostgreSQL with the `pg` driver: the notifier the bus uses in
 * production. A NOTIFY is delivered to every listening session, the sender's own included, in the
 * order each session sent them.
 */
export function postgresNotifier(connectionString: string): ConnectNotifier {
  return async ({ onPayload, onLost }) => {
    const client = new pg.Client({ connectionString, keepAlive: true });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      onLost();
    };
    client.on("notification", (message) => {
      if (message.channel === NOTIFY_CHANNEL && message.payload) onPayload(message.payload);
    });
    client.on("error", lose);
    client.on("end", lose);
    await client.connect();
    await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    // One statement at a time on the connection: pg queues overlapping queries itself but warns that
    // pg@9 will refuse them, and the order of NOTIFYs is the order of this chain anyway.
    let last: Promise<unknown> = Promise.resolve();
    return {
      notify: (payloads: string[]) => {
        const sent = last.then(() => client.query(NOTIFY_SQL, [NOTIFY_CHANNEL, payloads]));
        last = sent.catch(() => {});
        return sent;
      },
      close: () => client.end().catch(() => {}),
    };
  };
}

/**
 * The bus over a notifier (postgresNotifier in production). It reconnects by itself, with a growing
 * delay up to 30 s; while it is down, publish() rejects, so the events API answers 503 rather than
 * pretending to have delivered.
 */
export function createNotifyBus(connectNotifier: ConnectNotifier): Bus {
  const handlers = new Set<(message: BusMessage) => void>();
  const connectedHandlers = new Set<() => void>();
  const decode = createPayloadDecoder();
  let connection: NotifierConnection | null = null;
  let closed = false;
  let retryDelay = 1000;
  let retryTimer: NodeJS.Timeout | null = null;

  const deliver = (payload: string) => {
    let message: BusMessage | null;
    try {
      message = decode(payload);
    } catch (error) {
      log.error({ err: error }, "Realtime bus: unreadable notification");
      return;
    }
    if (message) for (const handler of handlers) handler(message);
  };

  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void open();
    }, retryDelay);
    retryTimer.unref();
    retryDelay = Math.min(retryDelay * 2, 30_000);
  };

  async function open(): Promise<void> {
    try {
      const opened = await connectNotifier({
        onPayload: deliver,
        onLost: () => {
          connection = null;
          if (!closed) log.error("Realtime bus: lost the PostgreSQL connection; reconnecting");
          scheduleRetry();
        },
      });
      if (closed) {
        await opened.close();
        return;
      }
      connection = opened;
      retryDelay = 1000;
      for (const handler of connectedHandlers) handler();
    } catch (error) {
      log.error({ err: error }, "Realtime bus: cannot listen on PostgreSQL");
      scheduleRetry();
    }
  }

  const bus: Bus = {
    nodeId: newNodeId(),
    distributed: true,
    ready: open(),
    onMessage: (handler) => handlers.add(handler),
    /** Runs now if connected, and after every (re)connection. */
    onConnected(handler) {
      connectedHandlers.add(handler);
      if (connection) handler();
    },
    async publish(message) {
      if (!connection) throw new Error("The realtime bus is not connected");
      await connection.notify(encodePayloads(message));
    },
    close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      return connection?.close();
    },
  };
  return bus;
}
