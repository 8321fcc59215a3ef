import "server-only";
import type * as z from "zod";
import { log } from "@/server/shared/log";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { users } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { AppError, errorKeys } from "@/lib/errors";
import { countHit, countRefusal, reserveTry } from "@/lib/rate-limit";
import { assertPasswordNotCommon } from "./common-passwords";
import { assertCurrentPassword } from "./current-password";
import { hashPassword, verifyDecoy, verifyPassword } from "./password";
import { endRealtimeSessions } from "@/lib/realtime/publish";
import { endAllSessions, endOtherSessions } from "./device-sessions";
import { invalidateResetTokens, sendVerificationEmail } from "./email-tokens";
import { changePasswordSchema, loginSchema, signUpSchema, usernameSchema } from "./schemas";
import { liftEndedSuspension } from "./suspension";
import { isFeatureOn } from "@/lib/config/config";

const LOGIN_WINDOW_SECONDS = 15 * 60;
const SIGNUP_WINDOW_SECONDS = 60 * 60;

export async function registerUser(
  data: z.output<typeof signUpSchema>,
  context: { ip: string; locale: string },
): Promise<{ id: string }> {
  if (!(await isFeatureOn("signups"))) throw new AppError("conflict", "auth.errors.signupsPaused");
  assertPasswordNotCommon(data.password);
  const signups = await countHit(`signup:ip:${context.ip}`, SIGNUP_WINDOW_SECONDS);
  if (signups > env.RATE_LIMIT_SIGNUPS_PER_HOUR) {
    countRefusal("signup");
    throw new AppError("rate_limited", "auth.errors.tooManySignups");
  }

  const db = await getDb();
  const passwordHash = await hashPassword(data.password);
  try {
    const [created] = await db
      .insert(users)
      .values({ email: data.email, fullName: data.fullName, passwordHash, locale: context.locale })
      .returning({ id: users.id });
    await sendVerificationEmail(created!.id);
    log.info({ userId: created!.id }, "Account created");
    return created!;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("conflict", "auth.errors.emailTaken", { email: "auth.errors.emailTaken" });
    throw error;
  }
}

export type AuthenticatedUser = { id: string; sessionVersion: number };

/**
 * Checks a login. At most RATE_LIMIT_LOGIN_FAILURES failures per 15 minutes per e-mail and per IP:
 * past that, even the right password is refused until the window ends. Each try is reserved before
 * argon2 runs and a right password gives it back (reserveTry), so only wrong ones count.
 */
export async function authenticate(input: unknown, ip: string): Promise<AuthenticatedUser> {
  const credentials = loginSchema.safeParse(input);
  if (!credentials.success) throw new AppError("validation", "auth.errors.invalidCredentials");
  const { email, password } = credentials.data;
  // Reserved before argon2 (shared with the current-password check), so parallel guesses cannot all slip in.
  const reserved = await reserveTry(
    [`login-fail:email:${email}`, `login-fail:ip:${ip}`],
    LOGIN_WINDOW_SECONDS,
    env.RATE_LIMIT_LOGIN_FAILURES,
  );
  if (!reserved) {
    log.warn("Sign-in refused: too many failures for this address or this e-mail");
    countRefusal("sign-in");
    throw new AppError("rate_limited", "auth.errors.tooManyAttempts");
  }

  const db = await getDb();
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      sessionVersion: users.sessionVersion,
      isBanned: users.isBanned,
      banReason: users.banReason,
      banReasonCode: users.banReasonCode,
      bannedUntil: users.bannedUntil,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyDecoy(password);
  if (!user || !valid) {
    // The reserved try stays counted: it was a failure. The log has the account's id when there is one;
    // never the e-mail that was tried.
    log.info({ userId: user?.id }, "Sign-in refused: wrong e-mail or password");
    throw new AppError("unauthorized", "auth.errors.invalidCredentials");
  }
  // The right password (banned or not) does not count against the limit.
  await reserved.giveBack();
  if (user.isBanned) {
    // A suspension that has ended lifts itself here, at the first sign-in after it (no job needed).
    const lifted = user.bannedUntil && user.bannedUntil <= new Date() ? await liftEndedSuspension(user.id) : false;
    if (!lifted) {
      log.info({ userId: user.id }, "Sign-in refused: the account is banned");
      throw new AppError("banned", errorKeys.banned, {
        reason: user.banReasonCode ?? "",
        note: user.banReason ?? "",
        ...(user.bannedUntil ? { until: user.bannedUntil.toISOString() } : {}),
      });
    }
    const [fresh] = await db.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, user.id));
    return { id: user.id, sessionVersion: fresh!.sessionVersion };
  }
  return { id: user.id, sessionVersion: user.sessionVersion };
}

export async function isUsernameAvailable(raw: string): Promise<boolean> {
  const parsed = usernameSchema.safeParse(raw);
  if (!parsed.success) return false;
  const db = await getDb();
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, parsed.data)).limit(1);
  return !taken;
}

/** Sets the user's username once. Two users racing for one name: the unique index lets exactly one win. */
export async function claimUsername(userId: string, username: string): Promise<string> {
  const db = await getDb();
  try {
    const [updated] = await db
      .update(users)
      .set({ username })
      .where(and(eq(users.id, userId), isNull(users.username)))
      .returning({ username: users.username });
    if (!updated) throw new AppError("conflict", "auth.username.alreadySet");
    return username;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("conflict", "auth.username.unavailable", { username: "auth.username.unavailable" });
    throw error;
  }
}

/** Ends every session of the user on every device: their tokens carry the old version. */
export async function revokeSessions(userId: string): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => endAllSessions(tx, userId));
  await endRealtimeSessions(userId, null);
}

/**
 * Changes the password of the signed-in user, who must know the current one. Every other device is
 * signed out and every outstanding reset link dies; this device stays signed in.
 */
export async function changePassword(
  user: { id: string; sessionId: string },
  { currentPassword, newPassword }: z.output<typeof changePasswordSchema>,
): Promise<void> {
  assertPasswordNotCommon(newPassword);
  await assertCurrentPassword(user.id, currentPassword, {
    field: "currentPassword",
    wrongKey: "auth.changePassword.currentWrong",
  });
  const db = await getDb();
  const passwordHash = await hashPassword(newPassword);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await invalidateResetTokens(tx, user.id);
    return endOtherSessions(tx, user.id, user.sessionId);
  });
  await endRealtimeSessions(user.id, ended);
}
