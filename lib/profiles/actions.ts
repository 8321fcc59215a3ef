"use server";

import { publicAction, userAction } from "@/lib/auth/action-builder";
import { AppError, errorKeys } from "@/lib/errors";
import { isProfileVisible, listProfilePosts } from "./queries";
import { profilePostsRequestSchema, updateProfileSchema } from "./schemas";
import { updateProfile } from "./update-profile";

export const updateProfileAction = userAction
  .input(updateProfileSchema)
  .action(({ actor, input }) => updateProfile(actor.id, input));

/** The next page of a profile's posts grid; hidden profiles (banned, blocked) answer not found. */
export const loadProfilePostsAction = publicAction.input(profilePostsRequestSchema).action(async ({ actor, input }) => {
  if (!(await isProfileVisible(input.userId, actor?.id ?? null))) throw new AppError("not_found", errorKeys.notFound);
  return listProfilePosts(input.userId, input.cursor ?? null);
});
