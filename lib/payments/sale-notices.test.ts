import Stripe from "stripe";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { notifications, stores, users } from "@/lib/db/schema";
import { readOutbox } from "@/lib/mail/mailer";
import { listActivity, activityCounts } from "@/lib/notifications/queries";
import { pushPayload } from "@/lib/push/content";
import { createUser } from "@/tests/factories";
import { withFakeStripeProvider } from "@/tests/fake-stripe-provider";
import { cartRows, ordersOf, putInCart, sellerWithProduct, validShipping } from "@/tests/checkout-factories";
import { signInAs } from "@/tests/session";
import { checkoutAction, payTestSessionAction } from "./actions";
import { orderNumber } from "./order-mails";
import { handleStripeWebhook } from "./webhook-route";

// Issue "Done right" 6: a sale is heard of. The seller gets a "sale" notification (bell, push) and an
// e-mail per store order, the buyer an order confirmation, each in the receiver's language, once per
// payment however often the webhook or the test page's Pay arrives.

async function saleNotices(ownerId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ orderId: notifications.orderId, actorId: notifications.actorId })
    .from(notifications)
    .where(and(eq(notifications.userId, ownerId), eq(notifications.type, "sale")));
  return rows.map((row) => `${row.orderId}:${row.actorId}`);
}

