import "server-only";
import { log } from "@/server/shared/log";
import { sql, type SQL } from "drizzle-orm";
import { getDb, queryRows, type Executor } from "@/lib/db/client";
import { notBlocked } from "@/lib/db/not-blocked";
import { growingShare, pagesFirstSlice } from "@/lib/jobs/pages-first";
import { deliverQueuedMailSoon } from "@/lib/mail/mailer";
import { alertMailsSql, mailLocaleSql, type AlertMailFacts } from "./alert-mails";
import { alertPushesQueued, queueAlertPushes } from "./alerts-pushes";

// The fan-out of lost-pet alerts (issue 45, decision 070). A report enqueues one lost_alert_jobs row in
// its transaction; any server process claims it here (`for update skip locked` and a lease, as the mail
// outbox claims mail), then walks the people to tell in batches ordered by user id. Each batch is one
// statement in a transaction that also saves the cursor: it records lost_alert_deliveries with `on
// conflict do nothing`, and only the rows it really inserted count, get an /activity row, a push and (if
// they asked) a mail queued in mail_outbox, so a retried or stolen batch tells nobody twice.

/** People per batch: a batch is one statement and one commit. */
export const ALERT_BATCH_SIZE = 1000;
/** Alerts a person gets a day (UTC); the rest are counted in one summary (lib/lost/alerts.ts). */
export const DAILY_ALERT_CAP = 5;
/** A claimed batch is the claimer's for this long; a claimer that died is taken over after it. */
export const ALERT_LEASE_SECONDS = 60;
/** The largest radius a person can pick: the bounding box every search starts from. */
const MAX_RADIUS_KM = 25;
/**
 * Pushes queued in this process past which the fan-out waits for them, so memory stays bounded: the
 * queue holds user ids (~80 bytes each), so 200 000 is ~16 MB, and a fan-out of 100 000 writes all its
 * rows without waiting for its pushes (decision 071).
 */
const MAX_QUEUED_PUSHES = 200_000;
/**
 * Pages first (lib/jobs/pages-first.ts, decision 072): while this process serves requests, its fan-out
 * takes half of the time at first (each batch statement keeps PostgreSQL busy for a core's worth of
 * work), growing to all of it after 20 s, so the rows still land within the minute under constant traffic.
 */
const FAN_OUT_SHARE = { first: 0.5, fullAfterMs: 20_000 };

type Job = { id: string; case_id: string; cursor: string | null };
type CaseRow = {
  user_id: string;
  lat: number;
  lng: number;
  open: boolean;
  reporter_banned: boolean;
  /** What the alert mails say (alert-mails.ts): never the point. */
  facts: AlertMailFacts;
};
type BatchRow = {
  last: string | null;
  seen: number;
  recounted: number;
  mailed: number;
  alerted: string[];
  summarised: string[];
};
type Batch = Omit<BatchRow, "last" | "recounted"> & { reporterId: string };

export type AlertRun = { batches: number; alerted: number; summarised: number };

/** Takes the oldest job nobody holds (pending, or running with its lease passed) and leases it. */
async function claimJob(executor: Executor): Promise<Job | null> {
  const [job] = await queryRows<Job>(
    executor,
    sql`update lost_alert_jobs set state = 'running', locked_until = now() + make_interval(secs => ${ALERT_LEASE_SECONDS}), attempts = attempts + 1
      where id = (select id from lost_alert_jobs where state <> 'done' and (locked_until is null or locked_until < now())
        order by created_at, id limit 1 for update skip locked)
      returning id, case_id, cursor`,
  );
  return job ?? null;
}

