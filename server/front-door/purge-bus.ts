// Purges of the page cache reach every process of every instance through PostgreSQL's LISTEN/NOTIFY
// (docs/decisions/009-public-page-cache.md, "Several processes"). Each process keeps one dedicated
// connection that listens, and publishes its own purges on it. PostgreSQL delivers a notification to
// every listening connection, the sender's included: the sender waits for its own copy, so that when
// a server action returns, the database has handed the purge to the other processes too.
//
// While the connection is down a process cannot know what others purged: `connected` is false and the
// cache layer must neither answer from the store nor fill it. After a reconnection everything stored
// before is dropped (onReconnect), since purges may have been missed meanwhile.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { ALL_PAGES, PURGE_KINDS, type PurgeKind } from "../shared/front-door-contract";
import type { PurgePublisher } from "./purge-registry";

export const PURGE_CHANNEL = "patitas_public_pages";

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
// NOTIFY payloads are limited to 8000 bytes; a longer list of tags becomes one full purge.
const MAX_PAYLOAD_BYTES = 7000;
const ECHO_TIMEOUT_MS = 1000;
const MAX_RETRY_DELAY_MS = 30_000;

/** The payload of one purge: who sent it (to recognise one's own), an id, the tags and their kind. */
export function purgeMessage(origin: string, id: string, tags: readonly string[], kind: PurgeKind): string {
  const payload = JSON.stringify({ origin, id, tags, kind });
  return Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES ? payload : JSON.stringify({ origin, id, tags: [ALL_PAGES], kind });
}

/** One purge as it travels between processes. */
export interface PurgeMessage {
  origin: string;
  id: string;
  tags: string[];
  kind: PurgeKind;
}

/**
 * The tags of a received payload, or null when it is not one of ours. A payload without a kind (from a
 * process of an older version during a rolling deploy) or with an unknown one is a hard purge.
 */
export function readPurgeMessage(payload: string): PurgeMessage | null {
  try {
    const message: unknown = JSON.parse(payload);
    if (typeof message !== "object" || message === null) return null;
    const { origin, id, tags, kind } = message as Record<string, unknown>;
    if (typeof origin !== "string" || typeof id !== "string") return null;
    if (!Array.isArray(tags) || !tags.every((tag): tag is string => typeof tag === "string")) return null;
    return { origin, id, tags, kind: PURGE_KINDS.find((known) => known === kind) ?? "hard" };
  } catch {
    return null;
  }
}

/**
 * onPurge(tags): another process purged; onReconnect(): the connection came back after a loss.
 * createClient makes the listening connection (tests hand in a stand-in).
 */
