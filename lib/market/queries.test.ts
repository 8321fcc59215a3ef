import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { products } from "@/lib/db/schema";
import { createUser, uniqueSuffix } from "@/tests/factories";
import { categoryId, createProduct, createStore } from "@/tests/market-factories";
import { uploadTestImage } from "@/tests/post-factories";
import { CATALOGUE_PAGE_SIZE } from "./catalogue-params";
import {
  getPublicProduct,
  getPublicStore,
  listCatalogueProducts,
  listCatalogueStores,
  listPopularProducts,
  listStoreProducts,
} from "./queries";
import { countProductView } from "./views";

const minute = 60_000;
const base = { category: null, sort: "newest" as const, cursor: null };

/** A word no other test's product carries: search results then hold only this test's rows. */
const word = () => `zq${uniqueSuffix()}`;

describe("listCatalogueProducts", () => {
  it("finds by full text, by accent-free and misspelt words, and hides unsellable products", async () => {
    const w = word();
    const seller = await createUser();
    const store = await createStore(seller.id);
    const hidden = await createStore((await createUser()).id, { isActive: false });
    const bannedStore = await createStore((await createUser({ banned: true })).id);
    const pienso = await createProduct(store.id, { name: `Pienso ${w} salmón` });
    await createProduct(store.id, { name: `Pienso ${w} inactivo`, isActive: false });
    await createProduct(hidden.id, { name: `Pienso ${w} tienda cerrada` });
    await createProduct(bannedStore.id, { name: `Pienso ${w} vendedor baneado` });

    const ids = async (q: string) => (await listCatalogueProducts({ ...base, q })).items.map((item) => item.id);
    expect(await ids(w)).toEqual([pienso.id]);
    expect(await ids(`${w} salmon`)).toEqual([pienso.id]);
    // A typo in the unique word still finds it (trigram word similarity).
    expect(await ids(`${w.slice(0, -1)}x salmon`)).toEqual([pienso.id]);
  });

  it("filters by category, sorts by price both ways and pages by keyset without repeats", async () => {
    const w = word();
    const store = await createStore((await createUser()).id);
    const food = await categoryId("food");
    const now = Date.now();
    const made = [];
    for (let i = 0; i < CATALOGUE_PAGE_SIZE + 3; i += 1) {
      // Equal prices in pairs: the id breaks the tie, so no row is skipped or repeated across pages.
      made.push(
        await createProduct(store.id, {
          name: `Juguete ${w}`,
          priceCents: 100 * Math.floor(i / 2),
          categoryId: food,
          createdAt: new Date(now - i * minute),
        }),
      );
    }
    await createProduct(store.id, { name: `Juguete ${w} sin categoría` });

    const all = async (sort: "newest" | "price_asc" | "price_desc") => {
      const first = await listCatalogueProducts({ ...base, q: w, category: "food", sort });
      expect(first.items).toHaveLength(CATALOGUE_PAGE_SIZE);
      const second = await listCatalogueProducts({ ...base, q: w, category: "food", sort, cursor: first.nextCursor });
      expect(second.nextCursor).toBeNull();
      return [...first.items, ...second.items];
    };
    const newest = await all("newest");
    expect(newest.map((item) => item.id)).toEqual(made.map((item) => item.id));
    expect(newest[0]).toMatchObject({ category: "food", store: { id: store.id }, stock: 5 });
    const asc = (await all("price_asc")).map((item) => item.priceCents);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(new Set((await all("price_asc")).map((item) => item.id)).size).toBe(made.length);
    const desc = (await all("price_desc")).map((item) => item.priceCents);
    expect(desc).toEqual([...asc].reverse());
  });

  it("reads a malformed or foreign cursor as the first page", async () => {
    const w = word();
    const store = await createStore((await createUser()).id);
    const product = await createProduct(store.id, { name: `Collar ${w}` });
    for (const cursor of ["nope", "12_not-a-uuid", "2024-02-30T00:00:00Z_" + product.id]) {
      expect(
        (await listCatalogueProducts({ ...base, q: w, sort: "price_asc", cursor })).items.map((item) => item.id),
      ).toEqual([product.id]);
      expect((await listCatalogueProducts({ ...base, q: w, cursor })).items.map((item) => item.id)).toEqual([
        product.id,
      ]);
    }
  });
});

