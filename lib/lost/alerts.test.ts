// The lost-pet alerts' fan-out (decision 070) on a real database: who is told, the daily cap and its
// summary, a crash mid-way and two workers at once. Each test works around a point of its own, far from
// any other test's people, since a shared PostgreSQL holds every test file's rows.
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { savePushSubscriptionAction } from "@/lib/notifications/actions";
import { createUser, type TestUser } from "@/tests/factories";
import {
  browserKeys,
  decryptPush,
  startFakePushService,
  type BrowserKeys,
  type FakePushService,
} from "@/tests/fake-push";
import { block } from "@/tests/post-factories";
import { signInAs } from "@/tests/session";
import { queuedMailSettled, readOutbox } from "@/lib/mail/mailer";
import { processLostAlertJobs } from "./alerts";
import { alertPushesSettled } from "./alerts-pushes";

let service: FakePushService;
let counter = 0;
beforeAll(async () => void (service = await startFakePushService()));
afterAll(() => service.close());

type Person = TestUser & { endpoint: string; keys: BrowserKeys };

/** A point of this test's own: somewhere no other test puts anyone. */
function somewhere(): { lat: number; lng: number } {
  return { lat: -50 + Math.random() * 100, lng: -170 + Math.random() * 340 };
}

/** `km` north of `from` (a degree of latitude is ~111.2 km). */
const north = (from: { lat: number; lng: number }, km: number) => ({ lat: from.lat + km / 111.2, lng: from.lng });

/** A user with a browser subscribed to the fake push service and, unless `on` is false, alerts on at `at`. */
async function person(at: { lat: number; lng: number }, radiusKm = 5, on = true): Promise<Person> {
  const user = await createUser({ locale: "en" });
  counter += 1;
  const keys = browserKeys();
  const endpoint = `${service.origin}/alerts/${counter}-${Date.now()}`;
  await signInAs(user);
  expect(
    await savePushSubscriptionAction({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.authSecret } }),
  ).toMatchObject({ ok: true });
  const db = await getDb();
  await db.execute(sql`insert into lost_alert_preferences (user_id, lost_alerts_on, lost_alert_radius_km, lost_alert_place, lost_alert_lat, lost_alert_lng)
    values (${user.id}::uuid, ${on}, ${radiusKm}, 'device', ${at.lat}::float8, ${at.lng}::float8)`);
  return { ...user, endpoint, keys };
}

