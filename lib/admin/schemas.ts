// The staff area's inputs (docs/product-spec.md §6). Every id is a uuid; every refusal a message key.
import * as z from "zod";
import { BAN_DURATIONS, BAN_NOTE_MAX_LENGTH, BAN_REASONS } from "@/lib/auth/ban-reasons";
import { optionalText, requiredText } from "@/lib/validation/text";
import { ORDER_STATUSES } from "./orders";

export const targetSchema = z.object({ userId: z.uuid() });

// A ban says why (a code the banned user reads in their language, and "other" needs the note that says
// which rule) and for how long: nothing is assumed (issue 25 item 14).
const banFields = {
  reason: z.enum(BAN_REASONS, "admin.errors.banReasonRequired"),
  note: optionalText(BAN_NOTE_MAX_LENGTH, "admin.errors.reasonTooLong"),
  duration: z.enum(BAN_DURATIONS, "admin.errors.banDurationRequired"),
};
const noteForOther = (ban: { reason: string; note: string | null }) => ban.reason !== "other" || ban.note !== null;
const noteRequired = () => ({ message: "admin.errors.banNoteRequired", path: ["note"] });

export const banSchema = z.object({ userId: z.uuid(), ...banFields }).refine(noteForOther, noteRequired());
export const roleSchema = z.object({ userId: z.uuid(), role: z.enum(["none", "admin", "moderator", "support"]) });
export const reportStatusSchema = z.object({
  reportId: z.uuid(),
  status: z.enum(["pending", "reviewed", "action_taken", "dismissed"]),
});
export const reportPostSchema = z.object({ reportId: z.uuid(), postId: z.uuid() });
export const banReportedAuthorSchema = z
  .object({ reportId: z.uuid(), userId: z.uuid(), ...banFields })
  .refine(noteForOther, noteRequired());
export const flagSchema = z.object({
  flag: z.enum(["petVerified", "storeActive", "storeVerified", "productActive"]),
  targetId: z.uuid(),
  // Sent by a form: the strings "true" / "false".
  value: z.enum(["true", "false"]).transform((value) => value === "true"),
});
export const setupSchema = z.object({ email: z.email("admin.setup.errors.emailInvalid").max(320) });
export const removalSchema = z.object({
  id: z.uuid(),
  reason: requiredText(500, "admin.posts.errors.reasonRequired", "admin.errors.reasonTooLong"),
});
export const orderStatusSchema = z.object({ orderId: z.uuid(), status: z.enum(ORDER_STATUSES) });
