import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { cartUnitsColumn } from "@/lib/cart/queries";
import { getDb, queryRows } from "@/lib/db/client";
import { unreadBadgeColumns, type Badges } from "@/lib/messages/queries";

/** The signed-in header's counts: unread messages and notifications, and the cart's units. */
export type HeaderCounts = { badges: Badges; cartUnits: number };

/** The columns headerCountColumns adds to a statement. */
export type HeaderCountsRow = { messages: number; notifications: number; cart_units: number };

/** The header's three counts as columns of a select, for a statement that reads other things of the user too. */
export function headerCountColumns(userId: string): SQL {
  return sql`${unreadBadgeColumns(userId)}, ${cartUnitsColumn(userId)}`;
}

/** The counts of a row that carries headerCountColumns. */
export function headerCountsOf(row: Partial<HeaderCountsRow> | undefined): HeaderCounts {
  return {
    badges: { messages: Number(row?.messages ?? 0), notifications: Number(row?.notifications ?? 0) },
    cartUnits: Number(row?.cart_units ?? 0),
  };
}

/** The header's three counts in one round trip, for the signed-in pages' header. */
export async function headerCounts(userId: string): Promise<HeaderCounts> {
  const db = await getDb();
  const [row] = await queryRows<HeaderCountsRow>(db, sql`select ${headerCountColumns(userId)}`, {
    prepare: "header_counts",
  });
  return headerCountsOf(row);
}