/** A new open case reported at `at` by `reporter` and its alert job, as lib/lost/reports.ts writes them. */
async function report(reporter: { id: string }, at: { lat: number; lng: number }): Promise<string> {
  const db = await getDb();
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into lost_cases (user_id, kind, species, description, photos, last_seen_at, place_id, exact_lat, exact_lng, public_lat, public_lng)
      values (${reporter.id}::uuid, 'lost', 'dog', 'Brown dog, red collar', array['/media/x.webp'], now(), (select min(id) from places),
        ${at.lat}::float8, ${at.lng}::float8, ${at.lat + 0.01}::float8, ${at.lng}::float8)
      returning id`,
  );
  await db.execute(sql`insert into lost_alert_jobs (case_id) values (${row!.id}::uuid)`);
  return row!.id;
}

async function alertsOf(userId: string): Promise<{ lost_case_id: string | null; note: string | null }[]> {
  const db = await getDb();
  return queryRows(
    db,
    sql`select lost_case_id, note from notifications where user_id = ${userId}::uuid and type = 'lost_nearby' order by created_at, id`,
  );
}

function pushesTo(person: Person) {
  const path = new URL(person.endpoint).pathname;
  return service.received.filter((push) => push.path === path);
}

/** Runs every worker given until no job is left, then waits for the pushes and the mails. */
async function fanOut(...runs: Promise<unknown>[]): Promise<void> {
  await Promise.all(runs);
  await processLostAlertJobs();
  await alertPushesSettled();
  await queuedMailSettled();
}

/** "Also by e-mail" on; `confirmed`: the address was confirmed (mail goes only to those). */
async function wantsMail(
  someone: { id: string },
  { confirmed = true, locale }: { confirmed?: boolean; locale?: string } = {},
) {
  const db = await getDb();
  await db.execute(sql`update lost_alert_preferences set lost_alert_email = true where user_id = ${someone.id}::uuid`);
  await db.execute(
    sql`update users set email_verified_at = ${confirmed ? sql`now()` : sql`null`}, locale = coalesce(${locale ?? null}, locale) where id = ${someone.id}::uuid`,
  );
}

describe("processLostAlertJobs", () => {
  it("tells the neighbours within their radius, by /activity and push, and nobody else", async () => {
    const here = somewhere();
    const reporter = await person(here);
    const neighbour = await person(north(here, 3), 5);
    const far = await person(north(here, 40), 25);
    const optedOut = await person(north(here, 1), 5, false);
    const blocker = await person(north(here, 1));
    const blocked = await person(north(here, 1));
    const banned = await person(north(here, 1));
    await block(blocker.id, reporter.id);
    await block(reporter.id, blocked.id);
    const db = await getDb();
    await db.execute(sql`update users set is_banned = true, banned_at = now() where id = ${banned.id}::uuid`);

    const caseId = await report(reporter, here);
    await fanOut();

    expect(await alertsOf(neighbour.id)).toEqual([{ lost_case_id: caseId, note: null }]);
    const [push] = pushesTo(neighbour);
    expect(JSON.parse(decryptPush(push!.body, neighbour.keys))).toMatchObject({
      title: "Animal lost nearby",
      url: `/en/lost/${caseId}`,
    });
    for (const nobody of [reporter, far, optedOut, blocker, blocked, banned]) {
      expect(await alertsOf(nobody.id)).toEqual([]);
      expect(pushesTo(nobody)).toEqual([]);
    }
    const [job] = await queryRows<{ state: string }>(
      db,
      sql`select state from lost_alert_jobs where case_id = ${caseId}::uuid`,
    );
    expect(job?.state).toBe("done");
  });

  it("counts from the profile's city when the person chose it", async () => {
    const db = await getDb();
    const [place] = await queryRows<{ id: number; lat: number; lng: number }>(
      db,
      sql`select id, latitude as lat, longitude as lng from places order by id desc limit 1`,
    );
    const reporter = await createUser();
    const local = await person(somewhere(), 5);
    await db.execute(
      sql`update lost_alert_preferences set lost_alert_place = 'profile', lost_alert_lat = null, lost_alert_lng = null where user_id = ${local.id}::uuid`,
    );
    await db.execute(sql`update users set place_id = ${place!.id} where id = ${local.id}::uuid`);
    const caseId = await report(reporter, north({ lat: Number(place!.lat), lng: Number(place!.lng) }, 2));
    await fanOut();
    expect(await alertsOf(local.id)).toContainEqual({ lost_case_id: caseId, note: null });
  });

  it("sends 5 alerts a day, then one summary that counts the rest", async () => {
    const here = somewhere();
    const neighbour = await person(north(here, 1));
    await wantsMail(neighbour);
    const reporter = await createUser();
    const cases: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      cases.push(await report(reporter, here));
      await fanOut();
    }
    const rows = await alertsOf(neighbour.id);
    expect(rows.filter((row) => row.lost_case_id)).toEqual(
      cases.slice(0, 5).map((id) => ({ lost_case_id: id, note: null })),
    );
    expect(rows.filter((row) => !row.lost_case_id)).toEqual([{ lost_case_id: null, note: "2" }]);
    const pushes = pushesTo(neighbour).map((push) => JSON.parse(decryptPush(push.body, neighbour.keys)));
    expect(pushes).toHaveLength(6);
    expect(pushes[5]).toMatchObject({ body: "1 more lost or found pet near you today", tag: "lost_nearby:summary" });
    // The mails follow the same cap: five alerts, then one summary, and nothing for the seventh.
    const mails = (await readOutbox(neighbour.email)).reverse();
    expect(mails.map((mail) => mail.subject)).toEqual([
      ...Array.from({ length: 5 }, () => "Lost: Dog — near you"),
      "More lost and found pets near you today",
    ]);
    expect(mails[5]!.text).toContain("about 5 cases");
  });

  it("tells nobody twice when a worker dies mid-way and another starts over", async () => {
    const here = somewhere();
    const reporter = await createUser();
    const people = await Promise.all([1, 2, 3, 4, 5].map((km) => person(north(here, km / 2))));
    for (const someone of people) await wantsMail(someone);
    const caseId = await report(reporter, here);
    const db = await getDb();
    const cursorOf = async () =>
      (
        await queryRows<{ cursor: string | null }>(
          db,
          sql`select cursor from lost_alert_jobs where case_id = ${caseId}::uuid`,
        )
      )[0]!.cursor;
    // One batch of two (other files' jobs may come first), then the worker "dies": its lease and even its cursor are lost.
    while (!(await cursorOf())) await processLostAlertJobs({ batchSize: 2, maxBatches: 1 });
    await db.execute(
      sql`update lost_alert_jobs set locked_until = null, cursor = null where case_id = ${caseId}::uuid`,
    );
    await fanOut();
    for (const someone of people) {
      expect(await alertsOf(someone.id)).toEqual([{ lost_case_id: caseId, note: null }]);
      expect(pushesTo(someone)).toHaveLength(1);
      expect(await readOutbox(someone.email)).toHaveLength(1);
    }
  });

  it("shares the jobs between two workers at once, telling each person once per case", async () => {
    const here = somewhere();
    const reporter = await createUser();
    // 12 homes, batches of 2: more than 5 batches in the box, so the jobs walk the preferences in user id order.
    const people = await Promise.all(Array.from({ length: 12 }, (_, index) => person(north(here, (index + 1) / 4))));
    const cases = [await report(reporter, here), await report(reporter, north(here, 0.5))];
    await fanOut(processLostAlertJobs({ batchSize: 2 }), processLostAlertJobs({ batchSize: 2 }));
    const jobs = await queryRows<{ cursor: string }>(
      await getDb(),
      sql`select cursor from lost_alert_jobs where case_id in (${cases[0]}::uuid, ${cases[1]}::uuid)`,
    );
    expect(jobs.map((job) => job.cursor.split(":")[0])).toEqual(["ordered", "ordered"]);
    for (const someone of people) {
      expect((await alertsOf(someone.id)).map((row) => row.lost_case_id).sort()).toEqual([...cases].sort());
      expect(pushesTo(someone)).toHaveLength(2);
    }
  });

  it("mails those who asked, to a confirmed address, in their language, with the city and never the point", async () => {
    const here = somewhere();
    const reporter = await createUser();
    const english = await person(north(here, 0.5));
    const spanish = await person(north(here, 1));
    const unconfirmed = await person(north(here, 1.5));
    const pushOnly = await person(north(here, 2));
    await wantsMail(english);
    await wantsMail(spanish, { locale: "es" });
    await wantsMail(unconfirmed, { confirmed: false });
    const caseId = await report(reporter, here);
    await fanOut();

    const db = await getDb();
    const [city] = await queryRows<{ name: string }>(
      db,
      sql`select name from places where id = (select min(id) from places)`,
    );
    const [mail] = await readOutbox(english.email);
    expect(mail).toMatchObject({ subject: "Lost: Dog — near you" });
    expect(mail!.text).toContain(`Last seen in ${city!.name} on `);
    expect(mail!.text).toContain(`/en/lost/${caseId}`);
    expect(mail!.text).toContain("/en/profile/edit#lost-alert-preferences");
    const [correo] = await readOutbox(spanish.email);
    expect(correo).toMatchObject({ subject: "Perdido: Perro — cerca de ti" });
    expect(correo!.text).toContain(`/lost/${caseId}`);
    expect(correo!.text).not.toContain("/en/");
    // The exact point (and the public one) in no mail: only the city.
    for (const text of [mail!.text, correo!.text]) {
      expect(text).not.toContain(String(here.lat).slice(0, 6));
      expect(text).not.toContain(String(here.lng).slice(0, 6));
    }
    expect(await readOutbox(unconfirmed.email)).toEqual([]);
    expect(await readOutbox(pushOnly.email)).toEqual([]);
    const [left] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from mail_outbox where to_address in (${english.email}, ${spanish.email})`,
    );
    expect(left!.n).toBe(0);
  });
});
