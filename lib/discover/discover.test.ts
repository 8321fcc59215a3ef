import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { places, users } from "@/lib/db/schema";
import { blockUser } from "@/lib/social/blocks";
import { createPet, createUser, uniqueSuffix } from "@/tests/factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import { discoverAction } from "./actions";
import { searchPets, searchUsers } from "./queries";

async function placeId(name: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: places.id }).from(places).where(eq(places.name, name)).limit(1);
  return row!.id;
}

/**
 * A name no other test row has, with letters that make a one-letter typo testable. The suffix's digits
 * become letters rather than being dropped, which left so few that names repeated on a database kept
 * between runs (TEST_DATABASE_URL).
 */
function uniqueName(stem: string): string {
  return `${stem}${uniqueSuffix().replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)]!)}`;
}

describe("searchPets", () => {
  it("finds a pet by name with a one-letter typo and ignores accents", async () => {
    const owner = await createUser();
    const name = uniqueName("Zanahorio");
    const pet = await createPet(owner.id, { name, breed: "Pastor Alemán" });
    const me = await createUser();
    // Typo tolerance also matches other tests' similar names on a shared database: look at ours only.
    const other = await createPet(owner.id, { name: uniqueName("Rocky"), breed: "Beagle" });
    const ours = new Set([pet.id, other.id]);
    // Results are newest first: a page wide enough that other files' pets created meanwhile cannot push ours out.
    const ids = async (q: string) =>
      (await searchPets(me.id, { tab: "pets", q }, 500)).items.map((item) => item.id).filter((id) => ours.has(id));
    expect(await ids(name)).toEqual([pet.id]);
    expect(await ids(name.replace("Zanahorio", "Zanahorip"))).toContain(pet.id);
    expect(await ids(`${name.toUpperCase()} pastor aleman`)).toEqual([pet.id]);
  });

  it("chips really filter: dogs hide cats, verified, near me (25 km)", async () => {
    const stem = uniqueName("Chipy");
    const owner = await createUser();
    const dog = await createPet(owner.id, {
      name: `${stem} dog`,
      species: "dog",
      placeId: await placeId("Madrid"),
      isVerified: true,
    });
    const cat = await createPet(owner.id, { name: `${stem} cat`, species: "cat", placeId: await placeId("Barcelona") });
    const me = await createUser();
    const db = await getDb();
    await db
      .update(users)
      .set({ placeId: await placeId("Madrid") })
      .where(eq(users.id, me.id));
    const ours = new Set([dog.id, cat.id]);
    const ids = async (chips: object) =>
      (await searchPets(me.id, { tab: "pets", q: stem, ...chips })).items
        .map((item) => item.id)
        .filter((id) => ours.has(id))
        .sort();
    expect(await ids({})).toEqual([dog.id, cat.id].sort());
    expect(await ids({ species: "dog" })).toEqual([dog.id]);
    expect(await ids({ species: "cat" })).toEqual([cat.id]);
    expect(await ids({ verified: true })).toEqual([dog.id]);
    expect(await ids({ near: true })).toEqual([dog.id]);
    const page = await searchPets(me.id, { tab: "pets", q: stem, species: "cat" });
    expect(page.items.find((item) => item.id === cat.id)!.km).toBe(505);
  });

  it("puts a pet without a place where its owner is: place, distance and near me", async () => {
    const stem = uniqueName("Sinsitio");
    const db = await getDb();
    const owner = await createUser();
    await db
      .update(users)
      .set({ placeId: await placeId("Toledo") })
      .where(eq(users.id, owner.id));
    const pet = await createPet(owner.id, { name: stem, isVerified: true });
    const me = await createUser();
    await db
      .update(users)
      .set({ placeId: await placeId("Madrid") })
      .where(eq(users.id, me.id));
    const found = (await searchPets(me.id, { tab: "pets", q: stem })).items.find((item) => item.id === pet.id);
    expect(found).toMatchObject({ km: 67, place: "Toledo", placeCountry: "ES" });
    const neighbour = await createUser();
    await db
      .update(users)
      .set({ placeId: await placeId("Toledo") })
      .where(eq(users.id, neighbour.id));
    expect((await searchPets(neighbour.id, { tab: "pets", q: stem, near: true })).items.map((item) => item.id)).toEqual(
      [pet.id],
    );
    expect((await searchPets(me.id, { tab: "pets", q: stem, near: true })).items).toEqual([]);
    // The "Verified" chip returns it.
    await signInAs(me);
    const verified = await discoverAction({ tab: "pets", q: stem, verified: true });
    expect(verified.ok && verified.data.items.map((item) => item.id)).toEqual([pet.id]);
  });

  it("never shows inactive pets, banned owners, or users blocked either way", async () => {
    const stem = uniqueName("Hidey");
    const me = await createUser();
    const visible = await createPet((await createUser()).id, { name: `${stem} a` });
    const inactive = await createPet((await createUser()).id, { name: `${stem} b`, isActive: false });
    const banned = await createPet((await createUser({ banned: true })).id, { name: `${stem} c` });
    const blocker = await createUser();
    const blockerPet = await createPet(blocker.id, { name: `${stem} d` });
    await blockUser(blocker.id, me.id);
    const blocked = await createUser();
    const blockedPet = await createPet(blocked.id, { name: `${stem} e` });
    await blockUser(me.id, blocked.id);
    const ours = new Set([visible.id, inactive.id, banned.id, blockerPet.id, blockedPet.id]);
    const found = (await searchPets(me.id, { tab: "pets", q: stem })).items
      .map((item) => item.id)
      .filter((id) => ours.has(id));
    expect(found).toEqual([visible.id]);
  });

  it("pages with a keyset cursor, no repeats, no gaps", async () => {
    const stem = uniqueName("Pagey");
    const owner = await createUser();
    const created: string[] = [];
    for (let i = 0; i < 5; i += 1) created.push((await createPet(owner.id, { name: `${stem} ${i}` })).id);
    const me = await createUser();
    const seen: string[] = [];
    let cursor = null;
    do {
      const page: Awaited<ReturnType<typeof searchPets>> = await searchPets(me.id, { tab: "pets", q: stem, cursor }, 2);
      seen.push(...page.items.map((item) => item.id).filter((id) => created.includes(id)));
      cursor = page.nextCursor;
    } while (cursor);
    // Newest first across pages: the first pages come from the newest pets, the last from the indexes.
    expect(seen).toEqual([...created].reverse());
  });

  it("near me pages across nearby places newest first, without gaps, repeats or hidden owners", async () => {
    // Alicante and Elche are 21 km apart: both are "near" a viewer in Alicante; each place is its own index scan.
    const stem = uniqueName("Nearpage");
    const [alicante, elche, madrid] = [await placeId("Alicante"), await placeId("Elche"), await placeId("Madrid")];
    const owner = await createUser();
    const bannedOwner = await createUser({ banned: true });
    const expected: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      expected.unshift((await createPet(owner.id, { name: `${stem} ${i}`, placeId: i % 2 ? alicante : elche })).id);
      await createPet(bannedOwner.id, { name: `${stem} hidden ${i}`, placeId: alicante });
    }
    await createPet(owner.id, { name: `${stem} far`, placeId: madrid });
    const me = await createUser();
    const db = await getDb();
    await db.update(users).set({ placeId: alicante }).where(eq(users.id, me.id));
    const seen: string[] = [];
    let cursor = null;
    do {
      const page: Awaited<ReturnType<typeof searchPets>> = await searchPets(
        me.id,
        { tab: "pets", q: stem, near: true, cursor },
        2,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);
  });
});

