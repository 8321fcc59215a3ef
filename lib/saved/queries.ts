import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";

/**
 * Which of these products the user has favourited: for a product page or list rendered for its viewer
 * (the marketplace, a store's later pages), where the cached copies get it from the viewer's layer
 * instead. One probe of the primary key per id; none for an empty list.
 */
export async function favouritedAmong(userId: string, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const ids = sql.join(
    [...new Set(productIds)].map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<{ product_id: string }>(
    await getDb(),
    sql`select product_id from favourite_products where user_id = ${userId} and product_id in (${ids})`,
  );
  return new Set(rows.map((row) => row.product_id));
}
