import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { cache } from "react";
import { getDb, queryRows } from "@/lib/db/client";
import { userRoles, userSessions, users } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { liveSince, touchDueSql, touchSession } from "./device-sessions";
import { readSessionClaims } from "./session-claims";

import type { StaffRole } from "@/lib/db/schema/enums";

export type { StaffRole };

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

/** What the session's statement reads of the signed-in user, before the caller's own columns. */
type SessionRow = {
  id: string;
  email: string;
  full_name: string;
  username: string | null;
  avatar_url: string | null;
  email_verified: boolean;
  role: StaffRole | null;
  session_version: number;
  is_banned: boolean;
  touch_due: boolean;
};

/**
 * The session lookup as one statement: the device session named by the cookie, live and not signed out,
 * joined to its user and their staff role, plus `columns`, what the caller reads of that same user in the
 * same round trip. Scalar columns are only evaluated for a row that comes back, so nothing is read for a
 * signed-out device; for a stale or banned one the row comes back and is thrown away below.
 */
function sessionStatement(sessionId: string, userId: string, columns: SQL | null): SQL {
  return sql`select ${users.id} as id, ${users.email} as email, ${users.fullName} as full_name, ${users.username} as username,
      ${users.avatarUrl} as avatar_url, ${users.emailVerifiedAt} is not null as email_verified, ${userRoles.role} as role,
      ${users.sessionVersion} as session_version, ${users.isBanned} as is_banned, ${touchDueSql()} as touch_due${columns ? sql`, ${columns}` : sql``}
    from ${userSessions} join ${users} on ${users.id} = ${userSessions.userId} left join ${userRoles} on ${userRoles.userId} = ${users.id}
    where ${userSessions.id} = ${sessionId}::uuid and ${userSessions.userId} = ${userId}::uuid
      and ${userSessions.revokedAt} is null and ${liveSince()}
    limit 1`;
}

/**
 * The signed-in user, confirmed against the database, and what `columns` read of them in the same
 * statement (a named one, planned once per connection: decision 029). A token whose device was signed
 * out, whose session version is stale (ban, logout everywhere, password reset) or whose user is banned
 * counts as signed out: null. `columns` gets the cookie's user id, which the statement's own conditions
 * confirm; the per-viewer routes read their whole answer this way, in one round trip (decision 058).
 */
export async function currentUserWith<T extends object>(
  statement: string,
  columns: ((userId: string) => SQL) | null,
): Promise<{ user: CurrentUser; row: T } | null> {
  const claims = await readSessionClaims();
  if (!claims?.sessionId) return null;
  const statementSql = sessionStatement(claims.sessionId, claims.userId, columns?.(claims.userId) ?? null);
  const [row] = await queryRows<SessionRow & T>(await getDb(), statementSql, { prepare: statement });
  if (!row || row.is_banned || Number(row.session_version) !== claims.sessionVersion) return null;
  if (row.touch_due) await touchSession(claims.sessionId);
  const user: CurrentUser = {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    username: row.username,
    avatarUrl: row.avatar_url,
    role: row.role,
    emailVerified: Boolean(row.email_verified),
    sessionId: claims.sessionId,
  };
  return { user, row };
}

/**
 * The signed-in user (currentUserWith, reading nothing else), or null. Cached per render, so a page and
 * its components share one lookup.
 */
export const getCurrentUser = cache(
  async (): Promise<CurrentUser | null> => (await currentUserWith("session_lookup", null))?.user ?? null,
);

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

/** docs/product-spec.md §4 role precedence: admin over moderator over support; no role ranks 0. */
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
