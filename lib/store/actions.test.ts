import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { getDb, onQuery } from "@/lib/db/client";
import { notifications, orders, products, stores } from "@/lib/db/schema";
import { storeUpload } from "@/lib/media/uploads";
import { getPublicProduct, listStoreProducts } from "@/lib/market/queries";
import { listActivity } from "@/lib/notifications/queries";
import { createUser } from "@/tests/factories";
import { categoryId, createProduct, createStore } from "@/tests/market-factories";
import { createOrder, createPayout, testShipping } from "@/tests/store-factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import {
  advanceOrderAction,
  createProductAction,
  createStoreAction,
  setProductActiveAction,
  updateProductAction,
  updateStoreAction,
} from "./actions";
import { SELLER_PAGE_SIZE } from "./fields";
import { listStoreOrders } from "./orders";
import { listStorePayouts, storeOverview, storeSalesSeries } from "./queries";
import { getOwnProduct, listOwnProducts } from "./products";
import { getOwnStore } from "./stores";

const unauthorized = { ok: false, error: { code: "unauthorized", message: "errors.unauthorized" } };
const notFound = { ok: false, error: { code: "not_found", message: "errors.notFound" } };

async function upload(userId: string, folder: "products" | "stores" | "posts") {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();
  return storeUpload(userId, folder, png);
}

async function storeOf(userId: string) {
  const db = await getDb();
  return db.select().from(stores).where(eq(stores.userId, userId));
}

async function productsOf(storeId: string) {
  const db = await getDb();
  return db.select().from(products).where(eq(products.storeId, storeId));
}

const validStore = { name: "  Huellitas  ", address: "Calle Mayor 1, Madrid" };
const validProduct = {
  name: "Pienso de salmón",
  description: "Para gatos",
  priceCents: 1999,
  originalPriceCents: 2499,
  stockQuantity: 7,
  category: "food",
};

/** A signed-in seller with a store. */
async function seller(values: Partial<typeof stores.$inferInsert> = {}) {
  const user = await createUser();
  const store = await createStore(user.id, values);
  await signInAs(user);
  return { user, store };
}

describe("createStoreAction", () => {
  it("opens a live store with the spec's defaults (country ES, ships to ES)", async () => {
    const user = await createUser();
    await signInAs(user);
    const logo = await upload(user.id, "stores");
    const result = await createStoreAction({ ...validStore, email: "hola@huellitas.es", logoUrl: logo.url });
    expect(result).toEqual({ ok: true, data: { id: expect.any(String) } });
    expect(await storeOf(user.id)).toMatchObject([
      {
        name: "Huellitas",
        address: "Calle Mayor 1, Madrid",
        country: "ES",
        shippingCountries: ["ES"],
        isActive: true,
        isVerified: false,
        email: "hola@huellitas.es",
        logoUrl: logo.url,
        phone: null,
      },
    ]);
  });

  it("allows one store per user", async () => {
    const { user } = await seller();
    expect(await createStoreAction(validStore)).toEqual({
      ok: false,
      error: { code: "conflict", message: "storeManage.errors.alreadyHasStore" },
    });
    expect(await storeOf(user.id)).toHaveLength(1);
  });

  it("refuses anonymous visitors and banned users", async () => {
    expect(await createStoreAction(validStore)).toEqual(unauthorized);
    const banned = await signInAsBanned(await createUser());
    expect(await createStoreAction(validStore)).toEqual(unauthorized);
    expect(await storeOf(banned.id)).toEqual([]);
  });

  it("answers bad input with message keys per field and creates nothing", async () => {
    const user = await createUser();
    await signInAs(user);
    const theirs = await upload((await createUser()).id, "stores");
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ name: "   ", address: "x" }, { name: "storeManage.errors.nameRequired" }],
      [{ name: "Tienda", address: "" }, { address: "storeManage.errors.addressRequired" }],
      [{ ...validStore, email: "no-es-un-email" }, { email: "storeManage.errors.emailInvalid" }],
      [{ ...validStore, country: "XX" }, { country: "storeManage.errors.countryRequired" }],
      [{ ...validStore, shippingCountries: [] }, { shippingCountries: "storeManage.errors.shippingRequired" }],
      [{ ...validStore, phone: "llámame" }, { phone: "storeManage.errors.phoneInvalid" }],
      [{ ...validStore, logoUrl: theirs.url }, { logoUrl: "media.errors.notYours" }],
      [{ ...validStore, bannerUrl: "https://evil.example/b.png" }, { bannerUrl: "media.errors.notYours" }],
    ];
    for (const [input, fields] of cases) {
      expect(await createStoreAction(input)).toEqual({
        ok: false,
        error: { code: "validation", message: "errors.validation", fields },
      });
    }
    expect(await createStoreAction(null)).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(await storeOf(user.id)).toEqual([]);
  });
});