async function setLocale(userId: string, locale: string) {
  const db = await getDb();
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

async function twoStoreCart() {
  const a = await sellerWithProduct({ name: "Pienso de salmón", priceCents: 1250, stockQuantity: 5 });
  const b = await sellerWithProduct({ name: "Pelota que rebota", priceCents: 999, stockQuantity: 5 });
  await setLocale(a.seller.id, "en");
  await setLocale(b.seller.id, "fr");
  const buyer = await createUser({ locale: "es" });
  await putInCart(buyer.id, a.product.id, 2);
  await putInCart(buyer.id, b.product.id, 1);
  await signInAs(buyer);
  return { a, b, buyer };
}

describe("a paid checkout tells the seller and the buyer, once", () => {
  it("test provider: one sale notification and one e-mail per store order, one buyer confirmation, nothing again on a second Pay", async () => {
    const { a, b, buyer } = await twoStoreCart();
    const result = await checkoutAction({ shippingAddress: validShipping, locale: "es" });
    if (!result.ok) throw new Error(result.error.message);
    expect(await readOutbox(a.seller.email)).toHaveLength(0);

    expect(await payTestSessionAction({ sessionId: result.data.sessionId })).toMatchObject({ ok: true });
    expect(await payTestSessionAction({ sessionId: result.data.sessionId })).toMatchObject({
      ok: false,
      error: { code: "conflict" },
    });

    const placed = await ordersOf(buyer.id);
    const orderA = placed.find((order) => order.storeId === a.store.id)!;
    const orderB = placed.find((order) => order.storeId === b.store.id)!;
    expect(await saleNotices(a.seller.id)).toEqual([`${orderA.id}:${buyer.id}`]);
    expect(await saleNotices(b.seller.id)).toEqual([`${orderB.id}:${buyer.id}`]);

    // The seller's e-mail, in the seller's language (English), with the number, items, total, share and address.
    const sellerMails = await readOutbox(a.seller.email);
    expect(sellerMails).toHaveLength(1);
    expect(sellerMails[0]!.subject).toBe(`New order ${orderNumber(orderA.id)} at ${a.store.name}`);
    expect(sellerMails[0]!.text).toContain("2 × Pienso de salmón — €25.00");
    expect(sellerMails[0]!.text).toContain("You receive: €22.00");
    expect(sellerMails[0]!.text).toContain("Calle Mayor 1\n28013 Madrid\nSpain");
    expect(sellerMails[0]!.text).toContain("http://localhost:3000/en/store/manage/orders");
    // The other seller's, in French, about its own order only.
    const french = await readOutbox(b.seller.email);
    expect(french).toHaveLength(1);
    expect(french[0]!.subject).toBe(`Nouvelle commande ${orderNumber(orderB.id)} chez ${b.store.name}`);
    expect(french[0]!.text).toContain("1 × Pelota que rebota");
    expect(french[0]!.text).not.toContain("Pienso de salmón");

    // The buyer's confirmation, in Spanish: both orders, the total, the address, the link to /orders.
    const buyerMails = await readOutbox(buyer.email);
    expect(buyerMails).toHaveLength(1);
    expect(buyerMails[0]!.subject).toBe("Tus 2 pedidos están confirmados");
    const text = buyerMails[0]!.text.replace(/\u00a0/g, " ");
    expect(text).toContain(`${a.store.name} · pedido ${orderNumber(orderA.id)}`);
    expect(text).toContain(`${b.store.name} · pedido ${orderNumber(orderB.id)}`);
    expect(text).toContain("2 × Pienso de salmón — 25,00 €");
    expect(text).toContain("Total pagado: 34,99 €");
    expect(text).toContain("Lucía Pérez\nCalle Mayor 1\n28013 Madrid\nEspaña");
    expect(text).toContain("http://localhost:3000/orders");

    // What was bought left the buyer's cart (the header's count reads it).
    expect(await cartRows(buyer.id)).toBe(0);
  });

  it("shows on the seller's /activity under its own filter, and as a push in the seller's language", async () => {
    const { a, buyer } = await twoStoreCart();
    const result = await checkoutAction({ shippingAddress: validShipping, locale: "es" });
    if (!result.ok) throw new Error(result.error.message);
    await payTestSessionAction({ sessionId: result.data.sessionId });
    const order = (await ordersOf(buyer.id)).find((row) => row.storeId === a.store.id)!;
    const page = await listActivity(a.seller.id, { filter: "sale" });
    expect(page.items).toMatchObject([
      { kind: "sale", order: { id: order.id, storeName: a.store.name, totalCents: 2500, status: "pending" } },
    ]);
    expect((await activityCounts(a.seller.id)).sale).toBe(1);
    expect((await listActivity(a.seller.id, { filter: "like" })).items).toHaveLength(0);
    const push = pushPayload({
      type: "sale",
      locale: "en",
      actorName: buyer.fullName,
      actorUsername: buyer.username,
      postId: null,
      commentId: null,
      matchId: null,
      matchAccepted: false,
      orderId: order.id,
      orderStatus: null,
      storeName: a.store.name,
      orderTotalCents: 2500,
      note: null,
    });
    expect(push).toEqual({
      title: "New sale!",
      body: `${buyer.fullName} bought from ${a.store.name} (€25.00)`,
      url: "/en/store/manage/orders",
      tag: `sale:${order.id}`,
    });
  });

  it("a seller who turned sales off gets no notification, but still the e-mail", async () => {
    const { a } = await twoStoreCart();
    const db = await getDb();
    await db
      .update(users)
      .set({ mutedNotifications: ["sale"] })
      .where(eq(users.id, a.seller.id));
    const result = await checkoutAction({ shippingAddress: validShipping, locale: "es" });
    if (!result.ok) throw new Error(result.error.message);
    await payTestSessionAction({ sessionId: result.data.sessionId });
    expect(await saleNotices(a.seller.id)).toEqual([]);
    expect(await readOutbox(a.seller.email)).toHaveLength(1);
  });
});

describe("Stripe's webhook replayed", () => {
  const secret = "whsec_test_patitas_fake";
  withFakeStripeProvider();

  async function deliver(payload: object) {
    const body = JSON.stringify(payload);
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
    const response = await handleStripeWebhook(
      new Request("http://localhost/api/webhooks/stripe", {
        method: "POST",
        body,
        headers: { "stripe-signature": header },
      }),
      secret,
    );
    return response.status;
  }
  const event = (id: string, type: string, object: Record<string, unknown>) => ({
    id,
    object: "event",
    type,
    api_version: "2026-10-28",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object },
  });

  it("checkout.session.completed three times, and once more as a new event id: one notification and one e-mail each", async () => {
    const { a, b, buyer } = await twoStoreCart();
    const db = await getDb();
    await db
      .update(stores)
      .set({ stripeAccountId: `acct_a_${a.store.id.slice(0, 8)}` })
      .where(eq(stores.id, a.store.id));
    await db
      .update(stores)
      .set({ stripeAccountId: `acct_b_${b.store.id.slice(0, 8)}` })
      .where(eq(stores.id, b.store.id));
    const result = await checkoutAction({ shippingAddress: validShipping, locale: "es" });
    if (!result.ok) throw new Error(result.error.message);
    const session = {
      id: result.data.sessionId,
      object: "checkout.session",
      payment_status: "paid",
      payment_intent: "pi_notices",
    };
    const completed = event(`evt_notices_${a.store.id.slice(0, 8)}`, "checkout.session.completed", session);
    expect([await deliver(completed), await deliver(completed), await deliver(completed)]).toEqual([200, 200, 200]);
    // Stripe may also send the same news under another event id (async_payment_succeeded after completed).
    expect(
      await deliver(
        event(`evt_notices_async_${a.store.id.slice(0, 8)}`, "checkout.session.async_payment_succeeded", session),
      ),
    ).toBe(200);
    expect(await saleNotices(a.seller.id)).toHaveLength(1);
    expect(await saleNotices(b.seller.id)).toHaveLength(1);
    expect(await readOutbox(a.seller.email)).toHaveLength(1);
    expect(await readOutbox(b.seller.email)).toHaveLength(1);
    expect(await readOutbox(buyer.email)).toHaveLength(1);
  });
});
