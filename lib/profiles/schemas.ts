// zod/mini: the edit-profile form validates with the same schema in the browser.
import * as z from "zod/mini";
import { cursorObjectSchema } from "@/lib/paging/cursor-shape";
import { placeIdField } from "@/lib/places/schemas";
import { optionalText, text } from "@/lib/validation/text";
import { PROFILE_LIMITS } from "./limits";

/** The username is deliberately absent: it can never change (docs/product-spec.md §5). */
export const updateProfileSchema = z.object({
  fullName: text("profile.errors.fullNameRequired").check(
    z.trim(),
    z.minLength(1, "profile.errors.fullNameRequired"),
    z.maxLength(PROFILE_LIMITS.fullName, "profile.errors.fullNameTooLong"),
  ),
  bio: optionalText(PROFILE_LIMITS.bio, "profile.errors.bioTooLong"),
  location: optionalText(PROFILE_LIMITS.location, "profile.errors.locationTooLong"),
  // The gazetteer city chosen in the place picker (decision 013): where deck distances start.
  placeId: placeIdField,
  // undefined keeps the current avatar, null removes it, a URL must be an upload of this user.
  avatarUrl: z.optional(
    z.nullable(
      z
        .string()
        .check(z.minLength(1, "profile.errors.avatarInvalid"), z.maxLength(1000, "profile.errors.avatarInvalid")),
    ),
  ),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const profilePostsRequestSchema = z.object({
  userId: z.uuid(),
  cursor: z.optional(z.nullable(cursorObjectSchema)),
});
