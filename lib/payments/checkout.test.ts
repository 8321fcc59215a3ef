import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { orderItems, products, stores } from "@/lib/db/schema";
import { getPaymentForBuyer, listBuyerOrders } from "@/lib/orders/queries";
import { createUser } from "@/tests/factories";
import {
  cartRows,
  ordersOf,
  paymentsOf,
  payoutsOfOrders,
  putInCart,
  sellerWithProduct,
  stockOf,
  validShipping,
} from "@/tests/checkout-factories";
import { signInAs, signInAsBanned } from "@/tests/session";

import { getCart } from "@/lib/cart/queries";
import { notifications } from "@/lib/db/schema";
import {
  cancelTestSessionAction,
  checkConnectStatusAction,
  checkoutAction,
  createConnectAccountAction,
  payTestSessionAction,
} from "./actions";
import { markPaymentPaid } from "./fulfilment";

const unauthorized = { ok: false, error: { code: "unauthorized", message: "errors.unauthorized" } };
const checkoutInput = { shippingAddress: validShipping, locale: "es" as const };

/** The buyer's order notifications as "orderId:status". */
async function orderNotifications(buyerId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ orderId: notifications.orderId, status: notifications.orderStatus })
    .from(notifications)
    .where(and(eq(notifications.userId, buyerId), eq(notifications.type, "order")));
  return rows.map((row) => `${row.orderId}:${row.status}`);
}

async function checkout() {
  const result = await checkoutAction(checkoutInput);
  if (!result.ok) throw new Error(`checkout failed: ${result.error.message}`);
  return result.data;
}

