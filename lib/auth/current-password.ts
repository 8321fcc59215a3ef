import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { countRefusal, reserveTry } from "@/lib/rate-limit";
import { verifyPassword } from "./password";

/** The sign-in window: RATE_LIMIT_LOGIN_FAILURES wrong answers per 15 minutes (docs/decisions/035). */
const CURRENT_PASSWORD_WINDOW_SECONDS = 15 * 60;

/** Where the answer goes wrong: the form field and the message key for a wrong password. */
export type PasswordField = { field: string; wrongKey: string };

/**
 * Checks the signed-in user's answer to "your current password" (password change, account deletion).
 * A stolen session must not become the password: at most RATE_LIMIT_LOGIN_FAILURES wrong answers per
 * 15 minutes per user, counted across every action that asks; past that even the right one is refused
 * until the window passes. Each try is reserved before argon2 runs, so tries sent in parallel cannot all
 * slip under the limit; a right answer gives its reservation back, so only wrong ones count (as at
 * sign-in, a right answer does not wipe them).
 */
export async function assertCurrentPassword(userId: string, password: string, where: PasswordField): Promise<void> {
  const reserved = await reserveTry(
    [`current-password-fail:user:${userId}`],
    CURRENT_PASSWORD_WINDOW_SECONDS,
    env.RATE_LIMIT_LOGIN_FAILURES,
  );
  if (!reserved) {
    countRefusal("current-password");
    throw new AppError("rate_limited", "auth.errors.tooManyPasswordTries", {
      [where.field]: "auth.errors.tooManyPasswordTries",
    });
  }
  const db = await getDb();
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    throw new AppError("validation", where.wrongKey, { [where.field]: where.wrongKey });
  }
  await reserved.giveBack();
}
