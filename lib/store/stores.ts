import "server-only";
import type * as z from "zod";
import { eq, sql } from "drizzle-orm";
import { pageTags, purgePublicPages, type PublicPageTag } from "@/lib/cache/public-pages";
import { getDb, queryRows, type Executor } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { stores } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { refuseStaffHeld } from "@/lib/db/staff-hold";
import { claimMedia } from "@/lib/media/claims";
import { assertOwnedMedia, deleteMedia } from "@/lib/media/uploads";
import { storeSchema } from "./schemas";

// A user's own store (one per user, stores_user_idx is unique). Every function here takes the signed-in
// actor and finds the store from the actor: no store id ever comes from the client.

export type Actor = { id: string };

export type SellerStore = {
  id: string;
  name: string;
  description: string | null;
  email: string | null;
  phone: string | null;
  address: string;
  logoUrl: string | null;
  bannerUrl: string | null;
  country: string;
  shippingCountries: string[];
  isActive: boolean;
  isVerified: boolean;
  stripeAccountId: string | null;
  stripeOnboardingCompleted: boolean;
  stripeChargesEnabled: boolean;
  stripePayoutsEnabled: boolean;
};

const sellerStoreColumns = {
  id: stores.id,
  name: stores.name,
  description: stores.description,
  email: stores.email,
  phone: stores.phone,
  address: stores.address,
  logoUrl: stores.logoUrl,
  bannerUrl: stores.bannerUrl,
  country: stores.country,
  shippingCountries: stores.shippingCountries,
  isActive: stores.isActive,
  isVerified: stores.isVerified,
  stripeAccountId: stores.stripeAccountId,
  stripeOnboardingCompleted: stores.stripeOnboardingCompleted,
  stripeChargesEnabled: stores.stripeChargesEnabled,
  stripePayoutsEnabled: stores.stripePayoutsEnabled,
};

/** The actor's store, or null when they have none yet (the dashboard then offers to open one). */
export async function getOwnStore(actor: Actor): Promise<SellerStore | null> {
  const db = await getDb();
  const [row] = await db.select(sellerStoreColumns).from(stores).where(eq(stores.userId, actor.id)).limit(1);
  return row ?? null;
}

/** The actor's store id, or not_found: the seller's products, orders and payouts all hang off it. */
export async function ownStoreId(executor: Executor, actor: Actor): Promise<string> {
  const [row] = await executor.select({ id: stores.id }).from(stores).where(eq(stores.userId, actor.id)).limit(1);
  if (!row) throw new AppError("not_found", errorKeys.notFound);
  return row.id;
}

/** docs/product-spec.md §5 Create store. New stores are live at once; staff can deactivate them. One per user. */
export async function createStore(actor: Actor, input: z.output<typeof storeSchema>): Promise<{ id: string }> {
  await assertStoreImages(actor, [input.logoUrl, input.bannerUrl]);
  const db = await getDb();
  try {
    const [row] = await db.transaction(async (tx) => {
      await claimMedia(tx, actor.id, [input.logoUrl, input.bannerUrl], "bannerUrl");
      return tx
        .insert(stores)
        .values({ ...input, userId: actor.id })
        .returning({ id: stores.id });
    });
    // A new store's page was a 404 until now, and 404s are never cached: nothing to purge.
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, "stores_user_idx"))
      throw new AppError("conflict", "storeManage.errors.alreadyHasStore");
    throw error;
  }
}

/** Settings: every field of the create form again. The store page and its products' pages show them. */
export async function updateStore(actor: Actor, input: z.output<typeof storeSchema>): Promise<{ id: string }> {
  const db = await getDb();
  const [current] = await db
    .select({ id: stores.id, logoUrl: stores.logoUrl, bannerUrl: stores.bannerUrl, isActive: stores.isActive })
    .from(stores)
    .where(eq(stores.userId, actor.id))
    .limit(1);
  if (!current) throw new AppError("not_found", errorKeys.notFound);
  // Only staff switch a store off (lib/db/staff-hold.ts): what they judged stays as it was.
  refuseStaffHeld(!current.isActive);
  // Images already on the store were checked (and claimed) when they were set; the logo may become the banner.
  const added = [input.logoUrl, input.bannerUrl].map((url) =>
    url && url !== current.logoUrl && url !== current.bannerUrl ? url : null,
  );
  await assertStoreImages(actor, added);
  await db.transaction(async (tx) => {
    await claimMedia(tx, actor.id, added, "bannerUrl");
    await tx.update(stores).set(input).where(eq(stores.id, current.id));
  });
  await deleteMedia(
    [current.logoUrl, current.bannerUrl].filter((url) => url && url !== input.logoUrl && url !== input.bannerUrl),
  );
  await purgePublicPages(await storePages(db, current.id), "hard");
  return { id: current.id };
}

/** The public pages that show a store: its own page and the page of each of its products (the store card). */
export async function storePages(executor: Executor, storeId: string): Promise<PublicPageTag[]> {
  const rows = await queryRows<{ id: string }>(executor, sql`select id from products where store_id = ${storeId}`);
  return [pageTags.store(storeId), ...rows.map((row) => pageTags.product(row.id))];
}

/** A logo or banner must be an image this user uploaded to the stores folder. */
async function assertStoreImages(actor: Actor, urls: Array<string | null>): Promise<void> {
  for (const [index, url] of urls.entries()) {
    if (!url) continue;
    const field = index === 0 ? "logoUrl" : "bannerUrl";
    const media = await assertOwnedMedia(actor.id, url, "stores").catch((error: unknown) => {
      if (error instanceof AppError)
        throw new AppError("validation", errorKeys.validation, { [field]: error.messageKey });
      throw error;
    });
    if (media.kind !== "image")
      throw new AppError("validation", errorKeys.validation, { [field]: "storeManage.errors.imageInvalid" });
  }
}
