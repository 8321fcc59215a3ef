"use server";

import { getLocale } from "next-intl/server";
import { AppError, runAction, type ActionResult } from "@/lib/errors";
import { countHit, countRefusal } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request";
import { changePassword, claimUsername, isUsernameAvailable, registerUser, revokeSessions } from "./accounts";
import { signOutDevice } from "./device-sessions";
import { requestPasswordReset, resetPassword, verifyEmail } from "./email-tokens";
import { resendVerification } from "./email-verification";
import { requireAccount } from "./session";

export async function signUpAction(input: unknown): Promise<ActionResult<{ id: string }>> {
  return runAction(async () => registerUser(input, { ip: await clientIp(), locale: await getLocale() }));
}

export async function checkUsernameAction(raw: unknown): Promise<ActionResult<{ available: boolean }>> {
  return runAction(async () => {
    await requireAccount();
    return { available: typeof raw === "string" && (await isUsernameAvailable(raw)) };
  });
}

export async function claimUsernameAction(raw: unknown): Promise<ActionResult<{ username: string }>> {
  return runAction(async () => {
    const user = await requireAccount();
    return { username: await claimUsername(user.id, typeof raw === "string" ? raw : "") };
  });
}

export async function logoutEverywhereAction(): Promise<ActionResult> {
  return runAction(async () => {
    const user = await requireAccount();
    await revokeSessions(user.id);
    return undefined;
  });
}

export async function changePasswordAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await changePassword(await requireAccount(), input);
    return undefined;
  });
}

/** Signs out one device of the profile's "Devices" list. */
export async function signOutDeviceAction(sessionId: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await signOutDevice(await requireAccount(), sessionId);
    return undefined;
  });
}

const RESET_REQUESTS_PER_HOUR = 5;

export async function requestPasswordResetAction(email: unknown): Promise<ActionResult> {
  return runAction(async () => {
    // Each request sends a mail: cap them per connection so nobody floods an inbox through us.
    if ((await countHit(`reset:ip:${await clientIp()}`, 3600)) > RESET_REQUESTS_PER_HOUR) {
      countRefusal("password-reset");
      throw new AppError("rate_limited", "auth.errors.tooManyResets");
    }
    await requestPasswordReset(email);
    return undefined;
  });
}

export async function resetPasswordAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await resetPassword(input);
    return undefined;
  });
}

export async function verifyEmailAction(token: unknown): Promise<ActionResult<{ verified: boolean }>> {
  return runAction(async () => ({ verified: await verifyEmail(token) }));
}

/** A new verification link for the signed-in account's address (rate-limited per user). */
export async function resendVerificationAction(): Promise<ActionResult<{ alreadyVerified: boolean }>> {
  return runAction(async () => resendVerification((await requireAccount()).id));
}
