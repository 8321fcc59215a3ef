import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { pageTags, purgePublicPages, type PublicPageTag } from "@/lib/cache/public-pages";
import { getDb, queryRows, type Executor } from "@/lib/db/client";
import { AppError, errorKeys } from "@/lib/errors";
import { notify } from "@/lib/notifications/notify";
import { findPlace } from "@/lib/places/queries";
import { roundedPoint } from "./point";
import { kickLostAlerts } from "./alerts-worker";
import { assertCasePhotos } from "./photos";
import { matchingCasesSql } from "./queries";
import type { ReportValues } from "./schemas";

// Reporting a lost pet or a found stray, and editing one's report. The action returns at once: the alerts
// to people nearby are one lost_alert_jobs row, enqueued in the report's transaction and fanned out by the
// alerts worker; the owners of lost cases that could be this found animal are told here (lost_match).

type Reporter = { id: string };

/** The public point of a report: the device's point rounded to ~500 m, or else the place's centre. */
async function publicPointSql(executor: Executor, placeId: number, point: ReportValues["point"]) {
  if (point) return roundedPoint(point.latitude, point.longitude);
  const [place] = await queryRows<{ lat: number; lng: number }>(
    executor,
    sql`select latitude as lat, longitude as lng from places where id = ${placeId}`,
  );
  return { lat: Number(place!.lat), lng: Number(place!.lng) };
}

/** A pet named by the form must be the reporter's own. */
async function assertOwnPet(executor: Executor, reporterId: string, petId: string | null): Promise<void> {
  if (!petId) return;
  const [pet] = await queryRows<{ id: string }>(
    executor,
    sql`select id from pets where id = ${petId}::uuid and user_id = ${reporterId}::uuid`,
  );
  if (!pet) throw new AppError("validation", "lost.errors.petInvalid", { petId: "lost.errors.petInvalid" });
}

export async function createLostCase(
  reporter: Reporter,
  input: ReportValues,
): Promise<{ id: string; matches: number }> {
  const db = await getDb();
  await findPlace(db, input.placeId);
  await assertOwnPet(db, reporter.id, input.petId);
  await assertCasePhotos(reporter.id, input.photos);
  const shown = await publicPointSql(db, input.placeId, input.point);
  const result = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into lost_cases (user_id, kind, found_state, pet_id, name, species, sex, size, colours, colour_notes, description, photos,
          last_seen_at, place_id, neighbourhood, exact_lat, exact_lng, public_lat, public_lng, reward_text, phone)
        values (${reporter.id}::uuid, ${input.kind}, ${input.foundState}, ${input.petId}::uuid, ${input.name}, ${input.species}, ${input.sex ?? null},
          ${input.size ?? null}, ${textArray(input.colours)}, ${input.colourNotes}, ${input.description}, ${textArray(input.photos)},
          ${input.lastSeenAt.toISOString()}::timestamptz, ${input.placeId}, ${input.neighbourhood}, ${input.point?.latitude ?? null}::float8,
          ${input.point?.longitude ?? null}::float8, ${shown.lat}::float8, ${shown.lng}::float8, ${input.rewardText}, ${input.phone})
        returning id`,
    );
    const id = row!.id;
    // The alerts worker's job: one per case (lost_alert_jobs_case_idx), taken from `pending`.
    await tx.execute(sql`insert into lost_alert_jobs (case_id) values (${id}::uuid)`);
    const told = input.kind === "found" ? await notifyMatchingOwners(tx, reporter.id, id) : [];
    return { id, told };
  });
  // Its alerts go out now, behind the answer (the job is committed: any process would take it anyway).
  kickLostAlerts();
  // The pages of the lost cases this one matches list it now; the lost pet's own page shows its banner.
  const lostPet = input.kind === "lost" && input.petId ? [pageTags.pet(input.petId)] : [];
  await purgePublicPages([...result.told.map((caseId) => pageTags.lost(caseId)), ...lostPet], "new-content");
  return { id: result.id, matches: result.told.length };
}

/** Tells the reporters of the open lost cases that could be this found animal (lost_match); answers their cases. */
async function notifyMatchingOwners(tx: Executor, finderId: string, foundCaseId: string): Promise<string[]> {
  const matches = await queryRows<{ id: string; owner_id: string }>(
    tx,
    sql`select m.id, m.owner_id from (${matchingCasesSql(sql`${foundCaseId}::uuid`)}) m`,
  );
  for (const match of matches)
    await notify(tx, { userId: match.owner_id, actorId: finderId, type: "lost_match", lostCaseId: foundCaseId });
  return matches.map((match) => match.id);
}

/** The reporter rewrites an open case's details; its kind and pet stay. Anyone else's case reads as not found. */
export async function editLostCase(reporter: Reporter, caseId: string, input: ReportValues): Promise<{ id: string }> {
  const db = await getDb();
  await findPlace(db, input.placeId);
  const [current] = await queryRows<{
    photos: string[];
    status: string;
    exact_lat: number | null;
    exact_lng: number | null;
  }>(
    db,
    sql`select photos, status, exact_lat, exact_lng from lost_cases where id = ${caseId}::uuid and user_id = ${reporter.id}::uuid`,
  );
  if (!current) throw new AppError("not_found", errorKeys.notFound);
  if (current.status !== "open") throw new AppError("conflict", "lost.errors.closed");
  await assertCasePhotos(
    reporter.id,
    input.photos.filter((url) => !current.photos.includes(url)),
  );
  // No new point given: the exact one already stored stays, and so does its rounding.
  const point =
    input.point ??
    (current.exact_lat != null && current.exact_lng != null
      ? { latitude: Number(current.exact_lat), longitude: Number(current.exact_lng) }
      : null);
  const shown = await publicPointSql(db, input.placeId, point);
  const updated = await queryRows<{ id: string; pet_id: string | null }>(
    db,
    sql`update lost_cases set name = ${input.name}, species = ${input.species}, sex = ${input.sex ?? null}, size = ${input.size ?? null},
        found_state = case when kind = 'found' then coalesce(${input.foundState}::found_state, found_state) end,
        colours = ${textArray(input.colours)}, colour_notes = ${input.colourNotes}, description = ${input.description},
        photos = ${textArray(input.photos)}, last_seen_at = ${input.lastSeenAt.toISOString()}::timestamptz, place_id = ${input.placeId},
        neighbourhood = ${input.neighbourhood}, exact_lat = ${point?.latitude ?? null}::float8, exact_lng = ${point?.longitude ?? null}::float8,
        public_lat = ${shown.lat}::float8, public_lng = ${shown.lng}::float8, reward_text = ${input.rewardText}, phone = ${input.phone}, updated_at = now()
      where id = ${caseId}::uuid and user_id = ${reporter.id}::uuid and status = 'open'
      returning id, pet_id`,
  );
  if (updated.length === 0) throw new AppError("conflict", "lost.errors.closed");
  // The pet's page shows the case's city and since when in its banner.
  await purgePublicPages([pageTags.lost(caseId), ...lostPetPages(updated)], "hard");
  return { id: caseId };
}

/** A text[] of parameters (an empty one typed, which a bare `array[]` is not). */
export function textArray(values: readonly string[]): SQL {
  return values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;
}

/** The pages of the pets of these cases: the "lost" banner of a pet's page follows its case (issue 45). */
export function lostPetPages(rows: readonly { pet_id: string | null }[]): PublicPageTag[] {
  return rows.flatMap((row) => (row.pet_id ? [pageTags.pet(row.pet_id)] : []));
}
