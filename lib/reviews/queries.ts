import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { notStaffHidden } from "@/lib/db/staff-hold";
import { cursorTimestamp, encodeCursor, readCursor } from "@/lib/paging/cursor";
import { afterCursor, createdAtCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { isUuid } from "@/lib/validation/uuid";
import { REVIEW_EDIT_DAYS, REVIEWS_PAGE_SIZE } from "./limits";

export type Review = {
  id: string;
  rating: number;
  body: string;
  photos: string[];
  createdAt: string;
  edited: boolean;
  author: { id: string; username: string; fullName: string; avatarUrl: string | null };
  answer: { text: string; at: string } | null;
  /** The seller's list says what each review is about: a product (its id and name) or the store (null). */
  product: { id: string; name: string } | null;
};
export type ReviewPage = { items: Review[]; nextCursor: string | null };

type Row = {
  id: string;
  rating: number;
  body: string;
  photos: string[];
  created_at: string;
  edited: boolean;
  user_id: string;
  username: string;
  full_name: string;
  avatar_url: string | null;
  answer: string | null;
  answered_at: string | null;
  product_id: string | null;
  product_name: string | null;
};

// A banned author's reviews are not shown, as nothing else of theirs is.
const reviewColumns = sql`r.id, r.rating, r.body, r.photos, ${cursorTimestamp(sql`r.created_at`)} as created_at, r.edited_at is not null as edited,
  r.user_id, u.username, u.full_name, u.avatar_url, r.answer, r.answered_at::text as answered_at, r.product_id, p.name as product_name`;
// Nor what staff removed (lib/db/staff-hold.ts).
const reviewFrom = sql`from reviews r join users u on u.id = r.user_id and not u.is_banned and u.username is not null and ${notStaffHidden("r")} left join products p on p.id = r.product_id`;

function toReview(row: Row): Review {
  return {
    id: row.id,
    rating: Number(row.rating),
    body: row.body,
    photos: row.photos,
    createdAt: row.created_at,
    edited: Boolean(row.edited),
    author: { id: row.user_id, username: row.username, fullName: row.full_name, avatarUrl: row.avatar_url },
    answer: row.answer !== null && row.answered_at ? { text: row.answer, at: row.answered_at } : null,
    product: row.product_id && row.product_name ? { id: row.product_id, name: row.product_name } : null,
  };
}

async function listReviews(where: SQL, rawCursor: string | null | undefined, limit: number): Promise<ReviewPage> {
  const after = afterCursor(readCursor(rawCursor), sql`r.created_at`, sql`r.id`);
  const rows = await queryRows<Row>(
    await getDb(),
    sql`select ${reviewColumns} ${reviewFrom} where ${where} ${after} order by r.created_at desc, r.id desc ${keysetLimit(limit)}`,
  );
  return keysetPage(rows, limit, toReview, (last) => encodeCursor(createdAtCursor(last)));
}

/** A product page's reviews, newest first (reviews_product_created_idx), one round trip. */
export async function listProductReviews(
  productId: string,
  cursor?: string | null,
  limit = REVIEWS_PAGE_SIZE,
): Promise<ReviewPage> {
  if (!isUuid(productId)) return { items: [], nextCursor: null };
  return listReviews(sql`r.product_id = ${productId}`, cursor, limit);
}

/** A store page's reviews of the store itself, newest first (reviews_store_only_created_idx). */
export async function listStoreReviews(
  storeId: string,
  cursor?: string | null,
  limit = REVIEWS_PAGE_SIZE,
): Promise<ReviewPage> {
  if (!isUuid(storeId)) return { items: [], nextCursor: null };
  return listReviews(sql`r.store_id = ${storeId} and r.product_id is null`, cursor, limit);
}

/** The seller's dashboard: every review of their store and its products, newest first (reviews_store_created_idx). */
export async function listSellerReviews(
  ownerId: string,
  cursor?: string | null,
  limit = REVIEWS_PAGE_SIZE,
): Promise<ReviewPage> {
  return listReviews(sql`r.store_id = (select id from stores where user_id = ${ownerId})`, cursor, limit);
}

/** The buyer's own review of one thing, as the form to edit it needs it. */
export type OwnReview = { id: string; rating: number; body: string; photos: string[]; editable: boolean };
/** The buyer's reviews of the products and stores of some orders: `product:{id}` and `store:{id}` keys. */
export type OwnReviews = Record<string, OwnReview>;

/** For /orders: the viewer's reviews of these products and stores, in one round trip. */
export async function listOwnReviews(
  userId: string,
  subjects: { productIds: string[]; storeIds: string[] },
): Promise<OwnReviews> {
  const productIds = subjects.productIds.filter(isUuid);
  const storeIds = subjects.storeIds.filter(isUuid);
  if (productIds.length === 0 && storeIds.length === 0) return {};
  const inList = (ids: string[]) =>
    ids.length > 0
      ? sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )
      : sql`null`;
  const rows = await queryRows<{
    id: string;
    product_id: string | null;
    store_id: string;
    rating: number;
    body: string;
    photos: string[];
    editable: boolean;
  }>(
    await getDb(),
    sql`select id, product_id, store_id, rating, body, photos, created_at > now() - make_interval(days => ${REVIEW_EDIT_DAYS}::int) and not hidden_by_staff as editable
      from reviews where user_id = ${userId}
        and ((product_id in (${inList(productIds)})) or (product_id is null and store_id in (${inList(storeIds)})))`,
  );
  const own: OwnReviews = {};
  for (const row of rows) {
    own[row.product_id ? `product:${row.product_id}` : `store:${row.store_id}`] = {
      id: row.id,
      rating: Number(row.rating),
      body: row.body,
      photos: row.photos,
      editable: Boolean(row.editable),
    };
  }
  return own;
}
