import { eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { comments, posts } from "@/lib/db/schema";
import { createPet, createUser, uniqueSuffix } from "@/tests/factories";
import { createProduct, createStore } from "@/tests/market-factories";
import { createTestPost } from "@/tests/post-factories";
import { createTestGuide } from "@/tests/guide-factories";
import { forgetSitemaps, sitemapFileRoute, sitemapIndexRoute } from "./sitemap-route";
import {
  listSitemapEntries,
  listSitemapFiles,
  readSitemapFile,
  SITEMAP_PAGES_PER_FILE,
  SITEMAP_URLS_PER_FILE,
  sitemapFilePath,
  sitemapUrlsetXml,
  type SitemapEntry,
} from "./sitemap";

/** Every page of every child sitemap, file by file, at `perFile` pages a file. */
async function everyFile(perFile?: number): Promise<{ kind: string; entries: SitemapEntry[] }[]> {
  const files = await listSitemapFiles(perFile);
  return Promise.all(
    files.map(async (file) => ({ kind: file.kind, entries: await listSitemapEntries(file.kind, file.after, perFile) })),
  );
}

async function everyPath(): Promise<Map<string, string | null>> {
  return new Map(
    (await everyFile()).flatMap((file) => file.entries.map((entry) => [entry.path, entry.lastmod] as const)),
  );
}

const params = (kind: string, page: string) => ({ params: Promise.resolve({ kind, page }) });

describe("the sitemap's contents", () => {
  it("lists the public profile, pet, post, hashtag, store and product pages, with lastmod from the data", async () => {
    const owner = await createUser();
    const pet = await createPet(owner.id);
    const tag = `mapa${uniqueSuffix()}`.toLowerCase();
    const post = await createTestPost(owner.id, { content: `Paseo #${tag}`, petId: pet.id });
    const store = await createStore(owner.id);
    const product = await createProduct(store.id);
    const db = await getDb();
    const commented = new Date(Date.now() + 60_000);
    const commenter = await createUser();
    await db
      .insert(comments)
      .values({ postId: post.id, userId: commenter.id, content: "¡Qué bonito!", createdAt: commented });
    const [posted] = await db.select({ at: posts.createdAt }).from(posts).where(eq(posts.id, post.id));

    const paths = await everyPath();
    for (const path of [
      "/",
      "/auth",
      "/marketplace",
      `/u/${owner.username}`,
      `/pet/${pet.id}`,
      `/p/${post.id}`,
      `/hashtag/${tag}`,
      `/store/${store.id}`,
      `/product/${product.id}`,
    ]) {
      expect(paths.has(path)).toBe(true);
    }
    // A profile changes with its newest post; a post with its newest comment; a store with its newest product.
    expect(paths.get(`/u/${owner.username}`)).toBe(posted!.at.toISOString());
    expect(paths.get(`/p/${post.id}`)).toBe(commented.toISOString());
    expect(paths.get(`/store/${store.id}`)).toBe(product.createdAt.toISOString());
  });

  it("leaves out banned users and everything of theirs, inactive pets, products and stores, users without a username and unused hashtags", async () => {
    const banned = await createUser({ banned: true });
    const bannedPet = await createPet(banned.id);
    const bannedPost = await createTestPost(banned.id);
    const bannedStore = await createStore(banned.id);
    const bannedProduct = await createProduct(bannedStore.id);
    const owner = await createUser();
    const hiddenPet = await createPet(owner.id, { isActive: false });
    const closedStore = await createStore((await createUser()).id, { isActive: false });
    const productOfClosed = await createProduct(closedStore.id);
    const openStore = await createStore(owner.id);
    const withdrawn = await createProduct(openStore.id, { isActive: false });
    const nameless = await createUser({ username: null });
    const namelessPet = await createPet(nameless.id);
    const db = await getDb();
    const unused = `vacio${uniqueSuffix()}`.toLowerCase();
    await queryRows(db, sql`insert into hashtags (name, usage_count) values (${unused}, 0)`);

    const paths = [...(await everyPath()).keys()];
    const excluded = [
      `/u/${banned.username}`,
      `/pet/${bannedPet.id}`,
      `/p/${bannedPost.id}`,
      `/store/${bannedStore.id}`,
      `/product/${bannedProduct.id}`,
      `/pet/${hiddenPet.id}`,
      `/store/${closedStore.id}`,
      `/product/${productOfClosed.id}`,
      `/product/${withdrawn.id}`,
      `/pet/${namelessPet.id}`,
      `/hashtag/${unused}`,
    ];
    expect(paths.filter((path) => excluded.includes(path))).toEqual([]);
    expect(paths.some((path) => path.startsWith("/u/null"))).toBe(false);
    expect(paths).toContain(`/store/${openStore.id}`);
  });

  it("writes every language version of a page as its own URL, each naming all the others and x-default", () => {
    const xml = sitemapUrlsetXml([{ path: "/hashtag/perros&gatos", lastmod: "2026-11-26T10:00:00.000Z" }]);
    expect(xml.match(/<url>/g)).toHaveLength(5);
    for (const loc of [
      "http://localhost:3000/hashtag/perros&amp;gatos",
      "http://localhost:3000/en/hashtag/perros&amp;gatos",
      "http://localhost:3000/zh/hashtag/perros&amp;gatos",
    ]) {
      expect(xml).toContain(`<loc>${loc}</loc>`);
    }
    for (const lang of ["es", "en", "fr", "pt", "zh", "x-default"])
      expect(xml.match(new RegExp(`hreflang="${lang}"`, "g"))).toHaveLength(5);
    expect(xml).toContain("<lastmod>2026-11-26T10:00:00.000Z</lastmod>");
    expect(xml).not.toContain("perros&gatos");
  });
});

describe("the care guides in the sitemap (decision 045)", () => {
  it("lists each published guide once, in its own language at its own address, naming its translations; drafts never", async () => {
    const original = await createTestGuide({ language: "es" });
    const translation = await createTestGuide({ language: "en", groupId: original.groupId });
    const draft = await createTestGuide({ status: "draft" });
    const entries = (await everyFile()).filter((file) => file.kind === "guides").flatMap((file) => file.entries);
    const ours = entries.filter((entry) =>
      entry.versions?.some((version) => version.path === `/guides/${original.slug}`),
    );
    expect(ours).toHaveLength(1);
    expect(ours[0]!.versions).toEqual([
      { language: "en", path: `/guides/${translation.slug}` },
      { language: "es", path: `/guides/${original.slug}` },
    ]);
    expect(entries.some((entry) => entry.versions?.some((version) => version.path === `/guides/${draft.slug}`))).toBe(
      false,
    );

    const xml = sitemapUrlsetXml(ours);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain(`<loc>http://localhost:3000/guides/${original.slug}</loc>`);
    expect(xml).toContain(`<loc>http://localhost:3000/en/guides/${translation.slug}</loc>`);
    expect(xml).not.toContain(`/fr/guides/`);
    expect(xml.match(/hreflang="x-default" href="http:\/\/localhost:3000\/guides\//g)).toHaveLength(2);
  });
});

describe("the sitemap's paging", () => {
  it("holds at most 50 000 URLs a file: 10 000 pages in five languages", () => {
    expect(SITEMAP_PAGES_PER_FILE * 5).toBeLessThanOrEqual(SITEMAP_URLS_PER_FILE);
    expect(SITEMAP_PAGES_PER_FILE).toBe(10_000);
  });

  it("cuts each kind into files by key: every page once, in key order, no file over the size", async () => {
    // On the shared PostgreSQL (TEST_DATABASE_URL) other test files write users meanwhile. The files' starts
    // are read first and each file's rows after: a user banned or deleted in between shifts a file's rows
    // into the next file, which then lists one page twice, and a user created in between (ids are random)
    // pushes a page out of its file until the next read. Both are harmless to a crawler, which reads the
    // files again later. So "every page once" is checked on this file's own PGlite, where nothing else
    // writes; on PostgreSQL, that what is listed of this test's users comes in key order.
    const shared = Boolean(process.env.TEST_DATABASE_URL);
    const mine = [];
    for (let i = 0; i < 7; i += 1) mine.push(await createUser());
    const files = (await everyFile(3)).filter((file) => file.kind === "users");
    expect(files.every((file) => (shared || file.entries.length > 0) && file.entries.length <= 3)).toBe(true);
    const listed = files.flatMap((file) => file.entries.map((entry) => entry.path));
    if (!shared) expect(new Set(listed).size).toBe(listed.length);
    // Mine in the order of their ids as the database sorts uuids (the files' key).
    const db = await getDb();
    const ids = mine.map((user) => user.id);
    const byKey = await queryRows<{ username: string }>(
      db,
      sql`select username from users where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) order by id`,
    );
    const myPaths = new Set(byKey.map((row) => `/u/${row.username}`));
    const expected = byKey.map((row) => `/u/${row.username}`);
    const listedMine = listed.filter((path) => myPaths.has(path));
    if (shared) {
      const once = [...new Set(listedMine)];
      expect(once).toEqual(expected.filter((path) => once.includes(path)));
    } else {
      expect(listedMine).toEqual(expected);
    }
  });

  it("names files /sitemaps/{kind}/{start | key}.xml and reads nothing else back", () => {
    const key = "0b5c3a4e-1d2f-4a6b-8c9d-0e1f2a3b4c5d";
    expect(sitemapFilePath({ kind: "users", after: null })).toBe("/sitemaps/users/start.xml");
    expect(sitemapFilePath({ kind: "posts", after: key })).toBe(`/sitemaps/posts/${key}.xml`);
    expect(readSitemapFile({ kind: "posts", page: `${key}.xml` })).toEqual({ kind: "posts", after: key });
    expect(readSitemapFile({ kind: "static", page: "start.xml" })).toEqual({ kind: "static", after: null });
    for (const [kind, page] of [
      ["static", `${key}.xml`],
      ["comments", "start.xml"],
      ["users", "1.xml"],
      ["users", "../../etc/passwd"],
      ["users", "' or 1=1 --.xml"],
    ] as const) {
      expect(readSitemapFile({ kind, page })).toBeNull();
    }
  });
});

describe("the sitemap's routes", () => {
  it("answer the index and its files as XML, kept for a while, and 404 for a name that is no file", async () => {
    forgetSitemaps();
    const index = await sitemapIndexRoute();
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toContain("application/xml");
    const body = await index.text();
    expect(body).toContain("<sitemapindex");
    expect(body).toContain("<loc>http://localhost:3000/sitemaps/static/start.xml</loc>");
    expect(body).toContain("<loc>http://localhost:3000/sitemaps/users/start.xml</loc>");

    const users = await sitemapFileRoute(
      new Request("http://localhost:3000/sitemaps/users/start.xml"),
      params("users", "start.xml"),
    );
    expect(users.status).toBe(200);
    const first = await users.text();
    expect(first).toContain("<urlset");

    // Kept: a new profile shows after the cache's lifetime (or a restart), not on the next request.
    const newcomer = await createUser();
    const again = await (
      await sitemapFileRoute(
        new Request("http://localhost:3000/sitemaps/users/start.xml"),
        params("users", "start.xml"),
      )
    ).text();
    expect(again).toBe(first);
    forgetSitemaps();
    expect(
      (await everyFile()).some((file) => file.entries.some((entry) => entry.path === `/u/${newcomer.username}`)),
    ).toBe(true);

    for (const [kind, page] of [
      ["users", "nope.xml"],
      ["secrets", "start.xml"],
      ["users", "ffffffff-ffff-4fff-bfff-ffffffffffff.xml"],
    ] as const) {
      expect(
        (await sitemapFileRoute(new Request(`http://localhost:3000/sitemaps/${kind}/${page}`), params(kind, page)))
          .status,
      ).toBe(404);
    }
  });
});
