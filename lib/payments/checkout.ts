import "server-only";
import type * as z from "zod";
import { log } from "@/server/shared/log";
import { eq, sql } from "drizzle-orm";
import { purgePublicPages, pageTags, type PublicPageTag } from "@/lib/cache/public-pages";
import { sellableSql } from "@/lib/cart/queries";
import { assertOrderTotal, refuseOwnProducts } from "@/lib/cart/limits";
import { getConfig } from "@/lib/config/config";
import { checkoutSchema } from "@/lib/cart/schemas";
import { getDb, queryRows, type Tx } from "@/lib/db/client";
import { orderItems, orders, payments } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { localizedUrl } from "@/lib/i18n/urls";
import { paymentProvider } from "./config";
import { releasePayment } from "./fulfilment";
import { commissionCents } from "@/lib/market/split";
import { CHECKOUT_TTL_MINUTES, MAX_HELD_UNITS_PER_PRODUCT, MAX_OPEN_CHECKOUTS } from "./limits";

/** Stripe's smallest EUR charge; a cheaper cart could not be paid. */
export const MINIMUM_CHARGE_CENTS = 50;

type Reserved = { product_id: string; name: string; price_cents: number; store_id: string; quantity: number };

export type CheckoutResult = { url: string; sessionId: string; provider: "test" | "stripe" };

/** The stock and store tags of the products a checkout (or its release) touched. */
export function stockTags(rows: { product_id: string; store_id: string }[]): PublicPageTag[] {
  return rows.flatMap((row) => [pageTags.product(row.product_id), pageTags.store(row.store_id)]);
}

/**
 * docs/design.md §6: one checkout reserves the whole cart's stock atomically (a conditional update per product,
 * its row count checked), then records one payment and one order per store with price snapshots, all in
 * one transaction: a product out of stock or no longer sold fails everything and changes nothing. The
 * provider's session is opened after the commit (no network call holds row locks); should that fail, the
 * reservation is released.
 */
export async function createCheckout(
  buyer: { id: string },
  input: z.output<typeof checkoutSchema>,
): Promise<CheckoutResult> {
  const config = await getConfig();
  if (!config.features.checkout) throw new AppError("conflict", "purchase.errors.checkoutPaused");
  if (!config.shippingCountries.includes(input.shippingAddress.country)) {
    throw new AppError("validation", "purchase.errors.countryNotServed", {
      "shippingAddress.country": "purchase.errors.countryNotServed",
    });
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
    await refuseOwnProducts(tx, buyer.id);
    await assertStoresShipTo(tx, buyer.id, input.shippingAddress.country);
    await assertWithinHoldLimits(tx, buyer.id);
    const reserved: Reserved[] = [];
    for (const line of cart) {
      reserved.push(await reserve(tx, line.product_id, Number(line.quantity)));
    }
    const byStore = new Map<string, Reserved[]>();
    for (const row of reserved) byStore.set(row.store_id, [...(byStore.get(row.store_id) ?? []), row]);
    const totals = [...byStore.entries()].map(([storeId, rows]) => ({
      storeId,
      rows,
      total: rows.reduce((sum, row) => sum + Number(row.price_cents) * row.quantity, 0),
    }));
    const amount = totals.reduce((sum, store) => sum + store.total, 0);
    if (amount < MINIMUM_CHARGE_CENTS || totals.some((store) => store.total <= 0))
      throw new AppError("validation", "purchase.errors.minimum");
    // Before any insert: a larger total would overflow them (and Stripe would refuse it); the stock
    // reserved above goes back with the transaction.
    assertOrderTotal(amount);

    const [payment] = await tx
      .insert(payments)
      .values({
        userId: buyer.id,
        provider: provider.name,
        amountCents: amount,
        expiresAt: sql`now() + make_interval(mins => ${CHECKOUT_TTL_MINUTES})`,
      })
      .returning({ id: payments.id });
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
        store.rows.map((row) => ({
          orderId: order!.id,
          productId: row.product_id,
          productName: row.name,
          unitPriceCents: Number(row.price_cents),
          quantity: row.quantity,
        })),
      );
    }
    return { paymentId: payment!.id, reserved };
  });
  await purgePublicPages(stockTags(reserved), "counts");

  try {
    const session = await provider.createCheckoutSession({
      paymentId,
      transferGroup: transferGroupOf(paymentId),
      lines: reserved.map((row) => ({
        name: row.name,
        unitAmountCents: Number(row.price_cents),
        quantity: row.quantity,
      })),
      customerEmail: input.shippingAddress.email,
      locale: input.locale,
      successUrl: `${localizedUrl(input.locale, "/payment/success")}?session_id={CHECKOUT_SESSION_ID}`,
      // Back to the cart as it was: the header opens it on ?cart=open (issue 48, item 6).
      cancelUrl: `${localizedUrl(input.locale, "/marketplace")}?cart=open`,
      idempotencyKey: `checkout_${paymentId}`,
    });
    await db.update(payments).set({ providerSessionId: session.sessionId }).where(eq(payments.id, paymentId));
    return { url: session.url, sessionId: session.sessionId, provider: provider.name };
  } catch (error) {
    // Stripe down or timing out: the reserved stock goes back and nothing was charged (the buyer never
    // got a payment page); the cart is kept, so trying again is one click.
    log.error({ err: error, paymentId }, "Could not open a payment session");
    await releasePayment({ paymentId }, "cancelled");
    throw new AppError("unavailable", "purchase.errors.paymentFailed");
  }
}

