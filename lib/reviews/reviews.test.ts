import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { getDb } from "@/lib/db/client";
import { moderationActions, notifications, products, reportedContent, reviews, stores } from "@/lib/db/schema";
import { getStoreProductsRating, listCatalogueProducts } from "@/lib/market/queries";
import { encodeRatingCursor } from "@/lib/market/rating-cursor";
import { storeUpload } from "@/lib/media/uploads";
import { listActivity } from "@/lib/notifications/queries";
import { createUser } from "@/tests/factories";
import { createProduct, createStore } from "@/tests/market-factories";
import { deliveredOrder, insertReview } from "@/tests/review-factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import { createOrder } from "@/tests/store-factories";
import {
  answerReviewAction,
  createReviewAction,
  editReviewAction,
  removeReviewAction,
  reportReviewAction,
} from "./actions";
import { listOwnReviews, listProductReviews, listSellerReviews, listStoreReviews } from "./queries";

const review = { rating: 5, body: "Mi perro no la suelta. Resistente y bota mucho." };

async function ratingOf(productId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ average: products.ratingAvg, count: products.ratingCount })
    .from(products)
    .where(eq(products.id, productId));
  return { average: Number(row!.average), count: row!.count };
}

async function storeRatingOf(storeId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ average: stores.ratingAvg, count: stores.ratingCount })
    .from(stores)
    .where(eq(stores.id, storeId));
  return { average: Number(row!.average), count: row!.count };
}

async function reviewRows(orderId: string) {
  const db = await getDb();
  return db.select().from(reviews).where(eq(reviews.orderId, orderId));
}

async function photo(userId: string, folder: "reviews" | "posts" = "reviews") {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#e9c46a" } })
    .png()
    .toBuffer();
  return (await storeUpload(userId, folder, png)).url;
}

