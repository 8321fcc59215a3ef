import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { countHit, countRefusal } from "@/lib/rate-limit";
import { sendVerificationEmail } from "./email-tokens";

/** Each resend mails the user's own address; a few an hour is enough for a lost or slow mail. */
export const VERIFICATION_RESENDS_PER_HOUR = 3;

/** When the user confirmed their e-mail address, or null while it is unverified. */
export async function getEmailVerifiedAt(userId: string): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.verifiedAt ?? null;
}

/**
 * Mails a fresh verification link to an unverified account (older links keep working until they
 * expire). An account already verified gets nothing and learns so; more than
 * VERIFICATION_RESENDS_PER_HOUR requests in an hour are refused.
 */
export async function resendVerification(userId: string): Promise<{ alreadyVerified: boolean }> {
  if (await getEmailVerifiedAt(userId)) return { alreadyVerified: true };
  if ((await countHit(`verify-resend:user:${userId}`, 3600)) > VERIFICATION_RESENDS_PER_HOUR) {
    countRefusal("verification-mail");
    throw new AppError("rate_limited", "emailVerification.tooManyResends");
  }
  await sendVerificationEmail(userId);
  return { alreadyVerified: false };
}
