import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { UUID_SOURCE } from "@/lib/validation/uuid";
import { pageTags, type PublicPageTag } from "@/server/shared/front-door-contract";

// A published care guide shows product cards ("Shop the guide", decision 045): price, discount, stock and
// whether the product is still sold. Every write that purges a product's or a store's pages (price edits,
// deactivation, stock at checkout, store switches) thereby purges the pages of the guides that show those
// products, with the same kind: here, once, rather than at each of those writes.

const productTag = new RegExp(`^product:(${UUID_SOURCE})$`);
const storeTag = new RegExp(`^store:(${UUID_SOURCE})$`);

const uuidList = (ids: string[]) =>
  ids.length > 0
    ? sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )
    : sql`null`;

/** The pages of the published guides that show a product these tags name, or of one of these stores. */
export async function guidePagesShowingProducts(tags: readonly string[]): Promise<PublicPageTag[]> {
  const productIds = tags.flatMap((tag) => productTag.exec(tag)?.[1] ?? []);
  const storeIds = tags.flatMap((tag) => storeTag.exec(tag)?.[1] ?? []);
  if (productIds.length === 0 && storeIds.length === 0) return [];
  const rows = await queryRows<{ slug: string }>(
    await getDb(),
    sql`select distinct g.slug from guide_products gp
      join guides g on g.id = gp.guide_id and g.status = 'published'
      join products p on p.id = gp.product_id
      where gp.product_id in (${uuidList(productIds)}) or p.store_id in (${uuidList(storeIds)})`,
  );
  return rows.map((row) => pageTags.guide(row.slug));
}
