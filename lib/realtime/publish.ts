import "server-only";
import { log } from "@/server/shared/log";
import Pusher from "pusher";
import { serverToUserChannel } from "./channels";
import { localRealtime, type WatchlistChange } from "@/server/shared/realtime-contract";
import { WATCHLIST_CHANGED_EVENT } from "./events";
import { publishTarget, type PublishTarget } from "./config";

// Two ways out (docs/decisions/069-one-server-pipeline.md): the built-in server of this process is called
// in process (localRealtime: no HTTP, no signature), anything else (hosted Pusher, soketi) through the
// `pusher` package's HTTP API.

// PostgreSQL is the source of truth and realtime only signals (docs/design.md §5): a publish that fails is
// logged and reported, never thrown, and never holds the caller for long.
const PUBLISH_TIMEOUT_MS = 2000;
// The Pusher HTTP API takes at most 10 events per batch call.
const BATCH_SIZE = 10;

export type UserEvent = { userId: string; event: string; payload: unknown };

let cached: { target: PublishTarget; client: Pusher } | null = null;

function publisher(): Pusher | null {
  const target = publishTarget();
  if (!target) return null;
  if (cached && JSON.stringify(cached.target) === JSON.stringify(target)) return cached.client;
  const client = new Pusher({
    ...target,
    port: "port" in target && target.port !== undefined ? String(target.port) : undefined,
    timeout: PUBLISH_TIMEOUT_MS,
  });
  cached = { target, client };
  return client;
}

/** Readiness: "off" when no realtime server is configured, else whether its HTTP API answers a signed call. */
export async function checkRealtime(): Promise<"off" | "up"> {
  const local = localRealtime();
  if (local) {
    await local.check();
    return "up";
  }
  const client = publisher();
  if (!client) return "off";
  const response = await client.get({ path: "/channels" });
  if (!response.ok) throw new Error(`The realtime server answered ${response.status}`);
  return "up";
}

/** The data as the `pusher` package sends it: a string as it is, anything else as JSON. */
const dataOf = (payload: unknown): string => (typeof payload === "string" ? payload : JSON.stringify(payload));

/** To the server PUSHER_* name, in as few HTTP calls as its API allows. */
async function publishOverHttp(client: Pusher, events: UserEvent[]): Promise<void> {
  for (let start = 0; start < events.length; start += BATCH_SIZE) {
    const slice = events.slice(start, start + BATCH_SIZE);
    // trigger() refuses "#" channel names, so one event goes through sendToUser (the same call).
    if (slice.length === 1) await client.sendToUser(slice[0]!.userId, slice[0]!.event, slice[0]!.payload);
    else
      await client.triggerBatch(
        slice.map(({ userId, event, payload }) => ({
          channel: serverToUserChannel(userId),
          name: event,
          data: payload,
        })),
      );
  }
}

/**
 * Publishes events to their users (Pusher's sendToUser: every socket signed in as the user hears them),
 * in order: to the built-in server of this process in one call, else over HTTP.
 * Resolves to whether every event was accepted by the realtime server; false when none runs.
 */
export async function publishToUsers(events: UserEvent[]): Promise<boolean> {
  const local = localRealtime();
  const client = local ? null : publisher();
  if ((!local && !client) || events.length === 0) return events.length === 0;
  try {
    if (local)
      await local.publish(
        events.map(({ userId, event, payload }) => ({
          channels: [serverToUserChannel(userId)],
          name: event,
          data: dataOf(payload),
        })),
      );
    else if (client) await publishOverHttp(client, events);
    return true;
  } catch (error) {
    log.error({ err: error }, "Realtime publish failed");
    return false;
  }
}

/** One event to one user (`#server-to-user-{id}`). */
export function publishToUser(userId: string, event: string, payload: unknown): Promise<boolean> {
  return publishToUsers([{ userId, event, payload }]);
}

/**
 * Closes the live connections of sessions that just ended, on every process and instance (call it after
 * the change is committed): those of the sessions listed, or every one of the user's (sessions null).
 * The built-in server closes exactly those sessions' sockets and refuses their signatures from then on;
 * hosted Pusher and soketi can only close all of the user's sockets, and the user's other devices then
 * sign in again by themselves (lib/realtime/browser.ts). Like publishing, a failure is logged, not thrown:
 * the sessions are already refused by every HTTP request and every new sign-in.
 */
export async function endRealtimeSessions(userId: string, sessionIds: readonly string[] | null): Promise<boolean> {
  const local = localRealtime();
  const client = local ? null : publisher();
  if ((!local && !client) || sessionIds?.length === 0) return Boolean(local ?? client);
  try {
    if (local) await local.terminate(userId, sessionIds);
    else await client?.terminateUserConnections(userId);
    return true;
  } catch (error) {
    log.error({ err: error }, "Realtime terminate failed");
    return false;
  }
}

/**
 * Whom these users may see online changed (a follow back, a match, a block): their connections sign in
 * again with the new watchlist (lib/realtime/browser.ts), so a block hides the status at once.
 */
export function refreshWatchlists(userIds: readonly string[]): Promise<boolean> {
  return publishToUsers(userIds.map((userId) => ({ userId, event: WATCHLIST_CHANGED_EVENT, payload: {} })));
}

/**
 * Two users may no longer see each other online (a block, or an unfollow or unmatch that ended their last
 * tie): both are told in one publish, so the built-in server stops both sides' watching at once, itself
 * (realtime-contract.ts); their browsers also sign in again, as for refreshWatchlists.
 */
export function endWatching(a: string, b: string): Promise<boolean> {
  const change = (removed: string): WatchlistChange => ({ removed: [removed] });
  return publishToUsers([
    { userId: a, event: WATCHLIST_CHANGED_EVENT, payload: change(b) },
    { userId: b, event: WATCHLIST_CHANGED_EVENT, payload: change(a) },
  ]);
}
