import "server-only";
import Pusher from "pusher";
import { userChannel } from "./channels";
import { publishTarget, type PublishTarget } from "./config";

// PostgreSQL is the source of truth and realtime only signals (DESIGN §5): a publish that fails is
// logged and reported, never thrown, and never holds the caller for long.
const PUBLISH_TIMEOUT_MS = 2000;
// The Pusher HTTP API takes at most 10 events per batch call.
const BATCH_SIZE = 10;

export type UserEvent = { userId: string; event: string; payload: unknown };

let cached: { target: PublishTarget; client: Pusher } | null = null;

function publisher(): Pusher | null {
  const target = publishTarget();
  if (!target) return null;
  // The built-in server's address is only known once the app listens, so the client follows the target.
  if (cached && JSON.stringify(cached.target) === JSON.stringify(target)) return cached.client;
  const client = new Pusher({
    ...target,
    port: "port" in target && target.port !== undefined ? String(target.port) : undefined,
    timeout: PUBLISH_TIMEOUT_MS,
  });
  cached = { target, client };
  return client;
}

/**
 * Publishes events to their users' private channels, in order, in as few HTTP calls as the API allows.
 * Resolves to whether every event was accepted by the realtime server; false when none runs.
 */
export async function publishToUsers(events: UserEvent[]): Promise<boolean> {
  const client = publisher();
  if (!client || events.length === 0) return events.length === 0;
  try {
    for (let start = 0; start < events.length; start += BATCH_SIZE) {
      const batch = events.slice(start, start + BATCH_SIZE).map(({ userId, event, payload }) => ({ channel: userChannel(userId), name: event, data: payload }));
      if (batch.length === 1) await client.trigger(batch[0]!.channel, batch[0]!.name, batch[0]!.data);
      else await client.triggerBatch(batch);
    }
    return true;
  } catch (error) {
    console.error("Realtime publish failed", error instanceof Error ? error.message : error);
    return false;
  }
}

/** One event to one user's private channel (`private-user-{id}`). */
export function publishToUser(userId: string, event: string, payload: unknown): Promise<boolean> {
  return publishToUsers([{ userId, event, payload }]);
}
