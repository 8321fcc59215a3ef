import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { readOutbox } from "@/lib/mail/mailer";
import { block, createPet } from "@/tests/post-factories";
import { createUser } from "@/tests/factories";
import { createTestCase, PLACES, reportInput } from "@/tests/lost-factories";
import { uploadTestImage } from "@/tests/post-factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import {
  addSightingAction,
  editLostCaseAction,
  flagLostCaseAction,
  markReunitedAction,
  removeLostCaseAction,
  reportLostCaseAction,
  showLostPhoneAction,
} from "./actions";
import { sendMessageAction } from "@/lib/messages/actions";
import { openLostCaseThread } from "@/lib/messages/queries";
import { expireLostCases } from "./closing";
import { LOST_LIMITS } from "./fields";
import { getLostCase, listMatches, listNearby, listTimeline } from "./queries";
import { roundedPoint } from "./point";

const hourAgo = () => new Date(Date.now() - 60 * 60 * 1000).toISOString();

async function notificationsOf(userId: string, type: string): Promise<{ actor_id: string; lost_case_id: string }[]> {
  return queryRows(
    await getDb(),
    sql`select actor_id, lost_case_id from notifications where user_id = ${userId}::uuid and type = ${type}::notification_type`,
  );
}

async function makeOld(caseId: string, days: number): Promise<void> {
  await (
    await getDb()
  ).execute(sql`update lost_cases set created_at = now() - make_interval(days => ${days}) where id = ${caseId}::uuid`);
}

describe("reporting a case", () => {
  it("stores the report, answers at once and enqueues one alert job in the same transaction", async () => {
    const owner = await createUser();
    await signInAs(owner);
    const result = await reportLostCaseAction(
      await reportInput(owner.id, { point: { latitude: 40.41712, longitude: -3.70157 }, phone: "+34 600 111 222" }),
    );
    expect(result.ok).toBe(true);
    const id = result.ok ? result.data.id : "";
    const jobs = await queryRows<{ state: string }>(
      await getDb(),
      sql`select state from lost_alert_jobs where case_id = ${id}::uuid`,
    );
    expect(jobs).toEqual([{ state: "pending" }]);
    const found = await getLostCase(id);
    expect(found).toMatchObject({
      kind: "lost",
      name: "Toby",
      status: "open",
      hasPhone: true,
      place: { id: PLACES.madrid },
    });
    // The page's point is the grid's, never the device's.
    expect({ lat: found!.lat, lng: found!.lng }).toEqual(roundedPoint(40.41712, -3.70157));
    expect(found!.lat).not.toBe(40.41712);
    expect(JSON.stringify(found)).not.toContain("600 111 222");
  });

  it("starts from one of the reporter's own pets only, and checks the photos are the reporter's", async () => {
    const [owner, stranger] = [await createUser(), await createUser()];
    const mine = await createPet(owner.id);
    const theirs = await createPet(stranger.id);
    await signInAs(owner);
    expect((await reportLostCaseAction(await reportInput(owner.id, { petId: mine.id }))).ok).toBe(true);
    const refused = await reportLostCaseAction(await reportInput(owner.id, { petId: theirs.id }));
    expect(refused).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { petId: "lost.errors.petInvalid" } },
    });
    const foreignPhoto = await uploadTestImage(stranger.id, "lost");
    const stolen = await reportLostCaseAction(await reportInput(owner.id, { photos: [foreignPhoto.url] }));
    expect(stolen).toMatchObject({ ok: false, error: { code: "validation" } });
  });

  it("refuses bad input with message keys, and banned or signed-out callers", async () => {
    const owner = await createUser();
    await signInAs(owner);
    const bad = await reportLostCaseAction({
      ...(await reportInput(owner.id)),
      photos: [],
      description: " ",
      kind: "found",
      lastSeenAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(bad).toMatchObject({
      ok: false,
      error: {
        code: "validation",
        fields: { photos: "lost.errors.photosRequired", description: "lost.errors.descriptionRequired" },
      },
    });
    await signInAs(null);
    expect(await reportLostCaseAction(await reportInput(owner.id))).toMatchObject({
      ok: false,
      error: { code: "unauthorized" },
    });
    await signInAsBanned(owner);
    expect(await reportLostCaseAction(await reportInput(owner.id))).toMatchObject({
      ok: false,
      error: { code: "unauthorized" },
    });
  });

  it("refuses a report past the day's limit with a translated error, writing nothing", async () => {
    const owner = await createUser();
    await signInAs(owner);
    const input = await reportInput(owner.id);
    for (let index = 0; index < LOST_LIMITS.reportsPerDay; index += 1)
      expect((await reportLostCaseAction(input)).ok).toBe(true);
    expect(await reportLostCaseAction(input)).toEqual({
      ok: false,
      error: { code: "rate_limited", message: "lost.errors.tooManyReports" },
    });
    const [row] = await queryRows<{ n: number }>(
      await getDb(),
      sql`select count(*)::int as n from lost_cases where user_id = ${owner.id}::uuid`,
    );
    expect(row!.n).toBe(LOST_LIMITS.reportsPerDay);
  });

  it("lets only the reporter edit an open case, keeping the exact point it had", async () => {
    const [owner, other] = [await createUser(), await createUser()];
    await signInAs(owner);
    const created = await reportLostCaseAction(
      await reportInput(owner.id, { point: { latitude: 40.42, longitude: -3.7 } }),
    );
    const id = created.ok ? created.data.id : "";
    const edit = { caseId: id, ...(await reportInput(owner.id)), description: "Now without collar." };
    await signInAs(other);
    expect(await editLostCaseAction(edit)).toMatchObject({ ok: false, error: { code: "not_found" } });
    await signInAs(owner);
    expect(await editLostCaseAction(edit)).toEqual({ ok: true, data: { id } });
    expect((await getLostCase(id))?.description).toBe("Now without collar.");
    const [row] = await queryRows<{ exact_lat: number }>(
      await getDb(),
      sql`select exact_lat from lost_cases where id = ${id}::uuid`,
    );
    expect(Number(row!.exact_lat)).toBe(40.42);
  });
});

