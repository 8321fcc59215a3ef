import { sql, TransactionRollbackError } from "drizzle-orm";
import { getDb, queryRows, type Tx } from "@/lib/db/client";
import { putObject } from "@/lib/storage/storage";
import { demoUsers } from "./demo-content";
import { seedDemo, type DemoSeedSummary } from "./demo";

// The pictures are drawn for real but kept in memory: a test must not fill the developer's data/uploads.
jest.mock("@/lib/storage/storage", () => {
  const actual = jest.requireActual<typeof import("@/lib/storage/storage")>("@/lib/storage/storage");
  return { ...actual, putObject: jest.fn(async (key: string) => ({ key, url: actual.publicUrl(key) })) };
});

const demoEmails = demoUsers.map((u) => u.email);
const inDemo = sql.join(
  demoEmails.map((email) => sql`${email}`),
  sql`, `,
);

type Facts = {
  userCount: number;
  usernames: string[];
  likeCounterMismatches: number;
  commentCounterMismatches: number;
  usageCountMismatches: number;
  hashtagsUsed: number;
  selfFollows: number;
  follows: number;
  petAgesOutOfRange: number;
  /** Users and pets whose location names no gazetteer city (decision 013: every demo place is mapped). */
  unplaced: number;
  pets: number;
  stores: number;
  products: number;
  roles: { email: string; role: string }[];
  selfNotifications: number;
  mediaUrls: string[];
  lost: { open: number; reunited: number; sightings: number; placed: number };
  reviews: { total: number; stars: number; invalid: number; ratingMismatches: number };
  guides: {
    language: string;
    count: number;
    species: string[];
    linked: number;
    structured: number;
    withProducts: number;
  }[];
};

