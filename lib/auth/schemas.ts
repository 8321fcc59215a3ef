// zod/mini keeps these schemas cheap wherever they are imported; the auth forms themselves show the
// server's verdict instead of importing them (docs/decisions/003-first-load-budget.md).
import * as z from "zod/mini";
import { text } from "@/lib/validation/text";
import { normalizeUsername } from "./username";

// Issue messages are message keys (messages/*.json); the form and the server show the same text.
export const passwordSchema = z
  .string("auth.errors.passwordRequired")
  .check(
    z.minLength(1, "auth.errors.passwordRequired"),
    z.minLength(6, "auth.errors.passwordTooShort"),
    z.maxLength(128, "auth.errors.passwordTooLong"),
  );

export const emailSchema = z.pipe(
  z
    .string("auth.errors.emailRequired")
    .check(z.trim(), z.minLength(1, "auth.errors.emailRequired"), z.maxLength(254, "auth.errors.emailInvalid")),
  z.email("auth.errors.emailInvalid").check(z.toLowerCase()),
);

export const signUpSchema = z.object({
  fullName: text("auth.errors.fullNameRequired").check(
    z.trim(),
    z.minLength(1, "auth.errors.fullNameRequired"),
    z.maxLength(80, "auth.errors.fullNameTooLong"),
  ),
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string("auth.errors.passwordRequired")
    .check(z.minLength(1, "auth.errors.passwordRequired"), z.maxLength(128, "auth.errors.passwordTooLong")),
});

export const usernameSchema = z.pipe(
  z.pipe(z.string(), z.transform(normalizeUsername)),
  z.string().check(z.minLength(3, "auth.username.tooShort"), z.maxLength(20, "auth.username.tooLong")),
);

export const requestPasswordResetSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z
    .string("auth.reset.invalidToken")
    .check(z.minLength(20, "auth.reset.invalidToken"), z.maxLength(200, "auth.reset.invalidToken")),
  password: passwordSchema,
});

export const tokenSchema = z.string().check(z.minLength(20), z.maxLength(200));

/** A device of the profile's "Devices" list (a user_sessions id). */
export const deviceIdSchema = z.uuid("errors.notFound");

export const changePasswordSchema = z.object({
  currentPassword: z
    .string("auth.errors.passwordRequired")
    .check(z.minLength(1, "auth.errors.passwordRequired"), z.maxLength(128, "auth.errors.passwordTooLong")),
  newPassword: passwordSchema,
});

/** The username form's "is it free?" probe: any text; one that is not a valid username is simply not free. */
export const usernameProbeSchema = z.string().check(z.maxLength(100));
