import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { cursorTimestamp, encodeCursor, readCursor } from "@/lib/paging/cursor";
import { afterCursor, createdAtCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";

import type { OrderStatus, PaymentStatus } from "@/lib/db/schema/enums";

export type { OrderStatus };
/** What the buyer sees: a pending order that was paid reads "paid". */
export type BuyerOrderStatus = OrderStatus | "paid" | "awaiting_payment";

export type BuyerOrder = {
  id: string;
  status: BuyerOrderStatus;
  totalCents: number;
  /** What the store has given back (full or partial refunds). */
  refundedCents: number;
  trackingNumber: string | null;
  createdAt: string;
  store: { id: string; name: string };
  items: { productId: string | null; name: string; unitPriceCents: number; quantity: number }[];
};

type OrderRow = {
  id: string;
  status: OrderStatus;
  paid: boolean;
  total_amount_cents: number;
  refunded_cents: number;
  tracking_number: string | null;
  created_at: string;
  store_id: string;
  store_name: string;
  items: { productId: string | null; name: string; unitPriceCents: number; quantity: number }[];
};

const orderColumns = sql`o.id, o.status, o.paid_at is not null as paid, o.total_amount_cents, o.refunded_cents, o.tracking_number, ${cursorTimestamp(sql`o.created_at`)} as created_at,
  s.id as store_id, s.name as store_name,
  (select coalesce(json_agg(json_build_object('productId', oi.product_id, 'name', oi.product_name, 'unitPriceCents', oi.unit_price_cents, 'quantity', oi.quantity) order by oi.product_name), '[]'::json)
     from order_items oi where oi.order_id = o.id) as items`;

function toOrder(row: OrderRow): BuyerOrder {
  const status: BuyerOrderStatus = row.status === "pending" ? (row.paid ? "paid" : "awaiting_payment") : row.status;
  return {
    id: row.id,
    status,
    totalCents: Number(row.total_amount_cents),
    refundedCents: Number(row.refunded_cents),
    trackingNumber: row.tracking_number,
    createdAt: row.created_at,
    store: { id: row.store_id, name: row.store_name },
    items: row.items.map((item) => ({
      ...item,
      unitPriceCents: Number(item.unitPriceCents),
      quantity: Number(item.quantity),
    })),
  };
}

export type PaymentSummary = { status: PaymentStatus; amountCents: number; orders: BuyerOrder[] };

/** The orders of one checkout session, for its buyer only (anyone else gets null, as if it did not exist). One round trip. */
export async function getPaymentForBuyer(buyerId: string, sessionId: string): Promise<PaymentSummary | null> {
  if (!sessionId || sessionId.length > 300) return null;
  const db = await getDb();
  const rows = await queryRows<OrderRow & { payment_status: PaymentSummary["status"]; amount_cents: number }>(
    db,
    // An open payment past its expiry reads as expired, swept or not yet (decision 034).
    sql`select ${orderColumns}, case when p.status = 'open' and p.expires_at <= now() then 'expired' else p.status::text end as payment_status, p.amount_cents
        from payments p join orders o on o.payment_id = p.id join stores s on s.id = o.store_id
        where p.provider_session_id = ${sessionId} and p.user_id = ${buyerId}
        order by s.name, o.id`,
  );
  if (rows.length === 0) return null;
  return { status: rows[0]!.payment_status, amountCents: Number(rows[0]!.amount_cents), orders: rows.map(toOrder) };
}

export const ORDERS_PAGE_SIZE = 10;

/** The buyer's order history, newest first, keyset paged on (created_at, id) by orders_buyer_created_idx. */
export async function listBuyerOrders(
  buyerId: string,
  rawCursor?: string | null,
  limit = ORDERS_PAGE_SIZE,
): Promise<{ items: BuyerOrder[]; nextCursor: string | null }> {
  const cursor = readCursor(rawCursor);
  const after: SQL = afterCursor(cursor, sql`o.created_at`, sql`o.id`);
  const db = await getDb();
  const rows = await queryRows<OrderRow>(
    db,
    sql`select ${orderColumns} from orders o join stores s on s.id = o.store_id
        -- A checkout cancelled or expired before it was paid is no order (issue 48, item 6): its cart is still there.
        where o.buyer_id = ${buyerId} and not (o.status = 'cancelled' and o.paid_at is null) ${after}
        order by o.created_at desc, o.id desc ${keysetLimit(limit)}`,
  );
  return keysetPage(rows, limit, toOrder, (last) => encodeCursor(createdAtCursor(last)));
}
