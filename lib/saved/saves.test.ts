import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { favouriteProducts, posts, products, savedPosts, stores, users } from "@/lib/db/schema";
import { listFavouriteProducts } from "@/lib/market/queries";
import { getPost, listSavedPosts } from "@/lib/posts/queries";
import { deleteAccount } from "@/lib/privacy/delete-account";
import { collectAccountData } from "@/lib/privacy/export";
import { sellerWithProduct } from "@/tests/checkout-factories";
import { createUser, DEFAULT_PASSWORD } from "@/tests/factories";
import { createProduct, createStore } from "@/tests/market-factories";
import { block, createTestPost } from "@/tests/post-factories";
import { countQueries } from "@/tests/query-count";
import { signInAs, signInAsBanned } from "@/tests/session";
import { favouriteProductAction, savePostAction, unfavouriteProductAction, unsavePostAction } from "./actions";
import { favouritedAmong } from "./queries";
import { favouriteProduct, savePost } from "./saves";

const unauthorized = { ok: false, error: { code: "unauthorized", message: "errors.unauthorized" } };
const postUnavailable = { ok: false, error: { code: "not_found", message: "saved.errors.postUnavailable" } };
const productUnavailable = { ok: false, error: { code: "not_found", message: "saved.errors.productUnavailable" } };
const badInput = (field: string) => ({
  ok: false,
  error: { code: "validation", message: "errors.validation", fields: { [field]: "errors.validation" } },
});

async function savedRows(userId: string, postId: string): Promise<number> {
  const db = await getDb();
  return (
    await db
      .select()
      .from(savedPosts)
      .where(and(eq(savedPosts.userId, userId), eq(savedPosts.postId, postId)))
  ).length;
}

async function favouriteRows(userId: string, productId: string): Promise<number> {
  const db = await getDb();
  return (
    await db
      .select()
      .from(favouriteProducts)
      .where(and(eq(favouriteProducts.userId, userId), eq(favouriteProducts.productId, productId)))
  ).length;
}

async function setProductActive(productId: string, isActive: boolean) {
  const db = await getDb();
  await db.update(products).set({ isActive }).where(eq(products.id, productId));
}

