// What the app tells the built-in realtime server (server/realtime/hub.ts) beyond Pusher's protocol, in
// events it publishes to a user like any other: one spelling for both sides, which meet only here.

/**
 * Whose online status the user may see changed (a follow back, a match, a block): the browser's
 * connection signs in again with the new watchlist (lib/realtime/browser.ts).
 */
export const WATCHLIST_CHANGED_EVENT = "watchlist:changed";

/**
 * The event's data. `removed`: ids the receiving user may no longer see online (a block, an unfollow or
 * an unmatch ended their last tie). The built-in server drops them from the user's sockets itself and
 * tells those sockets they went offline, rather than trusting the client to sign in again.
 */
export type WatchlistChange = { removed?: string[] };

/** The ids a published WatchlistChange removes; none when the data is anything else. */
export function removedWatchIds(data: string): string[] {
  try {
    const removed = (JSON.parse(data) as WatchlistChange | null)?.removed;
    return Array.isArray(removed) ? removed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** One event for the built-in hub as the events API takes it: its channels, its name, its data as JSON text. */
export interface HubEvent {
  channels: string[];
  name: string;
  data: string;
}

/**
 * The built-in realtime server running in this process, as app code reaches it without HTTP
 * (docs/decisions/069-one-server-pipeline.md): it checks and publishes the events as its events API
 * does after verifying a signed call, to this process's sockets and, through the bus, every other's.
 * Other processes (scripts, other instances) and hosted Pusher still go through the HTTP API.
 */
export interface LocalRealtime {
  /** The app key browsers connect with (to the page's own origin). */
  key: string;
  publish(events: HubEvent[]): Promise<void>;
  /** Closes the user's sockets: those signed in with these sessions, or every one (null). */
  terminate(userId: string, sessions: readonly string[] | null): Promise<void>;
  /** Readiness: rejects when the server cannot publish now. */
  check(): Promise<void>;
}

// The same bridge as the page cache's purger (front-door-contract.ts): the Next.js bundle has its own
// copy of this module, so the one object both sides see is globalThis.
const REALTIME_REGISTRY = Symbol.for("patitas.builtInRealtime");

type WithRealtime = { [REALTIME_REGISTRY]?: LocalRealtime };

/** The server, once the built-in realtime server listens in this process (null: it stopped). */
export function registerLocalRealtime(realtime: LocalRealtime | null): void {
  if (realtime) (globalThis as WithRealtime)[REALTIME_REGISTRY] = realtime;
  else delete (globalThis as WithRealtime)[REALTIME_REGISTRY];
}

/** App code: the built-in realtime server of this process, if one listens. */
export function localRealtime(): LocalRealtime | undefined {
  return (globalThis as WithRealtime)[REALTIME_REGISTRY];
}
