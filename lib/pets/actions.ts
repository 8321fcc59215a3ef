"use server";

import { and, count, eq } from "drizzle-orm";
import { revalidatePath } from "next/cache";
import { requireUser } from "@/lib/auth/session";
import { pageTags, purgePublicPages } from "@/lib/cache/public-pages";
import { getDb } from "@/lib/db/client";
import { pets } from "@/lib/db/schema";
import { AppError, errorKeys, parseInput, runAction, type ActionResult } from "@/lib/errors";
import { claimMedia } from "@/lib/media/claims";
import { assertOwnedMedia, deleteMedia } from "@/lib/media/uploads";
import { findPlace } from "@/lib/places/queries";
import { PET_LIMITS } from "./fields";
import { petIdSchema, petSchema, setPetActiveSchema } from "./schemas";

export async function createPetAction(raw: unknown): Promise<ActionResult<{ id: string }>> {
  return runAction(async () => {
    const user = await requireUser();
    const input = parseInput(petSchema, raw);
    await assertOwnedPhotos(user.id, input.photos);
    const db = await getDb();
    if (input.placeId) await findPlace(db, input.placeId);
    const [owned] = await db.select({ total: count() }).from(pets).where(eq(pets.userId, user.id));
    if ((owned?.total ?? 0) >= PET_LIMITS.petsPerUser) throw new AppError("conflict", "pets.errors.tooManyPets");
    const [row] = await db.transaction(async (tx) => {
      await claimMedia(tx, user.id, input.photos, "photos");
      return tx
        .insert(pets)
        .values({ ...input, userId: user.id })
        .returning({ id: pets.id });
    });
    revalidatePets(row!.id);
    // The owner's pet count and the landing's count of pets.
    await purgePublicPages([pageTags.user(user.username), pageTags.landing], "new-content");
    return { id: row!.id };
  });
}

export async function updatePetAction(petId: unknown, raw: unknown): Promise<ActionResult<{ id: string }>> {
  return runAction(async () => {
    const user = await requireUser();
    const id = parseOwnPetId(petId);
    const input = parseInput(petSchema, raw);
    const db = await getDb();
    if (input.placeId) await findPlace(db, input.placeId);
    const [current] = await db
      .select({ photos: pets.photos })
      .from(pets)
      .where(and(eq(pets.id, id), eq(pets.userId, user.id)))
      .limit(1);
    if (!current) throw new AppError("not_found", errorKeys.notFound);
    // Photos already on the pet were checked when they were added; only new ones need the check.
    const added = input.photos.filter((url) => !current.photos.includes(url));
    await assertOwnedPhotos(user.id, added);
    const updated = await db.transaction(async (tx) => {
      await claimMedia(tx, user.id, added, "photos");
      return tx
        .update(pets)
        .set({ ...input, updatedAt: new Date() })
        .where(and(eq(pets.id, id), eq(pets.userId, user.id)))
        .returning({ id: pets.id });
    });
    if (updated.length === 0) throw new AppError("not_found", errorKeys.notFound);
    // Only after the row no longer points at them, so a failed update never leaves a broken photo.
    await deleteMedia(current.photos.filter((url) => !input.photos.includes(url)));
    revalidatePets(id);
    // The pet's name and breed are on the cards of all its posts, on any hashtag page: a rare write.
    await purgePublicPages([pageTags.all], "hard");
    return { id };
  });
}

/** Deactivates or reactivates a pet: an inactive pet leaves the match deck, the post picker and its public page. */
export async function setPetActiveAction(raw: unknown): Promise<ActionResult<{ id: string; isActive: boolean }>> {
  return runAction(async () => {
    const user = await requireUser();
    const { petId, active } = parseInput(setPetActiveSchema, raw);
    const db = await getDb();
    const [row] = await db
      .update(pets)
      .set({ isActive: active, updatedAt: new Date() })
      .where(and(eq(pets.id, petId), eq(pets.userId, user.id)))
      .returning({ id: pets.id, isActive: pets.isActive });
    if (!row) throw new AppError("not_found", errorKeys.notFound);
    revalidatePets(petId);
    // Its page appears or goes, the owner's pet count and the landing's count change.
    await purgePublicPages([pageTags.pet(petId), pageTags.user(user.username), pageTags.landing], "hard");
    return row;
  });
}

/** A malformed id names no pet of the user's: "not found", like someone else's pet. */
function parseOwnPetId(raw: unknown): string {
  try {
    return parseInput(petIdSchema, raw);
  } catch {
    throw new AppError("not_found", errorKeys.notFound);
  }
}

/** Each photo must be an image this user uploaded to the pets folder (not a URL from anywhere). */
async function assertOwnedPhotos(userId: string, urls: string[]): Promise<void> {
  for (const [index, url] of urls.entries()) {
    const media = await assertOwnedMedia(userId, url, "pets").catch((error: unknown) => {
      if (error instanceof AppError) throw new AppError(error.code, error.messageKey, { [`photos.${index}`]: error.messageKey, photos: error.messageKey });
      throw error;
    });
    if (media.kind !== "image") throw new AppError("validation", "pets.errors.photoInvalid", { photos: "pets.errors.photoInvalid" });
  }
}

function revalidatePets(petId: string): void {
  revalidatePath("/[locale]/pets", "page");
  revalidatePath(`/[locale]/pet/${petId}`, "page");
}
