import "server-only";
import { log } from "@/server/shared/log";
import { eq } from "drizzle-orm";
import { pageTags, purgePublicPages } from "@/lib/cache/public-pages";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { assertOwnedMedia, deleteMedia } from "@/lib/media/uploads";
import { findPlace } from "@/lib/places/queries";
import type { updateProfileSchema } from "./schemas";
import * as z from "zod/mini";

export type UpdatedProfile = {
  fullName: string;
  bio: string | null;
  location: string | null;
  avatarUrl: string | null;
};

/**
 * Saves the owner-edited part of a profile. A new avatar must be an image this user uploaded to the
 * profiles folder; the replaced one is deleted from storage once the new one is saved.
 */
export async function updateProfile(
  userId: string,
  data: z.output<typeof updateProfileSchema>,
): Promise<UpdatedProfile> {
  const db = await getDb();
  const [current] = await db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId)).limit(1);
  if (!current) throw new AppError("not_found", errorKeys.notFound);

  if (data.placeId) await findPlace(db, data.placeId);
  const avatarChanged = data.avatarUrl !== undefined && data.avatarUrl !== current.avatarUrl;
  if (avatarChanged && data.avatarUrl) {
    const media = await assertOwnedMedia(userId, data.avatarUrl, "profiles");
    if (media.kind !== "image")
      throw new AppError("validation", "profile.errors.avatarNotImage", { avatarUrl: "profile.errors.avatarNotImage" });
  }
  const avatarUrl = avatarChanged ? (data.avatarUrl ?? null) : current.avatarUrl;

  const [saved] = await db
    .update(users)
    .set({ fullName: data.fullName, bio: data.bio, location: data.location, placeId: data.placeId, avatarUrl })
    .where(eq(users.id, userId))
    .returning({ fullName: users.fullName, bio: users.bio, location: users.location, avatarUrl: users.avatarUrl });

  // Name and avatar appear on every card, comment and follow list of this user's: on any public page.
  await purgePublicPages([pageTags.all], "hard");

  if (avatarChanged && current.avatarUrl) {
    // The profile is saved either way; a file that could not be removed is only worth a log line.
    await deleteMedia([current.avatarUrl]).catch((error: unknown) =>
      log.error({ err: error }, "Could not delete the old avatar"),
    );
  }
  return saved!;
}
