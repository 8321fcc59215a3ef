import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { orders, products, stores } from "./market";
import { users } from "./users";

/**
 * A buyer's review of a product of a delivered order, or of its store (product_id null), decision 046:
 * one per buyer and product and one per buyer and store, 1–5 stars, text, up to 3 photos; the store's
 * owner answers it once. The product's and store's rating_avg / rating_count are kept in the same
 * transaction as every write here (lib/reviews/ratings.ts).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The delivered order that allowed it.
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    productId: uuid().references(() => products.id, { onDelete: "cascade" }),
    rating: smallint().notNull(),
    body: text().notNull(),
    photos: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    answer: text(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp({ withTimezone: true }),
    // Removed by staff (issue 43): kept, so its author cannot write it again, but read by no one and
    // counted in no rating (lib/db/staff-hold.ts).
    hiddenByStaff: boolean().notNull().default(false),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_photos_max", sql`coalesce(array_length(${t.photos}, 1), 0) <= 3`),
    uniqueIndex("reviews_user_product_idx")
      .on(t.userId, t.productId)
      .where(sql`${t.productId} is not null`),
    uniqueIndex("reviews_user_store_idx")
      .on(t.userId, t.storeId)
      .where(sql`${t.productId} is null`),
    // A product page's reviews, newest first.
    index("reviews_product_created_idx")
      .on(t.productId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.productId} is not null`),
    // A store page's reviews of the store itself, newest first.
    index("reviews_store_only_created_idx")
      .on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.productId} is null`),
    // The seller's dashboard: every review of the store and its products, newest first.
    index("reviews_store_created_idx").on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("reviews_order_idx").on(t.orderId),
  ],
);
