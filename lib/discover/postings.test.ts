import { eq, sql } from "drizzle-orm";
import { getDb, onQuery, queryRows } from "@/lib/db/client";
import { pets, users } from "@/lib/db/schema";
import { blockUser } from "@/lib/social/blocks";
import { createPet, createUser, uniqueSuffix } from "@/tests/factories";
import { searchPets, searchUsers } from "./queries";
import { tsqueryLexeme, type SearchKind } from "./vocabulary";

/**
 * A word no other test row has: letters only (digits would be words of their own).
 * The suffix's digits become letters rather than being dropped, which left so few that words
 * repeated on a database kept between runs (TEST_DATABASE_URL).
 */
function uniqueWord(stem: string): string {
  return `${stem}${uniqueSuffix().replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)]!)}`.toLowerCase();
}

/** The postings of one row: its words, each with the row's key as the postings hold it. */
async function postingsOf(kind: SearchKind, id: string): Promise<{ word: string; at: string }[]> {
  const db = await getDb();
  return queryRows(
    db,
    sql`select word, created_at::text as at from search_postings where kind = ${kind} and id = ${id} order by word`,
  );
}

/** What the row holds: the words of its search_tsv and its created_at, as the postings should copy them. */
async function wordsOf(table: "pets" | "users", id: string): Promise<{ word: string; at: string }[]> {
  const db = await getDb();
  return queryRows(
    db,
    sql`select w as word, t.created_at::text as at from ${sql.raw(table)} t cross join lateral unnest(tsvector_to_array(t.search_tsv)) w where t.id = ${id} order by w`,
  );
}

/**
 * Rows whose postings differ from what their search_tsv holds, across both tables (one statement, so
 * one snapshot even while other test files write): 0 when the triggers kept every posting exact.
 */