describe("checkout with the test provider", () => {
  it("creates one payment, one order per store with price snapshots, reserves stock, and pays each store 88 %", async () => {
    const a = await sellerWithProduct({ priceCents: 1250, stockQuantity: 5 });
    const b = await sellerWithProduct({ priceCents: 999, stockQuantity: 2 });
    const buyer = await createUser();
    await putInCart(buyer.id, a.product.id, 2);
    await putInCart(buyer.id, b.product.id, 1);
    await signInAs(buyer);
    const session = await checkout();
    expect(session.provider).toBe("test");
    expect(session.url).toBe(`/payment/test?session_id=${session.sessionId}`);
    expect(await stockOf(a.product.id)).toBe(3);
    expect(await stockOf(b.product.id)).toBe(1);
    const [payment] = await paymentsOf(buyer.id);
    expect(payment).toMatchObject({
      provider: "test",
      status: "open",
      amountCents: 2500 + 999,
      providerSessionId: session.sessionId,
    });
    const placed = await ordersOf(buyer.id);
    expect(placed.map((order) => [order.storeId, order.totalAmountCents, order.commissionCents, order.status])).toEqual(
      [
        [b.store.id, 999, 120, "pending"],
        [a.store.id, 2500, 300, "pending"],
      ],
    );
    expect(placed[0]!.shippingAddress).toEqual(validShipping);
    // The price is a snapshot: a later price change does not touch the order.
    const db = await getDb();
    await db.update(products).set({ priceCents: 1 }).where(eq(products.id, a.product.id));
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, placed[1]!.id));
    expect(items).toMatchObject([{ productId: a.product.id, unitPriceCents: 1250, quantity: 2 }]);

    expect(await payTestSessionAction({ sessionId: session.sessionId })).toEqual({
      ok: true,
      data: { sessionId: session.sessionId },
    });
    expect((await paymentsOf(buyer.id))[0]!.status).toBe("paid");
    const paid = await ordersOf(buyer.id);
    expect(paid.every((order) => order.paidAt !== null)).toBe(true);
    const payouts = await payoutsOfOrders(paid.map((order) => order.id));
    expect(payouts.map((payout) => [payout.storeId, payout.amountCents, payout.status])).toEqual([
      [b.store.id, 879, "paid"],
      [a.store.id, 2200, "paid"],
    ]);
    expect(payouts[1]!.providerTransferId).toBe(`test_tr_payout_${paid[1]!.id}`);
    // Paying twice changes nothing.
    expect(await payTestSessionAction({ sessionId: session.sessionId })).toMatchObject({
      ok: false,
      error: { code: "conflict" },
    });
    expect(await payoutsOfOrders(paid.map((order) => order.id))).toHaveLength(2);

    const summary = await getPaymentForBuyer(buyer.id, session.sessionId);
    expect(summary).toMatchObject({ status: "paid", amountCents: 3499 });
    expect(summary!.orders.map((order) => order.status)).toEqual(["paid", "paid"]);
    const history = await listBuyerOrders(buyer.id);
    expect(history.items).toHaveLength(2);
  });

  it("keeps a store without a connected account's share pending, and pays it once the store connects", async () => {
    const a = await sellerWithProduct({}, false);
    const buyer = await createUser();
    await putInCart(buyer.id, a.product.id, 1);
    await signInAs(buyer);
    const session = await checkout();
    await payTestSessionAction({ sessionId: session.sessionId });
    const placed = await ordersOf(buyer.id);
    expect(await payoutsOfOrders(placed.map((order) => order.id))).toMatchObject([
      { amountCents: 880, status: "pending", providerTransferId: null },
    ]);

    // The seller connects (the test provider enables the account at once): the share goes out, once.
    await signInAs(a.seller);
    expect(await createConnectAccountAction({ locale: "es" })).toMatchObject({ ok: true });
    expect(await payoutsOfOrders(placed.map((order) => order.id))).toMatchObject([
      { amountCents: 880, status: "paid", providerTransferId: `test_tr_payout_${placed[0]!.id}` },
    ]);
    expect(await checkConnectStatusAction()).toMatchObject({ ok: true, data: { payouts_enabled: true } });
    expect(await payoutsOfOrders(placed.map((order) => order.id))).toHaveLength(1);
  });

  it("keeps the share pending while the store's account cannot receive payouts (onboarding unfinished), then pays it", async () => {
    const a = await sellerWithProduct({}, false);
    const db = await getDb();
    await db
      .update(stores)
      .set({
        stripeAccountId: `test_acct_half_${a.store.id.slice(0, 8)}`,
        stripeOnboardingCompleted: false,
        stripePayoutsEnabled: false,
      })
      .where(eq(stores.id, a.store.id));
    const buyer = await createUser();
    await putInCart(buyer.id, a.product.id, 1);
    await signInAs(buyer);
    const session = await checkout();
    expect(await payTestSessionAction({ sessionId: session.sessionId })).toMatchObject({ ok: true });
    const placed = await ordersOf(buyer.id);
    expect(await payoutsOfOrders(placed.map((order) => order.id))).toMatchObject([
      { status: "pending", providerTransferId: null },
    ]);

    // Onboarding completes (the test provider reports the account enabled): the share goes out.
    await signInAs(a.seller);
    expect(await checkConnectStatusAction()).toMatchObject({ ok: true, data: { payouts_enabled: true } });
    expect(await payoutsOfOrders(placed.map((order) => order.id))).toMatchObject([
      { status: "paid", providerTransferId: `test_tr_payout_${placed[0]!.id}` },
    ]);
  });

  it("tells the buyer once per store that the payment went through, however often it is confirmed", async () => {
    const a = await sellerWithProduct();
    const b = await sellerWithProduct();
    const buyer = await createUser();
    await putInCart(buyer.id, a.product.id, 1);
    await putInCart(buyer.id, b.product.id, 1);
    await signInAs(buyer);
    const session = await checkout();
    expect(await orderNotifications(buyer.id)).toEqual([]);
    await payTestSessionAction({ sessionId: session.sessionId });
    await markPaymentPaid({ sessionId: session.sessionId }, null);
    const placed = await ordersOf(buyer.id);
    expect((await orderNotifications(buyer.id)).sort()).toEqual(placed.map((order) => `${order.id}:pending`).sort());
  });

  it("refuses a checkout to a country one of the stores does not ship to, and changes nothing", async () => {
    const db = await getDb();
    const iberian = await sellerWithProduct({ stockQuantity: 3 });
    await db
      .update(stores)
      .set({ shippingCountries: ["ES", "PT"] })
      .where(eq(stores.id, iberian.store.id));
    const everywhere = await sellerWithProduct({ stockQuantity: 3 });
    await db
      .update(stores)
      .set({ shippingCountries: ["ES", "PT", "DE"] })
      .where(eq(stores.id, everywhere.store.id));
    const buyer = await createUser();
    await putInCart(buyer.id, iberian.product.id, 1);
    await putInCart(buyer.id, everywhere.product.id, 1);
    await signInAs(buyer);
    expect(await checkoutAction({ ...checkoutInput, shippingAddress: { ...validShipping, country: "DE" } })).toEqual({
      ok: false,
      error: {
        code: "validation",
        message: "purchase.errors.notShipping",
        fields: { "shippingAddress.country": "purchase.errors.notShipping" },
      },
    });
    expect([await stockOf(iberian.product.id), await stockOf(everywhere.product.id)]).toEqual([3, 3]);
    expect(await paymentsOf(buyer.id)).toEqual([]);
    expect(await ordersOf(buyer.id)).toEqual([]);
    // The cart says where each store ships, for the form's warning; Portugal suits both.
    expect((await getCart(buyer.id)).groups.map((group) => group.shipsTo.join(","))).toEqual(
      expect.arrayContaining(["ES,PT", "ES,PT,DE"]),
    );
    expect(
      await checkoutAction({
        ...checkoutInput,
        shippingAddress: { ...validShipping, country: "PT", postalCode: "1100-053" },
      }),
    ).toMatchObject({ ok: true });
  });

  it("fails the whole checkout when one product is short, inactive or of an inactive store, and changes nothing", async () => {
    const db = await getDb();
    const plenty = await sellerWithProduct({ stockQuantity: 5 });
    const short = await sellerWithProduct({ stockQuantity: 1 });
    const buyer = await createUser();
    await putInCart(buyer.id, plenty.product.id, 2);
    await putInCart(buyer.id, short.product.id, 2);
    await signInAs(buyer);
    expect(await checkoutAction(checkoutInput)).toEqual({
      ok: false,
      error: { code: "conflict", message: "purchase.errors.outOfStock" },
    });
    await putInCart(buyer.id, short.product.id, 1);
    await db.update(products).set({ isActive: false }).where(eq(products.id, short.product.id));
    expect(await checkoutAction(checkoutInput)).toMatchObject({
      ok: false,
      error: { message: "purchase.errors.outOfStock" },
    });
    await db.update(products).set({ isActive: true }).where(eq(products.id, short.product.id));
    await db.update(stores).set({ isActive: false }).where(eq(stores.id, short.store.id));
    expect(await checkoutAction(checkoutInput)).toMatchObject({
      ok: false,
      error: { message: "purchase.errors.outOfStock" },
    });
    expect(await stockOf(plenty.product.id)).toBe(5);
    expect(await stockOf(short.product.id)).toBe(1);
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await paymentsOf(buyer.id)).toEqual([]);
    expect(await cartRows(buyer.id)).toBe(2);
  });

  it("refuses an empty cart, and an incomplete address with what the field lacks", async () => {
    const buyer = await createUser();
    await signInAs(buyer);
    expect(await checkoutAction(checkoutInput)).toEqual({
      ok: false,
      error: { code: "validation", message: "purchase.errors.emptyCart" },
    });
    const { product } = await sellerWithProduct();
    await putInCart(buyer.id, product.id, 1);
    const result = await checkoutAction({ shippingAddress: { ...validShipping, city: "  " }, locale: "es" });
    expect(result).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { "shippingAddress.city": "purchase.errors.cityRequired" } },
    });
    expect(await checkoutAction({ shippingAddress: { ...validShipping, country: "XX" } })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await checkoutAction("nonsense")).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(await checkoutAction({ shippingAddress: { ...validShipping, name: "Ana\u0000" } })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { "shippingAddress.name": "errors.invalidCharacters" } },
    });
    expect(await checkoutAction({ shippingAddress: { ...validShipping, email: "no-es-un-email" } })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { "shippingAddress.email": "purchase.errors.email" } },
    });
    expect(await stockOf(product.id)).toBe(5);
  });

  it("refuses an address that cannot be delivered (Spain, postal code ABC, phone 12) with translated keys, and holds nothing (issue 48, item 7)", async () => {
    const { product } = await sellerWithProduct();
    const buyer = await createUser();
    await putInCart(buyer.id, product.id, 1);
    await signInAs(buyer);
    expect(
      await checkoutAction({ shippingAddress: { ...validShipping, postalCode: "ABC", phone: "12" }, locale: "es" }),
    ).toMatchObject({
      ok: false,
      error: {
        code: "validation",
        fields: {
          "shippingAddress.postalCode": "purchase.errors.postalCodeInvalid",
          "shippingAddress.phone": "purchase.errors.phoneInvalid",
        },
      },
    });
    // A Portuguese postal code with Spain chosen is no Spanish address either.
    expect(
      await checkoutAction({ shippingAddress: { ...validShipping, postalCode: "1100-053" }, locale: "es" }),
    ).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { "shippingAddress.postalCode": "purchase.errors.postalCodeInvalid" } },
    });
    expect(await stockOf(product.id)).toBe(5);
    expect(await paymentsOf(buyer.id)).toEqual([]);
    expect(await cartRows(buyer.id)).toBe(1);
  });

  it("prefills the form with the account's name and e-mail, then with the last address shipped to (issue 48, item 7)", async () => {
    const { product } = await sellerWithProduct();
    const buyer = await createUser();
    await putInCart(buyer.id, product.id, 1);
    const before = await getCart(buyer.id);
    expect(before.prefill).toEqual({ name: expect.any(String), email: expect.stringContaining("@") });
    await signInAs(buyer);
    const address = { ...validShipping, name: "Lucía Envíos", postalCode: "28004" };
    expect(await checkoutAction({ shippingAddress: address, locale: "es" })).toMatchObject({ ok: true });
    expect((await getCart(buyer.id)).prefill).toMatchObject(address);
  });

  it("cancelling on the test pay page cancels the orders and gives the stock back, once", async () => {
    const a = await sellerWithProduct({ stockQuantity: 4 });
    const buyer = await createUser();
    await putInCart(buyer.id, a.product.id, 3);
    await signInAs(buyer);
    const session = await checkout();
    expect(await stockOf(a.product.id)).toBe(1);
    expect(await cancelTestSessionAction({ sessionId: session.sessionId })).toEqual({
      ok: true,
      data: { cancelled: true },
    });
    expect(await cancelTestSessionAction({ sessionId: session.sessionId })).toMatchObject({
      ok: false,
      error: { code: "conflict" },
    });
    expect(await payTestSessionAction({ sessionId: session.sessionId })).toMatchObject({
      ok: false,
      error: { code: "conflict" },
    });
    expect(await stockOf(a.product.id)).toBe(4);
    expect((await ordersOf(buyer.id)).map((order) => order.status)).toEqual(["cancelled"]);
  });

  it("cancelling leaves the cart as it was and no order in /orders, while another buyer buys the same product meanwhile (issue 48, item 6)", async () => {
    const a = await sellerWithProduct({ stockQuantity: 5 });
    const [buyer, rival] = [await createUser(), await createUser()];
    await putInCart(buyer.id, a.product.id, 2);
    await putInCart(rival.id, a.product.id, 3);
    await signInAs(buyer);
    const session = await checkout();
    // The rival pays for the other 3 units while the buyer's page is open.
    await signInAs(rival);
    const rivalSession = await checkout();
    expect(await payTestSessionAction({ sessionId: rivalSession.sessionId })).toMatchObject({ ok: true });
    expect(await stockOf(a.product.id)).toBe(0);
    await signInAs(buyer);
    const [cancelled, again] = await Promise.all([
      cancelTestSessionAction({ sessionId: session.sessionId }),
      cancelTestSessionAction({ sessionId: session.sessionId }),
    ]);
    expect([cancelled.ok, again.ok].sort()).toEqual([false, true]);
    expect(await stockOf(a.product.id)).toBe(2);
    expect((await getCart(buyer.id))!.groups.flatMap((group) => group.lines.map((line) => line.quantity))).toEqual([2]);
    // The rival's paid cart is empty; the buyer's cancelled checkout is not listed as an order.
    expect(await cartRows(rival.id)).toBe(0);
    expect((await listBuyerOrders(buyer.id)).items).toEqual([]);
    expect((await listBuyerOrders(rival.id)).items.map((order) => order.status)).toEqual(["paid"]);
    // And the kept cart checks out again.
    const retry = await checkout();
    expect(retry.sessionId).not.toBe(session.sessionId);
    expect(await stockOf(a.product.id)).toBe(0);
  });

  it("shows a payment and its orders to its buyer only; others can neither see, pay nor cancel it", async () => {
    const a = await sellerWithProduct();
    const [buyer, other] = [await createUser(), await createUser()];
    await putInCart(buyer.id, a.product.id, 1);
    await signInAs(buyer);
    const session = await checkout();
    expect(await getPaymentForBuyer(other.id, session.sessionId)).toBeNull();
    expect((await listBuyerOrders(other.id)).items).toEqual([]);
    await signInAs(other);
    expect(await payTestSessionAction({ sessionId: session.sessionId })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(await cancelTestSessionAction({ sessionId: session.sessionId })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect((await paymentsOf(buyer.id))[0]!.status).toBe("open");
  });

  it("refuses anonymous and banned callers and changes nothing", async () => {
    const a = await sellerWithProduct();
    const buyer = await createUser();
    await putInCart(buyer.id, a.product.id, 1);
    await signInAs(buyer);
    const session = await checkout();
    await putInCart(buyer.id, a.product.id, 1);
    const calls = [
      () => checkoutAction(checkoutInput),
      () => payTestSessionAction({ sessionId: session.sessionId }),
      () => cancelTestSessionAction({ sessionId: session.sessionId }),
    ];
    await signInAs(null);
    for (const call of calls) expect(await call()).toEqual(unauthorized);
    await signInAsBanned(buyer);
    for (const call of calls) expect(await call()).toEqual(unauthorized);
    expect(await stockOf(a.product.id)).toBe(4);
    expect(await paymentsOf(buyer.id)).toMatchObject([{ status: "open" }]);
  });
});

