import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { cursorTimestamp, encodeCursor, readCursor, splitPage } from "@/lib/db/cursor";

export type PayoutRow = { id: string; orderId: string; amountCents: number; reversedCents: number; status: "pending" | "paid" | "failed"; createdAt: string };

/** The transfers to the caller's own store, newest first (payouts_store_created_idx); one round trip. */
export async function listOwnStorePayouts(userId: string, rawCursor?: string | null, limit = 20): Promise<{ items: PayoutRow[]; nextCursor: string | null }> {
  const cursor = readCursor(rawCursor);
  const after: SQL = cursor ? sql`and (po.created_at, po.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const db = await getDb();
  const rows = await queryRows<{ id: string; order_id: string; amount_cents: number; reversed_cents: number; status: PayoutRow["status"]; created_at: string }>(
    db,
    sql`select po.id, po.order_id, po.amount_cents, po.reversed_cents, po.status, ${cursorTimestamp(sql`po.created_at`)} as created_at
        from payouts po join stores s on s.id = po.store_id
        where s.user_id = ${userId} ${after}
        order by po.created_at desc, po.id desc limit ${limit + 1}`,
  );
  const { page, lastBeforeMore } = splitPage(rows, limit);
  return {
    items: page.map((row) => ({ id: row.id, orderId: row.order_id, amountCents: Number(row.amount_cents), reversedCents: Number(row.reversed_cents), status: row.status, createdAt: row.created_at })),
    nextCursor: lastBeforeMore ? encodeCursor({ at: lastBeforeMore.created_at, id: lastBeforeMore.id }) : null,
  };
}
