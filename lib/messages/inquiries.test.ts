import { and, eq, or } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { blocks, messages, products, stores, users } from "@/lib/db/schema";
import { createUser } from "@/tests/factories";
import { createProduct, createStore } from "@/tests/market-factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import { loadThreadAction, sendMessageAction, setMessagePreferenceAction } from "./actions";
import { MESSAGES_PER_MINUTE } from "./conversations";
import { openInquiry } from "./queries";

// Decision 038, store inquiries: a buyer may write to a store's owner about one of its products (or the
// store), and the owner may answer in that thread; never across a block, never for banned users, at the
// messages' rate, and never to someone who merely owns a store but was not asked about it.

const unauthorized = { ok: false, error: { code: "unauthorized", message: "errors.unauthorized" } };
const notFound = { ok: false, error: { code: "not_found", message: "errors.notFound" } };
const notAllowed = { ok: false, error: { code: "forbidden", message: "messages.errors.notAllowed" } };

async function shop() {
  const owner = await createUser();
  const store = await createStore(owner.id, { name: "Guau Shop" });
  const product = await createProduct(store.id, { name: "Correa reflectante", images: ["/uploads/x/products/1.webp"] });
  return { owner, store, product };
}

async function thread(a: { id: string }, b: { id: string }) {
  const db = await getDb();
  return db
    .select({ content: messages.content, senderId: messages.senderId, storeId: messages.storeId, productId: messages.productId })
    .from(messages)
    .where(or(and(eq(messages.senderId, a.id), eq(messages.receiverId, b.id)), and(eq(messages.senderId, b.id), eq(messages.receiverId, a.id))))
    .orderBy(messages.createdAt, messages.id);
}