async function collectFacts(tx: Tx): Promise<Facts> {
  // Scoped to the demo accounts: with TEST_DATABASE_URL other test files share the database.
  const demoUserIds = sql`(select id from users where email in (${inDemo}))`;
  const demoPosts = sql`(select id from posts where user_id in ${demoUserIds})`;
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(tx, query))[0]!;

  const usernames = await queryRows<{ username: string }>(
    tx,
    sql`select username from users where email in (${inDemo})`,
  );
  const counters = await one<{ likes: number; comments: number }>(sql`
    select count(*) filter (where p.likes_count <> (select count(*) from likes l where l.post_id = p.id))::int as likes,
           count(*) filter (where p.comments_count <> (select count(*) from comments c where c.post_id = p.id))::int as comments
    from posts p where p.id in ${demoPosts}`);
  const tags = await one<{ mismatches: number; used: number }>(sql`
    select count(*) filter (where h.usage_count <> (select count(*) from post_hashtags x where x.hashtag_id = h.id))::int as mismatches,
           count(*)::int as used
    from hashtags h where h.id in (select hashtag_id from post_hashtags where post_id in ${demoPosts})`);
  const follows = await one<{ self: number; total: number }>(sql`
    select count(*) filter (where follower_id = following_id)::int as self, count(*)::int as total
    from follows where follower_id in ${demoUserIds}`);
  const petFacts = await one<{ outOfRange: number; total: number }>(sql`
    select count(*) filter (where age < 0 or age > 30)::int as "outOfRange", count(*)::int as total from pets where user_id in ${demoUserIds}`);
  const market = await one<{ stores: number; products: number }>(sql`
    select (select count(*)::int from stores where user_id in ${demoUserIds}) as stores,
           (select count(*)::int from products where store_id in (select id from stores where user_id in ${demoUserIds})) as products`);
  const roles = await queryRows<{ email: string; role: string }>(
    tx,
    sql`select u.email, r.role::text as role from user_roles r join users u on u.id = r.user_id where u.email in (${inDemo}) order by u.email`,
  );
  const notifications = await one<{ self: number }>(
    sql`select count(*)::int as self from notifications where user_id = actor_id and user_id in ${demoUserIds}`,
  );
  const media = await queryRows<{ url: string }>(
    tx,
    sql`
    select avatar_url as url from users where email in (${inDemo}) and avatar_url is not null
    union all select unnest(photos) from pets where user_id in ${demoUserIds}
    union all select image_url from posts where user_id in ${demoUserIds} and image_url is not null
    union all select url from post_photos where post_id in ${demoPosts}
    union all select logo_url from stores where user_id in ${demoUserIds}
    union all select banner_url from stores where user_id in ${demoUserIds}
    union all select unnest(images) from products where store_id in (select id from stores where user_id in ${demoUserIds})
    union all select cover_url from guides where author_id in ${demoUserIds} and language = 'es'
    union all select unnest(photos) from lost_cases where user_id in ${demoUserIds} and kind = 'found'`,
  );
  // Per language: how many, about which animals, how many have their translation, headings and a list, products.
  const guideFacts = await queryRows<{
    language: string;
    count: number;
    species: string[];
    linked: number;
    structured: number;
    withProducts: number;
  }>(
    tx,
    sql`select g.language, count(*)::int as count, array_agg(distinct g.species::text order by g.species::text) as species,
        count(*) filter (where exists (select 1 from guides t where t.group_id = g.group_id and t.id <> g.id))::int as linked,
        count(*) filter (where g.body like '%## %' and g.body ~ '\n(- |1\. )' and length(g.body) > 1200)::int as structured,
        count(*) filter (where exists (select 1 from guide_products gp where gp.guide_id = g.id))::int as "withProducts"
      from guides g where g.author_id in ${demoUserIds} and g.status = 'published' group by g.language order by g.language`,
  );

  // Reviews (decision 046): each of a delivered order of its author, of a product the order holds; the
  // ratings on the rows equal their reviews.
  const reviewFacts = await one<{ total: number; stars: number; invalid: number; ratingMismatches: number }>(sql`
    select (select count(*)::int from reviews where user_id in ${demoUserIds}) as total,
           (select count(distinct rating)::int from reviews where user_id in ${demoUserIds}) as stars,
           (select count(*)::int from reviews r join orders o on o.id = r.order_id
              where r.user_id in ${demoUserIds} and (o.status <> 'delivered' or o.buyer_id <> r.user_id or o.store_id <> r.store_id
                or (r.product_id is not null and not exists (select 1 from order_items oi where oi.order_id = o.id and oi.product_id = r.product_id)))) as invalid,
           (select count(*)::int from products p where p.store_id in (select id from stores where user_id in ${demoUserIds})
              and (p.rating_count, p.rating_avg) <> (select count(*)::int, coalesce(round(avg(rating), 2), 0) from reviews where product_id = p.id)) as "ratingMismatches"`);

  const unplaced = await one<{ n: number }>(
    sql`select ((select count(*) from users where email in (${inDemo}) and place_id is null)
      + (select count(*) from pets where user_id in ${demoUserIds} and place_id is null))::int as n`,
  );

  return {
    reviews: reviewFacts,
    userCount: usernames.length,
    unplaced: unplaced.n,
    usernames: usernames.map((u) => u.username),
    likeCounterMismatches: counters.likes,
    commentCounterMismatches: counters.comments,
    usageCountMismatches: tags.mismatches,
    hashtagsUsed: tags.used,
    selfFollows: follows.self,
    follows: follows.total,
    petAgesOutOfRange: petFacts.outOfRange,
    pets: petFacts.total,
    stores: market.stores,
    products: market.products,
    roles,
    selfNotifications: notifications.self,
    mediaUrls: media.map((m) => m.url),
    lost: await one<{ open: number; reunited: number; sightings: number; placed: number }>(sql`
      select count(*) filter (where status = 'open')::int as open, count(*) filter (where status = 'reunited')::int as reunited,
        (select count(*)::int from lost_sightings s where s.case_id in (select id from lost_cases where user_id in ${demoUserIds})) as sightings,
        count(*) filter (where place_id is not null)::int as placed
      from lost_cases where user_id in ${demoUserIds}`),
    guides: guideFacts,
  };
}

