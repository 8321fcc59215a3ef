import "server-only";
import { and, count, eq } from "drizzle-orm";
import { pageTags, purgePublicPages } from "@/lib/cache/public-pages";
import { getDb } from "@/lib/db/client";
import { pets } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { claimMedia } from "@/lib/media/claims";
import { assertOwnedMedia, deleteMedia } from "@/lib/media/uploads";
import { findPlace } from "@/lib/places/queries";
import { PET_LIMITS } from "./fields";
import type { PetValues } from "./schemas";

// A pet's profile: created, edited, shown or hidden by its owner. Each write touches only the owner's own
// row (the owner is the signed-in actor, never an id from the client) and purges the cached public pages
// that show it.

type Owner = { id: string; username: string };

export async function createPet(owner: Owner, input: PetValues): Promise<{ id: string }> {
  await assertOwnedPhotos(owner.id, input.photos);
  const db = await getDb();
  if (input.placeId) await findPlace(db, input.placeId);
  const [owned] = await db.select({ total: count() }).from(pets).where(eq(pets.userId, owner.id));
  if ((owned?.total ?? 0) >= PET_LIMITS.petsPerUser) throw new AppError("conflict", "pets.errors.tooManyPets");
  const [row] = await db.transaction(async (tx) => {
    await claimMedia(tx, owner.id, input.photos, "photos");
    return tx
      .insert(pets)
      .values({ ...input, userId: owner.id })
      .returning({ id: pets.id });
  });
  // The owner's pet count and the landing's count of pets.
  await purgePublicPages([pageTags.user(owner.username), pageTags.landing], "new-content");
  return { id: row!.id };
}

export async function updatePet(owner: Owner, id: string, input: PetValues): Promise<{ id: string }> {
  const db = await getDb();
  if (input.placeId) await findPlace(db, input.placeId);
  const [current] = await db
    .select({ photos: pets.photos })
    .from(pets)
    .where(and(eq(pets.id, id), eq(pets.userId, owner.id)))
    .limit(1);
  if (!current) throw new AppError("not_found", errorKeys.notFound);
  // Photos already on the pet were checked when they were added; only new ones need the check.
  const added = input.photos.filter((url) => !current.photos.includes(url));
  await assertOwnedPhotos(owner.id, added);
  const updated = await db.transaction(async (tx) => {
    await claimMedia(tx, owner.id, added, "photos");
    return tx
      .update(pets)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(pets.id, id), eq(pets.userId, owner.id)))
      .returning({ id: pets.id });
  });
  if (updated.length === 0) throw new AppError("not_found", errorKeys.notFound);
  // Only after the row no longer points at them, so a failed update never leaves a broken photo.
  await deleteMedia(current.photos.filter((url) => !input.photos.includes(url)));
  // The pet's name and breed are on the cards of all its posts, on any hashtag page: a rare write.
  await purgePublicPages([pageTags.all], "hard");
  return { id };
}

/** Deactivates or reactivates a pet: an inactive pet leaves the match deck, the post picker and its public page. */
export async function setPetActive(
  owner: Owner,
  petId: string,
  active: boolean,
): Promise<{ id: string; isActive: boolean }> {
  const db = await getDb();
  const [row] = await db
    .update(pets)
    .set({ isActive: active, updatedAt: new Date() })
    .where(and(eq(pets.id, petId), eq(pets.userId, owner.id)))
    .returning({ id: pets.id, isActive: pets.isActive });
  if (!row) throw new AppError("not_found", errorKeys.notFound);
  // Its page appears or goes, the owner's pet count and the landing's count change.
  await purgePublicPages([pageTags.pet(petId), pageTags.user(owner.username), pageTags.landing], "hard");
  return row;
}

/** Each photo must be an image this user uploaded to the pets folder (not a URL from anywhere). */
async function assertOwnedPhotos(userId: string, urls: string[]): Promise<void> {
  for (const [index, url] of urls.entries()) {
    const media = await assertOwnedMedia(userId, url, "pets").catch((error: unknown) => {
      if (error instanceof AppError)
        throw new AppError(error.code, error.messageKey, {
          [`photos.${index}`]: error.messageKey,
          photos: error.messageKey,
        });
      throw error;
    });
    if (media.kind !== "image")
      throw new AppError("validation", "pets.errors.photoInvalid", { photos: "pets.errors.photoInvalid" });
  }
}