describe("createReviewAction", () => {
  it("lets the buyer of a delivered order review its product: rating kept on the product, seller told", async () => {
    const { buyer, seller, product, order, store } = await deliveredOrder();
    await signInAs(buyer);
    const url = await photo(buyer.id);
    const result = await createReviewAction({ orderId: order.id, productId: product.id, ...review, photos: [url] });
    expect(result).toEqual({ ok: true, data: { id: expect.any(String) } });
    expect(await ratingOf(product.id)).toEqual({ average: 5, count: 1 });
    // A product review is not a store review.
    expect(await storeRatingOf(store.id)).toEqual({ average: 0, count: 0 });
    const page = await listProductReviews(product.id);
    expect(page.items).toEqual([
      expect.objectContaining({ rating: 5, body: review.body, photos: [url], edited: false, answer: null }),
    ]);
    const db = await getDb();
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.type, "review")));
    expect(told).toEqual([expect.objectContaining({ actorId: buyer.id, note: "Pelota de caucho" })]);
    // Its row in the seller's /activity says what was reviewed.
    expect((await listActivity(seller.id)).items[0]).toMatchObject({ kind: "review", note: "Pelota de caucho" });
  });

  it("reviews the order's store once, apart from its products", async () => {
    const { buyer, order, store } = await deliveredOrder();
    await signInAs(buyer);
    expect(
      await createReviewAction({
        orderId: order.id,
        productId: null,
        rating: 3,
        body: "Llegó tarde pero bien embalado",
      }),
    ).toMatchObject({ ok: true });
    expect(await storeRatingOf(store.id)).toEqual({ average: 3, count: 1 });
    expect((await listStoreReviews(store.id)).items).toHaveLength(1);
    expect(await createReviewAction({ orderId: order.id, rating: 4, body: "Otra vez" })).toEqual({
      ok: false,
      error: { code: "conflict", message: "reviews.errors.already" },
    });
  });

  it("keeps the average exact under two concurrent reviews of one product", async () => {
    const { product, store, order, buyer } = await deliveredOrder();
    const other = await createUser();
    const second = await createOrder(store.id, other.id, {
      status: "delivered",
      items: [{ productId: product.id, name: product.name }],
    });
    const { createReview } = await import("./reviews");
    await Promise.all([
      createReview(
        { id: buyer.id, role: null },
        { orderId: order.id, productId: product.id, rating: 5, body: "Genial", photos: [] },
      ),
      createReview(
        { id: other.id, role: null },
        { orderId: second.id, productId: product.id, rating: 2, body: "Se rompió pronto", photos: [] },
      ),
    ]);
    expect(await ratingOf(product.id)).toEqual({ average: 3.5, count: 2 });
  });

  it("refuses a signed-out caller and a banned buyer, and writes nothing", async () => {
    const { buyer, product, order } = await deliveredOrder();
    await signInAs(null);
    expect(await createReviewAction({ orderId: order.id, productId: product.id, ...review })).toMatchObject({
      ok: false,
      error: { code: "unauthorized" },
    });
    await signInAsBanned(buyer);
    expect(await createReviewAction({ orderId: order.id, productId: product.id, ...review })).toMatchObject({
      ok: false,
      error: { code: "unauthorized" },
    });
    expect(await reviewRows(order.id)).toEqual([]);
  });

  it("treats someone else's order as unknown", async () => {
    const { product, order } = await deliveredOrder();
    await signInAs(await createUser());
    expect(await createReviewAction({ orderId: order.id, productId: product.id, ...review })).toEqual({
      ok: false,
      error: { code: "not_found", message: "errors.notFound" },
    });
    expect(await reviewRows(order.id)).toEqual([]);
  });

  it.each(["pending", "processing", "shipped", "cancelled"] as const)("refuses an order that is %s", async (status) => {
    const buyer = await createUser();
    const { product, order } = await deliveredOrder(buyer, status);
    await signInAs(buyer);
    expect(await createReviewAction({ orderId: order.id, productId: product.id, ...review })).toEqual({
      ok: false,
      error: { code: "forbidden", message: "reviews.errors.notDelivered" },
    });
    expect(await ratingOf(product.id)).toEqual({ average: 0, count: 0 });
  });

  it("refuses a product that is not in the order", async () => {
    const { buyer, order, store } = await deliveredOrder();
    const elsewhere = await createProduct(store.id, { name: "Rascador" });
    await signInAs(buyer);
    expect(await createReviewAction({ orderId: order.id, productId: elsewhere.id, ...review })).toEqual({
      ok: false,
      error: { code: "validation", message: "errors.validation", fields: { productId: "reviews.errors.notInOrder" } },
    });
  });

  it("refuses a second review of the same product, even through another delivered order", async () => {
    const { buyer, product, order, store } = await deliveredOrder();
    const again = await createOrder(store.id, buyer.id, {
      status: "delivered",
      items: [{ productId: product.id, name: product.name }],
    });
    await signInAs(buyer);
    expect(await createReviewAction({ orderId: order.id, productId: product.id, ...review })).toMatchObject({
      ok: true,
    });
    expect(
      await createReviewAction({ orderId: again.id, productId: product.id, rating: 1, body: "Cambié de idea" }),
    ).toEqual({ ok: false, error: { code: "conflict", message: "reviews.errors.already" } });
    expect(await ratingOf(product.id)).toEqual({ average: 5, count: 1 });
  });

  it.each([
    ["no stars", { rating: 0 }, "rating", "reviews.errors.rating"],
    ["six stars", { rating: 6 }, "rating", "reviews.errors.rating"],
    ["half a star", { rating: 4.5 }, "rating", "reviews.errors.rating"],
    ["no text", { body: "   " }, "body", "reviews.errors.bodyRequired"],
    ["too much text", { body: "a".repeat(2001) }, "body", "reviews.errors.bodyTooLong"],
    ["four photos", { photos: ["a", "b", "c", "d"] }, "photos", "reviews.errors.tooManyPhotos"],
  ])("refuses %s with its message", async (_name, change, field, key) => {
    const { buyer, product, order } = await deliveredOrder();
    await signInAs(buyer);
    const result = await createReviewAction({ orderId: order.id, productId: product.id, ...review, ...change });
    expect(result).toMatchObject({ ok: false, error: { code: "validation", fields: { [field]: key } } });
    expect(await reviewRows(order.id)).toEqual([]);
  });

  it("refuses a photo the buyer did not upload to reviews", async () => {
    const { buyer, product, order } = await deliveredOrder();
    const stranger = await createUser();
    await signInAs(buyer);
    for (const url of [await photo(stranger.id), await photo(buyer.id, "posts"), "https://example.com/a.jpg"]) {
      expect(
        await createReviewAction({ orderId: order.id, productId: product.id, ...review, photos: [url] }),
      ).toMatchObject({ ok: false, error: { code: "validation" } });
    }
    expect(await reviewRows(order.id)).toEqual([]);
  });
});

