import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { endAllSessions } from "@/lib/auth/device-sessions";
import { roleRank } from "@/lib/auth/session";
import { pageTags, purgePublicPages } from "@/lib/cache/public-pages";
import { getDb } from "@/lib/db/client";
import { moderationActions, userRoles, users } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";

export const DEFAULT_BAN_REASON = "Banned by admin";

/**
 * Spec §4 User: a ban sets the ban fields, logs a moderation action and (beyond the spec) bumps the
 * session version, so the banned user's open sessions end at their next request.
 */
export async function banUser(moderatorId: string, targetId: string, reason: string = DEFAULT_BAN_REASON): Promise<void> {
  if (moderatorId === targetId) throw new AppError("forbidden", errorKeys.forbidden);
  const db = await getDb();
  await db.transaction(async (tx) => {
    // Staff can only ban people below their own rank: a moderator must not be able to lock out admins.
    const roles = await tx.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).where(inArray(userRoles.userId, [moderatorId, targetId]));
    const roleOf = (id: string) => roles.find((row) => row.userId === id)?.role;
    if (roleRank(roleOf(targetId)) >= roleRank(roleOf(moderatorId))) throw new AppError("forbidden", errorKeys.forbidden);
    const [banned] = await tx
      .update(users)
      .set({ isBanned: true, banReason: reason, bannedAt: new Date(), bannedBy: moderatorId })
      .where(and(eq(users.id, targetId), eq(users.isBanned, false)))
      .returning({ id: users.id });
    if (!banned) throw new AppError("not_found", errorKeys.notFound);
    await endAllSessions(tx, targetId);
    await tx.insert(moderationActions).values({ actionType: "ban", targetType: "user", targetId, moderatorId, reason });
  });
  // A banned user's profile, posts, comments and follows vanish from every page (and come back on restore).
  await purgePublicPages([pageTags.all]);
}

export async function restoreUser(moderatorId: string, targetId: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [restored] = await tx
      .update(users)
      .set({ isBanned: false, banReason: null, bannedAt: null, bannedBy: null })
      .where(and(eq(users.id, targetId), eq(users.isBanned, true)))
      .returning({ id: users.id });
    if (!restored) throw new AppError("not_found", errorKeys.notFound);
    await tx.insert(moderationActions).values({ actionType: "restore", targetType: "user", targetId, moderatorId });
  });
  await purgePublicPages([pageTags.all]);
}
