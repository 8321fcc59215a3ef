import { and, eq, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { blocks, matches, notifications, petSwipes, places, users } from "@/lib/db/schema";
import { blockUser } from "@/lib/social/blocks";
import { createPet, createUser, type PetOptions } from "@/tests/factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import {
  likePetAction,
  loadDeckAction,
  passPetAction,
  respondToMatchAction,
  undoPassAction,
  unmatchAction,
} from "./actions";
import { DAILY_LIKE_LIMIT } from "./errors";
import { likePet } from "./likes";
import { listMatches, loadDeck } from "./queries";

const unauthorized = { ok: false, error: { code: "unauthorized", message: "errors.unauthorized" } };
const notFound = { ok: false, error: { code: "not_found", message: "errors.notFound" } };
const exists = { ok: false, error: { code: "conflict", message: "match.errors.exists" } };

let owners = 0;

/**
 * A user with one active pet (a dog): the usual player of the deck. Owners alternate female and male
 * pets, so two owners made one after the other can love-match (same species, other sex).
 */
async function owner(placeName?: string, pet: PetOptions = {}) {
  owners += 1;
  const user = await createUser();
  if (placeName) await setPlace(user.id, placeName);
  const created = await createPet(user.id, {
    gender: owners % 2 ? "female" : "male",
    ...(placeName ? { placeId: await placeId(placeName) } : {}),
    ...pet,
  });
  return { ...user, pet: created };
}

async function placeId(name: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: places.id }).from(places).where(eq(places.name, name)).limit(1);
  return row!.id;
}

async function setPlace(userId: string, name: string) {
  const db = await getDb();
  await db
    .update(users)
    .set({ placeId: await placeId(name) })
    .where(eq(users.id, userId));
}

/** Every match between the two users, either direction. */
async function matchesBetween(a: string, b: string) {
  const db = await getDb();
  return db
    .select({
      id: matches.id,
      user1Id: matches.user1Id,
      status: matches.status,
      matchType: matches.matchType,
      pet1Id: matches.pet1Id,
    })
    .from(matches)
    .where(
      or(and(eq(matches.user1Id, a), eq(matches.user2Id, b)), and(eq(matches.user1Id, b), eq(matches.user2Id, a))),
    );
}

async function matchNotifications(userId: string, actorId: string): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.actorId, actorId), eq(notifications.type, "match")));
  return rows.length;
}

async function swipesOf(userId: string): Promise<number> {
  const db = await getDb();
  const rows = await db.select({ petId: petSwipes.petId }).from(petSwipes).where(eq(petSwipes.userId, userId));
  return rows.length;
}

