// Pusher's user authentication on the built-in server: a socket signs in (pusher:signin) with user data
// the app signed for that socket id, which binds the socket to one user and one device session of
// Patitas. What this module decides is pure: whether a sign-in is acceptable, and which sign-ins a
// terminate call has revoked. The hub (hub.mjs) keeps the sockets.
import { isValidUserId } from "./protocol.mjs";

// Pusher's limits: a watchlist holds at most 100 user ids; user_info at most 1 KB.
export const MAX_WATCHLIST = 100;
const MAX_USER_INFO_BYTES = 1024;
const MAX_SESSION_LENGTH = 128;
/** How long a terminate call is remembered: a sign-in signed before it is refused for that long. */
export const REVOCATION_MEMORY_MS = 10 * 60_000;

/**
 * The signed-in user from `pusher:signin`'s user_data (its signature was checked already), or null
 * when it is not what Pusher accepts. Besides Pusher's `id`, `user_info` and `watchlist`, Patitas puts
 * the device session (`user_info.session`) and the signing time (`user_info.iat`, ms) in user_info,
 * so that ending a session closes exactly its sockets and a signature made before that cannot sign in.
 */
export function parseSignedInUser(userData) {
  let parsed;
  try {
    parsed = JSON.parse(userData);
  } catch {
    return null;
  }
  if (!isValidUserId(parsed?.id)) return null;
  const info = parsed.user_info ?? {};
  if (typeof info !== "object" || Array.isArray(info) || Buffer.byteLength(JSON.stringify(info)) > MAX_USER_INFO_BYTES) return null;
  const watchlist = parsed.watchlist ?? [];
  if (!Array.isArray(watchlist) || watchlist.length > MAX_WATCHLIST || !watchlist.every(isValidUserId)) return null;
  const session = typeof info.session === "string" && info.session.length > 0 && info.session.length <= MAX_SESSION_LENGTH ? info.session : null;
  const signedAt = Number.isFinite(info.iat) ? info.iat : null;
  return { id: parsed.id, session, signedAt, watchlist: new Set(watchlist.filter((id) => id !== parsed.id)) };
}

/**
 * What terminate calls ended, remembered for REVOCATION_MEMORY_MS on every process: whole users (every
 * sign-in signed before the call) and single device sessions. A sign-in whose signature was fetched just
 * before its session ended, and sent just after, is refused instead of binding a socket to a dead session.
 */
export function createRevocations(now = () => Date.now()) {
  const users = new Map(); // user id → time of the last terminate of all its sessions
  const sessions = new Map(); // session id → time it was ended

  const prune = () => {
    const oldest = now() - REVOCATION_MEMORY_MS;
    for (const map of [users, sessions]) for (const [id, at] of map) if (at < oldest) map.delete(id);
  };

  return {
    /** Records a terminate call: every session of `userId` (sessions null) or the sessions listed. */
    record(userId, sessionIds, at) {
      prune();
      if (sessionIds === null) users.set(userId, Math.max(users.get(userId) ?? 0, at));
      else for (const session of sessionIds) sessions.set(session, at);
    },
    /** Whether a terminate call ended this sign-in's session after (or without knowing when) it was signed. */
    refuses(user) {
      if (user.session !== null && sessions.has(user.session)) return true;
      const endedAt = users.get(user.id);
      return endedAt !== undefined && (user.signedAt === null || user.signedAt <= endedAt);
    },
    /** Whether a socket already signed in as `user` is one the call (userId, sessionIds) ends. */
    ends(user, userId, sessionIds) {
      return user.id === userId && (sessionIds === null || (user.session !== null && sessionIds.includes(user.session)));
    },
  };
}
