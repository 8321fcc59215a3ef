import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";

/**
 * Counts one view of a product page. Called after the render from `after()`, so the page's read never
 * waits for it. Pages the front door answers from its cache are not counted: the "popular" strip is a
 * ranking, not an audit, and a cached hit costs nothing.
 */
export async function countProductView(productId: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`update products set view_count = view_count + 1 where id = ${productId} and is_active`);
}