describe("matching", () => {
  it("lists lost and found cases of the same species nearby with a colour or size in common, nearest first, and tells the owners", async () => {
    const [owner, finder, other] = [await createUser(), await createUser(), await createUser()];
    const lost = await createTestCase(owner.id, { placeId: PLACES.madrid, colours: ["brown"], size: "large" });
    // Another species, or far away, or nothing in common: never a match.
    const cat = await createTestCase(other.id, { species: "cat", placeId: PLACES.getafe });
    const far = await createTestCase(other.id, { placeId: PLACES.barcelona });
    const found = await createTestCase(finder.id, {
      kind: "found",
      foundState: "keeping",
      name: null,
      placeId: PLACES.getafe,
      colours: ["brown", "black"],
      size: "small",
    });
    expect(found.matches).toBeGreaterThanOrEqual(1);
    const matches = await listMatches(found.id);
    expect(matches.map((item) => item.id)).toContain(lost.id);
    expect(matches.map((item) => item.id)).not.toContain(cat.id);
    expect(matches.map((item) => item.id)).not.toContain(far.id);
    expect((await listMatches(lost.id)).map((item) => item.id)).toContain(found.id);
    expect(await notificationsOf(owner.id, "lost_match")).toEqual([{ actor_id: finder.id, lost_case_id: found.id }]);
  });
});

