import "server-only";
import { and, desc, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import { getDb, type Executor } from "@/lib/db/client";
import { userSessions, users } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { endRealtimeSessions } from "@/lib/realtime/publish";

/** As long as the session cookie itself lives (lib/auth/options.ts): an unused device expires with it. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** last_used_at is rewritten at most this often per device: the devices list needs minutes, not requests. */
export const SESSION_TOUCH_SECONDS = 5 * 60;
const USER_AGENT_MAX = 300;

export type DeviceSession = {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastUsedAt: Date;
  current: boolean;
};

/** Records a sign-in; its id goes into the session cookie. */
export async function startSession(userId: string, context: { userAgent: string | null; ip: string }): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(userSessions)
    .values({ userId, userAgent: context.userAgent?.slice(0, USER_AGENT_MAX) || null, ip: context.ip })
    .returning({ id: userSessions.id });
  return row!.id;
}

/** Sign-out of one device: a copy of its cookie stops working at once, and its live connection closes. */
export async function endSession(sessionId: string): Promise<void> {
  const db = await getDb();
  const [ended] = await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)))
    .returning({ userId: userSessions.userId });
  if (ended) await endRealtimeSessions(ended.userId, [sessionId]);
}

/**
 * Ends every session of the user (logout everywhere, password reset, ban): the session version makes
 * every outstanding cookie stale, and the rows are closed so the devices list empties too. Inside the
 * caller's transaction: after it commits, the caller closes the live connections
 * (endRealtimeSessions(userId, null)), so that none signs in again from a session not yet ended.
 */
export async function endAllSessions(executor: Executor, userId: string): Promise<void> {
  await executor
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
  await executor
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt)));
}

/**
 * Ends every session of the user but the one making the request (after a password change). Returns the
 * ended sessions' ids, whose live connections the caller closes once its transaction commits.
 */
export async function endOtherSessions(executor: Executor, userId: string, keepSessionId: string): Promise<string[]> {
  const ended = await executor
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.userId, userId), ne(userSessions.id, keepSessionId), isNull(userSessions.revokedAt)))
    .returning({ id: userSessions.id });
  return ended.map((row) => row.id);
}

/**
 * SQL true when the session row's last_used_at is old enough to be written again: the per-request session
 * check reads it in its own statement (lib/auth/session.ts), with the database's clock, which liveSince uses too.
 */
export function touchDueSql(): SQL {
  return sql`${userSessions.lastUsedAt} < now() - make_interval(secs => ${SESSION_TOUCH_SECONDS})`;
}

/** Marks the device as used now; the session check calls it only when touchDueSql said so. */
export async function touchSession(sessionId: string): Promise<void> {
  const db = await getDb();
  await db.update(userSessions).set({ lastUsedAt: new Date() }).where(eq(userSessions.id, sessionId));
}

/** The user's live devices, most recently used first; the one of this request is marked. */
export async function listDevices(user: { id: string; sessionId: string }): Promise<DeviceSession[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: userSessions.id,
      userAgent: userSessions.userAgent,
      ip: userSessions.ip,
      createdAt: userSessions.createdAt,
      lastUsedAt: userSessions.lastUsedAt,
    })
    .from(userSessions)
    .where(and(eq(userSessions.userId, user.id), isNull(userSessions.revokedAt), liveSince()))
    .orderBy(desc(userSessions.lastUsedAt))
    .limit(50);
  return rows.map((row) => ({ ...row, current: row.id === user.sessionId }));
}

/** Signs one of the user's own devices out; another user's session id reads as not found. */
export async function signOutDevice(user: { id: string }, sessionId: string): Promise<void> {
  const db = await getDb();
  const [ended] = await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, user.id), isNull(userSessions.revokedAt)))
    .returning({ id: userSessions.id });
  if (!ended) throw new AppError("not_found", errorKeys.notFound);
  await endRealtimeSessions(user.id, [ended.id]);
}

/** A session unused for longer than the cookie's life is over, revoked or not. */
export function liveSince() {
  return sql`${userSessions.lastUsedAt} > now() - make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`;
}