describe("concurrent checkouts", () => {
  it("50 buyers racing for a product with stock 10: exactly 10 paid orders, stock 0, never negative", async () => {
    const { product, store } = await sellerWithProduct({ stockQuantity: 10, priceCents: 500 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createUser()));
    for (const buyer of buyers) await putInCart(buyer.id, product.id, 1);
    // Each checkout runs as its own signed-in request; on PostgreSQL they overlap on the pool's
    // connections, on PGlite (one connection) they queue: the count must hold either way.
    const { createCheckout } = await import("./checkout");
    const { payTestSession } = await import("./test-checkout");
    const started = Date.now();
    const results = await Promise.allSettled(buyers.map((buyer) => createCheckout(buyer, checkoutInput)));
    const elapsed = Date.now() - started;
    const won = results.flatMap((result, index) =>
      result.status === "fulfilled" ? [{ buyer: buyers[index]!, session: result.value }] : [],
    );
    expect(won).toHaveLength(10);
    expect(
      results
        .filter((result) => result.status === "rejected")
        .every((result) => (result as PromiseRejectedResult).reason?.messageKey === "purchase.errors.outOfStock"),
    ).toBe(true);
    expect(await stockOf(product.id)).toBe(0);
    await Promise.all(won.map(({ buyer, session }) => payTestSession(buyer.id, { sessionId: session.sessionId })));
    const db = await getDb();
    const paidOrders = (
      await db.query.orders.findMany({ where: (orders, { eq: equals }) => equals(orders.storeId, store.id) })
    ).filter((order) => order.paidAt);
    expect(paidOrders).toHaveLength(10);
    expect(await stockOf(product.id)).toBe(0);
    console.log(
      `50 concurrent checkouts for 10 units: ${elapsed} ms (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`,
    );
  });
});

