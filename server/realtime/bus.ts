// How the processes of the built-in server hear each other. The events API request that publishes an
// event lands on one worker (or one instance behind a load balancer) while the receiving sockets may
// sit on any other; presence changes must reach every process too. With DATABASE_URL the processes
// share PostgreSQL, so its LISTEN/NOTIFY carries the messages (a channel of the process's one bus,
// server/bus/notify-bus.ts); without it there is one process, and the bus is a function call.
import { randomBytes } from "node:crypto";
import type { NotifyBus } from "../bus/notify-bus";
import { log } from "../shared/log";
import type { MemberInfo, PresenceEntry } from "./presence";

export const NOTIFY_CHANNEL = "patitas_realtime";
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; longer messages travel in pieces.
const PIECE_LENGTH = 7000;
const PARTIAL_TTL_MS = 60_000;

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

/** How a process hears the others: createLocalBus for one process, createChannelBus across processes. */
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
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** A message as NOTIFY payloads: the JSON itself, or "id/index/count/piece" pieces sent in one statement. */
export function encodePayloads(message: unknown): string[] {
  const text = asciiJson(message);
  if (text.length <= PIECE_LENGTH) return [text];
  const id = randomBytes(6).toString("hex");
  const count = Math.ceil(text.length / PIECE_LENGTH);
  return Array.from(
    { length: count },
    (_, index) => `${id}/${index}/${count}/${text.slice(index * PIECE_LENGTH, (index + 1) * PIECE_LENGTH)}`,
  );
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
 * The bus as a channel of the process's LISTEN/NOTIFY bus (server/bus/notify-bus.ts), which it shares with
 * the page cache's purges and which reconnects by itself; while it is down, publish() rejects, so the
 * events API answers 503 rather than pretending to have delivered.
 */
export function createChannelBus(notifyBus: NotifyBus, { ownsBus = false }: { ownsBus?: boolean } = {}): Bus {
  const handlers = new Set<(message: BusMessage) => void>();
  const connectedHandlers = new Set<() => void>();
  const decode = createPayloadDecoder();

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

  const channel = notifyBus.subscribe(NOTIFY_CHANNEL, {
    onPayload: deliver,
    onConnected: () => {
      for (const handler of connectedHandlers) handler();
    },
  });

  return {
    nodeId: newNodeId(),
    distributed: true,
    ready: notifyBus.ready,
    onMessage: (handler) => handlers.add(handler),
    /** Runs now if connected, and after every (re)connection. */
    onConnected(handler) {
      connectedHandlers.add(handler);
      if (channel.listening) handler();
    },
    publish: (message) => channel.notify(encodePayloads(message)),
    // The process's bus is closed by its owner (server/server.ts, after the hub), unless it is this one's own.
    close: () => (ownsBus ? notifyBus.close() : undefined),
  };
}
