import Stripe from "stripe";
import { createUser } from "@/tests/factories";
import { withFakeStripeProvider } from "@/tests/fake-stripe-provider";
import { captureLogs } from "@/tests/logs";
import {
  ordersOf,
  paymentsOf,
  payoutsOfOrders,
  putInCart,
  sellerWithProduct,
  stockOf,
  storeFlags,
  validShipping,
} from "@/tests/checkout-factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import { getDb } from "@/lib/db/client";
import { notifications, orders, payments, payouts, stores } from "@/lib/db/schema";
import { and, eq, inArray, sql } from "drizzle-orm";
import { checkConnectStatusAction, checkoutAction, createConnectAccountAction, refundOrderAction } from "./actions";
import { setPaymentProviderForTests } from "./config";
import { createStripeProvider } from "./stripe-provider";
import { expireCheckouts } from "./expiry";
import { CHECKOUT_TTL_MINUTES } from "./limits";
import { handleStripeWebhook } from "./webhook-route";

const secret = "whsec_test_patitas_fake";
const fakeStripe = withFakeStripeProvider();

beforeEach(() => {
  fakeStripe().requests.length = 0;
});

let eventCounter = 0;
function event(type: string, object: Record<string, unknown>) {
  eventCounter += 1;
  return {
    id: `evt_${eventCounter}_${Math.random().toString(16).slice(2)}`,
    object: "event",
    type,
    api_version: "2026-10-28",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object },
  };
}

async function deliver(payload: object, signWith = secret) {
  const body = JSON.stringify(payload);
  const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: signWith });
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

/** The buyer's open checkouts are past their expiry (as if the minutes had gone by). */
async function pastExpiry(buyerId: string) {
  const db = await getDb();
  await db
    .update(payments)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(payments.userId, buyerId));
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Each event three times, in a random order; answers the HTTP statuses. */
async function deliverShuffled(events: object[]) {
  const statuses: number[] = [];
  for (const payload of shuffled(events.flatMap((item) => [item, item, item]))) statuses.push(await deliver(payload));
  return statuses;
}

async function stripeCheckout() {
  const a = await sellerWithProduct({ priceCents: 1250, stockQuantity: 5 });
  const b = await sellerWithProduct({ priceCents: 999, stockQuantity: 5 });
  const db = await getDb();
  await db
    .update(stores)
    .set({ stripeAccountId: `acct_a_${a.store.id.slice(0, 8)}` })
    .where(eq(stores.id, a.store.id));
  await db
    .update(stores)
    .set({ stripeAccountId: `acct_b_${b.store.id.slice(0, 8)}` })
    .where(eq(stores.id, b.store.id));
  const buyer = await createUser();
  await putInCart(buyer.id, a.product.id, 2);
  await putInCart(buyer.id, b.product.id, 1);
  await signInAs(buyer);
  const result = await checkoutAction({ shippingAddress: validShipping, locale: "fr" });
  if (!result.ok) throw new Error(result.error.message);
  const [payment] = await paymentsOf(buyer.id);
  return { a, b, buyer, session: result.data, payment: payment! };
}

