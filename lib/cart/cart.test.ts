import { banUser } from "@/lib/admin/users";
import { getDb } from "@/lib/db/client";
import { products, stores } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { createUser } from "@/tests/factories";
import { cartRows, putInCart, sellerWithProduct } from "@/tests/checkout-factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import {
  addToCartAction,
  clearCartAction,
  loadCartAction,
  removeFromCartAction,
  setCartQuantityAction,
} from "./actions";

const unauthorized = { ok: false, error: { code: "unauthorized", message: "errors.unauthorized" } };

describe("cart", () => {
  it("adds up to the stock, groups by store with the 12 % commission line, and counts units", async () => {
    const a = await sellerWithProduct({ priceCents: 1250, stockQuantity: 3 });
    const b = await sellerWithProduct({ priceCents: 999, stockQuantity: 10 });
    const buyer = await createUser();
    await signInAs(buyer);
    expect(await addToCartAction({ productId: a.product.id, quantity: 2 })).toEqual({ ok: true, data: { count: 2 } });
    // 2 + 5 would pass the stock of 3: the line stops at 3.
    expect(await addToCartAction({ productId: a.product.id, quantity: 5 })).toEqual({ ok: true, data: { count: 3 } });
    expect(await addToCartAction({ productId: b.product.id })).toEqual({ ok: true, data: { count: 4 } });
    const cart = await loadCartAction();
    if (!cart.ok || !cart.data) throw new Error("no cart");
    expect(cart.data.count).toBe(4);
    expect(cart.data.totalCents).toBe(3 * 1250 + 999);
    const groupA = cart.data.groups.find((group) => group.storeId === a.store.id)!;
    expect(groupA.subtotalCents).toBe(3750);
    expect(groupA.commissionCents).toBe(450);
    // 999 × 12 % = 119.88 → 120 (half-up per store).
    expect(cart.data.groups.find((group) => group.storeId === b.store.id)!.commissionCents).toBe(120);
  });

  it("sets quantities up to the stock, removes at 0, removes and clears", async () => {
    const a = await sellerWithProduct({ stockQuantity: 3 });
    const b = await sellerWithProduct();
    const buyer = await createUser();
    await signInAs(buyer);
    await addToCartAction({ productId: a.product.id });
    await addToCartAction({ productId: b.product.id });
    expect(await setCartQuantityAction({ productId: a.product.id, quantity: 3 })).toEqual({
      ok: true,
      data: { count: 4 },
    });
    expect(await setCartQuantityAction({ productId: a.product.id, quantity: 4 })).toMatchObject({
      ok: false,
      error: { code: "conflict", message: "cart.errors.notEnoughStock" },
    });
    expect(await setCartQuantityAction({ productId: a.product.id, quantity: 0 })).toEqual({
      ok: true,
      data: { count: 1 },
    });
    expect(await removeFromCartAction({ productId: b.product.id })).toEqual({ ok: true, data: { count: 0 } });
    await addToCartAction({ productId: b.product.id });
    expect(await clearCartAction()).toEqual({ ok: true, data: { count: 0 } });
    expect(await cartRows(buyer.id)).toBe(0);
  });

  it("refuses products out of stock, inactive, of inactive stores or of banned sellers", async () => {
    const db = await getDb();
    const empty = await sellerWithProduct({ stockQuantity: 0 });
    const inactive = await sellerWithProduct({ isActive: false });
    const closed = await sellerWithProduct();
    await db.update(stores).set({ isActive: false }).where(eq(stores.id, closed.store.id));
    const bannedSeller = await sellerWithProduct();
    await banUser((await createUser({ role: "moderator" })).id, bannedSeller.seller.id);
    const buyer = await createUser();
    await signInAs(buyer);
    expect(await addToCartAction({ productId: empty.product.id })).toMatchObject({
      ok: false,
      error: { code: "conflict", message: "cart.errors.outOfStock" },
    });
    for (const { product } of [inactive, closed, bannedSeller]) {
      expect(await addToCartAction({ productId: product.id })).toMatchObject({
        ok: false,
        error: { code: "not_found", message: "cart.errors.unavailable" },
      });
    }
    expect(await addToCartAction({ productId: "not-a-uuid" })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await addToCartAction({ productId: empty.product.id, quantity: 1.5 })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await cartRows(buyer.id)).toBe(0);
    // A line whose product stopped selling shows as unavailable.
    const later = await sellerWithProduct();
    await addToCartAction({ productId: later.product.id });
    await db.update(products).set({ isActive: false }).where(eq(products.id, later.product.id));
    const cart = await loadCartAction();
    expect(cart.ok && cart.data?.groups[0]?.lines[0]?.available).toBe(false);
  });

  it("refuses anonymous and banned callers for every write and changes nothing", async () => {
    const { product } = await sellerWithProduct();
    const buyer = await createUser();
    await putInCart(buyer.id, product.id, 1);
    const calls = [
      () => addToCartAction({ productId: product.id }),
      () => setCartQuantityAction({ productId: product.id, quantity: 2 }),
      () => removeFromCartAction({ productId: product.id }),
      () => clearCartAction(),
    ];
    await signInAs(null);
    for (const call of calls) expect(await call()).toEqual(unauthorized);
    expect(await loadCartAction()).toEqual({ ok: true, data: null });
    await signInAsBanned(buyer);
    for (const call of calls) expect(await call()).toEqual(unauthorized);
    expect(await loadCartAction()).toEqual({ ok: true, data: null });
    expect(await cartRows(buyer.id)).toBe(1);
  });
});

// Issue 43 items 7 and 9a: a seller's own products, and a cart worth more than one order may be.
describe("cart limits", () => {
  it("refuses a seller's own product", async () => {
    const { seller, product } = await sellerWithProduct();
    await signInAs(seller);
    expect(await addToCartAction({ productId: product.id })).toEqual({
      ok: false,
      error: { code: "forbidden", message: "cart.errors.ownProduct" },
    });
    expect(await cartRows(seller.id)).toBe(0);
  });

  it("refuses a quantity that takes the cart past the maximum order total", async () => {
    // 400 000 € a unit: two fit under the maximum (999 999,99 €), three do not.
    const { product } = await sellerWithProduct({ priceCents: 40_000_000, stockQuantity: 10 });
    const buyer = await createUser();
    await signInAs(buyer);
    expect(await addToCartAction({ productId: product.id, quantity: 2 })).toEqual({ ok: true, data: { count: 2 } });
    const tooLarge = { ok: false, error: { code: "validation", message: "cart.errors.orderTooLarge" } };
    expect(await addToCartAction({ productId: product.id })).toEqual(tooLarge);
    expect(await setCartQuantityAction({ productId: product.id, quantity: 3 })).toEqual(tooLarge);
    const cart = await loadCartAction();
    expect(cart.ok && cart.data?.count).toBe(2);
  });
});
