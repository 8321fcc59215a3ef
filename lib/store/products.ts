import "server-only";
import type * as z from "zod";
import { and, eq, sql } from "drizzle-orm";
import { pageTags, purgePublicPages } from "@/lib/cache/public-pages";
import { getDb, queryRows, type Executor } from "@/lib/db/client";
import { cursorTimestamp, encodeCursor, readCursor } from "@/lib/paging/cursor";
import { afterCursor, createdAtCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { productCategories, products } from "@/lib/db/schema";
import { AppError, errorKeys, parseInput } from "@/lib/errors";
import { refuseStaffHeld, STAFF_HOLD_ERROR } from "@/lib/db/staff-hold";
import type { CategorySlug } from "@/lib/market/catalogue-params";
import { toProductSummary, type ProductRowBase, type ProductSummary } from "@/lib/market/product-row";
import { claimMedia } from "@/lib/media/claims";
import { assertOwnedMedia, deleteMedia } from "@/lib/media/uploads";
import { SELLER_PAGE_SIZE } from "./fields";
import { idSchema, productActiveSchema, productSchema, type ProductValues } from "./schemas";
import { ownStoreId, type Actor } from "./stores";

// The seller's products: every function finds the actor's store first and touches only its rows, so
// another seller's product id reads as "not found".

/** hiddenByStaff: staff hid it (lib/db/staff-hold.ts): the dashboard says so instead of offering the switch. */
export type SellerProduct = ProductSummary & { isActive: boolean; hiddenByStaff: boolean };
export type SellerProductDetail = SellerProduct & { description: string | null; images: string[] };

type Row = ProductRowBase & {
  is_active: boolean;
  hidden_by_staff: boolean;
  created_at: string;
};

function toProduct(row: Row): SellerProduct {
  return { ...toProductSummary(row), isActive: Boolean(row.is_active), hiddenByStaff: Boolean(row.hidden_by_staff) };
}

/**
 * The actor's products, active and inactive, newest first: one round trip (the store is found by a
 * subquery) on products_store_created_idx, keyset paged.
 */
export async function listOwnProducts(
  actor: Actor,
  rawCursor: string | null = null,
): Promise<{ items: SellerProduct[]; nextCursor: string | null }> {
  const cursor = readCursor(rawCursor);
  const after = afterCursor(cursor, sql`p.created_at`, sql`p.id`);
  const rows = await queryRows<Row>(
    await getDb(),
    sql`select p.id, p.name, p.price_cents, p.original_price_cents, p.images[1] as image, p.stock_quantity, c.slug as category,
        p.is_active, p.hidden_by_staff, ${cursorTimestamp(sql`p.created_at`)} as created_at
      from products p left join product_categories c on c.id = p.category_id
      where p.store_id = (select id from stores where user_id = ${actor.id}) ${after}
      order by p.created_at desc, p.id desc ${keysetLimit(SELLER_PAGE_SIZE)}`,
  );
  return keysetPage(rows, SELLER_PAGE_SIZE, toProduct, (last) => encodeCursor(createdAtCursor(last)));
}

/** One of the actor's products for the edit form, or not_found (unknown, malformed or another store's). */
export async function getOwnProduct(actor: Actor, rawId: unknown): Promise<SellerProductDetail> {
  const id = parseProductId(rawId);
  const [row] = await queryRows<Row & { description: string | null; images: string[] }>(
    await getDb(),
    sql`select p.id, p.name, p.price_cents, p.original_price_cents, p.images[1] as image, p.stock_quantity, c.slug as category,
        p.is_active, p.hidden_by_staff, p.created_at, p.description, p.images
      from products p join stores s on s.id = p.store_id left join product_categories c on c.id = p.category_id
      where p.id = ${id} and s.user_id = ${actor.id}`,
  );
  if (!row) throw new AppError("not_found", errorKeys.notFound);
  return { ...toProduct(row), description: row.description, images: row.images };
}

export async function createOwnProduct(actor: Actor, input: z.output<typeof productSchema>): Promise<{ id: string }> {
  const db = await getDb();
  const storeId = await ownStoreId(db, actor);
  await assertProductImages(actor, input.images);
  const categoryId = await categoryIdOf(db, input.category);
  const [row] = await db.transaction(async (tx) => {
    await claimMedia(tx, actor.id, input.images, "images");
    return tx
      .insert(products)
      .values({ ...columns(input), categoryId, storeId })
      .returning({ id: products.id });
  });
  // The store page lists it; its own page was a 404 (never cached) but is purged for symmetry with edits.
  await purgePublicPages([pageTags.product(row!.id), pageTags.store(storeId)], "new-content");
  return row!;
}

export async function updateOwnProduct(
  actor: Actor,
  id: string,
  input: z.output<typeof productSchema>,
): Promise<{ id: string }> {
  const db = await getDb();
  const storeId = await ownStoreId(db, actor);
  const [current] = await db
    .select({ images: products.images, hiddenByStaff: products.hiddenByStaff })
    .from(products)
    .where(and(eq(products.id, id), eq(products.storeId, storeId)))
    .limit(1);
  if (!current) throw new AppError("not_found", errorKeys.notFound);
  refuseStaffHeld(current.hiddenByStaff);
  const added = input.images.filter((url) => !current.images.includes(url));
  await assertProductImages(actor, added);
  const categoryId = await categoryIdOf(db, input.category);
  await db.transaction(async (tx) => {
    await claimMedia(tx, actor.id, added, "images");
    await tx
      .update(products)
      .set({ ...columns(input), categoryId })
      .where(and(eq(products.id, id), eq(products.storeId, storeId)));
  });
  // Order items keep the name and price they were bought at, never the images: removed images can go.
  await deleteMedia(current.images.filter((url) => !input.images.includes(url)));
  await purgePublicPages([pageTags.product(id), pageTags.store(storeId)], "hard");
  return { id };
}

/** Deactivate (off the catalogue, its page a 404, not sellable) or reactivate one of the actor's products. */
export async function setOwnProductActive(
  actor: Actor,
  { productId, active }: z.output<typeof productActiveSchema>,
): Promise<{ id: string; isActive: boolean }> {
  const db = await getDb();
  const storeId = await ownStoreId(db, actor);
  // Only a product staff did not hide; the update re-checks it, so a hold placed meanwhile still wins.
  const [current] = await db
    .select({ hiddenByStaff: products.hiddenByStaff })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.storeId, storeId)));
  if (!current) throw new AppError("not_found", errorKeys.notFound);
  refuseStaffHeld(current.hiddenByStaff);
  const [row] = await db
    .update(products)
    .set({ isActive: active })
    .where(and(eq(products.id, productId), eq(products.storeId, storeId), eq(products.hiddenByStaff, false)))
    .returning({ id: products.id, isActive: products.isActive });
  if (!row) throw new AppError("forbidden", STAFF_HOLD_ERROR);
  await purgePublicPages([pageTags.product(productId), pageTags.store(storeId)], "hard");
  return row;
}

