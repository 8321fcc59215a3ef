// Issue 43 item 2: what staff hid or removed, its owner cannot show again (lib/db/staff-hold.ts).
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { products, reviews, stores } from "@/lib/db/schema";
import { getPublicProduct, getPublicStore } from "@/lib/market/queries";
import { editPostAction } from "@/lib/posts/actions";
import { createReviewAction, editReviewAction, removeReviewAction } from "@/lib/reviews/actions";
import { listProductReviews } from "@/lib/reviews/queries";
import { setProductActiveAction, updateProductAction, updateStoreAction } from "@/lib/store/actions";
import { listOwnProducts } from "@/lib/store/products";
import { createUser } from "@/tests/factories";
import { createProduct, createStore } from "@/tests/market-factories";
import { createTestPost } from "@/tests/post-factories";
import { deliveredOrder } from "@/tests/review-factories";
import { signInAs } from "@/tests/session";
import { removePostAction, setContentFlagAction } from "./actions";

const held = { ok: false, error: { code: "forbidden", message: "errors.hiddenByStaff" } };

async function asModerator() {
  await signInAs(await createUser({ role: "moderator" }));
}

async function productRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row!;
}

describe("staff over owner", () => {
  it("a product staff hid stays hidden: the seller's switch and edits are refused and change nothing", async () => {
    const seller = await createUser();
    const product = await createProduct((await createStore(seller.id)).id, { name: "Collar" });
    await asModerator();
    expect(await setContentFlagAction({ flag: "productActive", targetId: product.id, value: "false" })).toMatchObject({
      ok: true,
    });
    const before = await productRow(product.id);

    await signInAs(seller);
    expect(await setProductActiveAction({ productId: product.id, active: true })).toEqual(held);
    expect(
      await updateProductAction({ productId: product.id, name: "Collar nuevo", priceCents: 900, stockQuantity: 2 }),
    ).toEqual(held);
    expect(await productRow(product.id)).toEqual(before);
    expect(await getPublicProduct(product.id)).toBeNull();
    // The dashboard says why instead of offering a switch that does nothing.
    expect((await listOwnProducts(seller)).items).toEqual([
      expect.objectContaining({ id: product.id, isActive: false, hiddenByStaff: true }),
    ]);

    // Lifting the hold is staff's, and puts it back on sale.
    await asModerator();
    expect(await setContentFlagAction({ flag: "productActive", targetId: product.id, value: "true" })).toMatchObject({
      ok: true,
    });
    expect(await getPublicProduct(product.id)).not.toBeNull();
    await signInAs(seller);
    expect(await setProductActiveAction({ productId: product.id, active: false })).toMatchObject({ ok: true });
  });

  it("staff hide a product its seller had switched off: the seller cannot switch it back on", async () => {
    const seller = await createUser();
    const product = await createProduct((await createStore(seller.id)).id, { isActive: false });
    await asModerator();
    expect(await setContentFlagAction({ flag: "productActive", targetId: product.id, value: "false" })).toMatchObject({
      ok: true,
    });
    await signInAs(seller);
    expect(await setProductActiveAction({ productId: product.id, active: true })).toEqual(held);
    expect(await productRow(product.id)).toMatchObject({ isActive: false, hiddenByStaff: true });
  });

  it("a store staff switched off: its owner's settings are refused and change nothing", async () => {
    const seller = await createUser();
    const store = await createStore(seller.id, { name: "Huellitas" });
    await asModerator();
    expect(await setContentFlagAction({ flag: "storeActive", targetId: store.id, value: "false" })).toMatchObject({
      ok: true,
    });
    await signInAs(seller);
    expect(await updateStoreAction({ name: "Huellitas Nueva", address: "Calle Mayor 2" })).toEqual(held);
    const db = await getDb();
    expect((await db.select().from(stores).where(eq(stores.id, store.id)))[0]).toMatchObject({
      name: "Huellitas",
      isActive: false,
    });
    expect(await getPublicStore(store.id)).toBeNull();
  });

  it("a review staff removed cannot be written again nor edited by its author; the rating stays without it", async () => {
    const { buyer, order, product } = await deliveredOrder();
    await signInAs(buyer);
    const written = await createReviewAction({
      orderId: order.id,
      productId: product.id,
      rating: 1,
      body: "Compra en otra web",
    });
    if (!written.ok) throw new Error("setup");
    await asModerator();
    expect(await removeReviewAction({ reviewId: written.data.id, reason: "Publicidad" })).toMatchObject({ ok: true });

    await signInAs(buyer);
    expect(await createReviewAction({ orderId: order.id, productId: product.id, rating: 1, body: "Otra vez" })).toEqual(
      held,
    );
    expect(await editReviewAction({ reviewId: written.data.id, rating: 1, body: "Editada" })).toEqual(held);
    expect((await listProductReviews(product.id)).items).toEqual([]);
    expect(await productRow(product.id)).toMatchObject({ ratingCount: 0 });
    const db = await getDb();
    expect(
      await db
        .select({ body: reviews.body, hidden: reviews.hiddenByStaff })
        .from(reviews)
        .where(eq(reviews.orderId, order.id)),
    ).toEqual([{ body: "Compra en otra web", hidden: true }]);
  });

  it("a post staff removed is gone: its author's edit finds nothing", async () => {
    const author = await createUser();
    const post = await createTestPost(author.id, { content: "Compra aquí" });
    await asModerator();
    expect(await removePostAction({ id: post.id, reason: "Spam" })).toMatchObject({ ok: true });
    await signInAs(author);
    expect(await editPostAction({ postId: post.id, content: "Otra vez" })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
  });
});
