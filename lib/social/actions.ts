"use server";

import { publicAction, userAction } from "@/lib/auth/action-builder";
import { AppError, errorKeys } from "@/lib/errors";
import { blockUser, unblockUser } from "./blocks";
import { followUser, unfollowUser } from "./follows";
import { listFollows } from "./queries";
import { suggestMentions } from "./mentions";
import { dismissSuggestionSchema, followListRequestSchema, mentionQuerySchema, targetUserSchema } from "./schemas";
import { dismissFollowSuggestion } from "./suggestions";

export const followAction = userAction
  .input(targetUserSchema)
  .action(({ actor, input }) => followUser(actor.id, input.user));

export const unfollowAction = userAction
  .input(targetUserSchema)
  .action(({ actor, input }) => unfollowUser(actor.id, input.user));

export const blockAction = userAction
  .input(targetUserSchema)
  .action(({ actor, input }) => blockUser(actor.id, input.user));

export const unblockAction = userAction
  .input(targetUserSchema)
  .action(({ actor, input }) => unblockUser(actor.id, input.user));

/** The × of a "who to follow" suggestion: that user is not suggested to the caller again. */
export const dismissFollowSuggestionAction = userAction
  .input(dismissSuggestionSchema)
  .action(({ actor, input }) => dismissFollowSuggestion(actor.id, input));

/** The next page of a followers / following list; public like the profile it belongs to. */
export const loadFollowsAction = publicAction.input(followListRequestSchema).action(async ({ actor, input }) => {
  const page = await listFollows(input, actor?.id ?? null);
  if (!page) throw new AppError("not_found", errorKeys.notFound);
  return page;
});

/** The @mention autocomplete of the post and comment boxes. */
export const searchMentionsAction = userAction
  .input(mentionQuerySchema)
  .action(({ actor, input }) => suggestMentions(actor.id, input));