describe("sightings", () => {
  it("adds a sighting to an open case, tells the reporter, and shows it first in the timeline", async () => {
    const [owner, helper] = [await createUser(), await createUser()];
    const { id } = await createTestCase(owner.id);
    await signInAs(helper);
    const added = await addSightingAction({
      caseId: id,
      placeId: PLACES.leganes,
      seenAt: hourAgo(),
      note: "Running towards the park",
      point: { latitude: 40.3301, longitude: -3.7611 },
    });
    expect(added.ok).toBe(true);
    const timeline = (await listTimeline(id)).entries;
    expect(timeline[0]).toMatchObject({
      isUpdate: false,
      note: "Running towards the park",
      place: "Leganés",
      lat: roundedPoint(40.3301, -3.7611).lat,
    });
    expect(await notificationsOf(owner.id, "lost_sighting")).toEqual([{ actor_id: helper.id, lost_case_id: id }]);
    // The reporter's own entry is an update, and notifies nobody.
    await signInAs(owner);
    expect(
      (await addSightingAction({ caseId: id, placeId: PLACES.madrid, seenAt: hourAgo(), note: "Still looking" })).ok,
    ).toBe(true);
    expect((await listTimeline(id)).entries[0]).toMatchObject({ isUpdate: true });
  });

  it("refuses people blocked either way, and closed cases", async () => {
    const [owner, blocked, blocker] = [await createUser(), await createUser(), await createUser()];
    const { id } = await createTestCase(owner.id);
    await block(owner.id, blocked.id);
    await block(blocker.id, owner.id);
    const sighting = { caseId: id, placeId: PLACES.madrid, seenAt: hourAgo(), note: "Seen" };
    await signInAs(blocked);
    expect(await addSightingAction(sighting)).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(await showLostPhoneAction({ caseId: id })).toMatchObject({ ok: false, error: { code: "not_found" } });
    await signInAs(blocker);
    expect(await addSightingAction(sighting)).toMatchObject({ ok: false, error: { code: "not_found" } });
    await signInAs(owner);
    expect((await markReunitedAction({ caseId: id })).ok).toBe(true);
    await signInAs(await createUser());
    expect(await addSightingAction(sighting)).toMatchObject({
      ok: false,
      error: { code: "conflict", message: "lost.errors.closed" },
    });
  });
});

describe("closing", () => {
  it("lets only the reporter mark it reunited, once, and tells everyone who sighted it", async () => {
    const [owner, helper, other] = [await createUser(), await createUser(), await createUser()];
    const { id } = await createTestCase(owner.id);
    await signInAs(helper);
    await addSightingAction({ caseId: id, placeId: PLACES.madrid, seenAt: hourAgo(), note: "Near the metro" });
    await signInAs(other);
    expect(await markReunitedAction({ caseId: id })).toMatchObject({ ok: false, error: { code: "not_found" } });
    await signInAs(owner);
    expect(await markReunitedAction({ caseId: id })).toEqual({ ok: true, data: { id, told: 1 } });
    expect(await markReunitedAction({ caseId: id })).toMatchObject({ ok: false, error: { code: "conflict" } });
    expect((await getLostCase(id))?.status).toBe("reunited");
    expect(await notificationsOf(helper.id, "lost_reunited")).toEqual([{ actor_id: owner.id, lost_case_id: id }]);
  });

  it("reminds at 30 and 53 days by e-mail, once each, and expires at 60", async () => {
    const owner = await createUser();
    const { id } = await createTestCase(owner.id);
    await makeOld(id, 31);
    await expireLostCases();
    await expireLostCases();
    expect((await readOutbox(owner.email)).filter((mail) => mail.text.includes(`/lost/${id}`))).toHaveLength(1);
    await makeOld(id, 54);
    await expireLostCases();
    expect((await readOutbox(owner.email)).filter((mail) => mail.text.includes(`/lost/${id}`))).toHaveLength(2);
    expect((await getLostCase(id))?.status).toBe("open");
    await makeOld(id, 61);
    await expireLostCases();
    expect((await getLostCase(id))?.status).toBe("expired");
  });
});

