import "server-only";
import { sql } from "drizzle-orm";
import { cartUnitsColumn } from "@/lib/cart/cart";
import { getDb, queryRows } from "@/lib/db/client";
import { unreadBadgeColumns, type Badges } from "@/lib/messages/queries";

/** The signed-in header's counts: unread messages and notifications, and the cart's units. */
export type HeaderCounts = { badges: Badges; cartUnits: number };

/** The header's three counts in one round trip: every signed-in page and the /home view read them. */
export async function headerCounts(userId: string): Promise<HeaderCounts> {
  const db = await getDb();
  const [row] = await queryRows<{ messages: number; notifications: number; cart_units: number }>(
    db,
    sql`select ${unreadBadgeColumns(userId)}, ${cartUnitsColumn(userId)}`,
    { prepare: "header_counts" },
  );
  return { badges: { messages: Number(row?.messages ?? 0), notifications: Number(row?.notifications ?? 0) }, cartUnits: Number(row?.cart_units ?? 0) };
}
