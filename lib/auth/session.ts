import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { cache } from "react";
import { getDb, type Db } from "@/lib/db/client";
import { userRoles, userSessions, users } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { liveSince, touchSession } from "./device-sessions";
import { readSessionClaims } from "./session-claims";

export type StaffRole = "admin" | "moderator" | "support";

export type CurrentUser = {
  id: string;
  email: string;
  fullName: string;
  username: string | null;
  avatarUrl: string | null;
  role: StaffRole | null;
  /** Whether the address is confirmed (the "verify your e-mail" reminder), read in the same lookup. */
  emailVerified: boolean;
  /** The sign-in (device) this request belongs to. */
  sessionId: string;
};

// Sent by every signed-in request: a named statement, planned once per connection (decision 029).
function prepareSessionLookup(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      username: users.username,
      avatarUrl: users.avatarUrl,
      emailVerifiedAt: users.emailVerifiedAt,
      role: userRoles.role,
      sessionVersion: users.sessionVersion,
      isBanned: users.isBanned,
      sessionLastUsedAt: userSessions.lastUsedAt,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(userSessions.id, sql.placeholder("sessionId")), eq(userSessions.userId, sql.placeholder("userId")), isNull(userSessions.revokedAt), liveSince()))
    .limit(1)
    .prepare("session_lookup");
}

const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function sessionLookup(db: Db): ReturnType<typeof prepareSessionLookup> {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  return lookup;
}

/**
 * The signed-in user, confirmed against the database on every request, in one indexed lookup: a token
 * whose device was signed out, whose session version is stale (ban, logout everywhere, password reset)
 * or whose user is banned counts as signed out. Cached per request, so a page and its components share
 * one lookup.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const claims = await readSessionClaims();
  if (!claims?.sessionId) return null;
  const [row] = await sessionLookup(await getDb()).execute({ sessionId: claims.sessionId, userId: claims.userId });
  if (!row || row.isBanned || row.sessionVersion !== claims.sessionVersion) return null;
  await touchSession(claims.sessionId, row.sessionLastUsedAt);
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    username: row.username,
    avatarUrl: row.avatarUrl,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    sessionId: claims.sessionId,
  };
});

/** For actions of users who may not have picked a username yet (picking it, for one). */
export async function requireAccount(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) throw new AppError("unauthorized", errorKeys.unauthorized);
  return user;
}

/** For every other action: a signed-in, not banned user with a username. */
export async function requireUser(): Promise<CurrentUser & { username: string }> {
  const user = await requireAccount();
  if (!user.username) throw new AppError("forbidden", "auth.username.required");
  return user as CurrentUser & { username: string };
}

/** Spec §4 role precedence: admin over moderator over support; no role ranks 0. */
export function roleRank(role: StaffRole | null | undefined): number {
  return role ? { support: 1, moderator: 2, admin: 3 }[role] : 0;
}

export function hasRole(user: Pick<CurrentUser, "role"> | null, minimum: StaffRole): boolean {
  return roleRank(user?.role) >= roleRank(minimum);
}

export async function requireStaff(minimum: StaffRole): Promise<CurrentUser> {
  const user = await requireAccount();
  if (!hasRole(user, minimum)) throw new AppError("forbidden", errorKeys.forbidden);
  return user;
}