/** The case's point for distances: the exact one where the reporter stood, else the public one. */
async function readCase(executor: Executor, caseId: string): Promise<CaseRow | null> {
  type Row = Omit<CaseRow, "facts"> &
    Pick<AlertMailFacts, "kind" | "name" | "species" | "place"> & { last_seen_at: string };
  const [row] = await queryRows<Row>(
    executor,
    sql`select c.user_id, coalesce(c.exact_lat, c.public_lat) as lat, coalesce(c.exact_lng, c.public_lng) as lng,
        c.status = 'open' as open, u.is_banned as reporter_banned,
        c.kind, c.name, c.species, pl.name as place, c.last_seen_at::text as last_seen_at
      from lost_cases c join users u on u.id = c.user_id join places pl on pl.id = c.place_id where c.id = ${caseId}::uuid`,
  );
  if (!row) return null;
  const { kind, name, species, place, last_seen_at, ...rest } = row;
  return {
    ...rest,
    lat: Number(row.lat),
    lng: Number(row.lng),
    facts: { id: caseId, kind, name, species, place, lastSeenAt: new Date(last_seen_at) },
  };
}

/**
 * How a job walks its people. "box": the homes in the case's bounding box (a device point on
 * lost_alert_device_point_idx; a profile city among the gazetteer's places, then its people on
 * users_place_idx), sorted by user id: every batch reads the whole box, cheap while it holds a few
 * thousand. "ordered": the opted-in people in user id order from the cursor (the preferences' primary
 * key), each home checked against the box: a batch stops after `limit` people, however many the box holds.
 */
export type Walk = "box" | "ordered";

/** Above this many people in the box (times the batch size), a job walks "ordered". */
const ORDERED_ABOVE_BATCHES = 5;

/** Where a person's home is and the radius they chose, for the bounding box and the exact distance. */
function boxOf(found: CaseRow) {
  const latBox = MAX_RADIUS_KM / 111;
  const lngBox = latBox / Math.max(Math.cos((found.lat * Math.PI) / 180), 0.1);
  return (lat: SQL, lng: SQL) =>
    sql`${lat} between ${found.lat - latBox}::float8 and ${found.lat + latBox}::float8 and ${lng} between ${found.lng - lngBox}::float8 and ${found.lng + lngBox}::float8`;
}

/** The homes in the case's bounding box: user_id, radius, lat, lng. */
function homesInBox(found: CaseRow, walk: Walk, cursor: string | null): SQL {
  const inBox = boxOf(found);
  if (walk === "ordered") {
    return sql`select p.user_id, p.lost_alert_radius_km as radius, coalesce(p.lost_alert_lat, pl.latitude) as lat, coalesce(p.lost_alert_lng, pl.longitude) as lng
      from lost_alert_preferences p
      join users pu on pu.id = p.user_id
      left join places pl on p.lost_alert_place = 'profile' and pl.id = pu.place_id
      where p.lost_alerts_on ${cursor ? sql`and p.user_id > ${cursor}::uuid` : sql``}
        and case when p.lost_alert_place = 'device' then ${inBox(sql`p.lost_alert_lat`, sql`p.lost_alert_lng`)} else ${inBox(sql`pl.latitude`, sql`pl.longitude`)} end`;
  }
  return sql`select p.user_id, p.lost_alert_radius_km as radius, p.lost_alert_lat as lat, p.lost_alert_lng as lng
      from lost_alert_preferences p
      where p.lost_alerts_on and p.lost_alert_place = 'device' and ${inBox(sql`p.lost_alert_lat`, sql`p.lost_alert_lng`)}
      union all
      select p.user_id, p.lost_alert_radius_km, pl.latitude, pl.longitude
      from places pl
      join users pu on pu.place_id = pl.id
      join lost_alert_preferences p on p.user_id = pu.id and p.lost_alerts_on and p.lost_alert_place = 'profile'
      where ${inBox(sql`pl.latitude`, sql`pl.longitude`)}`;
}

/**
 * The next `limit` people to tell of a case, by user id after `cursor`: alerts on, their home within
 * their radius of the case (the bounding box of the largest radius first, then the exact distance,
 * patitas_km, haversine), not the reporter, not banned, not muting lost_nearby, no block either way.
 */