describe("saving a post", () => {
  it("saves and unsaves for the signed-in user only, idempotently", async () => {
    const [reader, other] = [await createUser(), await createUser()];
    const post = await createTestPost((await createUser()).id);
    await signInAs(reader);
    expect(await savePostAction({ postId: post.id })).toEqual({ ok: true, data: { saved: true } });
    expect(await savePostAction({ postId: post.id })).toEqual({ ok: true, data: { saved: true } });
    expect(await savedRows(reader.id, post.id)).toBe(1);
    expect(await savedRows(other.id, post.id)).toBe(0);
    // The card says it is saved to its saver, and to nobody else.
    expect((await getPost(post.id, reader.id))?.savedByMe).toBe(true);
    expect((await getPost(post.id, other.id))?.savedByMe).toBe(false);
    expect((await getPost(post.id, null))?.savedByMe).toBe(false);

    expect(await unsavePostAction({ postId: post.id })).toEqual({ ok: true, data: { saved: false } });
    expect(await unsavePostAction({ postId: post.id })).toEqual({ ok: true, data: { saved: false } });
    expect(await savedRows(reader.id, post.id)).toBe(0);
  });

  it("lets one save one's own post", async () => {
    const author = await createUser();
    const post = await createTestPost(author.id);
    await signInAs(author);
    expect(await savePostAction({ postId: post.id })).toEqual({ ok: true, data: { saved: true } });
  });

  it("keeps one row when the same save arrives twice at once", async () => {
    const reader = await createUser();
    const post = await createTestPost((await createUser()).id);
    const results = await Promise.all([
      savePost(reader.id, { postId: post.id }),
      savePost(reader.id, { postId: post.id }),
      savePost(reader.id, { postId: post.id }),
    ]);
    expect(results).toEqual([{ saved: true }, { saved: true }, { saved: true }]);
    expect(await savedRows(reader.id, post.id)).toBe(1);
  });

  it("ends a save racing an unsave in one state or the other, the same in the table and on the card", async () => {
    const reader = await createUser();
    const post = await createTestPost((await createUser()).id);
    await signInAs(reader);
    for (let round = 0; round < 5; round += 1) {
      const [saved, unsaved] = await Promise.all([
        savePostAction({ postId: post.id }),
        unsavePostAction({ postId: post.id }),
      ]);
      expect(saved).toEqual({ ok: true, data: { saved: true } });
      expect(unsaved).toEqual({ ok: true, data: { saved: false } });
      const rows = await savedRows(reader.id, post.id);
      expect([0, 1]).toContain(rows);
      expect((await getPost(post.id, reader.id))?.savedByMe).toBe(rows === 1);
      expect((await listSavedPosts(reader.id)).posts.map((card) => card.id)).toEqual(rows === 1 ? [post.id] : []);
    }
  });

  it("refuses signed-out and banned callers and writes nothing", async () => {
    const post = await createTestPost((await createUser()).id);
    await signInAs(null);
    expect(await savePostAction({ postId: post.id })).toEqual(unauthorized);
    expect(await unsavePostAction({ postId: post.id })).toEqual(unauthorized);
    const banned = await signInAsBanned(await createUser());
    expect(await savePostAction({ postId: post.id })).toEqual(unauthorized);
    expect(await savedRows(banned.id, post.id)).toBe(0);
  });

  it("refuses an account without a username", async () => {
    const post = await createTestPost((await createUser()).id);
    await signInAs(await createUser({ username: null }));
    expect(await savePostAction({ postId: post.id })).toEqual({
      ok: false,
      error: { code: "forbidden", message: "auth.username.required" },
    });
  });

  it("refuses a post the caller may not see: blocked either way, a banned author, or none at all", async () => {
    const [reader, blocker, blocked, banned] = [
      await createUser(),
      await createUser(),
      await createUser(),
      await createUser({ banned: true }),
    ];
    const [byBlocker, byBlocked, byBanned] = [
      await createTestPost(blocker.id),
      await createTestPost(blocked.id),
      await createTestPost(banned.id),
    ];
    await block(blocker.id, reader.id);
    await block(reader.id, blocked.id);
    await signInAs(reader);
    for (const post of [byBlocker, byBlocked, byBanned, { id: "7d9f0c4e-4a4b-4d3e-9b7a-2f1e5c6d7a8b" }]) {
      expect(await savePostAction({ postId: post.id })).toEqual(postUnavailable);
      expect(await savedRows(reader.id, post.id)).toBe(0);
    }
  });

  it("answers bad input with a validation error", async () => {
    await signInAs(await createUser());
    for (const input of [{ postId: "not-a-uuid" }, { postId: 42 }, {}]) {
      expect(await savePostAction(input)).toEqual(badInput("postId"));
      expect(await unsavePostAction(input)).toEqual(badInput("postId"));
    }
    expect(await savePostAction(null)).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(await savePostAction("7d9f0c4e-4a4b-4d3e-9b7a-2f1e5c6d7a8b")).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
  });
});

