"use server";

import { getCurrentUser, requireUser } from "@/lib/auth/session";
import { AppError, errorKeys, parseInput, runAction, type ActionResult } from "@/lib/errors";
import { isProfileVisible, listProfilePosts, type ProfilePostsPage } from "./queries";
import { profilePostsRequestSchema, updateProfileSchema } from "./schemas";
import { updateProfile, type UpdatedProfile } from "./update-profile";

export async function updateProfileAction(raw: unknown): Promise<ActionResult<UpdatedProfile>> {
  return runAction(async () => {
    const user = await requireUser();
    const input = parseInput(updateProfileSchema, raw);
    return updateProfile(user.id, input);
  });
}

/** The next page of a profile's posts grid; hidden profiles (banned, blocked) answer not found. */
export async function loadProfilePostsAction(raw: unknown): Promise<ActionResult<ProfilePostsPage>> {
  return runAction(async () => {
    const input = parseInput(profilePostsRequestSchema, raw);
    const viewer = await getCurrentUser();
    if (!(await isProfileVisible(input.userId, viewer?.id ?? null))) throw new AppError("not_found", errorKeys.notFound);
    return listProfilePosts(input.userId, input.cursor ?? null);
  });
}
