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

export const PURGE_CHANNEL = "patitas_public_pages";
// NOTIFY payloads are limited to 8000 bytes; a longer list of tags becomes one full purge.
const MAX_PAYLOAD_BYTES = 7000;
const ECHO_TIMEOUT_MS = 1000;
const MAX_RETRY_DELAY_MS = 30_000;

/** The payload of one purge: who sent it (to recognise one's own), an id, and the tags. */
export function purgeMessage(origin, id, tags) {
  const payload = JSON.stringify({ origin, id, tags });
  return Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES ? payload : JSON.stringify({ origin, id, tags: ["*"] });
}

/** The tags of a received payload, or null when it is not one of ours. */
export function readPurgeMessage(payload) {
  try {
    const message = JSON.parse(payload);
    if (typeof message?.origin !== "string" || typeof message.id !== "string") return null;
    if (!Array.isArray(message.tags) || !message.tags.every((tag) => typeof tag === "string")) return null;
    return message;
  } catch {
    return null;
  }
}

/**
 * onPurge(tags): another process purged; onReconnect(): the connection came back after a loss.
 * createClient makes the listening connection (tests hand in a stand-in).
 */
export function createPurgeBus({
  connectionString,
  onPurge,
  onReconnect,
  log = console,
  retryDelayMs = 1000,
  createClient = () => new pg.Client({ connectionString }),
}) {
  const origin = randomUUID();
  /** id → resolves the publisher once its own notification came back. */
  const echoes = new Map();
  /** Purges that could not be published yet; sent after the next connection. */
  let queued = [];
  let client = null;
  let attempts = 0;
  let everConnected = false;
  let stopped = false;
  let retryTimer = null;

  function receive({ channel, payload }) {
    if (channel !== PURGE_CHANNEL) return;
    const message = readPurgeMessage(payload ?? "");
    if (!message) return;
    if (message.origin === origin) {
      echoes.get(message.id)?.();
      return;
    }
    onPurge(message.tags);
  }

  function lose(lost, error) {
    if (client !== lost) return;
    client = null;
    log.error(`Page cache: the purge connection to PostgreSQL was lost (${error?.message ?? "closed"}); pages are not served from the cache until it is back`);
    lost.removeAllListeners("notification");
    lost.end().catch(() => {});
    scheduleConnect();
  }

  function scheduleConnect() {
    if (stopped || retryTimer) return;
    const delay = attempts === 0 ? 0 : Math.min(MAX_RETRY_DELAY_MS, retryDelayMs * 2 ** (attempts - 1));
    attempts += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    retryTimer.unref?.();
  }

  async function connect() {
    const next = createClient();
    // Until it listens, failures surface through connect() and query() below.
    next.on("error", () => {});
    try {
      await next.connect();
      await next.query(`LISTEN ${PURGE_CHANNEL}`);
    } catch (error) {
      log.error(`Page cache: cannot listen for purges on PostgreSQL (${error.message}); retrying`);
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
    if (pending.length > 0) void publish(pending.length > 20 ? ["*"] : [...new Set(pending.flat())]);
  }

  /** Tells every other process; resolves once PostgreSQL delivered it (or after a second). */
  async function publish(tags) {
    const current = client;
    if (!current) {
      queued.push(tags);
      return;
    }
    const id = randomUUID();
    const echoed = new Promise((resolve) => {
      const timer = setTimeout(resolve, ECHO_TIMEOUT_MS);
      echoes.set(id, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await current.query("select pg_notify($1, $2)", [PURGE_CHANNEL, purgeMessage(origin, id, tags)]);
      await echoed;
    } catch (error) {
      log.error(`Page cache: a purge could not be published (${error.message}); it is sent again after reconnecting`);
      queued.push(tags);
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