describe("likePetAction", () => {
  it("sends a pending match with my first pet and notifies the recipient once", async () => {
    const [me, other] = [await owner(), await owner()];
    await createPet(me.id); // a second, newer pet: the first stays the default
    await signInAs(me);
    const result = await likePetAction({ pet: other.pet.id, mode: "love" });
    expect(result).toMatchObject({ ok: true, data: { status: "pending" } });
    const rows = await matchesBetween(me.id, other.id);
    expect(rows).toEqual([
      expect.objectContaining({ user1Id: me.id, status: "pending", matchType: "love", pet1Id: me.pet.id }),
    ]);
    expect(await matchNotifications(other.id, me.id)).toBe(1);
  });

  it("likes with the pet I choose", async () => {
    const [me, other] = [await owner(), await owner()];
    const second = await createPet(me.id);
    await signInAs(me);
    await likePetAction({ pet: other.pet.id, mode: "friend", myPet: second.id });
    expect((await matchesBetween(me.id, other.id))[0]).toMatchObject({ pet1Id: second.id, matchType: "friend" });
  });

  it("accepts at once when the other user already liked one of my pets in the same mode", async () => {
    const [me, other] = [await owner(), await owner()];
    await signInAs(other);
    await likePetAction({ pet: me.pet.id, mode: "love" });
    await signInAs(me);
    // The "It's a match" screen gets both pets of the match and whom to write to.
    expect(await likePetAction({ pet: other.pet.id, mode: "love" })).toMatchObject({
      ok: true,
      data: {
        status: "accepted",
        mine: { name: me.pet.name, species: "dog", photo: null },
        theirs: { name: other.pet.name },
        username: other.username,
      },
    });
    expect(await matchesBetween(me.id, other.id)).toEqual([
      expect.objectContaining({ status: "accepted", user1Id: other.id }),
    ]);
    expect(await matchNotifications(other.id, me.id)).toBe(1);
  });

  it("refuses 'Ya tienes un match' when any match exists in either direction, another mode included", async () => {
    const [me, other] = [await owner(), await owner()];
    await signInAs(other);
    await likePetAction({ pet: me.pet.id, mode: "friend" });
    await signInAs(me);
    expect(await likePetAction({ pet: other.pet.id, mode: "love" })).toEqual(exists);
    await signInAs(other);
    expect(await likePetAction({ pet: me.pet.id, mode: "friend" })).toEqual(exists);
    expect(await matchesBetween(me.id, other.id)).toEqual([
      expect.objectContaining({ status: "pending", matchType: "friend" }),
    ]);
    expect(await matchNotifications(other.id, me.id)).toBe(0);
  });

  it("refuses liking my own pet with 'Invalid users'", async () => {
    const me = await owner();
    await signInAs(me);
    expect(await likePetAction({ pet: me.pet.id, mode: "love" })).toEqual({
      ok: false,
      error: { code: "validation", message: "match.errors.invalidUsers" },
    });
    expect(await swipesOf(me.id)).toBe(0);
  });

  it("refuses without an own active pet, or with a pet that is not mine", async () => {
    const [me, other, third] = [await createUser(), await owner(), await owner()];
    await createPet(me.id, { isActive: false });
    await signInAs(me);
    expect(await likePetAction({ pet: other.pet.id, mode: "love" })).toEqual({
      ok: false,
      error: { code: "validation", message: "match.errors.needPet" },
    });
    await createPet(me.id);
    expect(await likePetAction({ pet: other.pet.id, mode: "love", myPet: third.pet.id })).toMatchObject({
      ok: false,
      error: { message: "match.errors.needPet" },
    });
    expect(await matchesBetween(me.id, other.id)).toEqual([]);
    expect(await swipesOf(me.id)).toBe(0);
  });

  it("answers unknown, inactive, banned-owner and blocked pets with not found", async () => {
    const me = await owner();
    const inactive = await createPet((await createUser()).id, { isActive: false });
    const bannedOwner = await createUser({ banned: true });
    const bannedPet = await createPet(bannedOwner.id);
    const blocker = await owner();
    await blockUser(blocker.id, me.id);
    await signInAs(me);
    for (const pet of ["7f1c3b4e-0000-4000-8000-000000000000", inactive.id, bannedPet.id, blocker.pet.id]) {
      expect(await likePetAction({ pet, mode: "love" })).toEqual(notFound);
      expect(await passPetAction({ pet, mode: "love" })).toEqual(notFound);
    }
    expect(await swipesOf(me.id)).toBe(0);
    expect(await matchesBetween(me.id, blocker.id)).toEqual([]);
  });

  it("refuses anonymous visitors and banned users, and changes nothing", async () => {
    const other = await owner();
    await signInAs(null);
    expect(await likePetAction({ pet: other.pet.id, mode: "love" })).toEqual(unauthorized);
    expect(await passPetAction({ pet: other.pet.id, mode: "love" })).toEqual(unauthorized);
    expect(await loadDeckAction({ mode: "love" })).toEqual(unauthorized);
    const banned = await owner();
    await signInAsBanned(banned);
    expect(await likePetAction({ pet: other.pet.id, mode: "love" })).toEqual(unauthorized);
    expect(await passPetAction({ pet: other.pet.id, mode: "love" })).toEqual(unauthorized);
    expect(await matchesBetween(banned.id, other.id)).toEqual([]);
    expect(await swipesOf(banned.id)).toBe(0);
  });

  it("rejects bad input with a validation error", async () => {
    const me = await owner();
    await signInAs(me);
    for (const bad of [
      undefined,
      {},
      { pet: "nope", mode: "love" },
      { pet: me.pet.id, mode: "hate" },
      { pet: me.pet.id, mode: "love", myPet: 3 },
    ]) {
      expect(await likePetAction(bad)).toMatchObject({ ok: false, error: { code: "validation" } });
    }
  });

  it("stops at 100 likes a day with a clear message", async () => {
    const [me, other] = [await owner(), await owner()];
    const db = await getDb();
    const targets = await Promise.all(
      Array.from({ length: DAILY_LIKE_LIMIT }, async () => (await createPet(other.id)).id),
    );
    await db
      .insert(petSwipes)
      .values(targets.map((petId) => ({ userId: me.id, petId, matchType: "love" as const, liked: true })));
    await signInAs(me);
    expect(await likePetAction({ pet: other.pet.id, mode: "friend" })).toEqual({
      ok: false,
      error: { code: "rate_limited", message: "match.errors.dailyLimit" },
    });
    expect(await matchesBetween(me.id, other.id)).toEqual([]);
    // Likes older than a day no longer count.
    await db
      .update(petSwipes)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(petSwipes.userId, me.id));
    expect(await likePetAction({ pet: other.pet.id, mode: "friend" })).toMatchObject({ ok: true });
  });
});

