import "server-only";
import { eq, sql } from "drizzle-orm";
import { purgePublicPages, pageTags, type PublicPageTag } from "@/lib/cache/public-pages";
import { sellableSql } from "@/lib/cart/cart";
import { getConfig } from "@/lib/config/config";
import { checkoutSchema } from "@/lib/cart/schemas";
import { getDb, queryRows, type Tx } from "@/lib/db/client";
import { orderItems, orders, payments } from "@/lib/db/schema";
import { AppError, parseInput } from "@/lib/errors";
import { localizedUrl } from "@/lib/i18n/urls";
import { paymentProvider } from "./config";
import { releasePayment } from "./fulfilment";
import { commissionCents } from "@/lib/market/split";

/** Stripe's smallest EUR charge; a cheaper cart could not be paid. */
export const MINIMUM_CHARGE_CENTS = 50;

type Reserved = { product_id: string; name: string; price_cents: number; store_id: string; quantity: number };

export type CheckoutResult = { url: string; sessionId: string; provider: "test" | "stripe" };

/** The stock and store tags of the products a checkout (or its release) touched. */
export function stockTags(rows: { product_id: string; store_id: string }[]): PublicPageTag[] {
  return rows.flatMap((row) => [pageTags.product(row.product_id), pageTags.store(row.store_id)]);
}

/**
 * DESIGN §6: one checkout reserves the whole cart's stock atomically (a conditional update per product,
 * its row count checked), then records one payment and one order per store with price snapshots, all in
 * one transaction: a product out of stock or no longer sold fails everything and changes nothing. The
 * provider's session is opened after the commit (no network call holds row locks); should that fail, the
 * reservation is released.
 */
export async function createCheckout(buyer: { id: string }, raw: unknown): Promise<CheckoutResult> {
  const input = parseInput(checkoutSchema, raw);
  const config = await getConfig();
  if (!config.features.checkout) throw new AppError("conflict", "purchase.errors.checkoutPaused");
  if (!config.shippingCountries.includes(input.shippingAddress.country)) {
    throw new AppError("validation", "purchase.errors.countryNotServed", { "shippingAddress.country": "purchase.errors.countryNotServed" });
  }
  const provider = paymentProvider();
  const db = await getDb();

  const { paymentId, reserved } = await db.transaction(async (tx) => {
    const cart = await queryRows<{ product_id: string; quantity: number }>(
      tx,
      // Locks are always taken in product id order, so two checkouts can never deadlock.
      sql`select product_id, quantity from cart_items where user_id = ${buyer.id} order by product_id`,
    );
    if (cart.length === 0) throw new AppError("validation", "purchase.errors.emptyCart");
    await assertStoresShipTo(tx, buyer.id, input.shippingAddress.country);
    const reserved: Reserved[] = [];
    for (const line of cart) {
      reserved.push(await reserve(tx, line.product_id, Number(line.quantity)));
    }
    const byStore = new Map<string, Reserved[]>();
    for (const row of reserved) byStore.set(row.store_id, [...(byStore.get(row.store_id) ?? []), row]);
    const totals = [...byStore.entries()].map(([storeId, rows]) => ({ storeId, rows, total: rows.reduce((sum, row) => sum + Number(row.price_cents) * row.quantity, 0) }));
    const amount = totals.reduce((sum, store) => sum + store.total, 0);
    if (amount < MINIMUM_CHARGE_CENTS || totals.some((store) => store.total <= 0)) throw new AppError("validation", "purchase.errors.minimum");

    const [payment] = await tx.insert(payments).values({ userId: buyer.id, provider: provider.name, amountCents: amount }).returning({ id: payments.id });
    for (const store of totals) {
      const [order] = await tx
        .insert(orders)
        .values({
          paymentId: payment!.id,
          buyerId: buyer.id,
          storeId: store.storeId,
          totalAmountCents: store.total,
          commissionCents: commissionCents(store.total, config.commissionPercent),
          shippingAddress: input.shippingAddress,
        })
        .returning({ id: orders.id });
      await tx.insert(orderItems).values(
        store.rows.map((row) => ({ orderId: order!.id, productId: row.product_id, productName: row.name, unitPriceCents: Number(row.price_cents), quantity: row.quantity })),
      );
    }
    return { paymentId: payment!.id, reserved };
  });
  await purgePublicPages(stockTags(reserved));

  try {
    const session = await provider.createCheckoutSession({
      paymentId,
      transferGroup: transferGroupOf(paymentId),
      lines: reserved.map((row) => ({ name: row.name, unitAmountCents: Number(row.price_cents), quantity: row.quantity })),
      customerEmail: input.shippingAddress.email,
      locale: input.locale,
      successUrl: `${localizedUrl(input.locale, "/payment/success")}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: localizedUrl(input.locale, "/marketplace"),
      idempotencyKey: `checkout_${paymentId}`,
    });
    await db.update(payments).set({ providerSessionId: session.sessionId }).where(eq(payments.id, paymentId));
    return { url: session.url, sessionId: session.sessionId, provider: provider.name };
  } catch (error) {
    // Stripe down or timing out: the reserved stock goes back and nothing was charged (the buyer never
    // got a payment page); the cart is kept, so trying again is one click.
    console.error("Could not open a payment session", error);
    await releasePayment({ paymentId }, "cancelled");
    throw new AppError("unavailable", "purchase.errors.paymentFailed");
  }
}

export function transferGroupOf(paymentId: string): string {
  return `payment_${paymentId}`;
}

/** Spec §3 store shipping countries: every store of the cart must ship to the address, or nothing is bought. */
async function assertStoresShipTo(tx: Tx, buyerId: string, country: string): Promise<void> {
  const [refusing] = await queryRows<{ id: string }>(
    tx,
    sql`select s.id from cart_items ci join products p on p.id = ci.product_id join stores s on s.id = p.store_id
        where ci.user_id = ${buyerId} and not (${country} = any(s.shipping_countries)) limit 1`,
  );
  if (refusing) throw new AppError("validation", "purchase.errors.notShipping", { "shippingAddress.country": "purchase.errors.notShipping" });
}

async function reserve(tx: Tx, productId: string, quantity: number): Promise<Reserved> {
  const [row] = await queryRows<Omit<Reserved, "quantity">>(
    tx,
    sql`update products p set stock_quantity = p.stock_quantity - ${quantity}
        from stores s, users owner
        where p.id = ${productId} and s.id = p.store_id and owner.id = s.user_id and ${sellableSql}
          and p.stock_quantity >= ${quantity}
        returning p.id as product_id, p.name, p.price_cents, p.store_id`,
  );
  if (!row) throw new AppError("conflict", "purchase.errors.outOfStock");
  return { ...row, quantity };
}
