"use server";

import * as z from "zod";
import { BAN_NOTE_MAX_LENGTH, BAN_REASONS } from "@/lib/auth/ban-reasons";
import { requireAccount, requireStaff } from "@/lib/auth/session";
import { parseInput, runAction, type ActionResult } from "@/lib/errors";
import { deleteComment, deletePost } from "@/lib/posts/mutations";
import { optionalText, requiredText } from "@/lib/validation/text";
import { updateConfig } from "@/lib/config/config";
import { setContentFlag } from "./content";
import { ORDER_STATUSES, setOrderStatus } from "./orders";
import { assignRole, makeFirstAdmin, setReportStatus } from "./staff";
import { BAN_DURATIONS } from "@/lib/auth/ban-reasons";
import { banUser, restoreUser } from "./users";

const targetSchema = z.object({ userId: z.uuid() });
// A ban says why (a code the banned user reads in their language, and "other" needs the note that says
// which rule) and for how long: nothing is assumed (issue 25 item 14).
const banFields = {
  reason: z.enum(BAN_REASONS, "admin.errors.banReasonRequired"),
  note: optionalText(BAN_NOTE_MAX_LENGTH, "admin.errors.reasonTooLong"),
  duration: z.enum(BAN_DURATIONS, "admin.errors.banDurationRequired"),
};
const noteForOther = (ban: { reason: string; note: string | null }) => ban.reason !== "other" || ban.note !== null;
const noteRequired = () => ({ message: "admin.errors.banNoteRequired", path: ["note"] });
const banSchema = z.object({ userId: z.uuid(), ...banFields }).refine(noteForOther, noteRequired());
const roleSchema = z.object({ userId: z.uuid(), role: z.enum(["none", "admin", "moderator", "support"]) });
const reportStatusSchema = z.object({ reportId: z.uuid(), status: z.enum(["pending", "reviewed", "action_taken", "dismissed"]) });
const reportSchema = z.object({ reportId: z.uuid() });
const reportPostSchema = z.object({ reportId: z.uuid(), postId: z.uuid() });
const flagSchema = z.object({
  flag: z.enum(["petVerified", "storeActive", "storeVerified", "productActive"]),
  targetId: z.uuid(),
  // Sent by a form: the strings "true" / "false".
  value: z.enum(["true", "false"]).transform((value) => value === "true"),
});
const setupSchema = z.object({ email: z.email("admin.setup.errors.emailInvalid").max(320) });

/** docs/product-spec.md §6: ban and restore need moderator or admin. */
export async function banUserAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    const staff = await requireStaff("moderator");
    const { userId, reason, note, duration } = parseInput(banSchema, input);
    await banUser(staff.id, userId, { reason, note, duration });
    return undefined;
  });
}

export async function restoreUserAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    const staff = await requireStaff("moderator");
    const { userId } = parseInput(targetSchema, input);
    await restoreUser(staff.id, userId);
    return undefined;
  });
}

/** docs/product-spec.md §6: role assignment by admins only. */
export async function assignRoleAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    const admin = await requireStaff("admin");
    const { userId, role } = parseInput(roleSchema, input);
    await assignRole(admin.id, userId, role);
    return undefined;
  });
}

/** docs/product-spec.md §6 says "no extra role check shown" for report status: we require moderator. */
export async function setReportStatusAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    const staff = await requireStaff("moderator");
    const { reportId, status } = parseInput(reportStatusSchema, input);
    await setReportStatus(staff.id, reportId, status);
    return undefined;
  });
}

/** One click from the queue: delete the reported post (logged by deletePost) and close the report. */
export async function deleteReportedPostAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    const staff = await requireStaff("moderator");
    const { reportId, postId } = parseInput(reportPostSchema, input);
    await deletePost(staff, postId);
    await setReportStatus(staff.id, reportId, "action_taken");
    return undefined;
  });
}

/** From the queue, through the same ban dialog: ban the reported item's author and close the report. */
export async function banReportedAuthorAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    const staff = await requireStaff("moderator");
    const { reportId, userId, reason, note, duration } = parseInput(reportSchema.extend({ userId: z.uuid(), ...banFields }).refine(noteForOther, noteRequired()), input);
    await banUser(staff.id, userId, { reason, note, duration });
    await setReportStatus(staff.id, reportId, "action_taken");
    return undefined;
  });
}

/** docs/product-spec.md §5: any signed-in user may make the first admin, only while none exists. */
export async function setupAdminAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    const user = await requireAccount();
    const { email } = parseInput(setupSchema, input);
    await makeFirstAdmin(user.id, email);
    return undefined;
  });
}

/**
 * docs/product-spec.md §2 Admin / §6: verify pets and stores, activate / deactivate stores (moderator or admin), and
 * toggle products ("no extra role check shown": moderator, like the rest of the content work).
 */
export async function setContentFlagAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    const staff = await requireStaff("moderator");
    const { flag, targetId, value } = parseInput(flagSchema, input);
    await setContentFlag(staff.id, flag, targetId, value);
    return undefined;
  });
}

/** Admin only (docs/product-spec.md §6 "Config nav item only for admin"): commission, checkout countries, switches. */
export async function updateConfigAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    const admin = await requireStaff("admin");
    await updateConfig(admin.id, input);
    return undefined;
  });
}

const removalSchema = z.object({ id: z.uuid(), reason: requiredText(500, "admin.posts.errors.reasonRequired", "admin.errors.reasonTooLong") });

/** Staff remove a post with a reason: logged, and the author is told why (lib/posts/mutations.ts). */
export async function removePostAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    const staff = await requireStaff("moderator");
    const { id, reason } = parseInput(removalSchema, input);
    await deletePost(staff, id, reason);
    return undefined;
  });
}

/** Staff remove a comment with a reason: logged, and the commenter is told why. */
export async function removeCommentAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    const staff = await requireStaff("moderator");
    const { id, reason } = parseInput(removalSchema, input);
    await deleteComment(staff, id, reason);
    return undefined;
  });
}

const orderStatusSchema = z.object({ orderId: z.uuid(), status: z.enum(ORDER_STATUSES) });

/** docs/product-spec.md §2 Admin orders: "a status dropdown" ("no extra role check shown": moderator). */
export async function setOrderStatusAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    const staff = await requireStaff("moderator");
    await setOrderStatus(staff.id, parseInput(orderStatusSchema, input));
    return undefined;
  });
}