describe("the like race", () => {
  it("two users liking each other's pets at the same moment yield exactly one accepted match", async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = [await owner(), await owner()];
      const results = await Promise.all([
        likePet(a.id, { pet: b.pet.id, mode: "love" }),
        likePet(b.id, { pet: a.pet.id, mode: "love" }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual(["accepted", "pending"]);
      expect(await matchesBetween(a.id, b.id)).toEqual([expect.objectContaining({ status: "accepted" })]);
    }
  });
});

describe("respondToMatchAction and unmatchAction", () => {
  async function pendingMatch() {
    const [sender, recipient] = [await owner(), await owner()];
    await signInAs(sender);
    const sent = await likePetAction({ pet: recipient.pet.id, mode: "love" });
    if (!sent.ok) throw new Error("setup failed");
    return { sender, recipient, matchId: sent.data.matchId };
  }

  it("lets the recipient accept, tells the sender, and lists it as accepted for both", async () => {
    const { sender, recipient, matchId } = await pendingMatch();
    expect((await listMatches(recipient.id)).incoming.items.map((m) => m.id)).toEqual([matchId]);
    expect((await listMatches(sender.id)).sent.items.map((m) => m.id)).toEqual([matchId]);
    await signInAs(recipient);
    expect(await respondToMatchAction({ match: matchId, accept: true })).toEqual({
      ok: true,
      data: { status: "accepted" },
    });
    expect(await matchNotifications(sender.id, recipient.id)).toBe(1);
    expect((await listMatches(sender.id)).accepted.items.map((m) => m.id)).toEqual([matchId]);
    expect((await listMatches(recipient.id)).accepted.items[0]).toMatchObject({
      id: matchId,
      other: { id: sender.id },
    });
    // Answered once: a second answer finds nothing pending.
    expect(await respondToMatchAction({ match: matchId, accept: false })).toEqual(notFound);
  });

  it("a block clears the pending request between the two, so the blocked side can no longer accept it", async () => {
    const { sender, recipient, matchId } = await pendingMatch();
    await blockUser(sender.id, recipient.id);
    expect(await matchesBetween(sender.id, recipient.id)).toEqual([]);
    await signInAs(recipient);
    expect(await respondToMatchAction({ match: matchId, accept: true })).toEqual(notFound);
    expect(await matchNotifications(sender.id, recipient.id)).toBe(0);
  });

  it("refuses to answer a request across a block either way (one left from before blocks cleared them), and changes nothing", async () => {
    for (const blockedBySender of [true, false]) {
      const { sender, recipient, matchId } = await pendingMatch();
      const db = await getDb();
      await db
        .insert(blocks)
        .values(
          blockedBySender
            ? { blockerId: sender.id, blockedId: recipient.id }
            : { blockerId: recipient.id, blockedId: sender.id },
        );
      await signInAs(recipient);
      expect(await respondToMatchAction({ match: matchId, accept: true })).toEqual(notFound);
      expect((await matchesBetween(sender.id, recipient.id)).map((m) => m.status)).toEqual(["pending"]);
      expect(await matchNotifications(sender.id, recipient.id)).toBe(0);
    }
  });

  it("lets the recipient reject", async () => {
    const { sender, recipient, matchId } = await pendingMatch();
    await signInAs(recipient);
    expect(await respondToMatchAction({ match: matchId, accept: false })).toEqual({
      ok: true,
      data: { status: "rejected" },
    });
    expect(await matchesBetween(sender.id, recipient.id)).toEqual([expect.objectContaining({ status: "rejected" })]);
    expect(await matchNotifications(sender.id, recipient.id)).toBe(0);
  });

  it("refuses the sender, a stranger, a banned recipient and anonymous visitors", async () => {
    const { sender, recipient, matchId } = await pendingMatch();
    await signInAs(sender);
    expect(await respondToMatchAction({ match: matchId, accept: true })).toEqual(notFound);
    await signInAs(await createUser());
    expect(await respondToMatchAction({ match: matchId, accept: true })).toEqual(notFound);
    await signInAs(null);
    expect(await respondToMatchAction({ match: matchId, accept: true })).toEqual(unauthorized);
    await signInAsBanned(recipient);
    expect(await respondToMatchAction({ match: matchId, accept: true })).toEqual(unauthorized);
    expect(await matchesBetween(sender.id, recipient.id)).toEqual([expect.objectContaining({ status: "pending" })]);
    expect(await respondToMatchAction({ match: "x" })).toMatchObject({ ok: false });
  });

  it("unmatches from either side, only accepted matches, and the pair cannot match again", async () => {
    const { sender, recipient, matchId } = await pendingMatch();
    await signInAs(sender);
    expect(await unmatchAction({ match: matchId })).toEqual(notFound); // still pending
    await signInAs(recipient);
    await respondToMatchAction({ match: matchId, accept: true });
    await signInAs(await createUser());
    expect(await unmatchAction({ match: matchId })).toEqual(notFound);
    await signInAs(null);
    expect(await unmatchAction({ match: matchId })).toEqual(unauthorized);
    expect(await matchesBetween(sender.id, recipient.id)).toEqual([expect.objectContaining({ status: "accepted" })]);
    await signInAs(sender);
    expect(await unmatchAction({ match: matchId })).toEqual({ ok: true, data: { status: "unmatched" } });
    expect(await matchesBetween(sender.id, recipient.id)).toEqual([expect.objectContaining({ status: "unmatched" })]);
    expect((await listMatches(recipient.id)).accepted.items).toEqual([]);
    expect(await likePetAction({ pet: recipient.pet.id, mode: "love" })).toEqual(exists);
  });
});

describe("loadDeckAction", () => {
  it("shows other users' active pets nearest first with stable real distances, never mine, banned, blocked or acted on", async () => {
    const female = { gender: "female" } as const;
    const me = await owner("Madrid", { gender: "male" });
    const near = await owner("Toledo", female);
    const far = await owner("Barcelona", female);
    const unplaced = await owner(undefined, female);
    const banned = await owner("Madrid", female);
    await getDb().then((db) => db.update(users).set({ isBanned: true }).where(eq(users.id, banned.id)));
    const blocked = await owner("Madrid", female);
    await blockUser(me.id, blocked.id);
    const passed = await owner("Madrid", female);
    await signInAs(me);
    await passPetAction({ pet: passed.pet.id, mode: "love" });

    const ours = new Set([
      near.pet.id,
      far.pet.id,
      unplaced.pet.id,
      banned.pet.id,
      blocked.pet.id,
      passed.pet.id,
      me.pet.id,
    ]);
    const read = async () => {
      const cards = [];
      let cursor = null;
      do {
        const page = await loadDeckAction({ mode: "love", cursor });
        if (!page.ok) throw new Error(page.error.message);
        cards.push(...page.data.cards);
        cursor = page.data.nextCursor;
      } while (cursor);
      return cards.filter((card) => ours.has(card.id));
    };
    const first = await read();
    expect(first.map((card) => card.id)).toEqual([near.pet.id, far.pet.id, unplaced.pet.id]);
    expect(first.map((card) => card.km)).toEqual([67, 505, null]);
    expect((await read()).map((card) => card.km)).toEqual([67, 505, null]);
    // The pass was in love mode only: friend mode still shows the pet.
    const friend = await loadDeckAction({ mode: "friend", maxKm: 10 });
    expect(friend.ok && friend.data.cards.map((card) => card.id)).toContain(passed.pet.id);
  });

  it("filters by species, size, age and max distance", async () => {
    const me = await owner("Lyon");
    const cat = await createUser();
    await setPlace(cat.id, "Lyon");
    const catPet = await createPet(cat.id, { species: "cat", size: "small", age: 9, placeId: await placeId("Lyon") });
    await signInAs(me);
    const ids = async (filters: object) => {
      const page = await loadDeckAction({ mode: "friend", maxKm: 5, ...filters });
      return page.ok ? page.data.cards.map((card) => card.id) : page.error;
    };
    expect(await ids({ species: "cat" })).toContain(catPet.id);
    expect(await ids({ species: "dog" })).not.toContain(catPet.id);
    expect(await ids({ size: "large" })).not.toContain(catPet.id);
    expect(await ids({ minAge: 10 })).not.toContain(catPet.id);
    expect(await ids({ minAge: 8, maxAge: 9, size: "small" })).toContain(catPet.id);
    expect(await loadDeckAction({ mode: "love", maxKm: -1 })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
  });

  it("love keeps to the species of the pet I match for and the other sex; friend crosses species", async () => {
    const me = await owner("Sevilla", { gender: "male", species: "dog" });
    const myCat = await createPet(me.id, { species: "cat", gender: "female", placeId: await placeId("Sevilla") });
    const [femaleDog, maleDog, maleCat, femaleCat] = [
      await owner("Sevilla", { species: "dog", gender: "female" }),
      await owner("Sevilla", { species: "dog", gender: "male" }),
      await owner("Sevilla", { species: "cat", gender: "male" }),
      await owner("Sevilla", { species: "cat", gender: "female" }),
    ];
    const ours = new Set([femaleDog.pet.id, maleDog.pet.id, maleCat.pet.id, femaleCat.pet.id]);
    await signInAs(me);
    const ids = async (filters: object) => {
      const page = await loadDeckAction({ maxKm: 5, ...filters });
      if (!page.ok) throw new Error(page.error.message);
      return page.data.cards
        .map((card) => card.id)
        .filter((id) => ours.has(id))
        .sort();
    };
    // My first pet (the male dog) by default; the cat when I choose it.
    expect(await ids({ mode: "love" })).toEqual([femaleDog.pet.id]);
    expect(await ids({ mode: "love", pet: myCat.id })).toEqual([maleCat.pet.id]);
    expect(await ids({ mode: "friend" })).toEqual([...ours].sort());
    // A pet that is not mine is not a choice: the deck stays my first pet's.
    expect(await ids({ mode: "love", pet: femaleCat.pet.id })).toEqual([femaleDog.pet.id]);

    // The like follows the same rule: a chosen pet of another species or the same sex is refused…
    const refused = { ok: false, error: { code: "validation", message: "match.errors.loveSameSpecies" } };
    expect(await likePetAction({ pet: maleDog.pet.id, mode: "love" })).toEqual(refused);
    expect(await likePetAction({ pet: femaleDog.pet.id, mode: "love", myPet: myCat.id })).toEqual(refused);
    expect(await swipesOf(me.id)).toBe(0);
    // …and without a choice the like goes out with my first pet that fits (the cat, for a male cat).
    expect(await likePetAction({ pet: maleCat.pet.id, mode: "love" })).toMatchObject({
      ok: true,
      data: { status: "pending" },
    });
    expect((await matchesBetween(me.id, maleCat.id))[0]).toMatchObject({ pet1Id: myCat.id, matchType: "love" });
    // Friendship crosses species.
    expect(await likePetAction({ pet: femaleCat.pet.id, mode: "friend" })).toMatchObject({ ok: true });
  });

  it("places a pet without a place where its owner is, and puts a new pet first within its distance band", async () => {
    const db = await getDb();
    const me = await owner("Valladolid", { gender: "male" });
    const days = (n: number) => new Date(Date.now() - n * 86_400_000);
    // Older pets at 0 km, then a new pet with no place of its own whose owner lives in Valladolid.
    const older = [];
    for (let i = 0; i < 4; i += 1) older.push(await owner("Valladolid", { gender: "female", createdAt: days(30 + i) }));
    const farther = await owner("Madrid", { gender: "female", createdAt: days(1) }); // ~160 km: the next band
    const newcomer = await createUser();
    await setPlace(newcomer.id, "Valladolid");
    const fresh = await createPet(newcomer.id, { gender: "female", createdAt: days(0) });
    const ours = new Set([...older.map((o) => o.pet.id), farther.pet.id, fresh.id]);
    // Paged two at a time through the band cursor: no gaps, no repeats.
    const cards = [];
    let cursor = null;
    do {
      const page: Awaited<ReturnType<typeof loadDeck>> = await loadDeck(me.id, {
        mode: "love",
        maxKm: 300,
        cursor,
        limit: 2,
      });
      cards.push(...page.cards);
      cursor = page.nextCursor;
    } while (cursor);
    const mine = cards.filter((card) => ours.has(card.id));
    expect(mine.map((card) => card.id)).toEqual([fresh.id, ...older.map((o) => o.pet.id), farther.pet.id]);
    expect(mine[0]).toMatchObject({ km: 0, place: "Valladolid", placeCountry: "ES" });
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
    // The owner moves: the pet moves with them.
    await setPlace(newcomer.id, "Madrid");
    const after = (await loadDeck(me.id, { mode: "love", maxKm: 300 })).cards;
    const km = (id: string) => after.find((card) => card.id === id)?.km;
    expect(km(fresh.id)).toBeGreaterThan(100);
    expect(km(fresh.id)).toBe(km(farther.pet.id));
    // With no place at all, the distance is unknown and the pet is left out of a max-distance deck.
    await db.update(users).set({ placeId: null }).where(eq(users.id, newcomer.id));
    expect((await loadDeck(me.id, { mode: "love", maxKm: 300 })).cards.map((card) => card.id)).not.toContain(fresh.id);
  });
});

describe("undoPassAction", () => {
  it("brings my last passed pet back into the deck, and only a pass of mine", async () => {
    const [me, other] = [await owner("Bilbao", { gender: "male" }), await owner("Bilbao", { gender: "female" })];
    await signInAs(me);
    const inDeck = async () => {
      const page = await loadDeckAction({ mode: "love", maxKm: 5 });
      return page.ok && page.data.cards.some((card) => card.id === other.pet.id);
    };
    expect(await passPetAction({ pet: other.pet.id, mode: "love" })).toEqual({ ok: true, data: { passed: true } });
    expect(await inDeck()).toBe(false);
    // Someone else cannot undo my pass, and a pass in another mode is not this one.
    await signInAs(await owner());
    expect(await undoPassAction({ pet: other.pet.id, mode: "love" })).toEqual({
      ok: false,
      error: { code: "not_found", message: "match.errors.nothingToUndo" },
    });
    await signInAs(me);
    expect(await undoPassAction({ pet: other.pet.id, mode: "friend" })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(await undoPassAction({ pet: other.pet.id, mode: "love" })).toEqual({ ok: true, data: { undone: true } });
    expect(await inDeck()).toBe(true);
    expect(await undoPassAction({ pet: other.pet.id, mode: "love" })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    // A like is not undone by it.
    await likePetAction({ pet: other.pet.id, mode: "love" });
    expect(await undoPassAction({ pet: other.pet.id, mode: "love" })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(await swipesOf(me.id)).toBe(1);
  });

  it("refuses anonymous visitors, banned users and bad input", async () => {
    const [me, other] = [await owner(), await owner()];
    await signInAs(me);
    await passPetAction({ pet: other.pet.id, mode: "love" });
    for (const bad of [
      undefined,
      {},
      { pet: "nope", mode: "love" },
      { pet: other.pet.id, mode: "hate" },
      { pet: other.pet.id },
    ]) {
      expect(await undoPassAction(bad)).toMatchObject({ ok: false, error: { code: "validation" } });
    }
    await signInAs(null);
    expect(await undoPassAction({ pet: other.pet.id, mode: "love" })).toEqual(unauthorized);
    await signInAsBanned(me);
    expect(await undoPassAction({ pet: other.pet.id, mode: "love" })).toEqual(unauthorized);
    expect(await swipesOf(me.id)).toBe(1);
  });
});

describe("listMatches paging", () => {
  it("pages a box newest first across both sides of accepted matches, without gaps or repeats", async () => {
    const me = await createUser();
    const db = await getDb();
    const expected: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const other = await createUser();
      // Alternate who sent it: accepted matches come from two index scans merged.
      const [user1Id, user2Id] = i % 2 ? [me.id, other.id] : [other.id, me.id];
      const createdAt = new Date(Date.UTC(2026, 0, 1, 0, 0, i));
      const [row] = await db
        .insert(matches)
        .values({ user1Id, user2Id, matchType: "friend", status: "accepted", createdAt })
        .returning({ id: matches.id });
      expected.unshift(row!.id);
    }
    const first = await listMatches(me.id, { limit: 2 });
    expect(first.accepted.items.map((item) => item.id)).toEqual(expected.slice(0, 2));
    const seen = [...first.accepted.items.map((item) => item.id)];
    let cursor = first.accepted.nextCursor;
    while (cursor) {
      const page = await listMatches(me.id, { box: "accepted", cursor, limit: 2 });
      expect(page.incoming.items).toEqual([]);
      seen.push(...page.accepted.items.map((item) => item.id));
      cursor = page.accepted.nextCursor;
    }
    expect(seen).toEqual(expected);
  });
});