export function transferGroupOf(paymentId: string): string {
  return `payment_${paymentId}`;
}

/** docs/product-spec.md §3 store shipping countries: every store of the cart must ship to the address, or nothing is bought. */
async function assertStoresShipTo(tx: Tx, buyerId: string, country: string): Promise<void> {
  const [refusing] = await queryRows<{ id: string }>(
    tx,
    sql`select s.id from cart_items ci join products p on p.id = ci.product_id join stores s on s.id = p.store_id
        where ci.user_id = ${buyerId} and not (${country} = any(s.shipping_countries)) limit 1`,
  );
  if (refusing)
    throw new AppError("validation", "purchase.errors.notShipping", {
      "shippingAddress.country": "purchase.errors.notShipping",
    });
}

/**
 * Decision 034: a buyer's unpaid checkouts hold stock nobody else can buy, so one buyer may hold at most
 * MAX_OPEN_CHECKOUTS of them and MAX_HELD_UNITS_PER_PRODUCT units of a product (this cart included) at
 * once. Expired checkouts no longer count, swept or not. The buyer's row is locked first, so two
 * checkouts of one buyer at once are counted one after the other (the lock is held to the commit).
 */
async function assertWithinHoldLimits(tx: Tx, buyerId: string): Promise<void> {
  // Its own statement: the count below must see the checkouts committed while this one waited.
  const [buyer] = await queryRows<{ id: string }>(
    tx,
    sql`select id from users where id = ${buyerId} for no key update`,
  );
  if (!buyer) throw new AppError("unauthorized", errorKeys.unauthorized);
  const [held] = await queryRows<{ open_checkouts: number; over_limit: boolean }>(
    tx,
    sql`with open_payments as (select p.id from payments p where p.user_id = ${buyerId} and p.status = 'open' and p.expires_at > now())
        select (select count(*)::int from open_payments) as open_checkouts,
          exists (
            select 1 from cart_items ci
            where ci.user_id = ${buyerId} and ci.quantity + coalesce((
              select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
              where o.payment_id in (select id from open_payments) and oi.product_id = ci.product_id), 0) > ${MAX_HELD_UNITS_PER_PRODUCT}
          ) as over_limit`,
  );
  if (Number(held!.open_checkouts) >= MAX_OPEN_CHECKOUTS) throw new AppError("conflict", "purchase.errors.tooManyOpen");
  if (held!.over_limit) throw new AppError("conflict", "purchase.errors.tooManyUnits");
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