describe("stores", () => {
  it("lists and shows active stores only, found by name", async () => {
    const w = word();
    const owner = await createUser();
    const store = await createStore(owner.id, { name: `Patitas ${w}`, isVerified: true });
    const closed = await createStore((await createUser()).id, { name: `Patitas ${w} cerrada`, isActive: false });
    const list = await listCatalogueStores({ q: w, cursor: null });
    expect(list.items.map((item) => item.id)).toEqual([store.id]);
    expect(list.items[0]).toMatchObject({ isVerified: true, country: "ES", shippingCountries: ["ES"] });
    expect(await getPublicStore(store.id)).toMatchObject({ id: store.id });
    expect(await getPublicStore(closed.id)).toBeNull();
    expect(await getPublicStore("not-a-uuid")).toBeNull();
  });

  it("lists a store's sellable products", async () => {
    const store = await createStore((await createUser()).id);
    const on = await createProduct(store.id);
    await createProduct(store.id, { isActive: false });
    expect((await listStoreProducts(store.id, null)).items.map((item) => item.id)).toEqual([on.id]);
  });
});

describe("a product's card picture", () => {
  it("is the first photo's thumbnail, while the product page keeps the photos themselves", async () => {
    const seller = await createUser();
    const store = await createStore(seller.id);
    const photo = await uploadTestImage(seller.id, "products");
    const w = word();
    const product = await createProduct(store.id, {
      name: `Collar ${w}`,
      images: [photo.url, "https://cdn.example.com/otro.jpg"],
    });
    const foreign = await createProduct(store.id, {
      name: `Correa ${w}`,
      images: ["https://cdn.example.com/correa.jpg"],
    });

    const cards = (await listCatalogueProducts({ ...base, q: w })).items;
    expect(photo.thumbnailUrl).toMatch(/-thumb\.webp$/);
    expect(cards.find((card) => card.id === product.id)?.image).toBe(photo.thumbnailUrl);
    // A picture stored elsewhere has no thumbnail of ours: the card shows it as it is.
    expect(cards.find((card) => card.id === foreign.id)?.image).toBe("https://cdn.example.com/correa.jpg");
    expect((await getPublicProduct(product.id))?.images).toEqual([photo.url, "https://cdn.example.com/otro.jpg"]);
  });
});

describe("product page and views", () => {
  it("shows a sellable product with its store and counts views into the popular strip", async () => {
    const store = await createStore((await createUser()).id, { name: "Casa Bigotes" });
    const product = await createProduct(store.id, {
      images: ["/api/media/a.webp", "/api/media/b.webp"],
      originalPriceCents: 1500,
    });
    const off = await createProduct(store.id, { isActive: false });
    expect(await getPublicProduct(product.id)).toMatchObject({
      id: product.id,
      image: "/api/media/a-thumb.webp",
      images: ["/api/media/a.webp", "/api/media/b.webp"],
      originalPriceCents: 1500,
      store: { id: store.id, name: "Casa Bigotes", address: "Calle Mayor 1, Madrid" },
    });
    expect(await getPublicProduct(off.id)).toBeNull();
    expect(await getPublicProduct("1; drop table products")).toBeNull();

    const db = await getDb();
    await db.update(products).set({ viewCount: 2_000_000_000 }).where(eq(products.id, product.id));
    await countProductView(product.id);
    await countProductView(off.id);
    const [row] = await db.select({ views: products.viewCount }).from(products).where(eq(products.id, product.id));
    expect(row?.views).toBe(2_000_000_001);
    expect((await listPopularProducts())[0]?.id).toBe(product.id);
    // Sold out, it leaves the strip however viewed (issue 48, item 8).
    await db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, product.id));
    expect((await listPopularProducts()).map((item) => item.id)).not.toContain(product.id);
    // A shared database's next run must not find this product's two billion views ahead of its own.
    await db.update(products).set({ viewCount: 0 }).where(eq(products.id, product.id));
    const [offRow] = await db.select({ views: products.viewCount }).from(products).where(eq(products.id, off.id));
    expect(offRow?.views).toBe(0);
  });
});