describe("store inquiries", () => {
  it("a buyer asks about a product, the message carries its card, and the seller replies in that thread", async () => {
    const { owner, store, product } = await shop();
    const buyer = await createUser();
    await signInAs(buyer);
    // No follow, no match: a plain message is refused, one about the seller's product is not.
    expect(await sendMessageAction({ to: owner.id, content: "¿Hola?" })).toEqual(notAllowed);
    const asked = await sendMessageAction({ to: owner.id, content: "¿Vale para un galgo?", productId: product.id });
    expect(asked).toMatchObject({ ok: true, data: { content: "¿Vale para un galgo?", product: { id: product.id, name: "Correa reflectante", image: "/uploads/x/products/1.webp" } } });
    // Once asked, both sides may go on writing in the thread.
    expect(await sendMessageAction({ to: owner.id, content: "¿Y en rojo?" })).toMatchObject({ ok: true, data: { product: null } });
    await signInAs(owner);
    expect(await sendMessageAction({ to: buyer.id, content: "Sí, y hay en rojo" })).toMatchObject({ ok: true });
    const page = await loadThreadAction({ with: buyer.id });
    expect(page.ok && page.data.partner.canSend).toBe(true);
    expect(page.ok && page.data.messages.map((message) => message.product?.id ?? null)).toEqual([product.id, null, null]);
    expect(await thread(buyer, owner)).toMatchObject([
      { senderId: buyer.id, storeId: store.id, productId: product.id },
      { senderId: buyer.id, storeId: null, productId: null },
      { senderId: owner.id, storeId: null, productId: null },
    ]);
  });

  it("a store page's question names the store only; the owner's 'only people I follow' does not shut buyers out", async () => {
    const { owner, store } = await shop();
    await signInAs(owner);
    await setMessagePreferenceAction({ fromFollowingOnly: true });
    const buyer = await createUser();
    await signInAs(buyer);
    expect(await sendMessageAction({ to: owner.id, content: "¿Hacéis envíos a Canarias?", storeId: store.id })).toMatchObject({ ok: true, data: { product: null } });
    expect(await thread(buyer, owner)).toMatchObject([{ storeId: store.id, productId: null }]);
  });

  it("refuses what is not an inquiry: another store's product, the seller writing first, an inactive store or product, oneself", async () => {
    const { owner, store, product } = await shop();
    const other = await shop();
    const buyer = await createUser();
    await signInAs(buyer);
    // The product must belong to the person written to.
    expect(await sendMessageAction({ to: owner.id, content: "¿?", productId: other.product.id })).toEqual(notAllowed);
    expect(await sendMessageAction({ to: owner.id, content: "¿?", storeId: other.store.id })).toEqual(notAllowed);
    // A seller cannot open a thread with a stranger by naming their own product.
    await signInAs(owner);
    expect(await sendMessageAction({ to: buyer.id, content: "¡Compra!", productId: product.id })).toEqual(notAllowed);
    // Nothing that is off sale.
    const db = await getDb();
    await db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    await signInAs(buyer);
    expect(await sendMessageAction({ to: owner.id, content: "¿?", productId: product.id })).toEqual(notFound);
    await db.update(stores).set({ isActive: false }).where(eq(stores.id, store.id));
    expect(await sendMessageAction({ to: owner.id, content: "¿?", storeId: store.id })).toEqual(notFound);
    // Malformed ids are a validation error, not a crash.
    expect(await sendMessageAction({ to: owner.id, content: "¿?", productId: "not-a-uuid" })).toMatchObject({ ok: false, error: { code: "validation" } });
    // Nobody inquires of themselves.
    await signInAs(other.owner);
    expect(await sendMessageAction({ to: other.owner.id, content: "yo", productId: other.product.id })).toEqual(notFound);
    expect(await openInquiry(other.owner.id, { productId: other.product.id })).toBeNull();
    expect(await thread(buyer, owner)).toEqual([]);
  });

  it("never across a block, either way, even inside an existing inquiry", async () => {
    const { owner, product } = await shop();
    const buyer = await createUser();
    await signInAs(buyer);
    expect((await sendMessageAction({ to: owner.id, content: "¿Talla M?", productId: product.id })).ok).toBe(true);
    const db = await getDb();
    await db.insert(blocks).values({ blockerId: owner.id, blockedId: buyer.id });
    expect(await sendMessageAction({ to: owner.id, content: "¿Hola?" })).toEqual(notFound);
    expect(await sendMessageAction({ to: owner.id, content: "¿Hola?", productId: product.id })).toEqual(notFound);
    expect(await openInquiry(buyer.id, { productId: product.id })).toBeNull();
    await signInAs(owner);
    expect(await sendMessageAction({ to: buyer.id, content: "Sí" })).toEqual(notFound);
  });

  it("refuses banned users: a banned buyer cannot ask, a banned seller's products cannot be asked about", async () => {
    const { owner, product } = await shop();
    const buyer = await createUser();
    await signInAsBanned(buyer);
    expect(await sendMessageAction({ to: owner.id, content: "¿?", productId: product.id })).toEqual(unauthorized);
    const other = await createUser();
    await signInAs(other);
    const db = await getDb();
    await db.update(users).set({ isBanned: true }).where(eq(users.id, owner.id));
    expect(await sendMessageAction({ to: owner.id, content: "¿?", productId: product.id })).toEqual(notFound);
    expect(await openInquiry(other.id, { productId: product.id })).toBeNull();
    await signInAs(null);
    expect(await sendMessageAction({ to: owner.id, content: "¿?", productId: product.id })).toEqual(unauthorized);
  });

  it(`is limited like any message: ${MESSAGES_PER_MINUTE} a minute`, async () => {
    const { owner, product } = await shop();
    const buyer = await createUser();
    await signInAs(buyer);
    for (let i = 0; i < MESSAGES_PER_MINUTE; i += 1) expect((await sendMessageAction({ to: owner.id, content: `q${i}`, productId: product.id })).ok).toBe(true);
    expect(await sendMessageAction({ to: owner.id, content: "one too many", productId: product.id })).toEqual({ ok: false, error: { code: "rate_limited", message: "messages.errors.rateLimited" } });
  });

  it("opens the thread a product page's link asks for, with the product, for the buyer only", async () => {
    const { owner, store, product } = await shop();
    const buyer = await createUser();
    const opened = await openInquiry(buyer.id, { productId: product.id });
    expect(opened).toMatchObject({ thread: { partner: { id: owner.id, canSend: false }, messages: [] }, about: { storeId: store.id, storeName: "Guau Shop", ownerId: owner.id, product: { id: product.id, name: "Correa reflectante" } } });
    expect(await openInquiry(buyer.id, { storeId: store.id })).toMatchObject({ about: { storeId: store.id, product: null } });
    expect(await openInquiry(buyer.id, { productId: "x" })).toBeNull();
    expect(await openInquiry(buyer.id, {})).toBeNull();
  });
});