describe("editReviewAction", () => {
  it("lets its author change stars and text within 30 days; the average follows", async () => {
    const { buyer, product, order } = await deliveredOrder();
    await signInAs(buyer);
    const created = await createReviewAction({ orderId: order.id, productId: product.id, ...review });
    if (!created.ok) throw new Error("setup");
    expect(await editReviewAction({ reviewId: created.data.id, rating: 2, body: "Se despegó la costura" })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await ratingOf(product.id)).toEqual({ average: 2, count: 1 });
    expect((await listProductReviews(product.id)).items[0]).toMatchObject({
      rating: 2,
      body: "Se despegó la costura",
      edited: true,
    });
    expect(await listOwnReviews(buyer.id, { productIds: [product.id], storeIds: [] })).toEqual({
      [`product:${product.id}`]: {
        id: created.data.id,
        rating: 2,
        body: "Se despegó la costura",
        photos: [],
        editable: true,
      },
    });
  });

  it("refuses after 30 days, someone else, and a banned author", async () => {
    const { buyer, product, order, store } = await deliveredOrder();
    const old = await insertReview({
      userId: buyer.id,
      orderId: order.id,
      storeId: store.id,
      productId: product.id,
      daysAgo: 31,
    });
    await signInAs(buyer);
    expect(await editReviewAction({ reviewId: old.id, rating: 1, body: "Tarde" })).toEqual({
      ok: false,
      error: { code: "forbidden", message: "reviews.errors.editWindow" },
    });
    const fresh = await insertReview({ userId: buyer.id, orderId: order.id, storeId: store.id, productId: null });
    await signInAs(await createUser());
    expect(await editReviewAction({ reviewId: fresh.id, rating: 1, body: "No es mía" })).toEqual({
      ok: false,
      error: { code: "forbidden", message: "errors.forbidden" },
    });
    await signInAsBanned(buyer);
    expect(await editReviewAction({ reviewId: fresh.id, rating: 1, body: "Baneado" })).toMatchObject({
      ok: false,
      error: { code: "unauthorized" },
    });
    const rows = await reviewRows(order.id);
    expect(rows.map((row) => row.body)).toEqual(["Muy buena", "Muy buena"]);
  });
});

describe("answerReviewAction", () => {
  it("lets the store's owner answer once; the buyer is told and the answer shows under the review", async () => {
    const { buyer, seller, product, order } = await deliveredOrder();
    await signInAs(buyer);
    const created = await createReviewAction({ orderId: order.id, productId: product.id, ...review });
    if (!created.ok) throw new Error("setup");
    await signInAs(seller);
    expect(await answerReviewAction({ reviewId: created.data.id, answer: "¡Gracias, Toby es un campeón!" })).toEqual({
      ok: true,
      data: undefined,
    });
    expect((await listProductReviews(product.id)).items[0]!.answer).toEqual({
      text: "¡Gracias, Toby es un campeón!",
      at: expect.any(String),
    });
    expect((await listSellerReviews(seller.id)).items).toHaveLength(1);
    expect(await answerReviewAction({ reviewId: created.data.id, answer: "Otra" })).toEqual({
      ok: false,
      error: { code: "conflict", message: "reviews.errors.alreadyAnswered" },
    });
    const db = await getDb();
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, buyer.id), eq(notifications.type, "review_answer"))),
    ).toHaveLength(1);
  });

  it("answers to a product review and to its store's review reach the buyer as two rows that name their subject (issue 48, item 9)", async () => {
    const { buyer, seller, product, order } = await deliveredOrder();
    await signInAs(buyer);
    const ofProduct = await createReviewAction({ orderId: order.id, productId: product.id, ...review });
    const ofStore = await createReviewAction({ orderId: order.id, ...review });
    if (!ofProduct.ok || !ofStore.ok) throw new Error("setup");
    await signInAs(seller);
    for (const id of [ofProduct.data.id, ofStore.data.id])
      expect(await answerReviewAction({ reviewId: id, answer: "¡Gracias!" })).toEqual({ ok: true, data: undefined });
    const db = await getDb();
    const rows = await db
      .select({ note: notifications.note, reviewId: notifications.reviewId })
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.type, "review_answer")));
    expect(rows.map((row) => `${row.reviewId}:${row.note}`).sort()).toEqual(
      [`${ofProduct.data.id}:Pelota de caucho`, `${ofStore.data.id}:Huellitas`].sort(),
    );
  });

  it("keeps the store's rating to store reviews and rates its products apart (issue 48, item 9)", async () => {
    const { buyer, product, order, store } = await deliveredOrder();
    await signInAs(buyer);
    expect(
      await createReviewAction({ orderId: order.id, productId: product.id, rating: 3, body: "Correcta." }),
    ).toMatchObject({ ok: true });
    expect(await createReviewAction({ orderId: order.id, rating: 5, body: "Envío rapidísimo." })).toMatchObject({
      ok: true,
    });
    expect(await storeRatingOf(store.id)).toEqual({ average: 5, count: 1 });
    expect(await getStoreProductsRating(store.id)).toEqual({ average: 3, count: 1 });
    expect(await getStoreProductsRating("not-a-uuid")).toEqual({ average: 0, count: 0 });
  });

  it("refuses the owner of another store, the buyer, and an empty answer", async () => {
    const { buyer, product, order, store } = await deliveredOrder();
    const row = await insertReview({ userId: buyer.id, orderId: order.id, storeId: store.id, productId: product.id });
    const otherSeller = await createUser();
    await createStore(otherSeller.id);
    await signInAs(otherSeller);
    expect(await answerReviewAction({ reviewId: row.id, answer: "Compra en mi tienda" })).toEqual({
      ok: false,
      error: { code: "forbidden", message: "errors.forbidden" },
    });
    await signInAs(buyer);
    expect(await answerReviewAction({ reviewId: row.id, answer: "Me respondo" })).toEqual({
      ok: false,
      error: { code: "forbidden", message: "errors.forbidden" },
    });
    expect(await answerReviewAction({ reviewId: row.id, answer: " " })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { answer: "reviews.errors.answerRequired" } },
    });
    expect((await reviewRows(order.id))[0]!.answer).toBeNull();
  });
});

