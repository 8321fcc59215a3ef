import { and, eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { pets, searchWords, users } from "@/lib/db/schema";
import { updatePetAction } from "@/lib/pets/actions";
import { updateProfile } from "@/lib/profiles/update-profile";
import { createPet, createUser, uniqueSuffix } from "@/tests/factories";
import { signInAs } from "@/tests/session";
import { searchPets, searchUsers, walkWindow } from "./queries";
import { fromRows, resolveQuery, tsqueryLexeme, type SearchKind } from "./vocabulary";

/**
 * A word no other test row has: letters only (digits would be words of their own in usernames).
 * The suffix's digits become letters rather than being dropped, which left so few that words
 * repeated on a database kept between runs (TEST_DATABASE_URL).
 */
function uniqueWord(stem: string): string {
  return `${stem}${uniqueSuffix().replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)]!)}`.toLowerCase();
}

/** How many rows the vocabulary says hold the word, 0 when it is not there. */
async function rowsHolding(kind: SearchKind, word: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ rowCount: searchWords.rowCount })
    .from(searchWords)
    .where(and(eq(searchWords.kind, kind), eq(searchWords.word, word)));
  return row?.rowCount ?? 0;
}

const petIds = async (viewerId: string, q: string) =>
  (await searchPets(viewerId, { tab: "pets", q }, 100)).items.map((item) => item.id);