describe("stripe provider against a local fake of the API", () => {
  it("opens a Checkout Session with the cart's amounts, the transfer group and an idempotency key", async () => {
    const { session, payment } = await stripeCheckout();
    expect(session).toMatchObject({
      provider: "stripe",
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//),
    });
    expect(payment).toMatchObject({
      provider: "stripe",
      providerSessionId: session.sessionId,
      amountCents: 3499,
      status: "open",
    });
    const [request] = fakeStripe().requests;
    expect(request).toMatchObject({
      method: "POST",
      path: "/v1/checkout/sessions",
      idempotencyKey: `checkout_${payment.id}`,
    });
    const body = request!.body;
    expect(body.mode).toBe("payment");
    expect(body["payment_intent_data[transfer_group]"]).toBe(`payment_${payment.id}`);
    expect(body["metadata[payment_id]"]).toBe(payment.id);
    expect(body.locale).toBe("fr");
    expect(body.customer_email).toBe(validShipping.email);
    expect(body.success_url).toBe("http://localhost:3000/fr/payment/success?session_id={CHECKOUT_SESSION_ID}");
    const lines = [0, 1].map((i) => [
      body[`line_items[${i}][price_data][unit_amount]`],
      body[`line_items[${i}][quantity]`],
      body[`line_items[${i}][price_data][currency]`],
    ]);
    expect(lines.sort()).toEqual([
      ["1250", "2", "eur"],
      ["999", "1", "eur"],
    ]);
  });

  it("completed session delivered 3 times in shuffled order: paid once, 88 % to each store from the charge, same state", async () => {
    const { a, b, buyer, session, payment } = await stripeCheckout();
    fakeStripe().requests.length = 0;
    const completed = event("checkout.session.completed", {
      id: session.sessionId,
      object: "checkout.session",
      payment_status: "paid",
      payment_intent: "pi_123",
    });
    const accountA = event("account.updated", {
      id: `acct_a_${a.store.id.slice(0, 8)}`,
      object: "account",
      charges_enabled: false,
    });
    fakeStripe().account = {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: [] },
    };
    expect(await deliverShuffled([completed, accountA])).toEqual(Array(6).fill(200));
    expect((await paymentsOf(buyer.id))[0]).toMatchObject({ status: "paid", providerPaymentId: "pi_123" });
    const orders = await ordersOf(buyer.id);
    expect(orders.every((order) => order.paidAt)).toBe(true);
    const transfers = fakeStripe().requests.filter(
      (request) => request.method === "POST" && request.path === "/v1/transfers",
    );
    expect(transfers.map((transfer) => [transfer.body.destination, transfer.body.amount]).sort()).toEqual([
      [`acct_a_${a.store.id.slice(0, 8)}`, "2200"],
      [`acct_b_${b.store.id.slice(0, 8)}`, "879"],
    ]);
    for (const transfer of transfers) {
      expect(transfer.body).toMatchObject({
        currency: "eur",
        transfer_group: `payment_${payment.id}`,
        source_transaction: "ch_for_pi_123",
      });
      const order = orders.find(
        (row) => row.storeId === (transfer.body.destination!.startsWith("acct_a") ? a.store.id : b.store.id),
      )!;
      expect(transfer.idempotencyKey).toBe(`payout_${order.id}`);
    }
    expect((await payoutsOfOrders(orders.map((order) => order.id))).map((payout) => payout.status)).toEqual([
      "paid",
      "paid",
    ]);
    // account.updated re-read the account instead of trusting its (stale) payload.
    expect(await storeFlags(a.store.id)).toMatchObject({
      stripeOnboardingCompleted: true,
      stripeChargesEnabled: true,
      stripePayoutsEnabled: true,
    });
  });

  it("async payment: completed unpaid then succeeded, each 3 times shuffled, ends paid with one transfer per store", async () => {
    const { buyer, session } = await stripeCheckout();
    fakeStripe().requests.length = 0;
    const events = [
      event("checkout.session.completed", {
        id: session.sessionId,
        object: "checkout.session",
        payment_status: "unpaid",
        payment_intent: "pi_async",
      }),
      event("checkout.session.async_payment_succeeded", {
        id: session.sessionId,
        object: "checkout.session",
        payment_status: "paid",
        payment_intent: "pi_async",
      }),
    ];
    expect(await deliverShuffled(events)).toEqual(Array(6).fill(200));
    expect((await paymentsOf(buyer.id))[0]!.status).toBe("paid");
    expect(
      fakeStripe().requests.filter((request) => request.method === "POST" && request.path === "/v1/transfers"),
    ).toHaveLength(2);
  });

  it("expired or failed sessions release the stock once, whatever the order and the repeats", async () => {
    const first = await stripeCheckout();
    const second = await stripeCheckout();
    expect(await stockOf(first.a.product.id)).toBe(3);
    const events = [
      event("checkout.session.expired", {
        id: first.session.sessionId,
        object: "checkout.session",
        payment_status: "unpaid",
      }),
      event("checkout.session.completed", {
        id: second.session.sessionId,
        object: "checkout.session",
        payment_status: "unpaid",
        payment_intent: "pi_sepa",
      }),
      event("checkout.session.async_payment_failed", {
        id: second.session.sessionId,
        object: "checkout.session",
        payment_status: "unpaid",
        payment_intent: "pi_sepa",
      }),
    ];
    expect(await deliverShuffled(events)).toEqual(Array(9).fill(200));
    expect((await paymentsOf(first.buyer.id))[0]!.status).toBe("expired");
    expect((await paymentsOf(second.buyer.id))[0]!.status).toBe("cancelled");
    expect(await stockOf(first.a.product.id)).toBe(5);
    expect(await stockOf(second.b.product.id)).toBe(5);
    expect((await ordersOf(first.buyer.id)).map((order) => order.status)).toEqual(["cancelled", "cancelled"]);
  });

  it("the expiry sweeper expires the session at Stripe, then gives the stock back once; Stripe's expired event changes nothing more", async () => {
    const { a, b, buyer, session, payment } = await stripeCheckout();
    expect(await stockOf(a.product.id)).toBe(3);
    const sent = fakeStripe().requests.find((request) => request.path === "/v1/checkout/sessions");
    const stripeExpiry = Number(sent!.body.expires_at) * 1000;
    // Stripe's own expiry is the backstop, a moment after ours: Stripe never takes a payment we released.
    expect(stripeExpiry).toBeGreaterThanOrEqual(payment.expiresAt.getTime() - 1000);
    expect(stripeExpiry - payment.createdAt.getTime()).toBeLessThanOrEqual(CHECKOUT_TTL_MINUTES * 60_000 + 5_000);
    await pastExpiry(buyer.id);
    fakeStripe().requests.length = 0;
    // (Other tests' expired checkouts may be swept too: only this one's requests are looked at.)
    await expireCheckouts();
    expect(
      fakeStripe()
        .requests.filter((request) => request.path.includes(session.sessionId))
        .map((request) => `${request.method} ${request.path}`),
    ).toEqual([`POST /v1/checkout/sessions/${session.sessionId}/expire`]);
    expect([await stockOf(a.product.id), await stockOf(b.product.id)]).toEqual([5, 5]);
    expect((await paymentsOf(buyer.id))[0]!.status).toBe("expired");
    expect(
      await deliverShuffled([
        event("checkout.session.expired", {
          id: session.sessionId,
          object: "checkout.session",
          payment_status: "unpaid",
        }),
      ]),
    ).toEqual([200, 200, 200]);
    await expireCheckouts();
    expect([await stockOf(a.product.id), await stockOf(b.product.id)]).toEqual([5, 5]);
  });

  it("Stripe's expired event first, then the sweeper: the stock comes back once", async () => {
    const { a, buyer, session } = await stripeCheckout();
    expect(
      await deliver(
        event("checkout.session.expired", {
          id: session.sessionId,
          object: "checkout.session",
          payment_status: "unpaid",
        }),
      ),
    ).toBe(200);
    await pastExpiry(buyer.id);
    await expireCheckouts();
    expect(await stockOf(a.product.id)).toBe(5);
  });

  it("a session the buyer paid just before the sweep is confirmed, not released; Stripe down leaves it for the next sweep", async () => {
    const { a, buyer, session } = await stripeCheckout();
    await pastExpiry(buyer.id);
    fakeStripe().paidSessions.set(session.sessionId, "pi_last_second");
    await expireCheckouts();
    expect((await paymentsOf(buyer.id))[0]).toMatchObject({ status: "paid", providerPaymentId: "pi_last_second" });
    expect(await stockOf(a.product.id)).toBe(3);
    expect(
      fakeStripe().requests.filter((request) => request.method === "POST" && request.path === "/v1/transfers"),
    ).toHaveLength(2);

    const other = await stripeCheckout();
    await pastExpiry(other.buyer.id);
    fakeStripe().hangExpiries = 1000;
    await expireCheckouts();
    expect((await paymentsOf(other.buyer.id))[0]!.status).toBe("open");
    expect(await stockOf(other.a.product.id)).toBe(3);
    // Claimed for a while, then due again: the next sweep releases it.
    fakeStripe().hangExpiries = 0;
    await pastExpiry(other.buyer.id);
    await expireCheckouts();
    expect((await paymentsOf(other.buyer.id))[0]!.status).toBe("expired");
    expect(await stockOf(other.a.product.id)).toBe(3 + 2);
  });

  it("refuses a bad signature (400) and answers 404 without a secret; nothing changes", async () => {
    const { buyer, session } = await stripeCheckout();
    const completed = event("checkout.session.completed", {
      id: session.sessionId,
      object: "checkout.session",
      payment_status: "paid",
      payment_intent: "pi_x",
    });
    expect(await deliver(completed, "whsec_someone_else")).toBe(400);
    const body = JSON.stringify(completed);
    expect(
      (await handleStripeWebhook(new Request("http://localhost/x", { method: "POST", body }), secret)).status,
    ).toBe(400);
    expect(
      (await handleStripeWebhook(new Request("http://localhost/x", { method: "POST", body }), undefined)).status,
    ).toBe(404);
    expect((await paymentsOf(buyer.id))[0]!.status).toBe("open");
  });

  it("a failed transfer answers 500 so Stripe redelivers; the retry pays the pending store with the same idempotency key", async () => {
    const { buyer, session } = await stripeCheckout();
    fakeStripe().requests.length = 0;
    fakeStripe().failTransfers = 1;
    const logs = captureLogs();
    const completed = event("checkout.session.completed", {
      id: session.sessionId,
      object: "checkout.session",
      payment_status: "paid",
      payment_intent: "pi_retry",
    });
    expect(await deliver(completed)).toBe(500);
    expect(logs.withMessage("Stripe webhook failed")).toEqual([
      expect.objectContaining({
        level: "error",
        eventId: completed.id,
        eventType: completed.type,
        err: expect.objectContaining({ type: expect.any(String) }),
      }),
    ]);
    logs.restore();
    expect(await deliver(completed)).toBe(200);
    expect(await deliver(completed)).toBe(200);
    const orders = await ordersOf(buyer.id);
    expect((await payoutsOfOrders(orders.map((order) => order.id))).map((payout) => payout.status)).toEqual([
      "paid",
      "paid",
    ]);
    const keys = fakeStripe()
      .requests.filter((request) => request.method === "POST" && request.path === "/v1/transfers")
      .map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(2);
  });
});

