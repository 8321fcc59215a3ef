import "server-only";
import { sql } from "drizzle-orm";
import { pageTags, purgePublicPages } from "@/lib/cache/public-pages";
import { afterCommit, getDb, queryRows } from "@/lib/db/client";
import { notBlocked } from "@/lib/db/not-blocked";
import { AppError, errorKeys } from "@/lib/errors";
import { notify } from "@/lib/notifications/notify";
import { findPlace } from "@/lib/places/queries";
import { LOST_SIGHTING_EVENT } from "@/lib/realtime/events";
import { publishToUser } from "@/lib/realtime/publish";
import { assertCasePhotos } from "./photos";
import { roundedPoint } from "./point";
import type { SightingValues } from "./schemas";

/**
 * "Seen here" on an open case, by anyone signed in; the reporter's own is an update. Refused (not found)
 * when the case is not visible or the two blocked each other either way; refused (conflict) once the
 * case is closed. The reporter is told at once (lost_sighting) and their open case page refreshes live.
 */
export async function addSighting(author: { id: string }, input: SightingValues): Promise<{ id: string }> {
  const db = await getDb();
  await findPlace(db, input.placeId);
  if (input.photoUrl) await assertCasePhotos(author.id, [input.photoUrl], "photoUrl");
  // A sighting keeps only the rounded point: nothing exact is stored for it at all.
  const shown = input.point
    ? roundedPoint(input.point.latitude, input.point.longitude)
    : await queryRows<{ lat: number; lng: number }>(
        db,
        sql`select latitude as lat, longitude as lng from places where id = ${input.placeId}`,
      ).then(([place]) => ({ lat: Number(place!.lat), lng: Number(place!.lng) }));
  const id = await db.transaction(async (tx) => {
    const [target] = await queryRows<{ user_id: string; status: string }>(
      tx,
      sql`select c.user_id, c.status from lost_cases c join users owner on owner.id = c.user_id and not owner.is_banned and owner.username is not null
        where c.id = ${input.caseId}::uuid and c.status <> 'removed' and ${notBlocked(author.id, sql`c.user_id`)}
        for share of c`,
    );
    if (!target) throw new AppError("not_found", errorKeys.notFound);
    if (target.status !== "open") throw new AppError("conflict", "lost.errors.closed");
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into lost_sightings (case_id, author_id, place_id, public_lat, public_lng, seen_at, note, photo_url)
        values (${input.caseId}::uuid, ${author.id}::uuid, ${input.placeId}, ${shown.lat}::float8, ${shown.lng}::float8,
          ${input.seenAt.toISOString()}::timestamptz, ${input.note}, ${input.photoUrl})
        returning id`,
    );
    await tx.execute(sql`update lost_cases set updated_at = now() where id = ${input.caseId}::uuid`);
    await notify(tx, { userId: target.user_id, actorId: author.id, type: "lost_sighting", lostCaseId: input.caseId });
    afterCommit(tx, () => void publishToUser(target.user_id, LOST_SIGHTING_EVENT, { caseId: input.caseId }));
    return row!.id;
  });
  await purgePublicPages([pageTags.lost(input.caseId)], "new-content");
  return { id };
}