let summary: DemoSeedSummary;
let facts: Facts;

beforeAll(async () => {
  const db = await getDb();
  // Seed, look, and roll everything back, so a shared PostgreSQL (TEST_DATABASE_URL) keeps no demo rows.
  try {
    await db.transaction(async (tx) => {
      summary = await seedDemo(tx);
      facts = await collectFacts(tx);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}, 180_000);

describe("seedDemo", () => {
  it("creates every demo account with a valid username", () => {
    expect(facts.userCount).toBe(demoUsers.length);
    expect(facts.userCount).toBeGreaterThanOrEqual(30);
    for (const username of facts.usernames) expect(username).toMatch(/^[a-z0-9_]{3,20}$/);
    expect(facts.usernames).toContain("lucia");
  });

  it("keeps likes_count, comments_count and usage_count equal to the rows", () => {
    expect(summary.posts).toBe(150);
    expect(summary.likes).toBeGreaterThan(0);
    expect(summary.comments).toBeGreaterThan(0);
    expect(facts.hashtagsUsed).toBeGreaterThan(10);
    expect(facts.likeCounterMismatches).toBe(0);
    expect(facts.commentCounterMismatches).toBe(0);
    expect(facts.usageCountMismatches).toBe(0);
  });

  it("never lets anyone follow or notify themselves", () => {
    expect(facts.follows).toBeGreaterThan(0);
    expect(facts.selfFollows).toBe(0);
    expect(facts.selfNotifications).toBe(0);
  });

  it("gives pets ages between 0 and 30", () => {
    expect(facts.pets).toBe(40);
    expect(facts.petAgesOutOfRange).toBe(0);
  });

  it("maps every demo user's and pet's location to a gazetteer city", () => {
    expect(facts.unplaced).toBe(0);
  });

  it("opens 5 stores with 30 products", () => {
    expect(facts.stores).toBe(5);
    expect(facts.products).toBe(30);
  });

  it("writes real reviews of delivered orders, with varied stars and ratings equal to them", () => {
    expect(facts.reviews.total).toBeGreaterThanOrEqual(10);
    expect(facts.reviews.stars).toBeGreaterThanOrEqual(3);
    expect(facts.reviews.invalid).toBe(0);
    expect(facts.reviews.ratingMismatches).toBe(0);
  });

  it("grants exactly the demo staff roles", () => {
    expect(facts.roles).toEqual([
      { email: "admin@patitas.dev", role: "admin" },
      { email: "mod@patitas.dev", role: "moderator" },
    ]);
  });

  it("publishes at least 8 care guides in Spanish and their English translations, with headings, lists and products (decision 045)", () => {
    const byLanguage = Object.fromEntries(facts.guides.map((row) => [row.language, row]));
    for (const language of ["es", "en"]) {
      const row = byLanguage[language]!;
      expect(row.count).toBeGreaterThanOrEqual(8);
      expect(row.species).toEqual(expect.arrayContaining(["dog", "cat", "rabbit"]));
      expect(row.linked).toBe(row.count);
      expect(row.structured).toBe(row.count);
      expect(row.withProducts).toBeGreaterThanOrEqual(4);
    }
  });

  it("opens lost & found cases in the demo cities, some reunited, with sightings (issue 45)", () => {
    expect(facts.lost.open).toBeGreaterThanOrEqual(4);
    expect(facts.lost.reunited).toBeGreaterThanOrEqual(2);
    expect(facts.lost.sightings).toBeGreaterThanOrEqual(5);
    expect(facts.lost.placed).toBe(facts.lost.open + facts.lost.reunited);
  });

  it("stores every picture the rows point to", () => {
    const stored = new Set(jest.mocked(putObject).mock.calls.map(([key]) => `/api/media/${key}`));
    expect(facts.mediaUrls.length).toBe(summary.images);
    for (const url of facts.mediaUrls) expect(stored).toContain(url);
  });
});
