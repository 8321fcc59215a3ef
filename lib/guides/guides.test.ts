import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { guideProducts, guides, moderationActions } from "@/lib/db/schema";
import { createUser } from "@/tests/factories";
import { createTestGuide, guideInput } from "@/tests/guide-factories";
import { createProduct, createStore } from "@/tests/market-factories";
import { uploadTestImage } from "@/tests/post-factories";
import { signInAs } from "@/tests/session";
import { pageTags, purgePublicPages } from "@/lib/cache/public-pages";
import { registerPurger } from "@/server/shared/front-door-contract";
import {
  createGuideAction,
  deleteGuideAction,
  searchGuideProductsAction,
  searchGuidesAction,
  updateGuideAction,
} from "./actions";
import { getPublishedGuide, listPublishedGuides } from "./queries";

async function asEditor(role: "moderator" | "admin" = "moderator") {
  const editor = await createUser({ role, fullName: "Marta Editora" });
  await signInAs(editor);
  return editor;
}

async function guideRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(guides).where(eq(guides.id, id));
  return row;
}

async function audit(id: string) {
  const db = await getDb();
  const rows = await db
    .select({ actionType: moderationActions.actionType, targetType: moderationActions.targetType })
    .from(moderationActions)
    .where(eq(moderationActions.targetId, id))
    .orderBy(moderationActions.createdAt);
  // Entries of one save share its transaction's time: compared as a set.
  return rows.map((row) => `${row.targetType}:${row.actionType}`).sort();
}

async function guideCount(): Promise<number> {
  const db = await getDb();
  return (await db.select({ id: guides.id }).from(guides)).length;
}

// Fixed titles would meet earlier runs' guides on a shared PostgreSQL: each run's own word.
const run = `r${Date.now().toString(36)}`;
let purged: string[][] = [];
beforeEach(() => {
  purged = [];
  registerPurger({ purge: async (tags) => void purged.push([...tags]) });
});
afterAll(() => registerPurger(null));

describe("who may write guides", () => {
  const refused = [
    ["signed out", async () => void (await signInAs(null)), "unauthorized"],
    [
      "a banned moderator",
      async () => void (await signInAs(await createUser({ role: "moderator", banned: true }))),
      "unauthorized",
    ],
    ["a user without a staff role", async () => void (await signInAs(await createUser())), "forbidden"],
    ["support staff", async () => void (await signInAs(await createUser({ role: "support" }))), "forbidden"],
  ] as const;

  it.each(refused)("%s cannot create, edit, delete or search, and nothing changes", async (_who, arrange, code) => {
    const existing = await createTestGuide();
    await arrange();
    purged = [];
    const before = await guideCount();
    expect(await createGuideAction(guideInput())).toMatchObject({ ok: false, error: { code } });
    expect(await updateGuideAction({ ...guideInput({ title: "Cambiado" }), id: existing.id })).toMatchObject({
      ok: false,
      error: { code },
    });
    expect(await deleteGuideAction({ id: existing.id })).toMatchObject({ ok: false, error: { code } });
    expect(await searchGuideProductsAction({ q: "pienso" })).toMatchObject({ ok: false, error: { code } });
    expect(await searchGuidesAction({ q: "" })).toMatchObject({ ok: false, error: { code } });
    expect(await guideCount()).toBe(before);
    expect((await guideRow(existing.id))?.title).toMatch(/^Guía /);
    expect(purged).toEqual([]);
  });

  it("moderators and admins can", async () => {
    await asEditor("moderator");
    expect(await createGuideAction(guideInput())).toMatchObject({ ok: true });
    await asEditor("admin");
    expect(await createGuideAction(guideInput())).toMatchObject({ ok: true });
  });
});