describe("favouriting a product", () => {
  it("favourites and unfavourites a product on sale, idempotently, for the caller only", async () => {
    const { product } = await sellerWithProduct();
    const [buyer, other] = [await createUser(), await createUser()];
    await signInAs(buyer);
    expect(await favouriteProductAction({ productId: product.id })).toEqual({ ok: true, data: { favourite: true } });
    expect(await favouriteProductAction({ productId: product.id })).toEqual({ ok: true, data: { favourite: true } });
    expect(await favouriteRows(buyer.id, product.id)).toBe(1);
    expect([...(await favouritedAmong(buyer.id, [product.id]))]).toEqual([product.id]);
    expect(await favouritedAmong(other.id, [product.id])).toEqual(new Set());
    expect(await unfavouriteProductAction({ productId: product.id })).toEqual({ ok: true, data: { favourite: false } });
    expect(await unfavouriteProductAction({ productId: product.id })).toEqual({ ok: true, data: { favourite: false } });
    expect(await favouriteRows(buyer.id, product.id)).toBe(0);
  });

  it("keeps one row for concurrent favourites, and one state for a favourite racing its undoing", async () => {
    const { product } = await sellerWithProduct();
    const buyer = await createUser();
    await Promise.all([
      favouriteProduct(buyer.id, { productId: product.id }),
      favouriteProduct(buyer.id, { productId: product.id }),
    ]);
    expect(await favouriteRows(buyer.id, product.id)).toBe(1);
    await signInAs(buyer);
    for (let round = 0; round < 5; round += 1) {
      await Promise.all([
        unfavouriteProductAction({ productId: product.id }),
        favouriteProductAction({ productId: product.id }),
      ]);
      const rows = await favouriteRows(buyer.id, product.id);
      expect([0, 1]).toContain(rows);
      expect((await favouritedAmong(buyer.id, [product.id])).has(product.id)).toBe(rows === 1);
    }
  });

  it("refuses a product off sale: inactive, in a closed store, of a banned seller, or none at all", async () => {
    const inactive = (await sellerWithProduct({ isActive: false })).product;
    const closedStore = await createStore((await createUser()).id, { isActive: false });
    const inClosedStore = await createProduct(closedStore.id);
    const bannedSeller = await createUser({ banned: true });
    const ofBanned = await createProduct((await createStore(bannedSeller.id)).id);
    const buyer = await createUser();
    await signInAs(buyer);
    for (const product of [inactive, inClosedStore, ofBanned, { id: "7d9f0c4e-4a4b-4d3e-9b7a-2f1e5c6d7a8b" }]) {
      expect(await favouriteProductAction({ productId: product.id })).toEqual(productUnavailable);
      expect(await favouriteRows(buyer.id, product.id)).toBe(0);
    }
  });

  it("refuses signed-out and banned callers, and bad input", async () => {
    const { product } = await sellerWithProduct();
    await signInAs(null);
    expect(await favouriteProductAction({ productId: product.id })).toEqual(unauthorized);
    expect(await unfavouriteProductAction({ productId: product.id })).toEqual(unauthorized);
    const banned = await signInAsBanned(await createUser());
    expect(await favouriteProductAction({ productId: product.id })).toEqual(unauthorized);
    expect(await favouriteRows(banned.id, product.id)).toBe(0);
    await signInAs(await createUser());
    expect(await favouriteProductAction({ productId: "<script>" })).toEqual(badInput("productId"));
    expect(await unfavouriteProductAction({ product: product.id })).toEqual(badInput("productId"));
  });
});

