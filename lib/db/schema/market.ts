import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orderStatus, paymentStatus, payoutStatus } from "./enums";
import { users } from "./users";

/**
 * The "best rated" order (issue 48, item 8; decision 074): a Bayesian average, as if every product had 3
 * more reviews at 3.5★ (10.5 = 3 × 3.5), so one 5★ review (3.88) ranks below two of 4.5★ (3.90) and three
 * of 5★ (4.25) above both. Without reviews 0: last, as before. The constants are part of the SQL text, not
 * parameters, so the catalogue's ORDER BY is the very expression of products_active_weighted_rating_idx.
 */
export function weightedRating(average: SQLWrapper, count: SQLWrapper): SQL {
  return sql`(case when ${count} = 0 then 0 else round((10.5 + ${average} * ${count}) / (3 + ${count}), 4) end)`;
}

export const productCategories = pgTable("product_categories", {
  id: uuid().primaryKey().defaultRandom(),
  // Stable key; the visible name comes from the message catalogues (market.categories.<slug>).
  slug: text().notNull().unique(),
  icon: text().notNull(),
});

export const stores = pgTable(
  "stores",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text(),
    email: text(),
    phone: text(),
    address: text().notNull(),
    logoUrl: text(),
    bannerUrl: text(),
    country: text().notNull().default("ES"),
    shippingCountries: text()
      .array()
      .notNull()
      .default(sql`'{ES}'::text[]`),
    isActive: boolean().notNull().default(true),
    isVerified: boolean().notNull().default(false),
    stripeAccountId: text().unique(),
    stripeOnboardingCompleted: boolean().notNull().default(false),
    stripeChargesEnabled: boolean().notNull().default(false),
    stripePayoutsEnabled: boolean().notNull().default(false),
    // Reviews of the store itself (decision 046), kept with each review write.
    ratingAvg: numeric({ precision: 3, scale: 2 }).notNull().default("0"),
    ratingCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("stores_name_not_blank", sql`length(trim(${t.name})) > 0`),
    // One store per user (decision 019).
    uniqueIndex("stores_user_idx").on(t.userId),
    // The staff content lists read every store and product, active or not, newest first.
    index("stores_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("stores_active_created_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
  ],
);

export const products = pgTable(
  "products",
  {
    id: uuid().primaryKey().defaultRandom(),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    categoryId: uuid().references(() => productCategories.id, { onDelete: "set null" }),
    name: text().notNull(),
    description: text(),
    priceCents: integer().notNull(),
    originalPriceCents: integer(),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stockQuantity: integer().notNull().default(0),
    // The seller's switch; public queries read it.
    isActive: boolean().notNull().default(true),
    // Staff's own switch (issue 43): set, the product stays off whatever its seller does (lib/db/staff-hold.ts).
    hiddenByStaff: boolean().notNull().default(false),
    viewCount: integer().notNull().default(0),
    // Its reviews (decision 046), kept with each review write; 0 / 0 until the first.
    ratingAvg: numeric({ precision: 3, scale: 2 }).notNull().default("0"),
    ratingCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("products_price_non_negative", sql`${t.priceCents} >= 0`),
    check("products_original_price_non_negative", sql`${t.originalPriceCents} is null or ${t.originalPriceCents} >= 0`),
    check("products_stock_non_negative", sql`${t.stockQuantity} >= 0`),
    // Staff over owner, kept by the database too: a product staff hid is never active.
    check("products_staff_hidden_inactive", sql`not (${t.hiddenByStaff} and ${t.isActive})`),
    index("products_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("products_active_created_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    index("products_category_created_idx")
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    index("products_store_created_idx").on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("products_views_idx")
      .on(t.viewCount.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    // The catalogue's "best rated" sort, keyset paged on (weighted rating, id), read backwards.
    index("products_active_weighted_rating_idx")
      .on(weightedRating(t.ratingAvg, t.ratingCount), t.id)
      .where(sql`${t.isActive}`),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
    uniqueIndex("cart_items_user_product_idx").on(t.userId, t.productId),
    index("cart_items_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("cart_items_product_idx").on(t.productId),
  ],
);

export type ShippingAddress = {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
};

// One payment covers a whole cart, which may hold products of several stores.
export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    providerSessionId: text().unique(),
    providerPaymentId: text(),
    status: paymentStatus().notNull().default("open"),
    amountCents: integer().notNull(),
    currency: text().notNull().default("eur"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    // An open payment holds its products' stock until then (decision 034); the checkout sets it.
    expiresAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 minutes'`),
  },
  (t) => [
    check("payments_amount_positive", sql`${t.amountCents} > 0`),
    index("payments_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    // The expiry sweeper's order: open payments, soonest expiry first.
    index("payments_open_expires_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: "restrict" }),
    status: orderStatus().notNull().default("pending"),
    totalAmountCents: integer().notNull(),
    commissionCents: integer().notNull(),
    shippingAddress: jsonb().$type<ShippingAddress>().notNull(),
    // Set by the store when it marks the order shipped (decision 019).
    trackingNumber: text(),
    // Refunded so far (decision 018): full or partial refunds add up to at most the total.
    refundedCents: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check(
      "orders_amounts_valid",
      sql`${t.totalAmountCents} > 0 and ${t.commissionCents} between 0 and ${t.totalAmountCents}`,
    ),
    check("orders_refunded_valid", sql`${t.refundedCents} between 0 and ${t.totalAmountCents}`),
    index("orders_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The buyer's /orders, keyset paged on (created_at, id).
    index("orders_buyer_created_idx").on(t.buyerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("orders_store_created_idx").on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("orders_payment_idx").on(t.paymentId),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid().references(() => products.id, { onDelete: "set null" }),
    // Snapshots: what the buyer saw and paid, whatever happens to the product later.
    productName: text().notNull(),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
  },
  (t) => [
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
    check("order_items_price_non_negative", sql`${t.unitPriceCents} >= 0`),
    index("order_items_order_idx").on(t.orderId),
    index("order_items_product_idx").on(t.productId),
  ],
);

export const payouts = pgTable(
  "payouts",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: "restrict" }),
    amountCents: integer().notNull(),
    providerTransferId: text(),
    // Taken back from the store by refunds (transfer reversals in proportion to the refunded part).
    reversedCents: integer().notNull().default(0),
    status: payoutStatus().notNull().default("pending"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payouts_amount_non_negative", sql`${t.amountCents} >= 0`),
    check("payouts_reversed_valid", sql`${t.reversedCents} between 0 and ${t.amountCents}`),
    uniqueIndex("payouts_order_idx").on(t.orderId),
    index("payouts_store_created_idx").on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const stripeEvents = pgTable("stripe_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
