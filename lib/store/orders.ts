import "server-only";
import type * as z from "zod";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { cursorTimestamp, encodeCursor, readCursor } from "@/lib/paging/cursor";
import { afterCursor, createdAtCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { orderStatusEvents, type ShippingAddress } from "@/lib/db/schema";
import type { OrderStatus } from "@/lib/orders/queries";
import { AppError, errorKeys } from "@/lib/errors";
import { notify, signalBadges } from "@/lib/notifications/notify";
import { NEXT_ORDER_STATUS, SELLER_PAGE_SIZE, type FulfilmentStatus } from "./fields";
import { orderStepSchema } from "./schemas";
import type { Actor } from "./stores";

// The store's side of an order: its paid orders (an unpaid one is a checkout still open, not an order to
// fulfil) and the steps processing → shipped (with a tracking number) → delivered, each one announced
// to the buyer by an "order" notification.

export type SellerOrderItem = { productId: string | null; name: string; unitPriceCents: number; quantity: number };
export type SellerOrder = {
  id: string;
  status: OrderStatus;
  totalCents: number;
  commissionCents: number;
  refundedCents: number;
  trackingNumber: string | null;
  createdAt: string;
  paidAt: string;
  buyer: { username: string | null; fullName: string };
  shipping: ShippingAddress;
  items: SellerOrderItem[];
};

type Row = {
  id: string;
  status: OrderStatus;
  total_amount_cents: number;
  commission_cents: number;
  refunded_cents: number;
  tracking_number: string | null;
  created_at: string;
  paid_at: string;
  username: string | null;
  full_name: string;
  shipping_address: ShippingAddress;
  items: Array<{ productId: string | null; name: string; unitPriceCents: number; quantity: number }>;
};

/**
 * The actor's store's paid orders, newest first, keyset paged on orders_store_created_idx, in one round
 * trip with their items (one lateral json_agg per order, order_items_order_idx) and buyer.
 */
export async function listStoreOrders(
  actor: Actor,
  rawCursor: string | null = null,
): Promise<{ items: SellerOrder[]; nextCursor: string | null }> {
  const cursor = readCursor(rawCursor);
  const after = afterCursor(cursor, sql`o.created_at`, sql`o.id`);
  const rows = await queryRows<Row>(
    await getDb(),
    sql`select o.id, o.status, o.total_amount_cents, o.commission_cents, o.refunded_cents, o.tracking_number, o.shipping_address,
        ${cursorTimestamp(sql`o.created_at`)} as created_at, ${cursorTimestamp(sql`o.paid_at`)} as paid_at,
        u.username, u.full_name, items.list as items
      from orders o
      join users u on u.id = o.buyer_id
      cross join lateral (
        select coalesce(json_agg(json_build_object('productId', i.product_id, 'name', i.product_name,
          'unitPriceCents', i.unit_price_cents, 'quantity', i.quantity) order by i.product_name, i.id), '[]'::json) as list
        from order_items i where i.order_id = o.id
      ) items
      where o.store_id = (select id from stores where user_id = ${actor.id}) and o.paid_at is not null ${after}
      order by o.created_at desc, o.id desc ${keysetLimit(SELLER_PAGE_SIZE)}`,
  );
  return keysetPage(
    rows,
    SELLER_PAGE_SIZE,
    (row) => ({
      id: row.id,
      status: row.status,
      totalCents: Number(row.total_amount_cents),
      commissionCents: Number(row.commission_cents),
      refundedCents: Number(row.refunded_cents),
      trackingNumber: row.tracking_number,
      createdAt: row.created_at,
      paidAt: row.paid_at,
      buyer: { username: row.username, fullName: row.full_name },
      shipping: row.shipping_address,
      items: (typeof row.items === "string" ? (JSON.parse(row.items) as Row["items"]) : row.items).map((item) => ({
        ...item,
        unitPriceCents: Number(item.unitPriceCents),
        quantity: Number(item.quantity),
      })),
    }),
    (last) => encodeCursor(createdAtCursor(last)),
  );
}

const PREVIOUS_STATUS = Object.fromEntries(Object.entries(NEXT_ORDER_STATUS).map(([from, to]) => [to, from])) as Record<
  FulfilmentStatus,
  keyof typeof NEXT_ORDER_STATUS
>;

/**
 * Moves one of the actor's store's paid orders to the next step, and only to it: a conditional update on
 * the expected current status, so two clicks (or two tabs) move it once. The buyer is notified in the
 * same transaction and their header badge refreshes live.
 */
export async function advanceOrder(
  actor: Actor,
  step: z.output<typeof orderStepSchema>,
): Promise<{ id: string; status: FulfilmentStatus }> {
  const db = await getDb();
  const from = PREVIOUS_STATUS[step.status];
  const buyerId = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ buyer_id: string }>(
      tx,
      sql`update orders set status = ${step.status}::order_status,
          tracking_number = ${step.status === "shipped" ? sql`${step.trackingNumber}` : sql`tracking_number`}
        where id = ${step.orderId} and status = ${from}::order_status and paid_at is not null
          and store_id = (select id from stores where user_id = ${actor.id})
        returning buyer_id`,
    );
    if (!row) {
      const [existing] = await queryRows<{ status: OrderStatus }>(
        tx,
        sql`select o.status from orders o join stores s on s.id = o.store_id
          where o.id = ${step.orderId} and s.user_id = ${actor.id} and o.paid_at is not null`,
      );
      if (!existing) throw new AppError("not_found", errorKeys.notFound);
      throw new AppError("conflict", "storeManage.errors.illegalTransition");
    }
    await tx
      .insert(orderStatusEvents)
      .values({ orderId: step.orderId, fromStatus: from, toStatus: step.status, actorId: actor.id });
    await notify(tx, {
      userId: row.buyer_id,
      actorId: actor.id,
      type: "order",
      orderId: step.orderId,
      orderStatus: step.status,
    });
    return row.buyer_id;
  });
  await signalBadges(buyerId, actor.id);
  return { id: step.orderId, status: step.status };
}
