// The account functions of lib/auth as their actions call them: the raw input parsed with the action's
// schema first (lib/auth/action-builder.ts), so a test can hand them what a form would send and see the same
// validation errors.
import * as accounts from "@/lib/auth/accounts";
import * as deviceSessions from "@/lib/auth/device-sessions";
import * as emailTokens from "@/lib/auth/email-tokens";
import {
  changePasswordSchema,
  deviceIdSchema,
  emailSchema,
  resetPasswordSchema,
  signUpSchema,
  usernameSchema,
} from "@/lib/auth/schemas";
import { parseInput } from "@/lib/errors";

export const registerUser = async (input: unknown, context: { ip: string; locale: string }) =>
  accounts.registerUser(parseInput(signUpSchema, input), context);
export const claimUsername = async (userId: string, raw: unknown) =>
  accounts.claimUsername(userId, parseInput(usernameSchema, raw));
export const changePassword = async (user: { id: string; sessionId: string }, input: unknown) =>
  accounts.changePassword(user, parseInput(changePasswordSchema, input));
export const signOutDevice = async (user: { id: string }, input: unknown) =>
  deviceSessions.signOutDevice(user, parseInput(deviceIdSchema, input));
export const requestPasswordReset = async (email: unknown) =>
  emailTokens.requestPasswordReset(parseInput(emailSchema, email));
export const resetPassword = async (input: unknown) =>
  emailTokens.resetPassword(parseInput(resetPasswordSchema, input));
