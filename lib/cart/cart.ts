import "server-only";
import type * as z from "zod";
import { and, eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { cartItems } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { lineWithinTotal, refuseOwnProducts } from "./limits";
import { addToCartSchema, removeFromCartSchema, setQuantitySchema } from "./schemas";

import { cartCount, sellableSql } from "./queries";

// The cart's writes: add, change, remove, empty. Each answers the new unit count.

/** A product on sale with its stock and price, checked for the buyer: not one of their own (lib/cart/limits.ts). */
async function sellableProduct(
  userId: string,
  productId: string,
): Promise<{ id: string; stock: number; priceCents: number }> {
  const db = await getDb();
  const [row] = await queryRows<{ stock_quantity: number; price_cents: number }>(
    db,
    sql`select p.stock_quantity, p.price_cents from products p join stores s on s.id = p.store_id join users owner on owner.id = s.user_id
        where p.id = ${productId} and ${sellableSql}`,
  );
  if (!row) throw new AppError("not_found", "cart.errors.unavailable");
  await refuseOwnProducts(db, userId, productId);
  return { id: productId, stock: Number(row.stock_quantity), priceCents: Number(row.price_cents) };
}

/** docs/product-spec.md §5 Add to cart: adds units up to the stock; a product without stock or not for sale is refused. */
export async function addToCart(userId: string, input: z.output<typeof addToCartSchema>): Promise<{ count: number }> {
  const product = await sellableProduct(userId, input.productId);
  const stock = product.stock;
  if (stock <= 0) throw new AppError("conflict", "cart.errors.outOfStock");
  const db = await getDb();
  await lineWithinTotal(db, userId, product, { added: input.quantity });
  const [row] = await queryRows<{ quantity: number }>(
    db,
    sql`insert into cart_items (user_id, product_id, quantity) values (${userId}, ${input.productId}, ${Math.min(input.quantity, stock)})
        on conflict (user_id, product_id) do update set quantity = least(cart_items.quantity + excluded.quantity, ${stock})
        returning quantity`,
  );
  if (!row) throw new AppError("internal", errorKeys.generic);
  return { count: await cartCount(userId) };
}

/** docs/product-spec.md §4 Cart: sets the quantity (0 or less removes the line); more than the stock is refused. */
export async function setCartQuantity(
  userId: string,
  input: z.output<typeof setQuantitySchema>,
): Promise<{ count: number }> {
  const db = await getDb();
  if (input.quantity <= 0) {
    await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, input.productId)));
    return { count: await cartCount(userId) };
  }
  const product = await sellableProduct(userId, input.productId);
  if (input.quantity > product.stock) throw new AppError("conflict", "cart.errors.notEnoughStock");
  await lineWithinTotal(db, userId, product, { quantity: input.quantity });
  const updated = await db
    .update(cartItems)
    .set({ quantity: input.quantity })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, input.productId)))
    .returning({ id: cartItems.id });
  if (updated.length === 0) throw new AppError("not_found", errorKeys.notFound);
  return { count: await cartCount(userId) };
}

export async function removeFromCart(
  userId: string,
  input: z.output<typeof removeFromCartSchema>,
): Promise<{ count: number }> {
  const db = await getDb();
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, input.productId)));
  return { count: await cartCount(userId) };
}

export async function clearCart(userId: string): Promise<{ count: 0 }> {
  const db = await getDb();
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  return { count: 0 };
}
