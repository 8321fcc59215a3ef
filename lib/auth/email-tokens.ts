import "server-only";
import type * as z from "zod";
import { log } from "@/server/shared/log";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb, type Executor } from "@/lib/db/client";
import { emailVerificationTokens, passwordResetTokens, users } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { translatorFor } from "@/lib/i18n/translator";
import { localizedUrl } from "@/lib/i18n/urls";
import { sendMail } from "@/lib/mail/mailer";
import { countHit, countRefusal } from "@/lib/rate-limit";
import { hashPassword } from "./password";
import { assertPasswordNotCommon } from "./common-passwords";
import { endRealtimeSessions } from "@/lib/realtime/publish";
import { endAllSessions } from "./device-sessions";
import { resetPasswordSchema, tokenSchema } from "./schemas";

const RESET_TTL_MS = 60 * 60 * 1000;
const VERIFY_TTL_MS = 48 * 60 * 60 * 1000;

function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Reset mails one address may receive per hour, whoever asks and from wherever. */
export const RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;

/**
 * Always answers the same way whether or not the address has an account, and whether or not its
 * hourly cap is reached (no account enumeration). Only the newest link works: a new request kills the
 * older ones.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  if ((await countHit(`reset:email:${email}`, 3600)) > RESET_MAILS_PER_ADDRESS_PER_HOUR) {
    countRefusal("password-reset-mail");
    return;
  }
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, locale: users.locale, isBanned: users.isBanned })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user || user.isBanned) return;
  const { token, tokenHash } = newToken();
  await db.transaction(async (tx) => {
    await invalidateResetTokens(tx, user.id);
    await tx
      .insert(passwordResetTokens)
      .values({ tokenHash, userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  });
  const t = translatorFor(user.locale);
  const link = localizedUrl(user.locale, `/auth/reset?token=${token}`);
  await sendMail({ to: email, subject: t("mail.reset.subject"), text: t("mail.reset.body", { link }) });
  log.info({ userId: user.id }, "Password reset link sent");
}

/** Marks every unused reset token of the user used: after a reset, a change or a newer request. */
export async function invalidateResetTokens(executor: Executor, userId: string): Promise<void> {
  await executor
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * Sets a new password with a one-use, one-hour token, signs the user out everywhere and kills every
 * other reset link of theirs.
 */
export async function resetPassword({ token, password }: z.output<typeof resetPasswordSchema>): Promise<void> {
  assertPasswordNotCommon(password);
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  const userId = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw new AppError("validation", "auth.reset.invalidToken", { token: "auth.reset.invalidToken" });
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await invalidateResetTokens(tx, used.userId);
    await endAllSessions(tx, used.userId);
    return used.userId;
  });
  await endRealtimeSessions(userId, null);
  log.info({ userId }, "Password reset with a link");
}

export async function sendVerificationEmail(userId: string): Promise<void> {
  const db = await getDb();
  const [user] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return;
  const { token, tokenHash } = newToken();
  await db
    .insert(emailVerificationTokens)
    .values({ tokenHash, userId, expiresAt: new Date(Date.now() + VERIFY_TTL_MS) });
  const t = translatorFor(user.locale);
  const link = localizedUrl(user.locale, `/auth/verify?token=${token}`);
  await sendMail({ to: user.email, subject: t("mail.verify.subject"), text: t("mail.verify.body", { link }) });
}

/** Marks the address verified; a token works once and for 48 hours. */
export async function verifyEmail(rawToken: unknown): Promise<boolean> {
  const parsed = tokenSchema.safeParse(rawToken);
  if (!parsed.success) return false;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, hashToken(parsed.data)),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId });
    if (!used) return false;
    await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, used.userId));
    return true;
  });
}
