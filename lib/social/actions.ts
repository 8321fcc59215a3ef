"use server";

import { requireUser, getCurrentUser } from "@/lib/auth/session";
import { AppError, errorKeys, parseInput, runAction, type ActionResult } from "@/lib/errors";
import { blockUser, unblockUser } from "./blocks";
import { followUser, listFollows, unfollowUser, type FollowListPage, type FollowResult } from "./follows";
import { followListRequestSchema, targetUserSchema } from "./schemas";
import { suggestMentions, type MentionSuggestion } from "./mentions";
import { dismissFollowSuggestion } from "./suggestions";

export async function followAction(raw: unknown): Promise<ActionResult<FollowResult>> {
  return runAction(async () => {
    const user = await requireUser();
    const input = parseInput(targetUserSchema, raw);
    return followUser(user.id, input.user);
  });
}

export async function unfollowAction(raw: unknown): Promise<ActionResult<FollowResult>> {
  return runAction(async () => {
    const user = await requireUser();
    const input = parseInput(targetUserSchema, raw);
    return unfollowUser(user.id, input.user);
  });
}

export async function blockAction(raw: unknown): Promise<ActionResult<{ blocked: true }>> {
  return runAction(async () => {
    const user = await requireUser();
    const input = parseInput(targetUserSchema, raw);
    return blockUser(user.id, input.user);
  });
}

export async function unblockAction(raw: unknown): Promise<ActionResult<{ blocked: false }>> {
  return runAction(async () => {
    const user = await requireUser();
    const input = parseInput(targetUserSchema, raw);
    return unblockUser(user.id, input.user);
  });
}

/** The × of a "who to follow" suggestion: that user is not suggested to the caller again. */
export async function dismissFollowSuggestionAction(raw: unknown): Promise<ActionResult<{ dismissed: true }>> {
  return runAction(async () => dismissFollowSuggestion((await requireUser()).id, raw));
}

/** The next page of a followers / following list; public like the profile it belongs to. */
export async function loadFollowsAction(raw: unknown): Promise<ActionResult<FollowListPage>> {
  return runAction(async () => {
    const input = parseInput(followListRequestSchema, raw);
    const viewer = await getCurrentUser();
    const page = await listFollows(input, viewer?.id ?? null);
    if (!page) throw new AppError("not_found", errorKeys.notFound);
    return page;
  });
}

/** The @mention autocomplete of the post and comment boxes. */
export async function searchMentionsAction(raw: unknown): Promise<ActionResult<MentionSuggestion[]>> {
  return runAction(async () => suggestMentions((await requireUser()).id, raw));
}