// Issue 43 items 7 and 9a: what a checkout refuses before it writes anything.
describe("checkout limits", () => {
  it("refuses a cart worth more than the maximum order total (5 products at the maximum price × 5) and changes nothing", async () => {
    const buyer = await createUser();
    const products = [];
    for (let i = 0; i < 5; i++)
      products.push((await sellerWithProduct({ priceCents: 99_999_999, stockQuantity: 10 })).product);
    // Put there before the cart refused it (or by a price raised since).
    for (const product of products) await putInCart(buyer.id, product.id, 5);
    await signInAs(buyer);
    expect(await checkoutAction(checkoutInput)).toEqual({
      ok: false,
      error: { code: "validation", message: "cart.errors.orderTooLarge" },
    });
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await paymentsOf(buyer.id)).toEqual([]);
    expect(await stockOf(products[0]!.id)).toBe(10);
    expect(await cartRows(buyer.id)).toBe(5);
  });

  it("refuses a seller's own product in their cart and changes nothing", async () => {
    const { seller, product } = await sellerWithProduct();
    await putInCart(seller.id, product.id, 1);
    await signInAs(seller);
    expect(await checkoutAction(checkoutInput)).toEqual({
      ok: false,
      error: { code: "forbidden", message: "cart.errors.ownProduct" },
    });
    expect(await ordersOf(seller.id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(5);
  });
});
