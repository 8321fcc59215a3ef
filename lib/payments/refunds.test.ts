import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { notifications } from "@/lib/db/schema";
import { createUser } from "@/tests/factories";
import { ordersOf, payoutsOfOrders, putInCart, sellerWithProduct, validShipping } from "@/tests/checkout-factories";
import { signInAs } from "@/tests/session";
import { checkoutAction, payTestSessionAction, refundOrderAction } from "./actions";
import { setPaymentProviderForTests } from "./config";
import type { PaymentProvider } from "./provider";
import { createTestProvider } from "./test-provider";

// The test provider, with the latency of a real one (a refund or reversal takes a while at Stripe) and a
// record of what it was asked: concurrent refunds overlap around these calls, as they do in production.
const asked = { refunds: [] as number[], reversals: [] as number[], failNextRefunds: 0 };
const pause = () => new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));

function slowRecordingProvider(): PaymentProvider {
  const base = createTestProvider();
  return {
    ...base,
    async refund(input) {
      await pause();
      if (asked.failNextRefunds > 0) {
        asked.failNextRefunds -= 1;
        throw new Error("The provider refused the refund");
      }
      asked.refunds.push(input.amountCents);
      return base.refund(input);
    },
    async reverseTransfer(input) {
      await pause();
      asked.reversals.push(input.amountCents);
      return base.reverseTransfer(input);
    },
  };
}

beforeAll(() => setPaymentProviderForTests(slowRecordingProvider()));
afterAll(() => setPaymentProviderForTests(undefined));
beforeEach(() => {
  asked.refunds.length = 0;
  asked.reversals.length = 0;
  asked.failNextRefunds = 0;
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A paid order of 10,00 € whose 8,80 € store share was transferred. */
async function paidOrder() {
  const { seller, product } = await sellerWithProduct({ priceCents: 1000, stockQuantity: 5 });
  const buyer = await createUser();
  await putInCart(buyer.id, product.id, 1);
  await signInAs(buyer);
  const checkout = await checkoutAction({ shippingAddress: validShipping, locale: "es" });
  if (!checkout.ok) throw new Error(checkout.error.message);
  expect(await payTestSessionAction({ sessionId: checkout.data.sessionId })).toMatchObject({ ok: true });
  const [order] = await ordersOf(buyer.id);
  expect(await payoutsOfOrders([order!.id])).toMatchObject([{ amountCents: 880, status: "paid" }]);
  await signInAs(seller);
  return { seller, buyer, order: order! };
}

/** The buyer's refund notifications of the order: partial ones carry the cents, the completing one says cancelled. */
async function refundNotifications(buyerId: string, orderId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ status: notifications.orderStatus, note: notifications.note })
    .from(notifications)
    .where(and(eq(notifications.userId, buyerId), eq(notifications.orderId, orderId)));
  // The payment's own "pending" notification has no note.
  return rows
    .filter((row) => row.note !== null || row.status === "cancelled")
    .map((row) => `${row.status}:${row.note ?? ""}`);
}

describe("concurrent partial refunds of one order", () => {
  it("10 refunds of 1,00 € at once: all answered, refunds ≤ paid, reversals ≤ transferred, one notification each", async () => {
    const { buyer, order } = await paidOrder();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => refundOrderAction({ orderId: order.id, amountCents: 100 })),
    );

    // Never `internal`: each call is a success or a translated refusal.
    for (const result of results) {
      if (!result.ok) expect(result.error.message).not.toBe("errors.internal");
      expect(result.ok || result.error.code !== "internal").toBe(true);
    }
    const done = results.flatMap((result) => (result.ok ? [result.data] : []));
    expect(done).toHaveLength(10);
    const [after] = await ordersOf(buyer.id);
    const [payout] = await payoutsOfOrders([order.id]);
    // What the provider was asked is what the database says, and never more than paid or transferred.
    expect(sum(asked.refunds)).toBe(after!.refundedCents);
    expect(after!.refundedCents).toBe(1000);
    expect(after!.status).toBe("cancelled");
    expect(sum(asked.reversals)).toBeLessThanOrEqual(880);
    expect(sum(asked.reversals)).toBe(payout!.reversedCents);
    expect(payout!.reversedCents).toBe(880);
    expect(sum(done.map((refund) => refund.reversedCents))).toBe(880);
    // Ten refunds, ten notifications: nine partial (1,00 € each) and the one that completed the order.
    expect((await refundNotifications(buyer.id, order.id)).sort()).toEqual([
      "cancelled:",
      ...Array.from({ length: 9 }, () => "pending:100"),
    ]);
  });

  it("more refunds at once than the order holds: the surplus is refused with a translated message, nothing overshoots", async () => {
    const { buyer, order } = await paidOrder();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => refundOrderAction({ orderId: order.id, amountCents: 300 })),
    );
    const done = results.filter((result) => result.ok);
    expect(done).toHaveLength(3);
    for (const result of results)
      if (!result.ok)
        expect(result.error).toMatchObject({ code: "validation", message: "payments.errors.refundAmount" });
    const [after] = await ordersOf(buyer.id);
    const [payout] = await payoutsOfOrders([order.id]);
    expect(after).toMatchObject({ refundedCents: 900, status: "pending" });
    expect(asked.refunds).toEqual([300, 300, 300]);
    // round(880 × 900 / 1000) = 792, reached by running totals: 264 + 264 + 264.
    expect(sum(asked.reversals)).toBe(792);
    expect(payout!.reversedCents).toBe(792);
    expect(await refundNotifications(buyer.id, order.id)).toHaveLength(3);
  });

  it("a refund the provider refuses among concurrent ones: the others count, it leaves nothing behind", async () => {
    const { buyer, order } = await paidOrder();
    asked.failNextRefunds = 1;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => refundOrderAction({ orderId: order.id, amountCents: 100 })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(4);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, error: { code: "unavailable", message: "payments.errors.refundFailed" } },
    ]);
    const [after] = await ordersOf(buyer.id);
    const [payout] = await payoutsOfOrders([order.id]);
    expect(after!.refundedCents).toBe(400);
    expect(sum(asked.refunds)).toBe(400);
    expect(sum(asked.reversals)).toBe(payout!.reversedCents);
    expect(payout!.reversedCents).toBe(352);
    expect(await refundNotifications(buyer.id, order.id)).toHaveLength(4);
    // The rest can still be refunded, exactly.
    expect(await refundOrderAction({ orderId: order.id })).toEqual({
      ok: true,
      data: { refundedCents: 600, reversedCents: 528 },
    });
    expect(sum(asked.reversals)).toBe(880);
  });
});