describe("updateStoreAction", () => {
  it("edits the owner's store and keeps its state and Connect flags", async () => {
    // An inactive store is staff's decision: its owner's edits are refused (lib/admin/staff-over-owner.test.ts).
    const { user, store } = await seller({
      isVerified: true,
      stripeAccountId: `acct_${Date.now()}`,
      stripeChargesEnabled: true,
    });
    const banner = await upload(user.id, "stores");
    const result = await updateStoreAction({
      ...validStore,
      name: "Huellitas Sevilla",
      country: "PT",
      shippingCountries: ["PT", "ES", "PT"],
      bannerUrl: banner.url,
      phone: "+34 600 11 22 33",
    });
    expect(result).toEqual({ ok: true, data: { id: store.id } });
    expect(await getOwnStore(user)).toMatchObject({
      id: store.id,
      name: "Huellitas Sevilla",
      country: "PT",
      shippingCountries: ["PT", "ES"],
      bannerUrl: banner.url,
      phone: "+34 600 11 22 33",
      isVerified: true,
      isActive: true,
      stripeChargesEnabled: true,
    });
  });

  it("refuses anonymous, banned and store-less users; bad input changes nothing", async () => {
    const { user, store } = await seller();
    expect(await updateStoreAction({ ...validStore, email: "mal" })).toMatchObject({
      ok: false,
      error: { fields: { email: "storeManage.errors.emailInvalid" } },
    });
    await signInAs(await createUser());
    expect(await updateStoreAction(validStore)).toEqual(notFound);
    await signInAs(null);
    expect(await updateStoreAction(validStore)).toEqual(unauthorized);
    await signInAsBanned(user);
    expect(await updateStoreAction({ ...validStore, name: "Baneada" })).toEqual(unauthorized);
    expect(await storeOf(user.id)).toMatchObject([{ name: store.name }]);
  });
});

