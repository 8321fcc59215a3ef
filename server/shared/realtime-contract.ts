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
