"use server";

import { accountAction, staffAction } from "@/lib/auth/action-builder";
import { configSchema, updateConfig } from "@/lib/config/config";
import { deleteComment } from "@/lib/posts/comments";
import { deletePost } from "@/lib/posts/posts";
import { setContentFlag } from "./content";
import { setOrderStatus } from "./orders";
import {
  banReportedAuthorSchema,
  banSchema,
  flagSchema,
  orderStatusSchema,
  removalSchema,
  reportPostSchema,
  reportStatusSchema,
  roleSchema,
  setupSchema,
  targetSchema,
} from "./schemas";
import { assignRole, makeFirstAdmin, setReportStatus } from "./staff";
import { banUser, restoreUser } from "./users";

// docs/product-spec.md §6: the content work (bans, reports, flags, removals, orders) needs a moderator;
// roles and the config an admin. Each function records what it did in the audit log.
const moderator = staffAction("moderator");
const admin = staffAction("admin");

export const banUserAction = moderator
  .input(banSchema)
  .action(({ actor, input: { userId, ...ban } }) => banUser(actor.id, userId, ban));

export const restoreUserAction = moderator
  .input(targetSchema)
  .action(({ actor, input }) => restoreUser(actor.id, input.userId));

/** docs/product-spec.md §6: role assignment by admins only. */
export const assignRoleAction = admin
  .input(roleSchema)
  .action(({ actor, input }) => assignRole(actor.id, input.userId, input.role));

/** docs/product-spec.md §6 says "no extra role check shown" for report status: we require moderator. */
export const setReportStatusAction = moderator
  .input(reportStatusSchema)
  .action(({ actor, input }) => setReportStatus(actor.id, input.reportId, input.status));

/** One click from the queue: delete the reported post (logged by deletePost) and close the report. */
export const deleteReportedPostAction = moderator.input(reportPostSchema).action(async ({ actor, input }) => {
  await deletePost(actor, input.postId);
  await setReportStatus(actor.id, input.reportId, "action_taken");
});

/** From the queue, through the same ban dialog: ban the reported item's author and close the report. */
export const banReportedAuthorAction = moderator
  .input(banReportedAuthorSchema)
  .action(async ({ actor, input: { reportId, userId, ...ban } }) => {
    await banUser(actor.id, userId, ban);
    await setReportStatus(actor.id, reportId, "action_taken");
  });

/** docs/product-spec.md §5: any signed-in user may make the first admin, only while none exists. */
export const setupAdminAction = accountAction
  .input(setupSchema)
  .action(({ actor, input }) => makeFirstAdmin(actor.id, input.email));

/**
 * docs/product-spec.md §2 Admin / §6: verify pets and stores, activate / deactivate stores (moderator or admin), and
 * toggle products ("no extra role check shown": moderator, like the rest of the content work).
 */
export const setContentFlagAction = moderator
  .input(flagSchema)
  .action(({ actor, input }) => setContentFlag(actor.id, input.flag, input.targetId, input.value));

/** Admin only (docs/product-spec.md §6 "Config nav item only for admin"): commission, checkout countries, switches. */
export const updateConfigAction = admin.input(configSchema).action(async ({ actor, input }) => {
  await updateConfig(actor.id, input);
});

/** Staff remove a post with a reason: logged, and the author is told why (lib/posts/posts.ts). */
export const removePostAction = moderator
  .input(removalSchema)
  .action(({ actor, input }) => deletePost(actor, input.id, input.reason));

/** Staff remove a comment with a reason: logged, and the commenter is told why. */
export const removeCommentAction = moderator.input(removalSchema).action(async ({ actor, input }) => {
  await deleteComment(actor, input.id, input.reason);
});

/** docs/product-spec.md §2 Admin orders: "a status dropdown" ("no extra role check shown": moderator). */
export const setOrderStatusAction = moderator
  .input(orderStatusSchema)
  .action(({ actor, input }) => setOrderStatus(actor.id, input));