describe("the saved lists", () => {
  it("pages saved posts by when they were saved, newest first, without gaps or repeats, one round trip a page", async () => {
    const reader = await createUser();
    const author = await createUser();
    const written = [];
    for (let i = 0; i < 13; i += 1) written.push(await createTestPost(author.id, { content: `Post ${i}` }));
    // Saved in an order other than the posts' own.
    const order = [...written]
      .reverse()
      .filter((_, i) => i % 2 === 0)
      .concat(written.filter((_, i) => i % 2 === 1));
    for (const post of order) await savePost(reader.id, { postId: post.id });
    // Two saves in a row can share a timestamp on a fast machine (PGlite's clock counts milliseconds);
    // the list then orders them by post id, rightly, but not in the order this test saved them. One
    // second apart each, in the same order, makes "when they were saved" unambiguous.
    const db = await getDb();
    for (const [index, post] of order.entries()) {
      await db
        .update(savedPosts)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)) })
        .where(and(eq(savedPosts.userId, reader.id), eq(savedPosts.postId, post.id)));
    }

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      let page: Awaited<ReturnType<typeof listSavedPosts>> | undefined;
      expect(await countQueries(async () => (page = await listSavedPosts(reader.id, { cursor, limit: 5 })))).toBe(1);
      expect(page!.posts.every((card) => card.savedByMe)).toBe(true);
      seen.push(...page!.posts.map((card) => card.id));
      cursor = page!.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...order].reverse().map((post) => post.id));
    // A cursor edited in the URL reads as the first page.
    expect((await listSavedPosts(reader.id, { cursor: "nonsense", limit: 2 })).posts.map((card) => card.id)).toEqual(
      seen.slice(0, 2),
    );
  });

  it("leaves out posts the reader may no longer see, and drops deleted ones with their save", async () => {
    const reader = await createUser();
    const [kept, blockedAuthor, bannedAuthor] = [await createUser(), await createUser(), await createUser()];
    const keptPost = await createTestPost(kept.id);
    const hiddenByBlock = await createTestPost(blockedAuthor.id);
    const hiddenByBan = await createTestPost(bannedAuthor.id);
    for (const post of [keptPost, hiddenByBlock, hiddenByBan]) await savePost(reader.id, { postId: post.id });
    await block(blockedAuthor.id, reader.id);
    const db = await getDb();
    await db.update(users).set({ isBanned: true }).where(eq(users.id, bannedAuthor.id));
    expect((await listSavedPosts(reader.id)).posts.map((card) => card.id)).toEqual([keptPost.id]);

    await db.delete(posts).where(eq(posts.id, keptPost.id));
    expect((await listSavedPosts(reader.id)).posts).toEqual([]);
    expect(await savedRows(reader.id, keptPost.id)).toBe(0);
  });

  it("lists favourite products newest first and leaves out those off sale until they are back", async () => {
    const buyer = await createUser();
    const { product: first } = await sellerWithProduct();
    const { product: second, store } = await sellerWithProduct();
    await favouriteProduct(buyer.id, { productId: first.id });
    await favouriteProduct(buyer.id, { productId: second.id });
    // As above: the second favourite a second after the first, whatever the clock's resolution.
    const db = await getDb();
    await db
      .update(favouriteProducts)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 1)) })
      .where(and(eq(favouriteProducts.userId, buyer.id), eq(favouriteProducts.productId, second.id)));
    await db
      .update(favouriteProducts)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 0)) })
      .where(and(eq(favouriteProducts.userId, buyer.id), eq(favouriteProducts.productId, first.id)));
    let page: Awaited<ReturnType<typeof listFavouriteProducts>> | undefined;
    expect(await countQueries(async () => (page = await listFavouriteProducts(buyer.id, null)))).toBe(1);
    expect(page!.items.map((item) => item.id)).toEqual([second.id, first.id]);

    await setProductActive(first.id, false);
    await db.update(stores).set({ isActive: false }).where(eq(stores.id, store.id));
    expect((await listFavouriteProducts(buyer.id, null)).items).toEqual([]);
    await setProductActive(first.id, true);
    expect((await listFavouriteProducts(buyer.id, null)).items.map((item) => item.id)).toEqual([first.id]);
  });

  it("travels in the saver's data download, and in nobody else's", async () => {
    const [reader, other] = [await createUser(), await createUser()];
    const post = await createTestPost((await createUser()).id);
    const { product } = await sellerWithProduct();
    await savePost(reader.id, { postId: post.id });
    await favouriteProduct(reader.id, { productId: product.id });
    const data = await collectAccountData(reader.id);
    expect(data.saved).toEqual({
      posts: [expect.objectContaining({ postId: post.id })],
      products: [expect.objectContaining({ productId: product.id })],
    });
    expect((await collectAccountData(other.id)).saved).toEqual({ posts: [], products: [] });
  });

  it("go with the account when its owner deletes it", async () => {
    const reader = await createUser();
    const post = await createTestPost((await createUser()).id);
    const { product } = await sellerWithProduct();
    await savePost(reader.id, { postId: post.id });
    await favouriteProduct(reader.id, { productId: product.id });
    await deleteAccount(reader, { password: DEFAULT_PASSWORD });
    expect(await savedRows(reader.id, post.id)).toBe(0);
    expect(await favouriteRows(reader.id, product.id)).toBe(0);
  });
});
