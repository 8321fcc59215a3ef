import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { moderationActions, pets, products, stores } from "@/lib/db/schema";
import { getPublicProduct, getPublicStore, listCatalogueProducts } from "@/lib/market/queries";
import { createPet, createUser } from "@/tests/factories";
import { createProduct, createStore } from "@/tests/market-factories";
import { signInAs } from "@/tests/session";
import { setContentFlagAction } from "./actions";
import { listContent } from "./queries";

async function log(targetId: string) {
  const db = await getDb();
  return db
    .select({
      actionType: moderationActions.actionType,
      targetType: moderationActions.targetType,
      moderatorId: moderationActions.moderatorId,
    })
    .from(moderationActions)
    .where(eq(moderationActions.targetId, targetId))
    .orderBy(moderationActions.createdAt);
}

async function asModerator() {
  const moderator = await createUser({ role: "moderator" });
  await signInAs(moderator);
  return moderator;
}

describe("setContentFlagAction", () => {
  it("verifies a pet once: the flag is set, one audit row is written, a repeat changes and logs nothing", async () => {
    const pet = await createPet((await createUser()).id);
    const moderator = await asModerator();
    expect(await setContentFlagAction({ flag: "petVerified", targetId: pet.id, value: "true" })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await setContentFlagAction({ flag: "petVerified", targetId: pet.id, value: "true" })).toEqual({
      ok: true,
      data: undefined,
    });
    const db = await getDb();
    const [row] = await db.select({ isVerified: pets.isVerified }).from(pets).where(eq(pets.id, pet.id));
    expect(row!.isVerified).toBe(true);
    expect(await log(pet.id)).toEqual([{ actionType: "verify", targetType: "pet", moderatorId: moderator.id }]);

    expect(await setContentFlagAction({ flag: "petVerified", targetId: pet.id, value: "false" })).toMatchObject({
      ok: true,
    });
    expect((await log(pet.id)).map((entry) => entry.actionType)).toEqual(["verify", "unverify"]);
  });

  it("deactivating a store takes it and its products off the public pages and the catalogue; activating brings them back", async () => {
    const store = await createStore((await createUser()).id, { name: `Tienda moderada ${Date.now()}` });
    const word = `Mordisquito${Date.now().toString(36).replace(/[0-9]/g, "")}`;
    const product = await createProduct(store.id, { name: word });
    await asModerator();

    expect(await setContentFlagAction({ flag: "storeActive", targetId: store.id, value: "false" })).toMatchObject({
      ok: true,
    });
    expect(await getPublicStore(store.id)).toBeNull();
    expect(await getPublicProduct(product.id)).toBeNull();
    // The search tolerates typos, so earlier runs' products on a shared database may match: look for ours.
    const found = async () =>
      (await listCatalogueProducts({ q: word, category: null, sort: "newest", cursor: null })).items.map(
        (item) => item.id,
      );
    expect(await found()).not.toContain(product.id);
    expect((await log(store.id)).map((entry) => entry.actionType)).toEqual(["deactivate"]);

    expect(await setContentFlagAction({ flag: "storeActive", targetId: store.id, value: "true" })).toMatchObject({
      ok: true,
    });
    expect(await getPublicStore(store.id)).not.toBeNull();
    expect(await found()).toContain(product.id);
  });

  it("verifies a store (the Verificada badge) and toggles a product", async () => {
    const store = await createStore((await createUser()).id);
    const product = await createProduct(store.id);
    await asModerator();
    expect(await setContentFlagAction({ flag: "storeVerified", targetId: store.id, value: "true" })).toMatchObject({
      ok: true,
    });
    expect((await getPublicStore(store.id))?.isVerified).toBe(true);
    expect(await setContentFlagAction({ flag: "productActive", targetId: product.id, value: "false" })).toMatchObject({
      ok: true,
    });
    expect(await getPublicProduct(product.id)).toBeNull();
    const db = await getDb();
    const [row] = await db.select({ isActive: products.isActive }).from(products).where(eq(products.id, product.id));
    expect(row!.isActive).toBe(false);
    expect((await log(product.id)).map((entry) => entry.actionType)).toEqual(["deactivate"]);
  });

  it("answers not found for an unknown id and a flag of another kind of item, and changes nothing", async () => {
    const store = await createStore((await createUser()).id);
    await asModerator();
    // A store id given as a pet: no pet has it.
    expect(await setContentFlagAction({ flag: "petVerified", targetId: store.id, value: "true" })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(
      await setContentFlagAction({
        flag: "storeActive",
        targetId: "00000000-0000-4000-8000-000000000000",
        value: "false",
      }),
    ).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    const db = await getDb();
    const [row] = await db
      .select({ isActive: stores.isActive, isVerified: stores.isVerified })
      .from(stores)
      .where(eq(stores.id, store.id));
    expect(row).toEqual({ isActive: true, isVerified: false });
    expect(await log(store.id)).toEqual([]);
  });

  it.each([
    [{ flag: "petVerified", targetId: "not-a-uuid", value: "true" }],
    [{ flag: "userBanned", targetId: "00000000-0000-4000-8000-000000000000", value: "true" }],
    [{ flag: "storeActive", targetId: "00000000-0000-4000-8000-000000000000", value: "yes" }],
    [null],
  ])("refuses malformed input %j as validation", async (input) => {
    await asModerator();
    expect(await setContentFlagAction(input)).toMatchObject({ ok: false, error: { code: "validation" } });
  });
});

describe("listContent", () => {
  it("lists pets, stores and products newest first, inactive ones too, by name, with the owner, in pages", async () => {
    const owner = await createUser();
    const word = `Zarpa${Date.now().toString(36).replace(/[0-9]/g, "")}`;
    const first = await createPet(owner.id, { name: `${word} Uno` });
    const second = await createPet(owner.id, { name: `${word} Dos` });
    const db = await getDb();
    await db.update(pets).set({ isActive: false }).where(eq(pets.id, first.id));
    const page = await listContent("pets", word.toLowerCase());
    expect(page.items.map((item) => [item.id, item.owner, item.active, item.href])).toEqual([
      [second.id, owner.username, true, `/pet/${second.id}`],
      [first.id, owner.username, false, `/pet/${first.id}`],
    ]);

    const store = await createStore(owner.id, { name: `${word} Tienda` });
    const product = await createProduct(store.id, { name: `${word} Pienso`, isActive: false });
    expect((await listContent("stores", word)).items.map((item) => [item.id, item.owner, item.verified])).toEqual([
      [store.id, owner.username, false],
    ]);
    expect(
      (await listContent("products", word)).items.map((item) => [item.id, item.owner, item.verified, item.active]),
    ).toEqual([[product.id, store.name, null, false]]);
    // LIKE wildcards are text: "%" finds nothing of ours.
    expect((await listContent("pets", `${word}%Uno`)).items).toEqual([]);
  });
});