describe("products", () => {
  it("creates, edits, deactivates and reactivates the seller's product; the public page follows", async () => {
    const { user, store } = await seller();
    await categoryId("food");
    await categoryId("toys");
    const [one, two] = [await upload(user.id, "products"), await upload(user.id, "products")];
    const created = await createProductAction({ ...validProduct, images: [one.url, two.url, one.url] });
    expect(created).toEqual({ ok: true, data: { id: expect.any(String) } });
    if (!created.ok) return;
    const id = created.data.id;
    expect(await getOwnProduct(user, id)).toMatchObject({
      name: "Pienso de salmón",
      priceCents: 1999,
      originalPriceCents: 2499,
      stock: 7,
      category: "food",
      images: [one.url, two.url],
      isActive: true,
    });
    expect(await getPublicProduct(id)).toMatchObject({
      name: "Pienso de salmón",
      priceCents: 1999,
      store: { id: store.id },
    });

    expect(
      await updateProductAction({
        productId: id,
        ...validProduct,
        name: "Pienso de atún",
        priceCents: 1500,
        originalPriceCents: null,
        category: "toys",
        images: [two.url],
      }),
    ).toEqual({ ok: true, data: { id } });
    expect(await getPublicProduct(id)).toMatchObject({
      name: "Pienso de atún",
      priceCents: 1500,
      originalPriceCents: null,
      category: "toys",
      images: [two.url],
    });

    expect(await setProductActiveAction({ productId: id, active: false })).toEqual({
      ok: true,
      data: { id, isActive: false },
    });
    expect(await getPublicProduct(id)).toBeNull();
    expect((await listStoreProducts(store.id, null)).items.map((p) => p.id)).not.toContain(id);
    // Still the seller's to manage.
    expect((await listOwnProducts(user)).items.map((p) => [p.id, p.isActive])).toEqual([[id, false]]);
    expect(await setProductActiveAction({ productId: id, active: true })).toEqual({
      ok: true,
      data: { id, isActive: true },
    });
    expect(await getPublicProduct(id)).not.toBeNull();
  });

  it("another seller cannot see or change my products: not found", async () => {
    const { store } = await seller();
    const mine = await createProduct(store.id, { name: "Mío" });
    const other = await seller();
    expect(await updateProductAction({ productId: mine.id, ...validProduct })).toEqual(notFound);
    expect(await setProductActiveAction({ productId: mine.id, active: false })).toEqual(notFound);
    await expect(getOwnProduct(other.user, mine.id)).rejects.toMatchObject({ code: "not_found" });
    expect((await listOwnProducts(other.user)).items).toEqual([]);
    expect(await productsOf(store.id)).toMatchObject([{ name: "Mío", isActive: true }]);
  });

  it("refuses anonymous, banned and store-less users", async () => {
    const { user, store } = await seller();
    const mine = await createProduct(store.id, { name: "Mío" });
    await signInAs(await createUser());
    expect(await createProductAction(validProduct)).toEqual(notFound);
    await signInAs(null);
    expect(await createProductAction(validProduct)).toEqual(unauthorized);
    expect(await updateProductAction({ productId: mine.id, ...validProduct })).toEqual(unauthorized);
    expect(await setProductActiveAction({ productId: mine.id, active: false })).toEqual(unauthorized);
    await signInAsBanned(user);
    expect(await createProductAction(validProduct)).toEqual(unauthorized);
    expect(await setProductActiveAction({ productId: mine.id, active: false })).toEqual(unauthorized);
    expect(await productsOf(store.id)).toMatchObject([{ id: mine.id, isActive: true, name: "Mío" }]);
  });

  it("answers bad input with message keys and changes nothing", async () => {
    const { user, store } = await seller();
    const theirs = await upload((await createUser()).id, "products");
    const post = await upload(user.id, "posts");
    const mine = await upload(user.id, "products");
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ ...validProduct, name: " " }, { name: "storeManage.errors.productNameRequired" }],
      [{ ...validProduct, priceCents: 0 }, { priceCents: "storeManage.errors.priceInvalid" }],
      [{ ...validProduct, priceCents: 12.5 }, { priceCents: "storeManage.errors.priceInvalid" }],
      [{ ...validProduct, originalPriceCents: 1000 }, { originalPriceCents: "storeManage.errors.originalPriceBelow" }],
      [{ ...validProduct, stockQuantity: -1 }, { stockQuantity: "storeManage.errors.stockInvalid" }],
      [{ ...validProduct, category: "weapons" }, { category: "storeManage.errors.categoryInvalid" }],
      [
        { ...validProduct, images: Array.from({ length: 9 }, (_, i) => `${mine.url}?${i}`) },
        { images: "storeManage.errors.tooManyImages" },
      ],
    ];
    for (const [input, fields] of cases) {
      expect(await createProductAction(input)).toEqual({
        ok: false,
        error: { code: "validation", message: "errors.validation", fields },
      });
    }
    expect(await createProductAction({ ...validProduct, images: [theirs.url] })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { images: "media.errors.notYours" } },
    });
    expect(await createProductAction({ ...validProduct, images: [post.url] })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { images: "media.errors.notYours" } },
    });
    expect(await productsOf(store.id)).toEqual([]);
    const existing = await createProduct(store.id, { name: "Antes" });
    expect(await updateProductAction({ productId: existing.id, ...validProduct, priceCents: -5 })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await updateProductAction({ productId: "nope", ...validProduct })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { productId: "errors.notFound" } },
    });
    expect(await productsOf(store.id)).toMatchObject([{ name: "Antes", priceCents: 1000 }]);
  });

  it("lists the seller's products newest first in one round trip, keyset paged", async () => {
    const { user, store } = await seller();
    const now = Date.now();
    const made = [];
    for (let i = 0; i < SELLER_PAGE_SIZE + 2; i += 1)
      made.push(
        await createProduct(store.id, { name: `P${i}`, createdAt: new Date(now - i * 60_000), isActive: i % 3 !== 0 }),
      );
    const statements: string[] = [];
    const stop = onQuery((query) => statements.push(query));
    const first = await listOwnProducts(user);
    stop();
    expect(statements).toHaveLength(1);
    const second = await listOwnProducts(user, first.nextCursor);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual(made.map((p) => p.id));
  });
});

