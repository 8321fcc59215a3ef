import "server-only";
import { sql } from "drizzle-orm";
import { dailyRows, dashboardWindow, toSeries, type DailySeries } from "@/lib/charts/daily-series";
import { getDb, queryRows } from "@/lib/db/client";
import { cursorTimestamp, encodeCursor, readCursor } from "@/lib/paging/cursor";
import { afterCursor, createdAtCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { SELLER_PAGE_SIZE } from "./fields";
import type { Actor } from "./stores";

// The seller dashboard's numbers. A sale is a paid order that was not cancelled (as on the staff
// dashboard): revenue is what buyers paid, net is revenue less the platform's 12 % commission.

export type StoreOverview = {
  products: number;
  activeProducts: number;
  orders: number;
  /** Paid orders waiting for the store: not yet shipped. */
  toFulfil: number;
  unitsSold: number;
  revenueCents: number;
  netCents: number;
};

/** Every counter in one statement, each from an index on store_id (products, orders, order_items by order). */
export async function storeOverview(storeId: string): Promise<StoreOverview> {
  const [row] = await queryRows<Record<keyof StoreOverview, number | string>>(
    await getDb(),
    sql`select
        (select count(*) from products where store_id = ${storeId})::int as "products",
        (select count(*) from products where store_id = ${storeId} and is_active)::int as "activeProducts",
        (select count(*) from orders where store_id = ${storeId} and paid_at is not null and status <> 'cancelled')::int as "orders",
        (select count(*) from orders where store_id = ${storeId} and paid_at is not null and status in ('pending', 'processing'))::int as "toFulfil",
        (select coalesce(sum(i.quantity), 0) from orders o join order_items i on i.order_id = o.id
          where o.store_id = ${storeId} and o.paid_at is not null and o.status <> 'cancelled')::int as "unitsSold",
        (select coalesce(sum(total_amount_cents), 0) from orders where store_id = ${storeId} and paid_at is not null and status <> 'cancelled')::bigint as "revenueCents",
        (select coalesce(sum(total_amount_cents - commission_cents), 0) from orders where store_id = ${storeId} and paid_at is not null and status <> 'cancelled')::bigint as "netCents"`,
  );
  return {
    products: Number(row?.products ?? 0),
    activeProducts: Number(row?.activeProducts ?? 0),
    orders: Number(row?.orders ?? 0),
    toFulfil: Number(row?.toFulfil ?? 0),
    unitsSold: Number(row?.unitsSold ?? 0),
    revenueCents: Number(row?.revenueCents ?? 0),
    netCents: Number(row?.netCents ?? 0),
  };
}

/** The 30-day sales chart: revenue (cents) per UTC day of placing, one query on orders_store_created_idx. */
export async function storeSalesSeries(storeId: string, until?: Date): Promise<DailySeries> {
  const rows = await dailyRows(
    await getDb(),
    "orders",
    { revenue: sql`sum(t.total_amount_cents)` },
    sql`t.store_id = ${storeId} and t.paid_at is not null and t.status <> 'cancelled'`,
    dashboardWindow(until),
  );
  return toSeries(rows, "revenue");
}

export type StorePayout = {
  id: string;
  orderId: string;
  amountCents: number;
  status: "pending" | "paid" | "failed";
  transferId: string | null;
  createdAt: string;
};

/** The actor's store's transfers (88 % of each paid order), newest first, keyset paged on payouts_store_created_idx. */
export async function listStorePayouts(
  actor: Actor,
  rawCursor: string | null = null,
): Promise<{ items: StorePayout[]; nextCursor: string | null }> {
  const cursor = readCursor(rawCursor);
  const after = afterCursor(cursor, sql`p.created_at`, sql`p.id`);
  const rows = await queryRows<{
    id: string;
    order_id: string;
    amount_cents: number;
    status: StorePayout["status"];
    provider_transfer_id: string | null;
    created_at: string;
  }>(
    await getDb(),
    sql`select p.id, p.order_id, p.amount_cents, p.status, p.provider_transfer_id, ${cursorTimestamp(sql`p.created_at`)} as created_at
      from payouts p
      where p.store_id = (select id from stores where user_id = ${actor.id}) ${after}
      order by p.created_at desc, p.id desc ${keysetLimit(SELLER_PAGE_SIZE)}`,
  );
  return keysetPage(
    rows,
    SELLER_PAGE_SIZE,
    (row) => ({
      id: row.id,
      orderId: row.order_id,
      amountCents: Number(row.amount_cents),
      status: row.status,
      transferId: row.provider_transfer_id,
      createdAt: row.created_at,
    }),
    (last) => encodeCursor(createdAtCursor(last)),
  );
}
