import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { cursorTimestamp, encodeCursor, readCursor } from "@/lib/paging/cursor";
import { afterCursor, createdAtCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { orderStatus, orderStatusEvents, moderationActions } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { notify, signalBadges } from "@/lib/notifications/notify";
import type { OrderStatus } from "@/lib/orders/queries";
import { ADMIN_PAGE_SIZE, likePattern } from "./queries";

// Staff's orders screen (issue 11; docs/product-spec.md §7 "orders: select all newest first; update status by id"): every
// order with its store, buyer, amounts and the history of its status, and a status any moderator may set.

export const ORDER_STATUSES: readonly OrderStatus[] = orderStatus.enumValues;

export type StaffOrderEvent = { from: OrderStatus | null; to: OrderStatus; by: string | null; at: string };
export type StaffOrderRow = {
  id: string;
  status: OrderStatus;
  paid: boolean;
  totalCents: number;
  commissionCents: number;
  refundedCents: number;
  store: string;
  buyer: { username: string | null; fullName: string };
  createdAt: string;
  history: StaffOrderEvent[];
};

/** Newest first on orders_created_idx, by order number (its first characters), buyer or store; one round trip with each history. */
export async function listOrdersForStaff(
  query: string,
  rawCursor?: string | null,
): Promise<{ rows: StaffOrderRow[]; nextCursor: string | null }> {
  const db = await getDb();
  const cursor = readCursor(rawCursor);
  const q = query.trim().toLowerCase();
  const like = likePattern(q);
  const rows = await queryRows<{
    id: string;
    status: OrderStatus;
    paid: boolean;
    total_amount_cents: number;
    commission_cents: number;
    refunded_cents: number;
    store_name: string;
    username: string | null;
    full_name: string;
    created_at: string;
    history: StaffOrderEvent[] | string;
  }>(
    db,
    sql`select o.id, o.status, o.paid_at is not null as paid, o.total_amount_cents, o.commission_cents, o.refunded_cents,
          s.name as store_name, u.username, u.full_name, ${cursorTimestamp(sql`o.created_at`)} as created_at,
          (select coalesce(json_agg(json_build_object('from', e.from_status, 'to', e.to_status, 'by', a.username, 'at', ${cursorTimestamp(sql`e.created_at`)}) order by e.created_at), '[]'::json)
             from order_status_events e left join users a on a.id = e.actor_id where e.order_id = o.id) as history
        from orders o join stores s on s.id = o.store_id join users u on u.id = o.buyer_id
        where true
        ${q ? sql`and (o.id::text like ${`${q}%`} or u.username ilike ${like} or u.full_name ilike ${like} or s.name ilike ${like})` : sql``}
        ${afterCursor(cursor, sql`o.created_at`, sql`o.id`)}
        order by o.created_at desc, o.id desc
        ${keysetLimit(ADMIN_PAGE_SIZE)}`,
  );
  const { items, nextCursor } = keysetPage(
    rows,
    ADMIN_PAGE_SIZE,
    (row) => ({
      id: row.id,
      status: row.status,
      paid: row.paid,
      totalCents: Number(row.total_amount_cents),
      commissionCents: Number(row.commission_cents),
      refundedCents: Number(row.refunded_cents),
      store: row.store_name,
      buyer: { username: row.username, fullName: row.full_name },
      createdAt: row.created_at,
      history: typeof row.history === "string" ? (JSON.parse(row.history) as StaffOrderEvent[]) : row.history,
    }),
    (last) => encodeCursor(createdAtCursor(last)),
  );
  return { rows: items, nextCursor };
}

/**
 * Staff set an order's status (any of the five: staff correct what stores cannot). The change is kept in
 * the order's history and the audit log, and the buyer is told as for a store's step.
 */
export async function setOrderStatus(staffId: string, input: { orderId: string; status: OrderStatus }): Promise<void> {
  const db = await getDb();
  const buyerId = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ buyer_id: string; from_status: OrderStatus }>(
      tx,
      sql`update orders o set status = ${input.status}::order_status
          from (select id, status as from_status from orders where id = ${input.orderId} for update) before
          where o.id = before.id and o.status <> ${input.status}::order_status
          returning o.buyer_id, before.from_status`,
    );
    if (!row) {
      const [exists] = await queryRows<{ id: string }>(tx, sql`select id from orders where id = ${input.orderId}`);
      if (!exists) throw new AppError("not_found", errorKeys.notFound);
      throw new AppError("conflict", "admin.orders.errors.sameStatus");
    }
    await tx
      .insert(orderStatusEvents)
      .values({ orderId: input.orderId, fromStatus: row.from_status, toStatus: input.status, actorId: staffId });
    await tx.insert(moderationActions).values({
      actionType: "status",
      targetType: "order",
      targetId: input.orderId,
      moderatorId: staffId,
      reason: `${row.from_status} → ${input.status}`,
    });
    await notify(tx, {
      userId: row.buyer_id,
      actorId: staffId,
      type: "order",
      orderId: input.orderId,
      orderStatus: input.status,
    });
    return row.buyer_id;
  });
  await signalBadges(buyerId, staffId);
}
