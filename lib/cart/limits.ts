import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

// What a cart may hold (issue 43): checked when a line is added or changed, and again by the checkout,
// which also takes carts filled before these checks (or whose prices rose since).

/**
 * The largest order, the whole cart in one payment: Stripe's largest EUR charge (999 999,99 €). Far
 * below int4 (payments and orders keep amounts as integer cents), so a total never overflows an insert.
 */
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;

/** Refuses a total over MAX_ORDER_TOTAL_CENTS (exact: cents well inside Number's safe integers). */
export function assertOrderTotal(totalCents: number): void {
  if (totalCents > MAX_ORDER_TOTAL_CENTS) throw new AppError("validation", "cart.errors.orderTooLarge");
}

/**
 * Refuses the cart's total with the product's line at `quantity` units (or `added` more than it holds,
 * capped at `stock`, as the cart's insert does).
 */
export async function lineWithinTotal(
  executor: Executor,
  userId: string,
  product: { id: string; priceCents: number; stock: number },
  change: { quantity: number } | { added: number },
): Promise<void> {
  const [cart] = await queryRows<{ others: string; current: number }>(
    executor,
    sql`select coalesce(sum(p.price_cents::bigint * ci.quantity) filter (where ci.product_id <> ${product.id}), 0)::text as others,
        coalesce(max(ci.quantity) filter (where ci.product_id = ${product.id}), 0)::int as current
      from cart_items ci join products p on p.id = ci.product_id where ci.user_id = ${userId}`,
  );
  const quantity =
    "quantity" in change ? change.quantity : Math.min(Number(cart?.current ?? 0) + change.added, product.stock);
  assertOrderTotal(Number(cart?.others ?? 0) + product.priceCents * quantity);
}

/**
 * A seller does not buy from their own store (as on Etsy): a self-purchase only buys reviews and sales
 * figures. `productId`: that product only; otherwise any product of the cart.
 */
export async function refuseOwnProducts(executor: Executor, userId: string, productId?: string): Promise<void> {
  const [own] = await queryRows<{ id: string }>(
    executor,
    productId
      ? sql`select p.id from products p join stores s on s.id = p.store_id where p.id = ${productId} and s.user_id = ${userId}`
      : sql`select p.id from cart_items ci join products p on p.id = ci.product_id join stores s on s.id = p.store_id
          where ci.user_id = ${userId} and s.user_id = ${userId} limit 1`,
  );
  if (own) throw new AppError("forbidden", "cart.errors.ownProduct");
}
