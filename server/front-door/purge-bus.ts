// Purges of the page cache reach every process of every instance through PostgreSQL's LISTEN/NOTIFY
// (docs/decisions/009-public-page-cache.md, "Several processes"): a channel of the process's one bus
// (server/bus/notify-bus.ts), on which it also publishes its own purges. PostgreSQL delivers a notification to
// every listening connection, the sender's included: the sender waits for its own copy, so that when
// a server action returns, the database has handed the purge to the other processes too.
//
// While the connection is down a process cannot know what others purged: `connected` is false and the
// cache layer must neither answer from the store nor fill it. After a reconnection everything stored
// before is dropped (onReconnect), since purges may have been missed meanwhile.
import { randomUUID } from "node:crypto";
import type { NotifyBus } from "../bus/notify-bus";
import { ALL_PAGES, PURGE_KINDS, type PurgeKind } from "../shared/front-door-contract";
import { log } from "../shared/log";
import type { PurgePublisher } from "./purge-registry";

export const PURGE_CHANNEL = "patitas_public_pages";

// NOTIFY payloads are limited to 8000 bytes; a longer list of tags becomes one full purge.
const MAX_PAYLOAD_BYTES = 7000;
const ECHO_TIMEOUT_MS = 1000;

/** The payload of one purge: who sent it (to recognise one's own), an id, the tags and their kind. */
export function purgeMessage(origin: string, id: string, tags: readonly string[], kind: PurgeKind): string {
  const payload = JSON.stringify({ origin, id, tags, kind });
  return Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES
    ? payload
    : JSON.stringify({ origin, id, tags: [ALL_PAGES], kind });
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

export interface PurgeBusOptions {
  /** The process's LISTEN/NOTIFY bus (server/bus/notify-bus.ts), shared with the realtime server. */
  bus: NotifyBus;
  /** Another process purged. */
  onPurge: (tags: string[], kind: PurgeKind) => void;
  /** The connection came back after a loss: purges of the meantime may have been missed. */
  onReconnect: () => void;
}

export interface PurgeBus extends PurgePublisher {
  /** False while the listening connection is down: purges of other processes may be missed meanwhile. */
  readonly connected: boolean;
}

export function createPurgeBus({ bus, onPurge, onReconnect }: PurgeBusOptions): PurgeBus {
  const origin = randomUUID();
  /** id → resolves the publisher once its own notification came back. */
  const echoes = new Map<string, () => void>();
  /** Purges that could not be published yet; sent after the next connection. */
  let queued: { tags: string[]; kind: PurgeKind }[] = [];
  let everConnected = false;

  function receive(payload: string): void {
    const message = readPurgeMessage(payload);
    if (!message) return;
    if (message.origin === origin) {
      echoes.get(message.id)?.();
      return;
    }
    onPurge(message.tags, message.kind);
  }

  function connected(): void {
    if (everConnected) onReconnect();
    everConnected = true;
    const pending = queued;
    queued = [];
    // Sent again as one purge; hard if any of them was (the strictest kind wins).
    if (pending.length > 0) {
      const kind = pending.some((purge) => purge.kind === "hard")
        ? "hard"
        : pending.some((purge) => purge.kind === "new-content")
          ? "new-content"
          : "counts";
      void publish(pending.length > 20 ? [ALL_PAGES] : [...new Set(pending.flatMap((purge) => purge.tags))], kind);
    }
  }

  const channel = bus.subscribe(PURGE_CHANNEL, {
    onPayload: receive,
    onConnected: connected,
    onLost: () =>
      log.error(
        "Page cache: the purge connection to PostgreSQL was lost; pages are not served from the cache until it is back",
      ),
  });

  /** Tells every other process; resolves once PostgreSQL delivered it (or after a second). */
  async function publish(tags: string[], kind: PurgeKind): Promise<void> {
    if (!channel.listening) {
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
      await channel.notify([purgeMessage(origin, id, tags, kind)]);
      await echoed;
    } catch (error) {
      log.error({ err: error }, "Page cache: a purge could not be published; it is sent again after reconnecting");
      queued.push({ tags, kind });
    } finally {
      echoes.delete(id);
    }
  }

  return {
    publish,
    get connected() {
      return channel.listening;
    },
  };
}
