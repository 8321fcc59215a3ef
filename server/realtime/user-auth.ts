// Pusher's user authentication on the built-in server: a socket signs in (pusher:signin) with user data
// the app signed for that socket id, which binds the socket to one user and one device session of
// Patitas. What this module decides is pure: whether a sign-in is acceptable, and which sign-ins a
// terminate call has revoked. The hub (hub.ts) keeps the sockets.
import { isValidUserId } from "./protocol";

// Pusher's limits: a watchlist holds at most 100 user ids; user_info at most 1 KB.
export const MAX_WATCHLIST = 100;
const MAX_USER_INFO_BYTES = 1024;
const MAX_SESSION_LENGTH = 128;
/** How long a terminate call is remembered: a sign-in signed before it is refused for that long. */
export const REVOCATION_MEMORY_MS = 10 * 60_000;

/** A socket's signed-in user: the device session and signing time come from user_info. */
export interface SignedInUser {
  id: string;
  session: string | null;
  signedAt: number | null;
  /** The ids whose online state this socket hears, never the user's own. */
  watchlist: Set<string>;
}

/**
 * The signed-in user from `pusher:signin`'s user_data (its signature was checked already), or null
 * when it is not what Pusher accepts. Besides Pusher's `id`, `user_info` and `watchlist`, Patitas puts
 * the device session (`user_info.session`) and the signing time (`user_info.iat`, ms) in user_info,
 * so that ending a session closes exactly its sockets and a signature made before that cannot sign in.
 */
export function parseSignedInUser(userData: string): SignedInUser | null {
  let parsed: { id?: unknown; user_info?: unknown; watchlist?: unknown } | null;
  try {
    parsed = JSON.parse(userData) as typeof parsed;
  } catch {
    return null;
  }
  const id = parsed?.id;
  if (!parsed || !isValidUserId(id)) return null;
  const info = parsed.user_info ?? {};
  if (
    typeof info !== "object" ||
    info === null ||
    Array.isArray(info) ||
    Buffer.byteLength(JSON.stringify(info)) > MAX_USER_INFO_BYTES
  )
    return null;
  const watchlist = parsed.watchlist ?? [];
  if (!Array.isArray(watchlist) || watchlist.length > MAX_WATCHLIST || !watchlist.every(isValidUserId)) return null;
  const { session: rawSession, iat } = info as { session?: unknown; iat?: unknown };
  const session =
    typeof rawSession === "string" && rawSession.length > 0 && rawSession.length <= MAX_SESSION_LENGTH
      ? rawSession
      : null;
  const signedAt = typeof iat === "number" && Number.isFinite(iat) ? iat : null;
  return { id, session, signedAt, watchlist: new Set(watchlist.filter((watched) => watched !== id)) };
}

/**
 * What terminate calls ended, remembered for REVOCATION_MEMORY_MS on every process: whole users (every
 * sign-in signed before the call) and single device sessions. A sign-in whose signature was fetched just
 * before its session ended, and sent just after, is refused instead of binding a socket to a dead session.
 */
export function createRevocations(now: () => number = () => Date.now()) {
  const users = new Map<string, number>(); // user id → time of the last terminate of all its sessions
  const sessions = new Map<string, number>(); // session id → time it was ended

  const prune = () => {
    const oldest = now() - REVOCATION_MEMORY_MS;
    for (const map of [users, sessions]) for (const [id, at] of map) if (at < oldest) map.delete(id);
  };

  return {
    /** Records a terminate call: every session of `userId` (sessions null) or the sessions listed. */
    record(userId: string, sessionIds: readonly string[] | null, at: number): void {
      prune();
      if (sessionIds === null) users.set(userId, Math.max(users.get(userId) ?? 0, at));
      else for (const session of sessionIds) sessions.set(session, at);
    },
    /** Whether a terminate call ended this sign-in's session after (or without knowing when) it was signed. */
    refuses(user: SignedInUser): boolean {
      if (user.session !== null && sessions.has(user.session)) return true;
      const endedAt = users.get(user.id);
      return endedAt !== undefined && (user.signedAt === null || user.signedAt <= endedAt);
    },
    /** Whether a socket already signed in as `user` is one the call (userId, sessionIds) ends. */
    ends(user: SignedInUser, userId: string, sessionIds: readonly string[] | null): boolean {
      return (
        user.id === userId && (sessionIds === null || (user.session !== null && sessionIds.includes(user.session)))
      );
    },
  };
}