describe("orders", () => {
  async function paidOrder() {
    const { user, store } = await seller();
    const buyer = await createUser();
    const product = await createProduct(store.id, { name: "Collar" });
    const order = await createOrder(store.id, buyer.id, {
      items: [
        { productId: product.id, name: "Collar", unitPriceCents: 1500, quantity: 2 },
        { name: "Correa", unitPriceCents: 800 },
      ],
    });
    return { user, store, buyer, order };
  }

  async function statusOf(orderId: string) {
    const db = await getDb();
    const [row] = await db
      .select({ status: orders.status, trackingNumber: orders.trackingNumber })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row;
  }

  async function orderNotifications(orderId: string) {
    const db = await getDb();
    return db
      .select({
        userId: notifications.userId,
        actorId: notifications.actorId,
        type: notifications.type,
        orderStatus: notifications.orderStatus,
      })
      .from(notifications)
      .where(eq(notifications.orderId, orderId))
      .orderBy(notifications.createdAt);
  }

  it("lists the store's paid orders with items, buyer and shipping address in one round trip", async () => {
    const { user, store, buyer, order } = await paidOrder();
    await createOrder(store.id, buyer.id, { paid: false });
    const statements: string[] = [];
    const stop = onQuery((query) => statements.push(query));
    const page = await listStoreOrders(user);
    stop();
    expect(statements).toHaveLength(1);
    expect(page.items).toEqual([
      {
        id: order.id,
        status: "pending",
        totalCents: 3800,
        commissionCents: 456,
        refundedCents: 0,
        trackingNumber: null,
        createdAt: expect.any(String),
        paidAt: expect.any(String),
        buyer: { username: buyer.username, fullName: buyer.fullName },
        shipping: testShipping,
        items: [
          { productId: expect.any(String), name: "Collar", unitPriceCents: 1500, quantity: 2 },
          { productId: null, name: "Correa", unitPriceCents: 800, quantity: 1 },
        ],
      },
    ]);
    expect(page.nextCursor).toBeNull();
  });

  it("pages the store's orders newest first without repeats", async () => {
    const { user, store } = await seller();
    const buyer = await createUser();
    const now = Date.now();
    const made = [];
    for (let i = 0; i < SELLER_PAGE_SIZE + 1; i += 1)
      made.push(await createOrder(store.id, buyer.id, { createdAt: new Date(now - i * 1000) }));
    const first = await listStoreOrders(user);
    const second = await listStoreOrders(user, first.nextCursor);
    expect([...first.items, ...second.items].map((o) => o.id)).toEqual(made.map((o) => o.id));
  });

  it("moves a paid order processing → shipped (tracking) → delivered and notifies the buyer at each step", async () => {
    const { user, buyer, order } = await paidOrder();
    expect(await advanceOrderAction({ orderId: order.id, status: "processing" })).toEqual({
      ok: true,
      data: { id: order.id, status: "processing" },
    });
    expect(
      await advanceOrderAction({ orderId: order.id, status: "shipped", trackingNumber: "  CORREOS-123  " }),
    ).toEqual({ ok: true, data: { id: order.id, status: "shipped" } });
    expect(await statusOf(order.id)).toEqual({ status: "shipped", trackingNumber: "CORREOS-123" });
    expect(await advanceOrderAction({ orderId: order.id, status: "delivered" })).toEqual({
      ok: true,
      data: { id: order.id, status: "delivered" },
    });
    expect(await statusOf(order.id)).toEqual({ status: "delivered", trackingNumber: "CORREOS-123" });
    expect(await orderNotifications(order.id)).toEqual(
      (["processing", "shipped", "delivered"] as const).map((orderStatus) => ({
        userId: buyer.id,
        actorId: user.id,
        type: "order",
        orderStatus,
      })),
    );
    const activity = await listActivity(buyer.id);
    expect(activity.items.map((item) => [item.kind, item.order?.status])).toEqual([
      ["order", "delivered"],
      ["order", "shipped"],
      ["order", "processing"],
    ]);
    expect(activity.items[0]!.order).toMatchObject({ id: order.id, trackingNumber: "CORREOS-123" });
  });

  it("refuses illegal transitions, unpaid orders and a shipment without tracking number", async () => {
    const { store, buyer, order } = await paidOrder();
    const illegal = { ok: false, error: { code: "conflict", message: "storeManage.errors.illegalTransition" } };
    expect(await advanceOrderAction({ orderId: order.id, status: "shipped", trackingNumber: "X1" })).toEqual(illegal);
    expect(await advanceOrderAction({ orderId: order.id, status: "delivered" })).toEqual(illegal);
    expect(await advanceOrderAction({ orderId: order.id, status: "cancelled" })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { status: "storeManage.errors.statusInvalid" } },
    });
    await advanceOrderAction({ orderId: order.id, status: "processing" });
    expect(await advanceOrderAction({ orderId: order.id, status: "processing" })).toEqual(illegal);
    expect(await advanceOrderAction({ orderId: order.id, status: "shipped" })).toEqual({
      ok: false,
      error: {
        code: "validation",
        message: "errors.validation",
        fields: { trackingNumber: "storeManage.errors.trackingRequired" },
      },
    });
    expect(
      await advanceOrderAction({ orderId: order.id, status: "shipped", trackingNumber: "x".repeat(101) }),
    ).toMatchObject({ ok: false, error: { fields: { trackingNumber: "storeManage.errors.trackingTooLong" } } });
    expect(await statusOf(order.id)).toEqual({ status: "processing", trackingNumber: null });
    const cancelled = await createOrder(store.id, buyer.id, { status: "cancelled" });
    expect(await advanceOrderAction({ orderId: cancelled.id, status: "processing" })).toEqual(illegal);
    const unpaid = await createOrder(store.id, buyer.id, { paid: false });
    expect(await advanceOrderAction({ orderId: unpaid.id, status: "processing" })).toEqual(notFound);
    expect(await orderNotifications(order.id)).toHaveLength(1);
  });

  it("another seller, anonymous and banned users cannot see or move my orders", async () => {
    const { user, order } = await paidOrder();
    const other = await seller();
    expect(await advanceOrderAction({ orderId: order.id, status: "processing" })).toEqual(notFound);
    expect((await listStoreOrders(other.user)).items).toEqual([]);
    await signInAs(null);
    expect(await advanceOrderAction({ orderId: order.id, status: "processing" })).toEqual(unauthorized);
    await signInAsBanned(user);
    expect(await advanceOrderAction({ orderId: order.id, status: "processing" })).toEqual(unauthorized);
    expect(await advanceOrderAction({ orderId: "nope", status: "processing" })).toEqual(unauthorized);
    expect(await statusOf(order.id)).toEqual({ status: "pending", trackingNumber: null });
    expect(await orderNotifications(order.id)).toEqual([]);
  });

  it("moves an order once when two requests race", async () => {
    const { order } = await paidOrder();
    const results = await Promise.all([
      advanceOrderAction({ orderId: order.id, status: "processing" }),
      advanceOrderAction({ orderId: order.id, status: "processing" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await orderNotifications(order.id)).toHaveLength(1);
  });
});

describe("overview and payouts", () => {
  it("counts products, units sold, orders and revenue of paid, not cancelled orders, and charts them by day", async () => {
    const { user, store } = await seller();
    const buyer = await createUser();
    await createProduct(store.id);
    await createProduct(store.id, { isActive: false });
    const today = new Date();
    const o1 = await createOrder(store.id, buyer.id, { items: [{ unitPriceCents: 1000, quantity: 3 }] });
    await createOrder(store.id, buyer.id, {
      items: [{ unitPriceCents: 500, quantity: 1 }],
      status: "shipped",
      createdAt: new Date(today.getTime() - 2 * 86_400_000),
    });
    await createOrder(store.id, buyer.id, { items: [{ unitPriceCents: 9999, quantity: 9 }], status: "cancelled" });
    await createOrder(store.id, buyer.id, { items: [{ unitPriceCents: 9999, quantity: 9 }], paid: false });
    // Another store's sale counts for it, not for us.
    const other = await createStore((await createUser()).id);
    await createOrder(other.id, buyer.id);

    expect(await storeOverview(store.id)).toEqual({
      products: 2,
      activeProducts: 1,
      orders: 2,
      toFulfil: 1,
      unitsSold: 4,
      revenueCents: 3500,
      netCents: 3500 - 360 - 60,
    });
    const series = await storeSalesSeries(store.id, today);
    expect(series.points).toHaveLength(30);
    expect(series.total).toBe(3500);
    expect(series.points.at(-1)!.value).toBe(3000);
    expect(series.points.at(-3)!.value).toBe(500);

    const payout = await createPayout(o1.id, store.id, 2640);
    const payouts = await listStorePayouts(user);
    expect(payouts.items).toEqual([
      {
        id: payout.id,
        orderId: o1.id,
        amountCents: 2640,
        status: "paid",
        transferId: payout.providerTransferId,
        createdAt: expect.any(String),
      },
    ]);
    await signInAs(await createUser());
    expect((await listStorePayouts(await createUser())).items).toEqual([]);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(stores)
        .where(and(eq(stores.id, store.id), eq(stores.isActive, true))),
    ).toHaveLength(1);
  });
});
