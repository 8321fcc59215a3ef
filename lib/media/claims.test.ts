// Issue 43 item 8: an upload belongs to one post, product, review, pet or store; a second use is refused,
// so deleting the first owner's file never breaks another's.
import { createPetAction, updatePetAction } from "@/lib/pets/actions";
import { createPostAction, deletePostAction } from "@/lib/posts/actions";
import { createReviewAction, editReviewAction } from "@/lib/reviews/actions";
import { createProductAction, createStoreAction, updateProductAction } from "@/lib/store/actions";
import { statObject, keyFromPublicUrl } from "@/lib/storage/storage";
import { createUser } from "@/tests/factories";
import { createProduct, createStore } from "@/tests/market-factories";
import { createPet, uploadTestImage } from "@/tests/post-factories";
import { createOrder } from "@/tests/store-factories";
import { signInAs } from "@/tests/session";

const inUse = (field: string) => ({
  ok: false,
  error: { code: "validation", message: "media.errors.alreadyUsed", fields: { [field]: "media.errors.alreadyUsed" } },
});
const product = { name: "Pelota", priceCents: 500, stockQuantity: 3 };
const pet = { name: "Toby", age: 4, species: "dog", gender: "male", size: "large" } as const;

describe("one upload, one owner", () => {
  it("refuses a post photo already in another post; deleting the first post leaves nobody's photo broken", async () => {
    const author = await createUser();
    await signInAs(author);
    const { url } = await uploadTestImage(author.id);
    const first = await createPostAction({ content: "Primera", imageUrl: url });
    expect(first).toMatchObject({ ok: true });
    expect(await createPostAction({ content: "Segunda", imageUrl: url })).toEqual(inUse("imageUrl"));
    if (!first.ok) throw new Error("setup");
    expect(await deletePostAction(first.data.id)).toMatchObject({ ok: true });
    // Its file went with it: had the second post taken it too, its photo would now answer 404.
    expect(await statObject(keyFromPublicUrl(url)!)).toBeNull();
  });

  it("refuses a product image already on another product, at creation and at edit", async () => {
    const seller = await createUser();
    const store = await createStore(seller.id);
    const other = await createProduct(store.id);
    await signInAs(seller);
    const { url } = await uploadTestImage(seller.id, "products");
    expect(await createProductAction({ ...product, images: [url] })).toMatchObject({ ok: true });
    expect(await createProductAction({ ...product, images: [url] })).toEqual(inUse("images"));
    expect(await updateProductAction({ productId: other.id, ...product, images: [url] })).toEqual(inUse("images"));
  });

  it("refuses a pet photo already on another pet", async () => {
    const owner = await createUser();
    const second = await createPet(owner.id);
    await signInAs(owner);
    const { url } = await uploadTestImage(owner.id, "pets");
    expect(await createPetAction({ ...pet, photos: [url] })).toMatchObject({ ok: true });
    expect(await updatePetAction({ petId: second.id, ...pet, photos: [url] })).toEqual(inUse("photos"));
  });

  it("refuses a review photo already in another review, and one store picture as both logo and banner", async () => {
    const buyer = await createUser();
    const store = await createStore((await createUser()).id);
    const [a, b] = [await createProduct(store.id), await createProduct(store.id)];
    const order = await createOrder(store.id, buyer.id, {
      status: "delivered",
      items: [
        { productId: a.id, name: a.name },
        { productId: b.id, name: b.name },
      ],
    });
    await signInAs(buyer);
    const { url } = await uploadTestImage(buyer.id, "reviews");
    const first = await createReviewAction({
      orderId: order.id,
      productId: a.id,
      rating: 5,
      body: "Genial",
      photos: [url],
    });
    expect(first).toMatchObject({ ok: true });
    expect(
      await createReviewAction({ orderId: order.id, productId: b.id, rating: 5, body: "También", photos: [url] }),
    ).toEqual(inUse("photos"));
    const second = await createReviewAction({ orderId: order.id, productId: b.id, rating: 5, body: "También" });
    if (!second.ok) throw new Error("setup");
    expect(await editReviewAction({ reviewId: second.data.id, rating: 4, body: "También", photos: [url] })).toEqual(
      inUse("photos"),
    );

    const seller = await createUser();
    await signInAs(seller);
    const picture = await uploadTestImage(seller.id, "stores");
    expect(
      await createStoreAction({
        name: "Huellitas",
        address: "Calle Mayor 1",
        logoUrl: picture.url,
        bannerUrl: picture.url,
      }),
    ).toEqual(inUse("bannerUrl"));
  });
});
