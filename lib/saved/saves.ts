import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { notBlocked } from "@/lib/db/not-blocked";
import { favouriteProducts, savedPosts } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import type { FavouriteProductInput, SavePostInput } from "./schemas";

// Saving a post and favouriting a product (issue 26 §3). Each write is one statement, so a double click
// or two tabs at once end in one row (the primary key, `on conflict do nothing`) and a save racing an
// unsave ends as whichever committed last, never half of each. Nothing public changes: no counter, no
// notification, and so no purge of a cached page (lib/cache/purges.test.ts says so).

export type SavedState = { saved: boolean };
export type FavouriteState = { favourite: boolean };

/**
 * Saves a post the user may see: not by a banned author, no block either way (the same rule as liking
 * it). An unseen post and a missing one look the same. The check and the insert are one statement.
 */
export async function savePost(userId: string, { postId }: SavePostInput): Promise<SavedState> {
  const [row] = await queryRows<{ visible: boolean }>(
    await getDb(),
    sql`with visible as (
        select p.id from posts p join users u on u.id = p.user_id
        where p.id = ${postId} and not u.is_banned and u.username is not null and ${notBlocked(userId, sql`p.user_id`)}
      ), saved as (
        insert into saved_posts (user_id, post_id) select ${userId}::uuid, id from visible on conflict do nothing
      )
      select exists (select 1 from visible) as visible`,
  );
  if (!row?.visible) throw new AppError("not_found", "saved.errors.postUnavailable");
  return { saved: true };
}

/** Idempotent, and allowed for any post: taking back one's own bookmark shows nothing of the post. */
export async function unsavePost(userId: string, { postId }: SavePostInput): Promise<SavedState> {
  const db = await getDb();
  await db.delete(savedPosts).where(and(eq(savedPosts.userId, userId), eq(savedPosts.postId, postId)));
  return { saved: false };
}

/** Favourites a product that is on sale: active, in an active store whose owner is not banned. */
export async function favouriteProduct(userId: string, { productId }: FavouriteProductInput): Promise<FavouriteState> {
  const [row] = await queryRows<{ visible: boolean }>(
    await getDb(),
    sql`with visible as (
        select p.id from products p join stores s on s.id = p.store_id join users owner on owner.id = s.user_id
        where p.id = ${productId} and p.is_active and s.is_active and not owner.is_banned
      ), saved as (
        insert into favourite_products (user_id, product_id) select ${userId}::uuid, id from visible on conflict do nothing
      )
      select exists (select 1 from visible) as visible`,
  );
  if (!row?.visible) throw new AppError("not_found", "saved.errors.productUnavailable");
  return { favourite: true };
}

/** Idempotent, for any product, like unsavePost. */
export async function unfavouriteProduct(
  userId: string,
  { productId }: FavouriteProductInput,
): Promise<FavouriteState> {
  const db = await getDb();
  await db
    .delete(favouriteProducts)
    .where(and(eq(favouriteProducts.userId, userId), eq(favouriteProducts.productId, productId)));
  return { favourite: false };
}