describe("reports and removal", () => {
  it("lets anyone else report a review once, never its author", async () => {
    const { buyer, product, order, store } = await deliveredOrder();
    const row = await insertReview({ userId: buyer.id, orderId: order.id, storeId: store.id, productId: product.id });
    await signInAs(buyer);
    expect(await reportReviewAction({ reviewId: row.id, reason: "spam" })).toEqual({
      ok: false,
      error: { code: "forbidden", message: "reviews.errors.reportOwn" },
    });
    const reader = await createUser();
    await signInAs(reader);
    expect(await reportReviewAction({ reviewId: row.id, reason: "nope" })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await reportReviewAction({ reviewId: row.id, reason: "spam" })).toEqual({ ok: true, data: undefined });
    expect(await reportReviewAction({ reviewId: row.id, reason: "scam" })).toEqual({
      ok: false,
      error: { code: "conflict", message: "posts.report.errors.already" },
    });
    const db = await getDb();
    expect(await db.select().from(reportedContent).where(eq(reportedContent.contentId, row.id))).toHaveLength(1);
  });

  it("lets a moderator remove a reported review: the average is recounted, the report closed, the removal logged", async () => {
    const { buyer, product, order, store } = await deliveredOrder();
    const other = await createUser();
    const second = await createOrder(store.id, other.id, {
      status: "delivered",
      items: [{ productId: product.id, name: product.name }],
    });
    await signInAs(buyer);
    const kept = await createReviewAction({ orderId: order.id, productId: product.id, rating: 4, body: "Bien" });
    await signInAs(other);
    const bad = await createReviewAction({
      orderId: second.id,
      productId: product.id,
      rating: 1,
      body: "Compra en otra web",
    });
    if (!kept.ok || !bad.ok) throw new Error("setup");
    expect(await ratingOf(product.id)).toEqual({ average: 2.5, count: 2 });
    await signInAs(buyer);
    await reportReviewAction({ reviewId: bad.data.id, reason: "spam" });
    const db = await getDb();
    const [report] = await db.select().from(reportedContent).where(eq(reportedContent.contentId, bad.data.id));

    await signInAs(await createUser({ role: "support" }));
    expect(await removeReviewAction({ reviewId: bad.data.id, reportId: report!.id })).toEqual({
      ok: false,
      error: { code: "forbidden", message: "errors.forbidden" },
    });
    const moderator = await createUser({ role: "moderator" });
    await signInAs(moderator);
    expect(await removeReviewAction({ reviewId: bad.data.id, reportId: report!.id, reason: "Publicidad" })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await ratingOf(product.id)).toEqual({ average: 4, count: 1 });
    expect((await db.select().from(reportedContent).where(eq(reportedContent.id, report!.id)))[0]).toMatchObject({
      status: "action_taken",
      reviewedBy: moderator.id,
    });
    expect(await db.select().from(moderationActions).where(eq(moderationActions.targetId, bad.data.id))).toEqual([
      expect.objectContaining({ actionType: "delete", targetType: "review", reason: "Publicidad" }),
    ]);
    expect(await removeReviewAction({ reviewId: bad.data.id })).toEqual({
      ok: false,
      error: { code: "not_found", message: "errors.notFound" },
    });
  });
});