describe("a webhook redelivered after Stripe forgot the idempotency keys (24 h)", () => {
  it("does not pay a store twice when the transfer was made but the payout row never said so", async () => {
    const { buyer, session } = await stripeCheckout();
    const completed = event("checkout.session.completed", {
      id: session.sessionId,
      object: "checkout.session",
      payment_status: "paid",
      payment_intent: "pi_late",
    });
    expect(await deliver(completed)).toBe(200);
    const buyerOrders = await ordersOf(buyer.id);
    const orderIds = buyerOrders.map((order) => order.id);
    const paid = await payoutsOfOrders(orderIds);
    // A crash between the transfer and our update: the rows still say pending; days pass.
    await (
      await getDb()
    )
      .update(payouts)
      .set({ status: "pending", providerTransferId: null })
      .where(inArray(payouts.orderId, orderIds));
    fakeStripe().forgetIdempotencyKeys();
    fakeStripe().requests.length = 0;
    const { payStores } = await import("./fulfilment");
    await payStores(buyerOrders[0]!.paymentId!);

    expect(
      fakeStripe().requests.filter((request) => request.method === "POST" && request.path === "/v1/transfers"),
    ).toHaveLength(0);
    const again = await payoutsOfOrders(orderIds);
    expect(again.map((payout) => [payout.status, payout.providerTransferId])).toEqual(
      paid.map((payout) => ["paid", payout.providerTransferId]),
    );
  });
});