export function recipientsSql(found: CaseRow, cursor: string | null, limit: number, walk: Walk = "box"): SQL {
  return sql`select h.user_id from (${homesInBox(found, walk, cursor)}) h
    join users u on u.id = h.user_id
    where ${cursor ? sql`h.user_id > ${cursor}::uuid and` : sql``} h.user_id <> ${found.user_id}::uuid
      and not u.is_banned and not ('lost_nearby'::notification_type = any(u.muted_notifications))
      and patitas_km(${found.lat}::float8, ${found.lng}::float8, h.lat, h.lng) <= h.radius
      and ${notBlocked(found.user_id, sql`h.user_id`)}
    order by h.user_id
    limit ${limit}`;
}

/** "ordered" when the box holds more than a few batches of homes (counted up to that many), else "box". */
async function chooseWalk(executor: Executor, found: CaseRow, batchSize: number): Promise<Walk> {
  const enough = batchSize * ORDERED_ABOVE_BATCHES;
  const [row] = await queryRows<{ homes: number }>(
    executor,
    sql`select count(*)::int as homes from (${homesInBox(found, "box", null)} limit ${enough}) h`,
  );
  return (row?.homes ?? 0) >= enough ? "ordered" : "box";
}

/**
 * One batch, one statement: the deliveries really inserted raise each person's count of the day; up to
 * the cap each gets an /activity row of the case; the one past the cap gets the day's summary instead
 * (its note: how many more), which later ones only count up, unpushed. Those who asked for e-mail (to a
 * confirmed address) get the alert's or the summary's mail in their language, queued in mail_outbox.
 */
function batchSql(caseId: string, found: CaseRow, cursor: string | null, limit: number, walk: Walk): SQL {
  const today = sql`(now() at time zone 'utc')::date`;
  return sql`with recipients as materialized (${recipientsSql(found, cursor, limit, walk)}),
    delivered as (
      insert into lost_alert_deliveries (case_id, user_id) select ${caseId}::uuid, user_id from recipients order by user_id
      on conflict do nothing returning user_id
    ),
    counted as (
      insert into lost_alert_daily_counts as d (user_id, day, count) select user_id, ${today}, 1 from delivered order by user_id
      on conflict (user_id, day) do update set count = d.count + 1 returning user_id, count
    ),
    alerted as (
      insert into notifications (user_id, actor_id, type, lost_case_id)
      select user_id, ${found.user_id}::uuid, 'lost_nearby', ${caseId}::uuid from counted where count <= ${DAILY_ALERT_CAP} returning user_id
    ),
    summarised as (
      insert into notifications (user_id, actor_id, type, note)
      select user_id, ${found.user_id}::uuid, 'lost_nearby', '1' from counted where count = ${DAILY_ALERT_CAP + 1} returning user_id
    ),
    recounted as (
      update notifications n set note = (c.count - ${DAILY_ALERT_CAP})::text, read_at = null
      from counted c
      where c.count > ${DAILY_ALERT_CAP + 1} and n.user_id = c.user_id and n.type = 'lost_nearby' and n.lost_case_id is null
        and n.created_at >= ${today}::timestamp at time zone 'utc'
      returning n.id
    ),
    mailed as (
      insert into mail_outbox (to_address, subject, body_text, next_attempt_at)
      select u.email,
        case when c.count <= ${DAILY_ALERT_CAP} then m.subject else m.summary_subject end,
        case when c.count <= ${DAILY_ALERT_CAP} then m.body else m.summary_body end, now()
      from counted c
      join lost_alert_preferences p on p.user_id = c.user_id and p.lost_alert_email
      join users u on u.id = c.user_id and u.email is not null and u.email_verified_at is not null
      join ${alertMailsSql(found.facts, DAILY_ALERT_CAP)} on m.locale = ${mailLocaleSql()}
      where c.count <= ${DAILY_ALERT_CAP + 1}
      returning 1
    )
    select (select user_id::text from recipients order by user_id desc limit 1) as last, (select count(*)::int from recipients) as seen,
      (select count(*)::int from mailed) as mailed,
      coalesce((select array_agg(user_id::text) from alerted), '{}') as alerted,
      coalesce((select array_agg(user_id::text) from summarised), '{}') as summarised,
      (select count(*)::int from recounted) as recounted`;
}

