// Buyers with carts and stores ready to sell, for the cart, checkout and payment tests.
import { eq, inArray, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { cartItems, orders, payments, payouts, products, stores } from "@/lib/db/schema";
import { createUser } from "./factories";
import { createProduct, createStore } from "./market-factories";

export const validShipping = {
  name: "Lucía Pérez",
  email: "lucia@example.com",
  phone: "+34 600 000 000",
  address: "Calle Mayor 1",
  city: "Madrid",
  postalCode: "28013",
  country: "ES",
} as const;

/** A seller with a store (connected to the test provider unless told otherwise) and one product. */
export async function sellerWithProduct(product: Partial<typeof products.$inferInsert> = {}, connected = true) {
  const seller = await createUser();
  const store = await createStore(
    seller.id,
    connected
      ? {
          stripeAccountId: `test_acct_${seller.id.replaceAll("-", "")}`,
          stripeOnboardingCompleted: true,
          stripeChargesEnabled: true,
          stripePayoutsEnabled: true,
        }
      : {},
  );
  const item = await createProduct(store.id, { priceCents: 1000, stockQuantity: 5, ...product });
  return { seller, store, product: item };
}

export async function putInCart(userId: string, productId: string, quantity: number) {
  const db = await getDb();
  await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId], set: { quantity } });
}

export async function stockOf(productId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

export async function ordersOf(buyerId: string) {
  const db = await getDb();
  return db.select().from(orders).where(eq(orders.buyerId, buyerId)).orderBy(orders.totalAmountCents);
}

export async function paymentsOf(buyerId: string) {
  const db = await getDb();
  return db.select().from(payments).where(eq(payments.userId, buyerId));
}

export async function payoutsOfOrders(orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const db = await getDb();
  return db.select().from(payouts).where(inArray(payouts.orderId, orderIds)).orderBy(payouts.amountCents);
}

export async function storeFlags(storeId: string) {
  const db = await getDb();
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
  return row!;
}

export async function cartRows(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from cart_items where user_id = ${userId}`,
  );
  return Number(row!.n);
}