describe("searchUsers", () => {
  it("finds users by username or full name with accents ignored, never banned or blocked ones", async () => {
    const me = await createUser();
    const full = uniqueName("Zoé Marín");
    const found = await createUser({ fullName: full });
    const banned = await createUser({ fullName: full, banned: true });
    const blocker = await createUser({ fullName: full });
    await blockUser(blocker.id, me.id);
    const ours = new Set([found.id, banned.id, blocker.id]);
    const ids = async (q: string) =>
      (await searchUsers(me.id, { tab: "users", q })).items.map((item) => item.id).filter((id) => ours.has(id));
    expect(
      await ids(
        full
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .toLowerCase(),
      ),
    ).toEqual([found.id]);
    expect(await ids(found.username!)).toEqual([found.id]);
  });

  it("pages with a keyset cursor, newest first, no repeats, no gaps", async () => {
    const full = uniqueName("Pagina");
    const created: string[] = [];
    for (let i = 0; i < 5; i += 1) created.push((await createUser({ fullName: `${full} ${i}` })).id);
    const me = await createUser();
    const seen: string[] = [];
    let cursor = null;
    do {
      const page: Awaited<ReturnType<typeof searchUsers>> = await searchUsers(
        me.id,
        { tab: "users", q: full, cursor },
        2,
      );
      seen.push(...page.items.map((item) => item.id).filter((id) => created.includes(id)));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...created].reverse());
  });
});

describe("discoverAction", () => {
  it("serves signed-in users and refuses anonymous, banned and bad input", async () => {
    await signInAs(null);
    expect(await discoverAction({ tab: "pets" })).toEqual({
      ok: false,
      error: { code: "unauthorized", message: "errors.unauthorized" },
    });
    await signInAsBanned(await createUser());
    expect(await discoverAction({ tab: "pets" })).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    await signInAs(await createUser());
    expect(await discoverAction({ tab: "users", q: "a" })).toMatchObject({ ok: true });
    for (const bad of [
      {},
      { tab: "dogs" },
      { tab: "pets", q: "x\u0000" },
      { tab: "pets", cursor: { at: "nope", id: "x" } },
    ]) {
      expect(await discoverAction(bad)).toMatchObject({ ok: false, error: { code: "validation" } });
    }
  });
});