/** Runs the job's next batch and saves where it stopped; answers who to push, or null once it is done. */
async function runBatch(job: Job, batchSize: number): Promise<Batch | null> {
  const db = await getDb();
  const found = await readCase(db, job.case_id);
  // A case closed, removed or reported by someone banned since: nobody else is told.
  if (!found || !found.open || found.reporter_banned) {
    await db.execute(sql`update lost_alert_jobs set state = 'done', locked_until = null where id = ${job.id}::uuid`);
    return null;
  }
  return db.transaction(async (tx) => {
    // The cursor is "<walk>:<last user id>": the walk is chosen once, at the first batch, for the whole job.
    const [saved, after = null] = job.cursor?.split(":") ?? [];
    const walk: Walk = saved === "ordered" || saved === "box" ? saved : await chooseWalk(tx, found, batchSize);
    const [batch] = await queryRows<BatchRow>(tx, batchSql(job.case_id, found, after, batchSize, walk));
    const done = batch!.seen < batchSize;
    // Released after each batch: the next one goes to whichever process claims it first, so the pushes of
    // a big fan-out are shared by every process while its rows are written one batch at a time.
    await tx.execute(
      sql`update lost_alert_jobs set cursor = ${`${walk}:${batch!.last ?? after ?? ""}`}, state = ${done ? "done" : "running"}, locked_until = null
        where id = ${job.id}::uuid`,
    );
    return {
      seen: batch!.seen,
      mailed: batch!.mailed,
      alerted: parseIds(batch!.alerted),
      summarised: parseIds(batch!.summarised),
      reporterId: found.user_id,
    };
  });
}

/** A text[] as pg (the text "{a,b}") or PGlite (an array) returns it. */
function parseIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const inner = String(value ?? "").replace(/^\{|\}$/g, "");
  return inner ? inner.split(",") : [];
}

/** While this process has too many pushes queued, it claims no batch: another process may. */
async function waitForPushRoom(): Promise<void> {
  while (alertPushesQueued() > MAX_QUEUED_PUSHES) await new Promise((resolve) => setTimeout(resolve, 250));
}

/**
 * Fans out every job this process can claim, one batch per claim, until none is left (or `maxBatches`
 * ran: the tests stop it mid-way as a crash would). Every server process runs it; two at once share
 * the batches of a job (and the jobs).
 */
export async function processLostAlertJobs(
  options: { batchSize?: number; maxBatches?: number } = {},
): Promise<AlertRun> {
  const { batchSize = ALERT_BATCH_SIZE, maxBatches = Infinity } = options;
  const run: AlertRun = { batches: 0, alerted: 0, summarised: 0 };
  const db = await getDb();
  const share = growingShare(FAN_OUT_SHARE, performance.now());
  while (run.batches < maxBatches) {
    await waitForPushRoom();
    const job = await claimJob(db);
    if (!job) break;
    const timed = pagesFirstSlice(share);
    try {
      const batch = await runBatch(job, batchSize);
      if (!batch) continue;
      run.batches += 1;
      run.alerted += batch.alerted.length;
      run.summarised += batch.summarised.length;
      const actorId = batch.reporterId;
      queueAlertPushes({ userIds: batch.alerted, actorId, type: "lost_nearby", lostCaseId: job.case_id });
      queueAlertPushes({ userIds: batch.summarised, actorId, type: "lost_nearby", note: "1" });
      // The mails were committed with the batch; a process that dies first leaves them to the outbox's retries.
      if (batch.mailed > 0) deliverQueuedMailSoon();
    } catch (error) {
      // A failed batch rolled back; its job is taken again from its saved cursor a little later.
      log.error({ err: error, jobId: job.id, caseId: job.case_id }, "Lost alert fan-out failed");
      await db
        .execute(
          sql`update lost_alert_jobs set locked_until = now() + interval '10 seconds' where id = ${job.id}::uuid`,
        )
        .catch(() => undefined);
    }
    await timed.end();
  }
  return run;
}
