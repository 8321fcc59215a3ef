// Issue 45: a lost pet's public page shows its open case ("Lost!" banner) and every write that opens or
// closes that case purges the pet's cached page; the case page's timeline pages back past its first 50.
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { getPublicPet, listMyPets } from "@/lib/pets/queries";
import { createUser } from "@/tests/factories";
import { createTestCase, PLACES, reportInput } from "@/tests/lost-factories";
import { createPet } from "@/tests/post-factories";
import { signInAs } from "@/tests/session";
import { registerPurger, type PurgeKind } from "@/server/shared/front-door-contract";
import {
  addSightingAction,
  editLostCaseAction,
  markReunitedAction,
  removeLostCaseAction,
  reportLostCaseAction,
} from "./actions";
import { expireLostCases } from "./closing";
import { listTimeline, TIMELINE_LIMIT } from "./queries";

let purged: { tags: string[]; kind: PurgeKind }[] = [];
beforeEach(() => {
  purged = [];
  registerPurger({
    purge: async (tags, kind) => {
      purged.push({ tags: [...tags], kind });
    },
  });
});
afterAll(() => registerPurger(null));

const petPurges = (petId: string) => purged.filter((purge) => purge.tags.includes(`pet:${petId}`));

async function lostPet() {
  const owner = await createUser();
  const pet = await createPet(owner.id, { name: "Rayo" });
  await signInAs(owner);
  const report = await reportLostCaseAction(await reportInput(owner.id, { petId: pet.id, placeId: PLACES.leganes }));
  if (!report.ok) throw new Error(JSON.stringify(report));
  return { owner, pet, caseId: report.data.id };
}

describe("the lost banner of a pet's page", () => {
  it("shows the open case (its city, since when, its id) and purges the pet's page when the case opens", async () => {
    const { pet, caseId } = await lostPet();
    expect(petPurges(pet.id)).toEqual([{ tags: expect.arrayContaining([`pet:${pet.id}`]), kind: "new-content" }]);
    const page = await getPublicPet(pet.id, null);
    expect(page?.lost).toEqual({ caseId, since: expect.any(String), place: "Leganés", placeCountry: "ES" });
    expect(Number.isNaN(new Date(page!.lost!.since).getTime())).toBe(false);
    // Never the exact point nor the neighbourhood.
    expect(JSON.stringify(page?.lost)).not.toMatch(/lat|lng|neighbourhood/);
  });

  it("is gone once the case is reunited, and the pet's page is purged hard (and the /pets chip)", async () => {
    const { owner, pet, caseId } = await lostPet();
    purged = [];
    expect((await listMyPets(owner.id)).map((card) => card.isLost)).toEqual([true]);
    expect((await markReunitedAction({ caseId })).ok).toBe(true);
    expect(petPurges(pet.id)).toEqual([{ tags: [`lost:${caseId}`, `pet:${pet.id}`], kind: "hard" }]);
    expect((await getPublicPet(pet.id, null))?.lost).toBeNull();
    expect((await listMyPets(owner.id)).map((card) => card.isLost)).toEqual([false]);
  });

  it("is gone once staff remove the case", async () => {
    const { pet, caseId } = await lostPet();
    await signInAs(await createUser({ role: "moderator" }));
    purged = [];
    expect((await removeLostCaseAction({ caseId, reason: "Duplicado" })).ok).toBe(true);
    expect(petPurges(pet.id)).toEqual([{ tags: [`lost:${caseId}`, `pet:${pet.id}`], kind: "hard" }]);
    expect((await getPublicPet(pet.id, null))?.lost).toBeNull();
  });

  it("is gone once the case expires", async () => {
    const { pet, caseId } = await lostPet();
    await (
      await getDb()
    ).execute(sql`update lost_cases set created_at = now() - interval '70 days' where id = ${caseId}::uuid`);
    purged = [];
    await expireLostCases();
    expect(petPurges(pet.id)).toEqual([
      { tags: expect.arrayContaining([`lost:${caseId}`, `pet:${pet.id}`]), kind: "hard" },
    ]);
    expect((await getPublicPet(pet.id, null))?.lost).toBeNull();
  });

  it("follows an edit of the case's place, and a sighting leaves the pet's page alone", async () => {
    const { owner, pet, caseId } = await lostPet();
    purged = [];
    const input = await reportInput(owner.id, { petId: pet.id, placeId: PLACES.getafe });
    expect((await editLostCaseAction({ ...input, caseId })).ok).toBe(true);
    expect(petPurges(pet.id)).toEqual([{ tags: [`lost:${caseId}`, `pet:${pet.id}`], kind: "hard" }]);
    expect((await getPublicPet(pet.id, null))?.lost?.place).toBe("Getafe");
    purged = [];
    await signInAs(await createUser());
    const seen = { caseId, placeId: PLACES.madrid, seenAt: new Date(Date.now() - 60_000).toISOString(), note: "Visto" };
    expect((await addSightingAction(seen)).ok).toBe(true);
    expect(petPurges(pet.id)).toEqual([]);
  });

  it("shows nothing for a pet never lost, nor for a found report", async () => {
    const owner = await createUser();
    const pet = await createPet(owner.id);
    await createTestCase(owner.id, { kind: "found", foundState: "seen" });
    expect((await getPublicPet(pet.id, null))?.lost).toBeNull();
  });
});