/** What the bus needs of a PostgreSQL connection (a pg.Client; tests hand in a stand-in). */
export interface ListeningClient {
  connect(): Promise<unknown>;
  query(text: string, values?: unknown[]): Promise<unknown>;
  end(): Promise<unknown>;
  on(event: "notification", listener: (message: { channel: string; payload?: string | undefined }) => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
  on(event: "end", listener: () => void): unknown;
  removeAllListeners(event?: string): unknown;
}

export interface PurgeBusOptions {
  connectionString?: string | undefined;
  onPurge: (tags: string[], kind: PurgeKind) => void;
  onReconnect: () => void;
  log?: Pick<Console, "error">;
  retryDelayMs?: number;
  createClient?: () => ListeningClient;
}

export interface PurgeBus extends PurgePublisher {
  /** False while the listening connection is down: purges of other processes may be missed meanwhile. */
  readonly connected: boolean;
  close(): Promise<void>;
}

export function createPurgeBus({
  connectionString,
  onPurge,
  onReconnect,
  log = console,
  retryDelayMs = 1000,
  // Its own connection, never one of the app's pool (as the realtime bus, server/realtime/bus.ts): a
  // pool whose connections are all taken never delays a purge, and a purge is never sent from inside
  // an open transaction, where PostgreSQL would hold the NOTIFY back until that transaction commits.
  // TCP keep-alive notices a connection a firewall dropped silently, so the bus reconnects.
  createClient = () => new pg.Client({ connectionString, keepAlive: true }),
}: PurgeBusOptions): PurgeBus {
  const origin = randomUUID();
  /** id → resolves the publisher once its own notification came back. */
  const echoes = new Map<string, () => void>();
  /** Purges that could not be published yet; sent after the next connection. */
  let queued: { tags: string[]; kind: PurgeKind }[] = [];
  let client: ListeningClient | null = null;
  let attempts = 0;
  let everConnected = false;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | null = null;

  function receive({ channel, payload }: { channel: string; payload?: string | undefined }): void {
    if (channel !== PURGE_CHANNEL) return;
    const message = readPurgeMessage(payload ?? "");
    if (!message) return;
    if (message.origin === origin) {
      echoes.get(message.id)?.();
      return;
    }
    onPurge(message.tags, message.kind);
  }

  function lose(lost: ListeningClient, error?: Error): void {
    if (client !== lost) return;
    client = null;
    log.error(`Page cache: the purge connection to PostgreSQL was lost (${error?.message ?? "closed"}); pages are not served from the cache until it is back`);
    lost.removeAllListeners("notification");
    lost.end().catch(() => {});
    scheduleConnect();
  }

  function scheduleConnect(): void {
    if (stopped || retryTimer) return;
    const delay = attempts === 0 ? 0 : Math.min(MAX_RETRY_DELAY_MS, retryDelayMs * 2 ** (attempts - 1));
    attempts += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    retryTimer.unref?.();
  }

  async function connect(): Promise<void> {
    const next = createClient();
    // Until it listens, failures surface through connect() and query() below.
    next.on("error", () => {});
    try {
      await next.connect();
      await next.query(`LISTEN ${PURGE_CHANNEL}`);
    } catch (error) {
      log.error(`Page cache: cannot listen for purges on PostgreSQL (${messageOf(error)}); retrying`);
      next.end().catch(() => {});
      scheduleConnect();
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    next.removeAllListeners("error");
    next.on("notification", receive);
    next.on("error", (error) => lose(next, error));
    next.on("end", () => lose(next));
    client = next;
    attempts = 0;
    if (everConnected) onReconnect();
    everConnected = true;
    const pending = queued;
    queued = [];
    // Sent again as one purge; hard if any of them was (the strictest kind wins).
    if (pending.length > 0) {
      const kind = pending.some((purge) => purge.kind === "hard") ? "hard" : pending.some((purge) => purge.kind === "new-content") ? "new-content" : "counts";
      void publish(pending.length > 20 ? [ALL_PAGES] : [...new Set(pending.flatMap((purge) => purge.tags))], kind);
    }
  }

  let lastSent: Promise<unknown> = Promise.resolve();

  /** Tells every other process; resolves once PostgreSQL delivered it (or after a second). */
  async function publish(tags: string[], kind: PurgeKind): Promise<void> {
    const current = client;
    if (!current) {
      queued.push({ tags, kind });
      return;
    }
    const id = randomUUID();
    const echoed = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ECHO_TIMEOUT_MS);
      echoes.set(id, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      // One statement at a time on the connection: pg queues overlapping queries itself, but warns that
      // pg@9 will refuse them.
      const sent = lastSent.then(() => current.query("select pg_notify($1, $2)", [PURGE_CHANNEL, purgeMessage(origin, id, tags, kind)]));
      lastSent = sent.catch(() => {});
      await sent;
      await echoed;
    } catch (error) {
      log.error(`Page cache: a purge could not be published (${messageOf(error)}); it is sent again after reconnecting`);
      queued.push({ tags, kind });
    } finally {
      echoes.delete(id);
    }
  }

  scheduleConnect();
  return {
    publish,
    get connected() {
      return client !== null;
    },
    async close() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners("end");
        await current.end().catch(() => {});
      }
    },
  };
}