describe("createGuideAction", () => {
  it("publishes a guide: its address from the title, excerpt, reading time, products in order, one audit entry per step, its pages purged", async () => {
    const editor = await asEditor();
    const store = await createStore((await createUser()).id);
    const [one, two] = [await createProduct(store.id), await createProduct(store.id)];
    const result = await createGuideAction(
      guideInput({ title: `¡Cómo bañar a tu perro! (Guía rápida ${run})`, productIds: [two.id, one.id] }),
    );
    expect(result).toMatchObject({ ok: true, data: { slug: `como-banar-a-tu-perro-guia-rapida-${run}` } });
    if (!result.ok) return;
    const row = await guideRow(result.data.id);
    expect(row).toMatchObject({
      status: "published",
      language: "es",
      authorId: editor.id,
      groupId: result.data.id,
      excerpt: "Cantidades Pesa la comida cada día. Dos tomas Agua siempre",
      readingMinutes: 1,
    });
    expect(row!.publishedAt).toBeInstanceOf(Date);
    const db = await getDb();
    const linked = await db
      .select({ productId: guideProducts.productId, position: guideProducts.position })
      .from(guideProducts)
      .where(eq(guideProducts.guideId, result.data.id));
    expect(linked.sort((a, b) => a.position - b.position).map((link) => link.productId)).toEqual([two.id, one.id]);
    expect(await audit(result.data.id)).toEqual(["guide:create", "guide:publish"]);
    expect(purged.flat().sort()).toEqual([`guide:como-banar-a-tu-perro-guia-rapida-${run}`, "guides"]);
  });

  it("a draft is not public: no page purged, no publication date, not listed", async () => {
    await asEditor();
    const result = await createGuideAction(guideInput({ status: "draft", title: `Borrador secreto ${run}` }));
    if (!result.ok) throw new Error("the draft was refused");
    expect((await guideRow(result.data.id))!.publishedAt).toBeNull();
    expect(await audit(result.data.id)).toEqual(["guide:create"]);
    expect(purged).toEqual([]);
    expect(await getPublishedGuide(result.data.slug, "es")).toBeNull();
  });

  it.each([
    ["no title", { title: "  " }, "title", "admin.guides.errors.titleRequired"],
    ["a title of punctuation only", { title: "¡¿…?!" }, "slug", "admin.guides.errors.slugInvalid"],
    ["an address with spaces", { slug: "mi guia" }, "slug", "admin.guides.errors.slugInvalid"],
    ["an unknown language", { language: "de" }, "language", "admin.guides.errors.languageRequired"],
    ["an unknown topic", { topic: "dancing" }, "topic", "admin.guides.errors.topicRequired"],
    ["no text", { body: "" }, "body", "admin.guides.errors.bodyRequired"],
    [
      "seven products",
      { productIds: Array.from({ length: 7 }, () => crypto.randomUUID()) },
      "productIds",
      "admin.guides.errors.tooManyProducts",
    ],
    [
      "a product that does not exist",
      { productIds: [crypto.randomUUID()] },
      "productIds",
      "admin.guides.errors.productInvalid",
    ],
    [
      "a cover from another site",
      { coverUrl: "https://evil.example/cat.jpg" },
      "coverUrl",
      "admin.guides.errors.coverInvalid",
    ],
    [
      "a translation of a guide that does not exist",
      { translationOf: crypto.randomUUID() },
      "translationOf",
      "admin.guides.errors.translationInvalid",
    ],
  ] as const)("refuses %s with a message under its field, and writes nothing", async (_case, values, field, key) => {
    await asEditor();
    const before = await guideCount();
    expect(await createGuideAction({ ...guideInput(), ...values })).toEqual({
      ok: false,
      error: { code: "validation", message: "errors.validation", fields: { [field]: key } },
    });
    expect(await guideCount()).toBe(before);
    expect(purged).toEqual([]);
  });

  it("takes a cover the editor uploaded to the guides folder, not one uploaded elsewhere or by someone else", async () => {
    const editor = await asEditor();
    const other = await createUser({ role: "moderator" });
    const mine = await uploadTestImage(editor.id, "guides");
    const theirs = await uploadTestImage(other.id, "guides");
    const postPhoto = await uploadTestImage(editor.id, "posts");
    expect(await createGuideAction(guideInput({ coverUrl: theirs.url }))).toMatchObject({
      ok: false,
      error: { fields: { coverUrl: "admin.guides.errors.coverInvalid" } },
    });
    expect(await createGuideAction(guideInput({ coverUrl: postPhoto.url }))).toMatchObject({
      ok: false,
      error: { fields: { coverUrl: "admin.guides.errors.coverInvalid" } },
    });
    expect(await createGuideAction(guideInput({ coverUrl: mine.url }))).toMatchObject({ ok: true });
  });

  it("one address per language, one version per language in a group of translations", async () => {
    await asEditor();
    const original = await createGuideAction(
      guideInput({ title: `Cepillar al gato sin pelea ${run}`, species: "cat", topic: "grooming" }),
    );
    if (!original.ok) throw new Error("refused");
    expect(await createGuideAction(guideInput({ title: `Cepillar al gato sin pelea ${run}` }))).toMatchObject({
      ok: false,
      error: { fields: { slug: "admin.guides.errors.slugTaken" } },
    });
    // The same address in another language is another page.
    const english = await createGuideAction(
      guideInput({
        title: `Brushing your cat ${run}`,
        slug: `cepillar-al-gato-sin-pelea-${run}`,
        language: "en",
        translationOf: original.data.id,
      }),
    );
    expect(english).toMatchObject({ ok: true });
    expect(
      await createGuideAction(
        guideInput({ title: `Brushing your cat, again ${run}`, language: "en", translationOf: original.data.id }),
      ),
    ).toMatchObject({
      ok: false,
      error: { fields: { language: "admin.guides.errors.translationExists" } },
    });
    if (!english.ok) return;
    expect((await guideRow(english.data.id))!.groupId).toBe(original.data.id);
    expect((await getPublishedGuide(english.data.slug, "en"))!.translations.map((version) => version.language)).toEqual(
      ["es", "en"],
    );

    // Unlinked, each is a guide of its own again.
    expect(
      await updateGuideAction({
        ...guideInput({ title: `Brushing your cat ${run}`, slug: `cepillar-al-gato-sin-pelea-${run}`, language: "en" }),
        id: english.data.id,
      }),
    ).toMatchObject({ ok: true });
    expect((await getPublishedGuide(english.data.slug, "en"))!.translations.map((version) => version.language)).toEqual(
      ["en"],
    );
    expect(
      (await getPublishedGuide(original.data.slug, "es"))!.translations.map((version) => version.language),
    ).toEqual(["es"]);
  });
});

