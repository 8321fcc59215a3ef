// The last feed this browser showed, kept in localStorage for the offline page (issue 13). A few lines
// per post, never the whole feed; sign-out clears it (lib/auth/client.ts).

export const LAST_FEED_KEY = "patitas.lastFeed";
export const LAST_FEED_SIZE = 10;

export type RememberedPost = {
  id: string;
  fullName: string;
  username: string;
  content: string;
  imageUrl: string | null;
  createdAt: string;
};
export type RememberedFeed = { savedAt: string; posts: RememberedPost[] };

/** The stored text (a stable snapshot for useSyncExternalStore), null when nothing is kept. */
export function readLastFeedText(): string | null {
  try {
    return window.localStorage.getItem(LAST_FEED_KEY);
  } catch {
    return null;
  }
}

export function parseLastFeed(raw: string | null): RememberedFeed | null {
  try {
    const value = raw ? (JSON.parse(raw) as RememberedFeed) : null;
    return value && Array.isArray(value.posts) ? value : null;
  } catch {
    return null;
  }
}

export function forgetLastFeed(): void {
  try {
    window.localStorage.removeItem(LAST_FEED_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
