import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { payments } from "@/lib/db/schema";
import { getPaymentForBuyer } from "@/lib/orders/queries";
import { createUser } from "@/tests/factories";
import { ordersOf, paymentsOf, putInCart, sellerWithProduct, stockOf, validShipping } from "@/tests/checkout-factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import { cancelTestSessionAction, checkoutAction, payTestSessionAction } from "./actions";
import { expireCheckouts } from "./expiry";
import { CHECKOUT_TTL_MINUTES, MAX_HELD_UNITS_PER_PRODUCT, MAX_OPEN_CHECKOUTS } from "./limits";

const checkoutInput = { shippingAddress: validShipping, locale: "es" as const };

async function checkout() {
  const result = await checkoutAction(checkoutInput);
  if (!result.ok) throw new Error(`checkout failed: ${result.error.message}`);
  return result.data;
}

/** The buyer's open checkouts are `minutes` older: their expiry moves back as much. */
async function ageCheckouts(buyerId: string, minutes: number) {
  const db = await getDb();
  await db
    .update(payments)
    .set({
      createdAt: sql`created_at - make_interval(mins => ${minutes})`,
      expiresAt: sql`expires_at - make_interval(mins => ${minutes})`,
    })
    .where(eq(payments.userId, buyerId));
}

describe("unpaid checkouts expire", () => {
  it("expires 30 minutes after it was opened, and the sweeper gives the stock back once", async () => {
    const { product } = await sellerWithProduct({ stockQuantity: 10 });
    const buyer = await createUser();
    await putInCart(buyer.id, product.id, 2);
    await signInAs(buyer);
    const session = await checkout();
    const [payment] = await paymentsOf(buyer.id);
    const minutes = (payment!.expiresAt.getTime() - payment!.createdAt.getTime()) / 60_000;
    expect(minutes).toBe(CHECKOUT_TTL_MINUTES);
    expect(await stockOf(product.id)).toBe(8);

    // Not yet due: the sweeper leaves it alone.
    await expireCheckouts();
    expect((await paymentsOf(buyer.id))[0]!.status).toBe("open");
    expect(await stockOf(product.id)).toBe(8);

    await ageCheckouts(buyer.id, CHECKOUT_TTL_MINUTES + 1);
    // Two instances sweep at once: the stock comes back exactly once.
    await Promise.all([expireCheckouts(), expireCheckouts()]);
    expect(await stockOf(product.id)).toBe(10);
    expect((await paymentsOf(buyer.id))[0]!.status).toBe("expired");
    expect((await ordersOf(buyer.id)).map((order) => order.status)).toEqual(["cancelled"]);
    await expireCheckouts();
    expect(await stockOf(product.id)).toBe(10);
    expect((await getPaymentForBuyer(buyer.id, session.sessionId))!.status).toBe("expired");
  });

  it("the test pay page of an expired checkout refuses payment and says it expired, even before the sweeper ran", async () => {
    const { product } = await sellerWithProduct({ stockQuantity: 3 });
    const buyer = await createUser();
    await putInCart(buyer.id, product.id, 3);
    await signInAs(buyer);
    const session = await checkout();
    await ageCheckouts(buyer.id, CHECKOUT_TTL_MINUTES + 1);
    expect((await getPaymentForBuyer(buyer.id, session.sessionId))!.status).toBe("expired");
    expect(await payTestSessionAction({ sessionId: session.sessionId })).toEqual({
      ok: false,
      error: { code: "conflict", message: "payments.errors.expired" },
    });
    expect(await cancelTestSessionAction({ sessionId: session.sessionId })).toEqual({
      ok: false,
      error: { code: "conflict", message: "payments.errors.expired" },
    });
    expect((await paymentsOf(buyer.id))[0]!.status).toBe("expired");
    expect((await ordersOf(buyer.id)).every((order) => order.paidAt === null && order.status === "cancelled")).toBe(
      true,
    );
    expect(await stockOf(product.id)).toBe(3);
  });
});