describe("Stripe timing out (issue 12, faults)", () => {
  it("answers 'unavailable' with the translated message, gives the stock back, keeps the cart, and the retry charges once", async () => {
    // A client with 200 ms per attempt: three attempts (two retries) with the same idempotency key.
    setPaymentProviderForTests(
      createStripeProvider({
        secretKey: "sk_test_fake",
        host: "127.0.0.1",
        port: fakeStripe().port,
        protocol: "http",
        timeoutMs: 200,
      }),
    );
    try {
      const { product } = await sellerWithProduct({ priceCents: 1250, stockQuantity: 5 });
      const buyer = await createUser();
      await putInCart(buyer.id, product.id, 2);
      await signInAs(buyer);
      fakeStripe().hangSessions = 3;

      expect(await checkoutAction({ shippingAddress: validShipping })).toEqual({
        ok: false,
        error: { code: "unavailable", message: "purchase.errors.paymentFailed" },
      });
      const tries = fakeStripe().requests.filter((request) => request.path === "/v1/checkout/sessions");
      expect(tries).toHaveLength(3);
      expect(new Set(tries.map((request) => request.idempotencyKey)).size).toBe(1);
      expect(await stockOf(product.id)).toBe(5);
      const [failed] = await paymentsOf(buyer.id);
      expect(failed).toMatchObject({ status: "cancelled" });
      expect((await ordersOf(buyer.id)).map((order) => order.status)).toEqual(["cancelled"]);

      // Stripe answers again: the same cart checks out, with a new payment and a new key.
      const retry = await checkoutAction({ shippingAddress: validShipping });
      expect(retry).toMatchObject({ ok: true, data: { provider: "stripe" } });
      expect(await stockOf(product.id)).toBe(3);
      const payments = await paymentsOf(buyer.id);
      expect(payments.map((payment) => payment.status).sort()).toEqual(["cancelled", "open"]);
      const sessions = fakeStripe().requests.filter((request) => request.path === "/v1/checkout/sessions");
      expect(sessions).toHaveLength(4);
      expect(sessions[3]!.idempotencyKey).not.toBe(tries[0]!.idempotencyKey);
    } finally {
      fakeStripe().hangSessions = 0;
      setPaymentProviderForTests(
        createStripeProvider({
          secretKey: "sk_test_fake",
          host: "127.0.0.1",
          port: fakeStripe().port,
          protocol: "http",
        }),
      );
    }
  });
});

