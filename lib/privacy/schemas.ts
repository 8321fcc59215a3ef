// Inputs of the privacy tools (decision 021).
import * as z from "zod";

/** "Delete my account" is confirmed with the current password. */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, "privacy.errors.passwordRequired").max(200),
});