describe("the catalogue's best-rated sort", () => {
  it("orders by the weighted rating, then id, and pages by (score, id) without repeats", async () => {
    // A word no earlier run on a shared database holds: the search tolerates typos, and two timestamps
    // a few digits apart would match each other's products.
    const word = `valorado${randomUUID().replaceAll("-", "")}`;
    const seller = await createUser();
    const store = await createStore(seller.id);
    const { createReview } = await import("./reviews");
    const made = [];
    // Each product's reviews; the last one's two reviews (4.5 on average) outrank a single 5 (issue 48, item 8).
    for (const ratings of [[3], [5], [4], [5], [], [4, 5]]) {
      const product = await createProduct(store.id, { name: `Juguete ${word}` });
      for (const rating of ratings) {
        const buyer = await createUser();
        const order = await createOrder(store.id, buyer.id, {
          status: "delivered",
          items: [{ productId: product.id, name: product.name }],
        });
        await createReview(
          { id: buyer.id, role: null },
          { orderId: order.id, productId: product.id, rating, body: "Opinión", photos: [] },
        );
      }
      // weightedRating (lib/db/schema/market.ts): three reviews more at 3.5, 0 without any.
      const score =
        ratings.length === 0 ? 0 : (3 * 3.5 + ratings.reduce((sum, r) => sum + r, 0)) / (3 + ratings.length);
      made.push({ id: product.id, score });
    }
    const expected = [...made].sort((a, b) => b.score - a.score || (a.id < b.id ? 1 : -1)).map((row) => row.id);
    expect(expected[0]).toBe(made[5]!.id);
    const params = { q: word, category: null, sort: "rating" as const, cursor: null };
    const first = await listCatalogueProducts(params);
    expect(first.items.map((item) => item.id)).toEqual(expected);
    expect(first.items[0]!.rating).toEqual({ average: 4.5, count: 2 });
    // The next page after the third row (a single 5: 3.875) starts at the fourth, whatever the ties.
    const after = await listCatalogueProducts({
      ...params,
      cursor: encodeRatingCursor({ rating: "3.8750", id: expected[2]! }),
    });
    expect(after.items.map((item) => item.id)).toEqual(expected.slice(3));
    // A cursor anyone edited into nonsense reads as the first page.
    expect((await listCatalogueProducts({ ...params, cursor: "9.99_nope" })).items.map((item) => item.id)).toEqual(
      expected,
    );
  });
});

// Issue 43 item 7: a seller who bought from their own store (an order from before checkout refused it).
describe("reviewing oneself", () => {
  it("refuses a seller's review of their own product and of their own store; no rating moves", async () => {
    const seller = await createUser();
    const store = await createStore(seller.id);
    const product = await createProduct(store.id, { name: "Pelota propia" });
    const order = await createOrder(store.id, seller.id, {
      status: "delivered",
      items: [{ productId: product.id, name: product.name }],
    });
    await signInAs(seller);
    const own = { ok: false, error: { code: "forbidden", message: "reviews.errors.ownStore" } };
    expect(await createReviewAction({ orderId: order.id, productId: product.id, rating: 5, body: "La mejor" })).toEqual(
      own,
    );
    expect(await createReviewAction({ orderId: order.id, rating: 5, body: "La mejor tienda" })).toEqual(own);
    expect(await reviewRows(order.id)).toEqual([]);
    expect(await ratingOf(product.id)).toEqual({ average: 0, count: 0 });
    expect(await storeRatingOf(store.id)).toEqual({ average: 0, count: 0 });
  });
});