describe("what one buyer can hold at once", () => {
  it("one buyer cannot take a product of 10 units off sale: at most 5 units per product across open checkouts", async () => {
    const { product } = await sellerWithProduct({ stockQuantity: 10 });
    const buyer = await createUser();
    await signInAs(buyer);
    await putInCart(buyer.id, product.id, 10);
    expect(await checkoutAction(checkoutInput)).toEqual({
      ok: false,
      error: { code: "conflict", message: "purchase.errors.tooManyUnits" },
    });
    expect(await stockOf(product.id)).toBe(10);
    expect(await paymentsOf(buyer.id)).toEqual([]);

    await putInCart(buyer.id, product.id, MAX_HELD_UNITS_PER_PRODUCT - 1);
    await checkout();
    // One more unit of the same product is still within the cap; a second one is not.
    await putInCart(buyer.id, product.id, 2);
    expect(await checkoutAction(checkoutInput)).toEqual({
      ok: false,
      error: { code: "conflict", message: "purchase.errors.tooManyUnits" },
    });
    await putInCart(buyer.id, product.id, 1);
    await checkout();
    expect(await stockOf(product.id)).toBe(10 - MAX_HELD_UNITS_PER_PRODUCT);
    // A paid checkout holds nothing any more: the buyer may buy again.
    const [first] = await paymentsOf(buyer.id);
    expect(await payTestSessionAction({ sessionId: first!.providerSessionId! })).toMatchObject({ ok: true });
    await putInCart(buyer.id, product.id, 1);
    expect(await checkoutAction(checkoutInput)).toMatchObject({ ok: true });
  });

  it("at most 3 open checkouts per buyer; an expired or cancelled one frees a place", async () => {
    const buyer = await createUser();
    await signInAs(buyer);
    const sessions = [];
    for (let index = 0; index < MAX_OPEN_CHECKOUTS; index += 1) {
      const { product } = await sellerWithProduct({ stockQuantity: 5 });
      await putInCart(buyer.id, product.id, 1);
      sessions.push(await checkout());
    }
    const { product } = await sellerWithProduct({ stockQuantity: 5 });
    await putInCart(buyer.id, product.id, 1);
    expect(await checkoutAction(checkoutInput)).toEqual({
      ok: false,
      error: { code: "conflict", message: "purchase.errors.tooManyOpen" },
    });
    expect(await stockOf(product.id)).toBe(5);
    expect(await paymentsOf(buyer.id)).toHaveLength(MAX_OPEN_CHECKOUTS);

    expect(await cancelTestSessionAction({ sessionId: sessions[0]!.sessionId })).toMatchObject({ ok: true });
    expect(await checkoutAction(checkoutInput)).toMatchObject({ ok: true });
    expect(await checkoutAction(checkoutInput)).toMatchObject({
      ok: false,
      error: { message: "purchase.errors.tooManyOpen" },
    });
    // Past their expiry the others no longer count, even before the sweeper released them.
    await ageCheckouts(buyer.id, CHECKOUT_TTL_MINUTES + 1);
    expect(await checkoutAction(checkoutInput)).toMatchObject({ ok: true });
  });

  it("concurrent checkouts of one buyer cannot slip past the caps", async () => {
    const { product } = await sellerWithProduct({ stockQuantity: 20 });
    const buyer = await createUser();
    await putInCart(buyer.id, product.id, 1);
    await signInAs(buyer);
    const { createCheckout } = await import("./checkout");
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => createCheckout(buyer, checkoutInput)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(MAX_OPEN_CHECKOUTS);
    for (const result of results)
      if (result.status === "rejected")
        expect(result.reason).toMatchObject({ code: "conflict", messageKey: "purchase.errors.tooManyOpen" });
    expect(await stockOf(product.id)).toBe(20 - MAX_OPEN_CHECKOUTS);
  });

  it("refuses anonymous and banned callers before holding anything", async () => {
    const { product } = await sellerWithProduct({ stockQuantity: 5 });
    const buyer = await createUser();
    await putInCart(buyer.id, product.id, 1);
    await signInAs(null);
    expect(await checkoutAction(checkoutInput)).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    await signInAsBanned(buyer);
    expect(await checkoutAction(checkoutInput)).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    expect(await stockOf(product.id)).toBe(5);
  });
});

describe("the refusals' texts", () => {
  it("state the caps and the expiry in all five languages", async () => {
    for (const locale of ["es", "en", "fr", "pt", "zh"]) {
      const messages = (await import(`@/messages/${locale}.json`)).default;
      expect(messages.purchase.errors.tooManyOpen).toContain(String(MAX_OPEN_CHECKOUTS));
      expect(messages.purchase.errors.tooManyOpen).toContain(String(CHECKOUT_TTL_MINUTES));
      expect(messages.purchase.errors.tooManyUnits).toContain(String(MAX_HELD_UNITS_PER_PRODUCT));
      expect(messages.payments.errors.expired).toEqual(expect.any(String));
      expect(messages.payments.testExpired).toContain("{minutes}");
    }
  });
});
