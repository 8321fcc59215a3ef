"use server";

import { getLocale } from "next-intl/server";
import { accountAction, publicAction } from "@/lib/auth/action-builder";
import { AppError } from "@/lib/errors";
import { countHit, countRefusal } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request";
import { changePassword, claimUsername, isUsernameAvailable, registerUser, revokeSessions } from "./accounts";
import { signOutDevice } from "./device-sessions";
import { requestPasswordReset, resetPassword, verifyEmail } from "./email-tokens";
import { resendVerification } from "./email-verification";
import {
  changePasswordSchema,
  deviceIdSchema,
  emailSchema,
  resetPasswordSchema,
  signUpSchema,
  tokenSchema,
  usernameProbeSchema,
  usernameSchema,
} from "./schemas";

export const signUpAction = publicAction
  .input(signUpSchema)
  .action(async ({ input }) => registerUser(input, { ip: await clientIp(), locale: await getLocale() }));

export const checkUsernameAction = accountAction
  .input(usernameProbeSchema)
  .action(async ({ input }) => ({ available: await isUsernameAvailable(input) }));

export const claimUsernameAction = accountAction
  .input(usernameSchema)
  .action(async ({ actor, input }) => ({ username: await claimUsername(actor.id, input) }));

export const logoutEverywhereAction = accountAction.action(({ actor }) => revokeSessions(actor.id));

export const changePasswordAction = accountAction
  .input(changePasswordSchema)
  .action(({ actor, input }) => changePassword(actor, input));

/** Signs out one device of the profile's "Devices" list. */
export const signOutDeviceAction = accountAction
  .input(deviceIdSchema)
  .action(({ actor, input }) => signOutDevice(actor, input));

const RESET_REQUESTS_PER_HOUR = 5;

export const requestPasswordResetAction = publicAction.input(emailSchema).action(async ({ input }) => {
  // Each request sends a mail: cap them per connection so nobody floods an inbox through us.
  if ((await countHit(`reset:ip:${await clientIp()}`, 3600)) > RESET_REQUESTS_PER_HOUR) {
    countRefusal("password-reset");
    throw new AppError("rate_limited", "auth.errors.tooManyResets");
  }
  await requestPasswordReset(input);
});

export const resetPasswordAction = publicAction.input(resetPasswordSchema).action(({ input }) => resetPassword(input));

export const verifyEmailAction = publicAction
  .input(tokenSchema)
  .action(async ({ input }) => ({ verified: await verifyEmail(input) }));

/** A new verification link for the signed-in account's address (rate-limited per user). */
export const resendVerificationAction = accountAction.action(({ actor }) => resendVerification(actor.id));