describe("the timeline's pages", () => {
  /** `count` sightings of the case, a second apart, oldest first; answers their ids newest first. */
  async function sightings(caseId: string, authorId: string, count: number): Promise<string[]> {
    const db = await getDb();
    await db.execute(sql`insert into lost_sightings (case_id, author_id, place_id, public_lat, public_lng, seen_at, note, created_at)
      select ${caseId}::uuid, ${authorId}::uuid, ${PLACES.madrid}, 40.4, -3.7, now() - interval '1 hour', 'Visto ' || n,
        now() - interval '1 day' + make_interval(secs => n)
      from generate_series(1, ${count}) n`);
    const rows = await listAll(caseId);
    return rows;
  }

  async function listAll(caseId: string): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listTimeline(caseId, cursor);
      ids.push(...page.entries.map((entry) => entry.id));
      cursor = page.nextCursor;
    } while (cursor);
    return ids;
  }

  it("pages newest first past the first TIMELINE_LIMIT, without a gap or a repeat", async () => {
    const owner = await createUser();
    const helper = await createUser();
    const { id } = await createTestCase(owner.id);
    const ids = await sightings(id, helper.id, TIMELINE_LIMIT + 3);
    expect(ids).toHaveLength(TIMELINE_LIMIT + 3);
    expect(new Set(ids).size).toBe(TIMELINE_LIMIT + 3);
    const first = await listTimeline(id);
    expect(first).toMatchObject({ first: true, nextCursor: expect.any(String) });
    expect(first.entries).toHaveLength(TIMELINE_LIMIT);
    expect(first.entries[0]!.note).toBe(`Visto ${TIMELINE_LIMIT + 3}`);
    const second = await listTimeline(id, first.nextCursor);
    expect(second).toMatchObject({ first: false, nextCursor: null });
    expect(second.entries.map((entry) => entry.note)).toEqual(["Visto 3", "Visto 2", "Visto 1"]);
  });

  it("keeps rows of the same instant apart by id", async () => {
    const owner = await createUser();
    const { id } = await createTestCase(owner.id);
    const db = await getDb();
    await db.execute(sql`insert into lost_sightings (case_id, author_id, place_id, public_lat, public_lng, seen_at, note, created_at)
      select ${id}::uuid, ${owner.id}::uuid, ${PLACES.madrid}, 40.4, -3.7, now(), 'Igual', '2026-01-01T00:00:00Z'
      from generate_series(1, ${TIMELINE_LIMIT + 5})`);
    const ids = await listAll(id);
    expect(ids).toHaveLength(TIMELINE_LIMIT + 5);
    expect(new Set(ids).size).toBe(TIMELINE_LIMIT + 5);
  });

  it("reads a malformed cursor as the first page, not an error", async () => {
    const owner = await createUser();
    const { id } = await createTestCase(owner.id);
    await sightings(id, owner.id, 2);
    for (const bad of ["garbage", "2026-13-45_x", "_", "2026-01-01T00:00:00.000000Z_not-a-uuid", "' or 1=1 --"]) {
      const page = await listTimeline(id, bad);
      expect(page).toMatchObject({ first: true, nextCursor: null });
      expect(page.entries).toHaveLength(2);
    }
  });

  it("puts a new sighting at the top of the first page", async () => {
    const owner = await createUser();
    const { id } = await createTestCase(owner.id);
    await sightings(id, owner.id, TIMELINE_LIMIT + 1);
    await signInAs(await createUser());
    const seen = {
      caseId: id,
      placeId: PLACES.madrid,
      seenAt: new Date(Date.now() - 60_000).toISOString(),
      note: "Ahora mismo",
    };
    expect((await addSightingAction(seen)).ok).toBe(true);
    const first = await listTimeline(id);
    expect(first.entries[0]!.note).toBe("Ahora mismo");
    expect(first.entries).toHaveLength(TIMELINE_LIMIT);
  });
});