async function postingsOutOfStep(): Promise<number> {
  const db = await getDb();
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with expected as (
        select 'pet'::text as kind, w as word, p.created_at, p.id from pets p cross join lateral unnest(tsvector_to_array(p.search_tsv)) w
        union all
        select 'user', w, u.created_at, u.id from users u cross join lateral unnest(tsvector_to_array(u.search_tsv)) w
      ), actual as (select kind, word, created_at, id from search_postings)
      select count(*)::int as n from ((select * from expected except all select * from actual) union all (select * from actual except all select * from expected)) d`,
  );
  return row!.n;
}

/**
 * `count` newer pets without the word, in one statement: a walk of the newest rows (walkWindow) then
 * falls short and the page comes from the postings, whatever the table's statistics say.
 */
async function newerPets(ownerId: string, count: number): Promise<void> {
  const db = await getDb();
  await db.insert(pets).values(
    Array.from({ length: count }, () => ({
      name: `Relleno ${uniqueSuffix()}`,
      age: 1,
      species: "dog" as const,
      gender: "female" as const,
      size: "small" as const,
      userId: ownerId,
    })),
  );
}

const petIds = async (viewerId: string, q: string, limit = 100) =>
  (await searchPets(viewerId, { tab: "pets", q }, limit)).items.map((item) => item.id);

/** Every page of a search, followed by its cursors. */
async function allPages(
  search: (
    cursor: import("@/lib/paging/cursor").Cursor | null,
  ) => Promise<{ items: { id: string }[]; nextCursor: import("@/lib/paging/cursor").Cursor | null }>,
  pageSize: number,
) {
  const seen: string[] = [];
  let cursor = null;
  do {
    const page: Awaited<ReturnType<typeof search>> = await search(cursor);
    expect(page.items.length).toBeLessThanOrEqual(pageSize);
    if (page.nextCursor) expect(page.items).toHaveLength(pageSize);
    seen.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe("search_postings follows the rows in the writing transaction", () => {
  it("holds one posting per word of a new pet and of a new user, with the row's key", async () => {
    const word = uniqueWord("Postal");
    const owner = await createUser({ fullName: `Ana ${word}` });
    const pet = await createPet(owner.id, { name: `${word} Luna`, breed: "Golden Retriever" });
    expect(await postingsOf("pet", pet.id)).toEqual(await wordsOf("pets", pet.id));
    expect((await postingsOf("pet", pet.id)).map((p) => p.word)).toEqual(
      expect.arrayContaining([word, "luna", "golden", "retriever"]),
    );
    expect(await postingsOf("user", owner.id)).toEqual(await wordsOf("users", owner.id));
    expect((await postingsOf("user", owner.id)).map((p) => p.word)).toContain(word);
  });

  it("moves a renamed pet's postings to its new words and keeps the words it still has", async () => {
    const owner = await createUser();
    const before = uniqueWord("Antes");
    const after = uniqueWord("Despues");
    const pet = await createPet(owner.id, { name: `${before} Toby`, breed: "Beagle" });
    const db = await getDb();
    await db
      .update(pets)
      .set({ name: `${after} Toby` })
      .where(eq(pets.id, pet.id));
    const words = (await postingsOf("pet", pet.id)).map((p) => p.word);
    expect(words).toContain(after);
    expect(words).not.toContain(before);
    expect(await postingsOf("pet", pet.id)).toEqual(await wordsOf("pets", pet.id));
  });

  it("moves every posting when a row's created_at changes, and leaves them alone on other writes", async () => {
    const owner = await createUser();
    const pet = await createPet(owner.id, { name: uniqueWord("Fechado") });
    const db = await getDb();
    await db.update(pets).set({ age: 7, description: "Sin cambios en las palabras" }).where(eq(pets.id, pet.id));
    expect(await postingsOf("pet", pet.id)).toEqual(await wordsOf("pets", pet.id));
    await db
      .update(pets)
      .set({ createdAt: new Date("2020-01-02T03:04:05Z") })
      .where(eq(pets.id, pet.id));
    const moved = await postingsOf("pet", pet.id);
    expect(moved).toEqual(await wordsOf("pets", pet.id));
    expect(new Set(moved.map((p) => new Date(p.at).toISOString()))).toEqual(new Set(["2020-01-02T03:04:05.000Z"]));
  });

  it("deletes a row's postings with it, the pets of a deleted user too", async () => {
    const owner = await createUser({ fullName: `Borrado ${uniqueWord("Persona")}` });
    const pet = await createPet(owner.id, { name: uniqueWord("Borrado") });
    const db = await getDb();
    await db.delete(users).where(eq(users.id, owner.id));
    expect(await postingsOf("pet", pet.id)).toEqual([]);
    expect(await postingsOf("user", owner.id)).toEqual([]);
  });

  it("is written by nobody under a bulk load, then rebuilt from the rows by patitas_search_words_rebuild()", async () => {
    const owner = await createUser();
    const db = await getDb();
    const word = uniqueWord("Masivo");
    const rollback = new Error("rolled back on purpose: the rebuild rewrites every posting");
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`set local patitas.bulk_load = 'on'`);
        const [pet] = await tx
          .insert(pets)
          .values({ name: word, age: 2, species: "cat", gender: "male", size: "small", userId: owner.id })
          .returning({ id: pets.id });
        const held = async () =>
          queryRows<{ word: string }>(tx, sql`select word from search_postings where kind = 'pet' and id = ${pet!.id}`);
        expect(await held()).toEqual([]);
        // The rebuild locks every vocabulary row and the whole postings table, as a bulk load may on a
        // database of its own (the seed, a migration). On the PostgreSQL the test files share, another
        // file's write holding the postings and waiting for a word would deadlock with it: there only
        // the bulk load's silence is checked.
        if (!process.env.TEST_DATABASE_URL) {
          await tx.execute(sql`select patitas_search_words_rebuild()`);
          expect((await held()).map((row) => row.word)).toEqual([word]);
        }
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });

  it("matches what the rows hold, across both tables, after all of the above", async () => {
    expect(await postingsOutOfStep()).toBe(0);
  });
});

describe("a rare word's page read from its postings", () => {
  it("pages through a rare word's pets newest first, as the full-text index finds them, without gaps or repeats", async () => {
    const word = uniqueWord("Pueblito");
    const owner = await createUser();
    const created: string[] = [];
    // Each hit followed by 4 newer pets without the word: after any cursor, the newest 2·(size + 1) pets
    // hold too few hits for a page, so every page is read from the postings.
    for (let i = 0; i < 11; i += 1) {
      created.push((await createPet(owner.id, { name: `${word} ${i % 2 ? "Rex" : "Kira"}` })).id);
      await newerPets(owner.id, 4);
    }
    const me = await createUser();
    const db = await getDb();
    const expected = await queryRows<{ id: string }>(
      db,
      sql`select id from pets where search_tsv @@ ${tsqueryLexeme(word)}::tsquery order by created_at desc, id desc`,
    );
    expect(expected.map((row) => row.id)).toEqual([...created].reverse());
    for (const size of [1, 2, 3, 11, 24]) {
      expect(await allPages((cursor) => searchPets(me.id, { tab: "pets", q: word, cursor }, size), size)).toEqual(
        [...created].reverse(),
      );
    }
    // A second word narrows the rare one's postings to the rows holding both.
    expect(await petIds(me.id, `${word} rex`)).toEqual(created.filter((_, i) => i % 2 === 1).reverse());
  });

  it("fills the page past hits it may not show: inactive pets, banned owners, blocks either way, chips", async () => {
    const word = uniqueWord("Escondido");
    const me = await createUser();
    const owner = await createUser();
    const visible: string[] = [];
    for (let i = 0; i < 3; i += 1) visible.unshift((await createPet(owner.id, { name: word, species: "cat" })).id);
    // The newest hits, more than the first attempt reads (2 × (limit + 1) = 6 postings), are all hidden.
    const bannedOwner = await createUser({ banned: true });
    const blocker = await createUser();
    await blockUser(blocker.id, me.id);
    const blocked = await createUser();
    await blockUser(me.id, blocked.id);
    for (let i = 0; i < 2; i += 1) {
      await createPet(owner.id, { name: word, isActive: false });
      await createPet(bannedOwner.id, { name: word });
      await createPet(blocker.id, { name: word });
      await createPet(blocked.id, { name: word });
      await createPet(owner.id, { name: word, species: "dog" });
    }
    const attempts: string[] = [];
    const stop = onQuery((text) => (text.includes("search_postings") ? attempts.push(text) : 0));
    let page: Awaited<ReturnType<typeof searchPets>>;
    try {
      page = await searchPets(me.id, { tab: "pets", q: word, species: "cat" }, 2);
    } finally {
      stop();
    }
    expect(page.items.map((item) => item.id)).toEqual(visible.slice(0, 2));
    // 6 postings, all hidden; then the next 12 (7 are left): the lists ended with the page full.
    expect(attempts).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();
    expect(
      await allPages((cursor) => searchPets(me.id, { tab: "pets", q: word, species: "cat", cursor }, 2), 2),
    ).toEqual(visible);
    expect(await allPages((cursor) => searchPets(me.id, { tab: "pets", q: word, cursor }, 2), 2)).toHaveLength(3 + 2);
  });

  it("pages a rare word's users, the banned, the blocked and the viewer left out", async () => {
    const word = uniqueWord("Apellidoraro");
    const me = await createUser({ fullName: `Yo ${word}` });
    const expected: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      expected.unshift((await createUser({ fullName: `Ana ${word}` })).id);
      await createUser({ fullName: `Baneada ${word}`, banned: true });
    }
    const blocked = await createUser({ fullName: `Bloqueada ${word}` });
    await blockUser(me.id, blocked.id);
    expect(await allPages((cursor) => searchUsers(me.id, { tab: "users", q: word, cursor }, 2), 2)).toEqual(expected);
  });

  it("reads the postings a page needs, not every hit: one bounded statement for a page of a word with many hits", async () => {
    const word = uniqueWord("Multitud");
    const owner = await createUser();
    const db = await getDb();
    // 60 hits in one statement (the triggers fire per row all the same), then newer pets without the word.
    await db.insert(pets).values(
      Array.from({ length: 60 }, () => ({
        name: word,
        age: 1,
        species: "dog" as const,
        gender: "female" as const,
        size: "small" as const,
        userId: owner.id,
      })),
    );
    await newerPets(owner.id, 10);
    const me = await createUser();
    const statements: { text: string; params: unknown[] }[] = [];
    const stop = onQuery((text, params) => statements.push({ text, params }));
    let found: string[];
    try {
      found = await petIds(me.id, word, 2);
    } finally {
      stop();
    }
    expect(found).toHaveLength(2);
    // The vocabulary, perhaps a walk of the newest pets that falls short, then one attempt on the
    // postings; the hits are never collected from the GIN index.
    const onPostings = statements.filter((statement) => statement.text.includes("search_postings"));
    expect(onPostings).toHaveLength(1);
    expect(statements.at(-1)).toBe(onPostings[0]);
    expect(statements.some((statement) => statement.text.includes("hits as materialized"))).toBe(false);
    const rows = onPostings[0]!;
    // And the attempt reads at most 2 × (limit + 1) postings of the word, whatever the plan.
    const [plan] = await queryRows<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
      db,
      sql`explain (analyze, format json) ${sql.raw(inline(rows))}`,
    );
    const read = nodes(plan!["QUERY PLAN"][0].Plan)
      .filter((node) => node["Relation Name"] === "search_postings")
      .reduce((sum, node) => sum + node["Actual Rows"] * node["Actual Loops"], 0);
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThanOrEqual(6);
  });

  it("reads a candidate's row by its key, never the word's hits from the GIN index", async () => {
    // A word of one pet: the case where PostgreSQL found reading the GIN index and hashing its hits
    // against the candidates cheapest, when the candidates were joined plainly.
    const word = uniqueWord("Unico");
    const owner = await createUser();
    await createPet(owner.id, { name: word });
    await newerPets(owner.id, 10);
    const me = await createUser();
    const db = await getDb();
    const statements: { text: string; params: unknown[] }[] = [];
    const stop = onQuery((text, params) => statements.push({ text, params }));
    try {
      expect(await petIds(me.id, word, 2)).toHaveLength(1);
    } finally {
      stop();
    }
    const rows = statements.find((statement) => statement.text.includes("search_postings"))!;
    const [plan] = await queryRows<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
      db,
      sql`explain (analyze, format json) ${sql.raw(inline(rows))}`,
    );
    const used = nodes(plan!["QUERY PLAN"][0].Plan).map((node) => node["Index Name"]);
    expect(used).toContain("pets_pkey");
    expect(used).not.toContain("pets_search_fts_idx");
  });
});

type PlanNode = {
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  Plans?: PlanNode[];
};

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

/** The statement with its parameters as literals (test values: words of letters, ids, numbers). */
function inline({ text, params }: { text: string; params: unknown[] }): string {
  return text.replace(/\$(\d+)\b/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    if (value === null || value === undefined) return "null";
    if (typeof value === "number" || typeof value === "boolean") return String(value);
    return `'${String(value).replaceAll("'", "''")}'`;
  });
}
