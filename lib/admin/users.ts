import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { endAllSessions } from "@/lib/auth/device-sessions";
import { endRealtimeSessions } from "@/lib/realtime/publish";
import { roleRank } from "@/lib/auth/session";
import { pageTags, purgePublicPages } from "@/lib/cache/public-pages";
import { getDb } from "@/lib/db/client";
import { moderationActions, userRoles, users } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { translatorFor } from "@/lib/i18n/translator";
import { sendMail } from "@/lib/mail/mailer";
import { mayLiftBan } from "./ban-rank";

export const DEFAULT_BAN_REASON = "Banned by admin";

/** How long a ban lasts: a suspension of 1, 7 or 30 days, or for good. */
export const BAN_DURATIONS = ["1d", "7d", "30d", "permanent"] as const;
export type BanDuration = (typeof BAN_DURATIONS)[number];
const DAYS: Record<Exclude<BanDuration, "permanent">, number> = { "1d": 1, "7d": 7, "30d": 30 };

export function banEnd(duration: BanDuration, now = new Date()): Date | null {
  return duration === "permanent" ? null : new Date(now.getTime() + DAYS[duration] * 24 * 60 * 60 * 1000);
}

/**
 * Spec §4 User: a ban sets the ban fields, logs a moderation action and (beyond the spec) bumps the
 * session version, so the banned user's open sessions end at their next request.
 */
export async function banUser(moderatorId: string, targetId: string, reason: string = DEFAULT_BAN_REASON, duration: BanDuration = "permanent"): Promise<void> {
  const until = banEnd(duration);
  if (moderatorId === targetId) throw new AppError("forbidden", errorKeys.forbidden);
  const db = await getDb();
  const banned = await db.transaction(async (tx) => {
    // Staff can only ban people below their own rank: a moderator must not be able to lock out admins.
    const roles = await tx.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).where(inArray(userRoles.userId, [moderatorId, targetId]));
    const roleOf = (id: string) => roles.find((row) => row.userId === id)?.role;
    if (roleRank(roleOf(targetId)) >= roleRank(roleOf(moderatorId))) throw new AppError("forbidden", errorKeys.forbidden);
    const [banned] = await tx
      .update(users)
      .set({ isBanned: true, banReason: reason, bannedAt: new Date(), bannedBy: moderatorId, bannedByRole: roleOf(moderatorId) ?? null, bannedUntil: until })
      .where(and(eq(users.id, targetId), eq(users.isBanned, false)))
      .returning({ id: users.id, email: users.email, locale: users.locale });
    if (!banned) throw new AppError("not_found", errorKeys.notFound);
    await endAllSessions(tx, targetId);
    await tx.insert(moderationActions).values({ actionType: "ban", targetType: "user", targetId, moderatorId, reason: duration === "permanent" ? reason : `${reason} (${duration})` });
    return banned;
  });
  await endRealtimeSessions(targetId, null);
  // A banned user's profile, posts, comments and follows vanish from every page (and come back on restore).
  await purgePublicPages([pageTags.all], "hard");
  // They cannot sign in to read a notification: the reason and the end come by e-mail, in their language.
  const t = translatorFor(banned.locale);
  await sendMail({
    to: banned.email,
    subject: t("mail.ban.subject"),
    text: until ? t("mail.ban.bodyUntil", { reason, until }) : t("mail.ban.body", { reason }),
  }).catch((error: unknown) => console.error("Could not send the ban e-mail", error));
}

/** Lifts a ban; only a rank at least as high as the one that set it may (mayLiftBan). */
export async function restoreUser(moderatorId: string, targetId: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [ban] = await tx.select({ bannedByRole: users.bannedByRole }).from(users).where(and(eq(users.id, targetId), eq(users.isBanned, true))).for("update");
    if (!ban) throw new AppError("not_found", errorKeys.notFound);
    const [staff] = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, moderatorId));
    if (!mayLiftBan(staff?.role, ban.bannedByRole)) throw new AppError("forbidden", "admin.errors.banOutranks");
    const [restored] = await tx
      .update(users)
      .set({ isBanned: false, banReason: null, bannedAt: null, bannedBy: null, bannedByRole: null, bannedUntil: null })
      .where(and(eq(users.id, targetId), eq(users.isBanned, true)))
      .returning({ id: users.id });
    if (!restored) throw new AppError("not_found", errorKeys.notFound);
    await tx.insert(moderationActions).values({ actionType: "restore", targetType: "user", targetId, moderatorId });
  });
  await purgePublicPages([pageTags.all], "hard");
}