describe("moderation", () => {
  it("takes reports of a case into the queue once, never from its reporter, and lets staff remove it with an audit entry", async () => {
    const [owner, reporter, moderator] = [
      await createUser(),
      await createUser(),
      await createUser({ role: "moderator" }),
    ];
    const { id } = await createTestCase(owner.id);
    await signInAs(reporter);
    expect(await flagLostCaseAction({ caseId: id, reason: "scam" })).toEqual({ ok: true, data: { reported: true } });
    expect(await flagLostCaseAction({ caseId: id, reason: "scam" })).toMatchObject({
      ok: false,
      error: { code: "conflict" },
    });
    await signInAs(owner);
    expect(await flagLostCaseAction({ caseId: id, reason: "wrong" })).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    expect(await removeLostCaseAction({ caseId: id, reason: "Scam" })).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    await signInAs(moderator);
    expect(await removeLostCaseAction({ caseId: id, reason: "Scam" })).toEqual({ ok: true, data: undefined });
    expect(await getLostCase(id)).toBeNull();
    const audit = await queryRows(
      await getDb(),
      sql`select action_type, target_type, reason from moderation_actions where target_id = ${id}::uuid`,
    );
    expect(audit).toEqual([{ action_type: "delete", target_type: "lost_case", reason: "Scam" }]);
  });
});

describe("near me", () => {
  it("lists open cases nearest band first then newest, pages without gaps, and filters", async () => {
    const owner = await createUser();
    const species = "rodent";
    const near = await createTestCase(owner.id, { species, placeId: PLACES.madrid });
    const nearer = await createTestCase(owner.id, { species, placeId: PLACES.madrid });
    const farther = await createTestCase(owner.id, { species, placeId: PLACES.getafe });
    const closed = await createTestCase(owner.id, { species, placeId: PLACES.madrid });
    await signInAs(owner);
    await markReunitedAction({ caseId: closed.id });
    const seen: string[] = [];
    let cursor = null;
    do {
      const page: Awaited<ReturnType<typeof listNearby>> = await listNearby({
        placeId: PLACES.madrid,
        locale: "es",
        filters: { species },
        cursor,
        limit: 2,
      });
      expect(page.origin?.name).toBe("Madrid");
      seen.push(...page.cards.map((card) => card.id));
      cursor = page.nextCursor;
    } while (cursor);
    // Cases of earlier runs share the database: ours come in this order among them, none twice.
    expect(new Set(seen).size).toBe(seen.length);
    const ours = [near.id, nearer.id, farther.id, closed.id];
    expect(seen.filter((id) => ours.includes(id))).toEqual([nearer.id, near.id, farther.id]);
    const found = await listNearby({ placeId: PLACES.madrid, locale: "es", filters: { species, kind: "found" } });
    expect(found.cards).toEqual([]);
  });
});

describe("writing to the reporter", () => {
  it("opens a thread about the case with anyone signed in, without a mutual follow, and the reporter may answer", async () => {
    const [owner, finder, blocked] = [await createUser(), await createUser(), await createUser()];
    const { id } = await createTestCase(owner.id);
    await signInAs(finder);
    // Without the case, a stranger may not write.
    expect(await sendMessageAction({ to: owner.id, content: "Hola" })).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    expect((await openLostCaseThread(finder.id, id))?.about).toMatchObject({ lostCaseId: id, ownerId: owner.id });
    expect((await sendMessageAction({ to: owner.id, content: "I think I saw him", lostCaseId: id })).ok).toBe(true);
    expect((await sendMessageAction({ to: owner.id, content: "Near the park" })).ok).toBe(true);
    await signInAs(owner);
    expect((await sendMessageAction({ to: finder.id, content: "Thank you!" })).ok).toBe(true);
    expect(await openLostCaseThread(owner.id, id)).toBeNull();
    // The case names its reporter only: it opens no thread with anyone else.
    await signInAs(finder);
    expect(await sendMessageAction({ to: blocked.id, content: "Hi", lostCaseId: id })).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    // Someone the reporter blocked cannot write, case or not.
    await block(owner.id, blocked.id);
    await signInAs(blocked);
    expect(await sendMessageAction({ to: owner.id, content: "Hi", lostCaseId: id })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(await openLostCaseThread(blocked.id, id)).toBeNull();
    // Those who wrote are told when the pet is home.
    await signInAs(owner);
    await markReunitedAction({ caseId: id });
    expect(await notificationsOf(finder.id, "lost_reunited")).toEqual([{ actor_id: owner.id, lost_case_id: id }]);
  });
});