describe("updateGuideAction and deleteGuideAction", () => {
  it("editing keeps the first publication date; unpublishing and deleting are logged and purge the old and new addresses and the translations' pages", async () => {
    await asEditor();
    const created = await createGuideAction(guideInput({ title: `Viajar con tu perro en coche ${run}` }));
    if (!created.ok) throw new Error("refused");
    const translation = await createGuideAction(
      guideInput({ title: `Car trips with your dog ${run}`, language: "en", translationOf: created.data.id }),
    );
    if (!translation.ok) throw new Error("refused");
    const firstPublished = (await guideRow(created.data.id))!.publishedAt;

    purged = [];
    // The form sends the group's other version as "translation of": the guide stays in its group.
    const edited = await updateGuideAction({
      ...guideInput({
        title: `Viajar en coche con tu perro ${run}`,
        slug: `viajar-en-coche-con-tu-perro-${run}`,
        translationOf: translation.data.id,
      }),
      id: created.data.id,
    });
    expect(edited).toMatchObject({ ok: true, data: { slug: `viajar-en-coche-con-tu-perro-${run}` } });
    expect((await guideRow(created.data.id))!.publishedAt).toEqual(firstPublished);
    expect(purged.flat().sort()).toEqual([
      `guide:car-trips-with-your-dog-${run}`,
      `guide:viajar-con-tu-perro-en-coche-${run}`,
      `guide:viajar-en-coche-con-tu-perro-${run}`,
      "guides",
    ]);

    purged = [];
    expect(
      await updateGuideAction({
        ...guideInput({
          title: `Viajar en coche con tu perro ${run}`,
          slug: `viajar-en-coche-con-tu-perro-${run}`,
          status: "draft",
          translationOf: translation.data.id,
        }),
        id: created.data.id,
      }),
    ).toMatchObject({ ok: true });
    expect(await getPublishedGuide(`viajar-en-coche-con-tu-perro-${run}`, "es")).toBeNull();
    expect(purged.flat().sort()).toEqual([
      `guide:car-trips-with-your-dog-${run}`,
      `guide:viajar-en-coche-con-tu-perro-${run}`,
      "guides",
    ]);
    expect(await audit(created.data.id)).toEqual([
      "guide:create",
      "guide:edit",
      "guide:edit",
      "guide:publish",
      "guide:unpublish",
    ]);

    purged = [];
    expect(await deleteGuideAction({ id: translation.data.id })).toEqual({ ok: true, data: undefined });
    expect(await guideRow(translation.data.id)).toBeUndefined();
    expect(await audit(translation.data.id)).toContain("guide:delete");
    expect(purged.flat().sort()).toEqual([
      `guide:car-trips-with-your-dog-${run}`,
      `guide:viajar-en-coche-con-tu-perro-${run}`,
      "guides",
    ]);
  });

  it("an unknown or malformed id is not found, and nothing is written", async () => {
    await asEditor();
    expect(await updateGuideAction({ ...guideInput(), id: crypto.randomUUID() })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(await deleteGuideAction({ id: crypto.randomUUID() })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(await deleteGuideAction({ id: "nope" })).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(purged).toEqual([]);
  });
});

describe("reading the guides", () => {
  it("a reader gets the version in their language, else the first of es, en, fr, pt, zh; never two versions of one guide", async () => {
    const word = `zq${Date.now().toString(36)}`;
    const es = await createTestGuide({ title: `Conejos ${word}`, language: "es", species: "rabbit" });
    const en = await createTestGuide({
      title: `Rabbits ${word}`,
      language: "en",
      groupId: es.groupId,
      species: "rabbit",
    });
    const onlyFr = await createTestGuide({ title: `Lapins seuls ${word}`, language: "fr", species: "rabbit" });
    await createTestGuide({ title: `Borrador ${word}`, status: "draft", species: "rabbit" });
    const ids = async (locale: string) =>
      (await listPublishedGuides(locale, { species: "rabbit", topic: null, q: word }, null)).items
        .map((item) => item.id)
        .sort();
    expect(await ids("en")).toEqual([en.id, onlyFr.id].sort());
    expect(await ids("es")).toEqual([es.id, onlyFr.id].sort());
    expect(await ids("zh")).toEqual([es.id, onlyFr.id].sort());
    expect(await ids("fr")).toEqual([es.id, onlyFr.id].sort());

    const page = await getPublishedGuide(es.slug, "en");
    expect(page).toMatchObject({
      id: es.id,
      translations: [
        { language: "es", slug: es.slug },
        { language: "en", slug: en.slug },
      ],
    });
  });

  it("searches title and text by every word, accents and case aside; filters by species and topic; pages by keyset", async () => {
    // A digit: words with one are matched exactly, so other runs' look-alike words stay out.
    const word = `vk${Date.now().toString(36)}7`;
    const match = await createTestGuide({
      title: `Vacunas del perro ${word}`,
      body: "El calendario de VACUNACIÓN anual.",
    });
    await createTestGuide({ title: `Otra cosa ${word}`, body: "Nada que ver." });
    const search = async (q: string, extra: Partial<{ species: "dog" | "cat"; topic: "feeding" | "health" }> = {}) =>
      (
        await listPublishedGuides("es", { species: extra.species ?? null, topic: extra.topic ?? null, q }, null)
      ).items.map((item) => item.id);
    expect(await search(`${word} vacunacion`)).toEqual([match.id]);
    expect(await search(`${word.toUpperCase()} calendario`)).toEqual([match.id]);
    expect(await search(`${word} 100%_`)).toEqual([]);
    // Issue 48 item 11: another form of a word of the text, and a typo, find it as discover would.
    const vaccines = await createTestGuide({ title: `Las vacunas del gato ${word}`, body: "Cada año, una dosis." });
    expect(await search(`${word} vacunacion`)).toEqual([vaccines.id, match.id]);
    expect(await search(`${word} vacnas`)).toEqual([vaccines.id, match.id]);
    expect(await search(word, { species: "cat" })).toEqual([]);
    expect(await search(word, { topic: "health" })).toEqual([]);

    for (let i = 0; i < 13; i++)
      await createTestGuide({ title: `Página ${word} ${i}`, publishedAt: new Date(Date.now() - i * 60_000) });
    const first = await listPublishedGuides("es", { species: null, topic: null, q: `Página ${word}` }, null);
    expect(first.items).toHaveLength(12);
    const second = await listPublishedGuides(
      "es",
      { species: null, topic: null, q: `Página ${word}` },
      first.nextCursor,
    );
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(13);
  });
});

describe("a product shown in a guide", () => {
  it("purges the guide's page with the product's (price, deactivation, stock), never a draft's", async () => {
    const store = await createStore((await createUser()).id);
    const product = await createProduct(store.id);
    const shown = await createTestGuide({ productIds: [product.id] });
    await createTestGuide({ status: "draft", productIds: [product.id] });
    await purgePublicPages([pageTags.product(product.id)], "hard");
    await purgePublicPages([pageTags.store(store.id)], "counts");
    expect(purged).toEqual([
      [`product:${product.id}`, `guide:${shown.slug}`, "marketplace"],
      [`store:${store.id}`, `guide:${shown.slug}`, "marketplace"],
    ]);
  });
});