describe("Connect Express onboarding", () => {
  it("creates the account once with an idempotency key, answers the onboarding link, and reports the status", async () => {
    const seller = await createUser();
    const db = await getDb();
    const [store] = await db
      .insert(stores)
      .values({ userId: seller.id, name: "Guau", address: "Calle 1", country: "ES", email: "guau@example.com" })
      .returning();
    await signInAs(seller);
    fakeStripe().account = {
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      requirements: { currently_due: ["external_account", "tos_acceptance.date"] },
    };
    const link = await createConnectAccountAction({ locale: "es" });
    expect(link).toMatchObject({
      ok: true,
      data: { url: expect.stringMatching(/^https:\/\/connect\.stripe\.test\//) },
    });
    const created = fakeStripe().requests.find((request) => request.path === "/v1/accounts")!;
    expect(created).toMatchObject({
      idempotencyKey: `account_${store!.id}`,
      body: { type: "express", country: "ES", email: "guau@example.com", "capabilities[transfers][requested]": "true" },
    });
    const linkRequest = fakeStripe().requests.find((request) => request.path === "/v1/account_links")!;
    expect(linkRequest.body).toMatchObject({
      type: "account_onboarding",
      return_url: "http://localhost:3000/stripe/success",
      refresh_url: "http://localhost:3000/store/manage",
    });
    // A second click reuses the account.
    await createConnectAccountAction({ locale: "es" });
    expect(fakeStripe().requests.filter((request) => request.path === "/v1/accounts")).toHaveLength(1);
    expect(await checkConnectStatusAction()).toEqual({
      ok: true,
      data: {
        has_store: true,
        stripe_connected: true,
        onboarding_completed: false,
        charges_enabled: false,
        payouts_enabled: false,
        requirements: { currently_due: ["external_account", "tos_acceptance.date"] },
      },
    });
    fakeStripe().account = {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: [] },
    };
    expect(await checkConnectStatusAction()).toMatchObject({
      ok: true,
      data: { onboarding_completed: true, charges_enabled: true, payouts_enabled: true },
    });
    await signInAs(await createUser());
    expect(await checkConnectStatusAction()).toMatchObject({
      ok: true,
      data: { has_store: false, stripe_connected: false },
    });
    expect(await createConnectAccountAction({ locale: "es" })).toMatchObject({
      ok: false,
      error: { code: "not_found", message: "payments.errors.noStore" },
    });
  });
});

describe("refunds", () => {
  it("partial then full refunds by the store owner reverse the store's transfer in proportion, never past it", async () => {
    const { a, buyer, session } = await stripeCheckout();
    await deliver(
      event("checkout.session.completed", {
        id: session.sessionId,
        object: "checkout.session",
        payment_status: "paid",
        payment_intent: "pi_refund",
      }),
    );
    const order = (await ordersOf(buyer.id)).find((row) => row.storeId === a.store.id)!;
    const [payout] = await payoutsOfOrders([order.id]);
    fakeStripe().requests.length = 0;
    await signInAs(a.seller);
    // 2500 total, 2200 transferred: a refund of 1001 takes back round(2200 × 1001 / 2500) = 881.
    expect(await refundOrderAction({ orderId: order.id, amountCents: 1001 })).toEqual({
      ok: true,
      data: { refundedCents: 1001, reversedCents: 881 },
    });
    expect(await refundOrderAction({ orderId: order.id, amountCents: 2000 })).toMatchObject({
      ok: false,
      error: { code: "validation", message: "payments.errors.refundAmount" },
    });
    expect(await refundOrderAction({ orderId: order.id })).toEqual({
      ok: true,
      data: { refundedCents: 1499, reversedCents: 1319 },
    });
    const refunds = fakeStripe().requests.filter((request) => request.path === "/v1/refunds");
    expect(refunds.map((request) => [request.body.payment_intent, request.body.amount])).toEqual([
      ["pi_refund", "1001"],
      ["pi_refund", "1499"],
    ]);
    const reversals = fakeStripe().requests.filter((request) => request.path.endsWith("/reversals"));
    expect(reversals.map((request) => [request.path, request.body.amount])).toEqual([
      [`/v1/transfers/${payout!.providerTransferId}/reversals`, "881"],
      [`/v1/transfers/${payout!.providerTransferId}/reversals`, "1319"],
    ]);
    expect((await payoutsOfOrders([order.id]))[0]).toMatchObject({ reversedCents: 2200 });
    expect((await ordersOf(buyer.id)).find((row) => row.id === order.id)).toMatchObject({
      refundedCents: 2500,
      status: "cancelled",
    });
    // The buyer was told of the payment, of the partial refund (with its amount) and of the refund that completed the order.
    const told = await getDb().then((db) =>
      db
        .select({ status: notifications.orderStatus, note: notifications.note })
        .from(notifications)
        .where(and(eq(notifications.userId, buyer.id), eq(notifications.orderId, order.id))),
    );
    expect(told.map((row) => `${row.status}:${row.note ?? ""}`).sort()).toEqual([
      "cancelled:",
      "pending:",
      "pending:1001",
    ]);
  });

  it("a full refund Stripe refuses leaves the shipped order shipped, with nothing refunded or reversed; the retry works", async () => {
    const { a, buyer, session } = await stripeCheckout();
    await deliver(
      event("checkout.session.completed", {
        id: session.sessionId,
        object: "checkout.session",
        payment_status: "paid",
        payment_intent: "pi_refused",
      }),
    );
    const order = (await ordersOf(buyer.id)).find((row) => row.storeId === a.store.id)!;
    const db = await getDb();
    await db.update(orders).set({ status: "shipped", trackingNumber: "ES123" }).where(eq(orders.id, order.id));
    await signInAs(a.seller);
    fakeStripe().requests.length = 0;
    fakeStripe().failRefunds = 1;
    expect(await refundOrderAction({ orderId: order.id })).toEqual({
      ok: false,
      error: { code: "unavailable", message: "payments.errors.refundFailed" },
    });
    expect((await ordersOf(buyer.id)).find((row) => row.id === order.id)).toMatchObject({
      refundedCents: 0,
      status: "shipped",
    });
    expect(fakeStripe().requests.filter((request) => request.path.endsWith("/reversals"))).toEqual([]);
    expect((await payoutsOfOrders([order.id]))[0]).toMatchObject({ reversedCents: 0 });

    expect(await refundOrderAction({ orderId: order.id })).toMatchObject({ ok: true, data: { refundedCents: 2500 } });
    expect((await ordersOf(buyer.id)).find((row) => row.id === order.id)).toMatchObject({
      refundedCents: 2500,
      status: "cancelled",
    });
  });

  it("is refused to the buyer, another seller, anonymous and banned callers; staff may refund", async () => {
    const { a, b, buyer, session } = await stripeCheckout();
    await deliver(
      event("checkout.session.completed", {
        id: session.sessionId,
        object: "checkout.session",
        payment_status: "paid",
        payment_intent: "pi_auth",
      }),
    );
    const order = (await ordersOf(buyer.id)).find((row) => row.storeId === a.store.id)!;
    await signInAs(buyer);
    expect(await refundOrderAction({ orderId: order.id })).toMatchObject({ ok: false, error: { code: "forbidden" } });
    await signInAs(b.seller);
    expect(await refundOrderAction({ orderId: order.id })).toMatchObject({ ok: false, error: { code: "forbidden" } });
    await signInAs(null);
    expect(await refundOrderAction({ orderId: order.id })).toMatchObject({
      ok: false,
      error: { code: "unauthorized" },
    });
    await signInAsBanned(a.seller);
    expect(await refundOrderAction({ orderId: order.id })).toMatchObject({
      ok: false,
      error: { code: "unauthorized" },
    });
    expect((await ordersOf(buyer.id)).find((row) => row.id === order.id)).toMatchObject({ refundedCents: 0 });
    await signInAs(await createUser({ role: "support" }));
    expect(await refundOrderAction({ orderId: order.id, amountCents: 100 })).toMatchObject({
      ok: true,
      data: { refundedCents: 100, reversedCents: 88 },
    });
  });
});
