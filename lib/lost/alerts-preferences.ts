import "server-only";
import type { output } from "zod";
import { sql } from "drizzle-orm";
import { getDb, queryRows, type Executor } from "@/lib/db/client";
import { AppError, errorKeys } from "@/lib/errors";
import type { AlertPreferences, AlertRadiusKm, alertPreferencesSchema } from "./alerts-schema";
import { roundedPoint } from "./point";

// A person's lost-pet alerts (decision 070): off until they turn them on, by push and /activity, and by
// e-mail too when they ask (to a confirmed address only). A device point is stored
// rounded like a case's public point, so the table never holds anyone's doorstep.

type Row = {
  on: boolean | null;
  radius: number | null;
  place: string | null;
  lat: number | null;
  place_id: number | null;
  email: boolean | null;
  email_confirmed: boolean;
};

async function readPreferences(executor: Executor, userId: string): Promise<AlertPreferences> {
  const [row] = await queryRows<Row>(
    executor,
    sql`select p.lost_alerts_on as on, p.lost_alert_radius_km as radius, p.lost_alert_place as place, p.lost_alert_lat as lat, u.place_id,
        p.lost_alert_email as email, u.email_verified_at is not null as email_confirmed
      from users u left join lost_alert_preferences p on p.user_id = u.id where u.id = ${userId}::uuid`,
  );
  if (!row) throw new AppError("not_found", errorKeys.notFound);
  return {
    on: row.on ?? false,
    radiusKm: (row.radius ?? 5) as AlertRadiusKm,
    place: row.place === "device" ? "device" : "profile",
    hasDevicePoint: row.lat != null,
    hasProfilePlace: row.place_id != null,
    email: row.email ?? false,
    emailConfirmed: row.email_confirmed,
  };
}

/** The settings form's initial state. */
export async function alertPreferences(userId: string): Promise<AlertPreferences> {
  return readPreferences(await getDb(), userId);
}

/**
 * Saves the actor's choice in one upsert; a device point not given again is the one kept from before (read
 * into the new row, since the table's check sees the row proposed before any conflict). Turning alerts on needs somewhere to count from: the
 * profile's city, or a device point (given now or kept from before); otherwise a field error says which.
 */
export async function saveAlertPreferences(
  actorId: string,
  input: output<typeof alertPreferencesSchema>,
): Promise<AlertPreferences> {
  const db = await getDb();
  const point = input.point ? roundedPoint(input.point.latitude, input.point.longitude) : null;
  const current = await readPreferences(db, actorId);
  if (input.on && input.place === "profile" && !current.hasProfilePlace)
    throw new AppError("validation", "lost.alerts.errors.noProfilePlace", {
      place: "lost.alerts.errors.noProfilePlace",
    });
  if (input.place === "device" && !point && !current.hasDevicePoint)
    throw new AppError("validation", "lost.alerts.errors.pointRequired", { point: "lost.alerts.errors.pointRequired" });
  await db.execute(
    sql`insert into lost_alert_preferences (user_id, lost_alerts_on, lost_alert_radius_km, lost_alert_place, lost_alert_lat, lost_alert_lng, lost_alert_email, updated_at)
      select ${actorId}::uuid, ${input.on}, ${input.radiusKm}, ${input.place}, coalesce(${point?.lat ?? null}::float8, kept.lat), coalesce(${point?.lng ?? null}::float8, kept.lng),
        coalesce(${input.email ?? null}::boolean, kept.email, false), now()
      from (select max(lost_alert_lat) as lat, max(lost_alert_lng) as lng, bool_or(lost_alert_email) as email from lost_alert_preferences where user_id = ${actorId}::uuid) kept
      on conflict (user_id) do update set lost_alerts_on = excluded.lost_alerts_on, lost_alert_radius_km = excluded.lost_alert_radius_km,
        lost_alert_place = excluded.lost_alert_place, lost_alert_lat = excluded.lost_alert_lat, lost_alert_lng = excluded.lost_alert_lng,
        lost_alert_email = excluded.lost_alert_email, updated_at = now()`,
  );
  return readPreferences(db, actorId);
}