describe("the vocabulary follows the rows in the writing transaction", () => {
  it("finds a renamed pet by its new name at once, and no longer by its old one", async () => {
    const owner = await createUser();
    const me = await createUser();
    const before = uniqueWord("Antesnombre");
    const after = uniqueWord("Despuesnombre");
    const pet = await createPet(owner.id, { name: before });
    expect(await rowsHolding("pet", before)).toBe(1);
    expect(await petIds(me.id, before)).toEqual([pet.id]);

    await signInAs(owner);
    const renamed = await updatePetAction({
      petId: pet.id,
      name: after,
      age: 3,
      species: "dog",
      gender: "female",
      size: "medium",
    });
    expect(renamed).toEqual({ ok: true, data: { id: pet.id } });
    expect(await rowsHolding("pet", after)).toBe(1);
    expect(await rowsHolding("pet", before)).toBe(0);
    expect(await petIds(me.id, after)).toEqual([pet.id]);
    expect(await petIds(me.id, before)).toEqual([]);
  });

  it("forgets a deleted pet's words, and counts a word shared by two pets until both are gone", async () => {
    const owner = await createUser();
    const me = await createUser();
    const shared = uniqueWord("Compartido");
    const first = await createPet(owner.id, { name: `${shared} uno` });
    const second = await createPet(owner.id, { name: shared });
    expect(await rowsHolding("pet", shared)).toBe(2);
    const db = await getDb();
    await db.delete(pets).where(eq(pets.id, first.id));
    expect(await rowsHolding("pet", shared)).toBe(1);
    expect(await petIds(me.id, shared)).toEqual([second.id]);
    await db.delete(pets).where(eq(pets.id, second.id));
    expect(await rowsHolding("pet", shared)).toBe(0);
    expect(await petIds(me.id, shared)).toEqual([]);
  });

  it("leaves the vocabulary alone when a write changes no searchable word", async () => {
    const owner = await createUser();
    const name = uniqueWord("Quieto");
    const pet = await createPet(owner.id, { name });
    const db = await getDb();
    await db.update(pets).set({ age: 9, description: "Otra descripción" }).where(eq(pets.id, pet.id));
    expect(await rowsHolding("pet", name)).toBe(1);
  });

  it("finds a user by a new full name at once, and keeps pets' and users' words apart", async () => {
    const me = await createUser();
    const person = await createUser();
    const surname = uniqueWord("Apellidonuevo");
    await updateProfile(person.id, { fullName: `Lucía ${surname}`, bio: null, location: null, placeId: null });
    expect(await rowsHolding("user", surname)).toBe(1);
    expect(await rowsHolding("pet", surname)).toBe(0);
    expect((await searchUsers(me.id, { tab: "users", q: surname })).items.map((item) => item.id)).toEqual([person.id]);
    // A pet search never resolves to a user's word.
    expect(await resolveQuery("pet", surname)).toBeNull();
  });

  it("counts what the rows hold, as the rebuild from the rows would", async () => {
    const owner = await createUser();
    const word = uniqueWord("Contado");
    for (let i = 0; i < 3; i += 1) await createPet(owner.id, { name: `${word} ${uniqueWord("x")}` });
    const db = await getDb();
    const [counted] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pets where search_tsv @@ ${tsqueryLexeme(word)}::tsquery`,
    );
    expect(counted!.n).toBe(3);
    expect(await rowsHolding("pet", word)).toBe(3);
  });
});

describe("resolveQuery", () => {
  it("takes a word as written before its look-alikes, and look-alikes only for a typo", async () => {
    const owner = await createUser();
    const stem = uniqueWord("Mandarin");
    const exact = await createPet(owner.id, { name: `${stem}o` });
    const alike = await createPet(owner.id, { name: `${stem}a` });
    const me = await createUser();
    const ours = new Set([exact.id, alike.id]);
    const found = async (q: string) => (await petIds(me.id, q)).filter((id) => ours.has(id)).sort();
    expect(await found(`${stem}o`)).toEqual([exact.id]);
    // A prefix stands for every word it begins.
    expect(await found(stem)).toEqual([exact.id, alike.id].sort());
    // Neither word exists as typed: both are one letter away.
    expect(await found(`${stem}e`)).toEqual([exact.id, alike.id].sort());
  });

  it("folds accents and case, and matches a word inside a longer one", async () => {
    const owner = await createUser();
    const word = uniqueWord("Pimientón");
    const pet = await createPet(owner.id, { name: word });
    const me = await createUser();
    expect(await petIds(me.id, word.toUpperCase())).toEqual([pet.id]);
    expect(await petIds(me.id, word.normalize("NFD").replace(/[\u0300-\u036f]/g, ""))).toEqual([pet.id]);
    // "imienton…": not a prefix, a substring.
    expect(await petIds(me.id, word.slice(1))).toContain(pet.id);
  });

  it("needs every word of the query to stand for something", async () => {
    const owner = await createUser();
    const word = uniqueWord("Solitario");
    await createPet(owner.id, { name: word });
    expect(await resolveQuery("pet", `${word} ${uniqueWord("qqqzzzxxx")}`)).toBeNull();
    expect(await resolveQuery("pet", "¡¿?!")).toBeNull();
  });
});

describe("the tsquery built from the vocabulary", () => {
  it("quotes every word, so quotes and backslashes in a word are never read as syntax", async () => {
    const db = await getDb();
    for (const word of ["o'malley", "a\\b", "x & y | !z", "w:*"]) {
      const [row] = await queryRows<{ hit: boolean }>(
        db,
        sql`select array_to_tsvector(array[${word}]::text[]) @@ ${tsqueryLexeme(word)}::tsquery as hit`,
      );
      expect(row!.hit).toBe(true);
    }
  });

  it("ands the query's words and ors the words each one stands for; the rarest bounds the estimate", () => {
    const resolved = fromRows([
      { term: "lu", word: "luna", row_count: 50, total: 1000 },
      { term: "lu", word: "lucas", row_count: 20, total: 1000 },
      { term: "madrid", word: "madrid", row_count: 30, total: 1000 },
    ]);
    // The rarest term's words are the posting lists a rare query is read from (decision 054).
    expect(resolved).toEqual({
      tsquery: "('luna' | 'lucas') & ('madrid')",
      estimate: 30,
      total: 1000,
      rarest: ["madrid"],
    });
    expect(
      fromRows([
        { term: "lu", word: "luna", row_count: 5, total: 9 },
        { term: "lu", word: "lucas", row_count: 2, total: 9 },
      ])?.rarest,
    ).toEqual(["luna", "lucas"]);
    expect(fromRows([])).toBeNull();
    expect(fromRows([{ term: "zz", word: null, row_count: 0, total: 0 }])).toBeNull();
  });
});

describe("walkWindow", () => {
  it("walks the newest rows for a common word and collects a rare word's hits", () => {
    // "luna", one pet in twenty: the newest 1 000 of 100 000 pets hold two pages.
    expect(walkWindow({ estimate: 5000, total: 100_000 }, 24)).toBe(1000);
    expect(walkWindow({ estimate: 50_000, total: 1_000_000 }, 24)).toBe(1000);
    // A town's 30 pets: collecting 30 hits beats walking 170 000 rows.
    expect(walkWindow({ estimate: 30, total: 100_000 }, 24)).toBeNull();
    // Past √(2·(limit+1)·rows) the walk would read more than the hits: they are collected.
    expect(walkWindow({ estimate: 2000, total: 100_000 }, 24)).toBeNull();
    expect(walkWindow({ estimate: 2300, total: 100_000 }, 24)).toBe(2174);
    // A table never analyzed (total 0) counts as holding just the estimate.
    expect(walkWindow({ estimate: 8, total: 0 }, 2)).toBe(6);
    expect(walkWindow({ estimate: 0, total: 0 }, 2)).toBeNull();
  });
});

describe("users' and pets' searches page the same whichever way the words are matched", () => {
  it("walks the newest pets, then falls back to the hits, without gaps or repeats", async () => {
    const stem = uniqueWord("Caminante");
    const owner = await createUser();
    const created: string[] = [];
    for (let i = 0; i < 8; i += 1) created.push((await createPet(owner.id, { name: `${stem} ${i}` })).id);
    const me = await createUser();
    const seen: string[] = [];
    let cursor = null;
    do {
      const page: Awaited<ReturnType<typeof searchPets>> = await searchPets(me.id, { tab: "pets", q: stem, cursor }, 2);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...created].reverse());
  });

  it("finds a user by username after a rename of the username", async () => {
    const me = await createUser();
    const person = await createUser();
    const username = `n_${uniqueWord("nuevo")}`.slice(0, 20);
    const db = await getDb();
    await db.update(users).set({ username }).where(eq(users.id, person.id));
    expect((await searchUsers(me.id, { tab: "users", q: username })).items.map((item) => item.id)).toEqual([person.id]);
    expect(await rowsHolding("user", username.slice(2))).toBe(1);
  });
});
