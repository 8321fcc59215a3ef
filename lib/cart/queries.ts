import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { getConfig } from "@/lib/config/config";
import { commissionCents } from "@/lib/market/split";
import { cardImageUrl } from "@/lib/storage/thumbnails";
import type { ShippingPrefill } from "./schemas";

// The cart's reads: the sheet's content and the header's unit count.

export type CartLine = {
  productId: string;
  name: string;
  image: string | null;
  unitPriceCents: number;
  quantity: number;
  stock: number;
  /** false when the product, its store or its seller can no longer sell: checkout would refuse it. */
  available: boolean;
};

/** `shipsTo`: the store's shipping countries (docs/product-spec.md §3), so the checkout form can warn before paying. */
export type CartStoreGroup = {
  storeId: string;
  storeName: string;
  shipsTo: string[];
  lines: CartLine[];
  subtotalCents: number;
  commissionCents: number;
};
/** With the platform's current commission rate and checkout countries (lib/config), for the sheet. */
export type Cart = {
  groups: CartStoreGroup[];
  count: number;
  totalCents: number;
  commissionCents: number;
  commissionPercent: number;
  shippingCountries: string[];
  /** What the checkout form starts with (issue 48, item 7): the last address shipped to, else the account's name and e-mail. */
  prefill: ShippingPrefill;
};

type CartRow = {
  product_id: string;
  name: string;
  image: string | null;
  price_cents: number;
  quantity: number;
  stock_quantity: number;
  available: boolean;
  store_id: string;
  store_name: string;
  ships_to: string[];
};

// The product is sold only while it, its store and its seller are in good standing (lib/market/queries.ts).
export const sellableSql = sql`p.is_active and s.is_active and not owner.is_banned`;

/** The signed-in user's cart grouped by store (newest first), in one round trip. */
export async function getCart(userId: string): Promise<Cart> {
  const [db, config] = await Promise.all([getDb(), getConfig()]);
  const prefill = shippingPrefill(db, userId);
  const rows = await queryRows<CartRow>(
    db,
    sql`select p.id as product_id, p.name, p.images[1] as image, p.price_cents, ci.quantity, p.stock_quantity,
          (${sellableSql}) as available, s.id as store_id, s.name as store_name, s.shipping_countries as ships_to
        from cart_items ci
        join products p on p.id = ci.product_id
        join stores s on s.id = p.store_id
        join users owner on owner.id = s.user_id
        where ci.user_id = ${userId}
        order by ci.created_at desc, ci.id desc`,
  );
  const groups = new Map<string, CartStoreGroup>();
  for (const row of rows) {
    let group = groups.get(row.store_id);
    if (!group) {
      group = {
        storeId: row.store_id,
        storeName: row.store_name,
        shipsTo: row.ships_to,
        lines: [],
        subtotalCents: 0,
        commissionCents: 0,
      };
      groups.set(row.store_id, group);
    }
    const line: CartLine = {
      productId: row.product_id,
      name: row.name,
      image: cardImageUrl(row.image),
      unitPriceCents: Number(row.price_cents),
      quantity: Number(row.quantity),
      stock: Number(row.stock_quantity),
      available: row.available,
    };
    group.lines.push(line);
    group.subtotalCents += line.unitPriceCents * line.quantity;
  }
  const list = [...groups.values()];
  for (const group of list) group.commissionCents = commissionCents(group.subtotalCents, config.commissionPercent);
  return {
    prefill: await prefill,
    commissionPercent: config.commissionPercent,
    shippingCountries: config.shippingCountries,
    groups: list,
    count: rows.reduce((sum, row) => sum + Number(row.quantity), 0),
    totalCents: list.reduce((sum, group) => sum + group.subtotalCents, 0),
    commissionCents: list.reduce((sum, group) => sum + group.commissionCents, 0),
  };
}

/** How many units the cart holds (the header badge), as the column `cart_units` of a select list. */
/** The buyer's last shipping address (orders_buyer_created_idx), or their account's name and e-mail. */
async function shippingPrefill(db: Awaited<ReturnType<typeof getDb>>, userId: string): Promise<ShippingPrefill> {
  const [row] = await queryRows<{ full_name: string | null; email: string; last: ShippingPrefill | null }>(
    db,
    sql`select u.full_name, u.email,
          (select o.shipping_address from orders o where o.buyer_id = u.id order by o.created_at desc, o.id desc limit 1) as last
        from users u where u.id = ${userId}`,
  );
  if (!row) return {};
  if (row.last) return row.last;
  return { name: row.full_name ?? undefined, email: row.email };
}

export function cartUnitsColumn(userId: string): SQL {
  return sql`(select coalesce(sum(quantity), 0)::int from cart_items where user_id = ${userId}) as cart_units`;
}

/** How many units the cart holds: the count the cart's actions answer. */
export async function cartCount(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await queryRows<{ cart_units: number | null }>(db, sql`select ${cartUnitsColumn(userId)}`);
  return Number(row?.cart_units ?? 0);
}
