import "server-only";
import { log } from "@/server/shared/log";
import { and, eq, inArray } from "drizzle-orm";
import { endAllSessions } from "@/lib/auth/device-sessions";
import { endRealtimeSessions } from "@/lib/realtime/publish";
import { banEnd, banReasonText, type BanDuration, type BanReason } from "@/lib/auth/ban-reasons";
import { roleRank } from "@/lib/auth/session";
import { pageTags, purgePublicPages } from "@/lib/cache/public-pages";
import { getDb } from "@/lib/db/client";
import { moderationActions, userRoles, users } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { translatorFor } from "@/lib/i18n/translator";
import { sendMail } from "@/lib/mail/mailer";
import { mayLiftBan } from "./ban-rank";

/** A ban: why (a code, told in the user's language), the staff's optional note, and how long. */
export type BanInput = { reason?: BanReason; note?: string | null; duration?: BanDuration };

/**
 * docs/product-spec.md §4 User: a ban sets the ban fields, logs a moderation action and (beyond the spec) bumps the
 * session version, so the banned user's open sessions end at their next request.
 */
export async function banUser(
  moderatorId: string,
  targetId: string,
  { reason = "other", note = null, duration = "permanent" }: BanInput = {},
): Promise<void> {
  const until = banEnd(duration);
  const cleanNote = note?.trim() || null;
  if (moderatorId === targetId) throw new AppError("forbidden", errorKeys.forbidden);
  const db = await getDb();
  const banned = await db.transaction(async (tx) => {
    // Staff can only ban people below their own rank: a moderator must not be able to lock out admins.
    const roles = await tx
      .select({ userId: userRoles.userId, role: userRoles.role })
      .from(userRoles)
      .where(inArray(userRoles.userId, [moderatorId, targetId]));
    const roleOf = (id: string) => roles.find((row) => row.userId === id)?.role;
    if (roleRank(roleOf(targetId)) >= roleRank(roleOf(moderatorId)))
      throw new AppError("forbidden", errorKeys.forbidden);
    const [banned] = await tx
      .update(users)
      .set({
        isBanned: true,
        banReasonCode: reason,
        banReason: cleanNote,
        bannedAt: new Date(),
        bannedBy: moderatorId,
        bannedByRole: roleOf(moderatorId) ?? null,
        bannedUntil: until,
      })
      .where(and(eq(users.id, targetId), eq(users.isBanned, false)))
      .returning({ id: users.id, email: users.email, locale: users.locale });
    if (!banned) throw new AppError("not_found", errorKeys.notFound);
    await endAllSessions(tx, targetId);
    await tx.insert(moderationActions).values({
      actionType: "ban",
      targetType: "user",
      targetId,
      moderatorId,
      reason: `${reason}${cleanNote ? `: ${cleanNote}` : ""}${duration === "permanent" ? "" : ` (${duration})`}`,
    });
    return banned;
  });
  await endRealtimeSessions(targetId, null);
  // A banned user's profile, posts, comments and follows vanish from every page (and come back on restore).
  await purgePublicPages([pageTags.all], "hard");
  // They cannot sign in to read a notification: the reason and the end come by e-mail, in their language.
  const t = translatorFor(banned.locale);
  const reasonText = banReasonText(t, reason, cleanNote);
  await sendMail({
    to: banned.email,
    subject: t("mail.ban.subject"),
    text: until ? t("mail.ban.bodyUntil", { reason: reasonText, until }) : t("mail.ban.body", { reason: reasonText }),
  }).catch((error: unknown) => log.error({ err: error, userId: banned.id }, "Could not send the ban e-mail"));
}

/** Lifts a ban; only a rank at least as high as the one that set it may (mayLiftBan). */
export async function restoreUser(moderatorId: string, targetId: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [ban] = await tx
      .select({ bannedByRole: users.bannedByRole })
      .from(users)
      .where(and(eq(users.id, targetId), eq(users.isBanned, true)))
      .for("update");
    if (!ban) throw new AppError("not_found", errorKeys.notFound);
    const [staff] = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, moderatorId));
    if (!mayLiftBan(staff?.role, ban.bannedByRole)) throw new AppError("forbidden", "admin.errors.banOutranks");
    const [restored] = await tx
      .update(users)
      .set({
        isBanned: false,
        banReason: null,
        banReasonCode: null,
        bannedAt: null,
        bannedBy: null,
        bannedByRole: null,
        bannedUntil: null,
      })
      .where(and(eq(users.id, targetId), eq(users.isBanned, true)))
      .returning({ id: users.id });
    if (!restored) throw new AppError("not_found", errorKeys.notFound);
    await tx.insert(moderationActions).values({ actionType: "restore", targetType: "user", targetId, moderatorId });
  });
  await purgePublicPages([pageTags.all], "hard");
}