function columns(input: ProductValues) {
  return {
    name: input.name,
    description: input.description,
    priceCents: input.priceCents,
    originalPriceCents: input.originalPriceCents,
    stockQuantity: input.stockQuantity,
    images: input.images,
  };
}

async function categoryIdOf(executor: Executor, slug: CategorySlug | null): Promise<string | null> {
  if (!slug) return null;
  const [row] = await executor
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(eq(productCategories.slug, slug))
    .limit(1);
  if (!row) throw new AppError("validation", errorKeys.validation, { category: "storeManage.errors.categoryInvalid" });
  return row.id;
}

/** A malformed id names no product of the actor's: "not found", like another seller's product. */
function parseProductId(raw: unknown): string {
  try {
    return parseInput(idSchema, raw);
  } catch {
    throw new AppError("not_found", errorKeys.notFound);
  }
}

/** Each image must be one this user uploaded to the products folder (not a URL from anywhere). */
async function assertProductImages(actor: Actor, urls: string[]): Promise<void> {
  for (const [index, url] of urls.entries()) {
    const media = await assertOwnedMedia(actor.id, url, "products").catch((error: unknown) => {
      if (error instanceof AppError)
        throw new AppError("validation", errorKeys.validation, {
          images: error.messageKey,
          [`images.${index}`]: error.messageKey,
        });
      throw error;
    });
    if (media.kind !== "image")
      throw new AppError("validation", errorKeys.validation, { images: "storeManage.errors.imageInvalid" });
  }
}
