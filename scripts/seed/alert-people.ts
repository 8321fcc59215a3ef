// People with lost-pet alerts on, for `npm run bench:alerts` and `db:seed:large` (decision 070): set-based
// SQL, so 100 000 take seconds. In the biggest Spanish city, half count from their profile's city and
// half from a device point within 3 km of its centre (radius 5 km: every one is in range of a case at
// the centre); a fifth as many again around cities at least 60 km away (radius 25 km: nobody there is).
import { createECDH, randomBytes } from "node:crypto";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/lib/db/client";
import { newObjectKey, putObject } from "@/lib/storage/storage";

export type AlertCity = { id: number; name: string; lat: number; lng: number; reporterId: string };

const LOCALES = sql.raw(`array['es','en','fr','pt','zh']::text[]`);

/** Opts `users` people in around the city (and as many elsewhere); with `pushOrigin`, each city person gets a browser there. */
export async function seedAlertPeople(
  db: Executor,
  options: { users: number; pushOrigin?: string; seed?: boolean },
): Promise<AlertCity> {
  const [city] = await queryRows<{ id: number; name: string; lat: number; lng: number }>(
    db,
    sql`select id, name, latitude as lat, longitude as lng from places where country = 'ES' order by population desc, id limit 1`,
  );
  const found = { ...city!, lat: Number(city!.lat), lng: Number(city!.lng) };
  if (options.seed === false) {
    const [reporter] = await queryRows<{ id: string }>(
      db,
      sql`select id from users where username = 'alerts_reporter'`,
    );
    // A kept database (BENCH_KEEP_DATABASE): its browsers follow this run's push service, on a new port.
    if (options.pushOrigin)
      await db.execute(
        sql`update push_subscriptions set endpoint = ${options.pushOrigin} || substring(endpoint from position('/p/' in endpoint)) where endpoint not like ${`${options.pushOrigin}/%`}`,
      );
    return { ...found, reporterId: reporter!.id };
  }
  const { users } = options;
  const [reporter] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (email, password_hash, full_name, username, locale, place_id, email_verified_at)
      values ('alerts-reporter@bench.patitas.dev', 'not-a-password', 'Alerts Reporter', 'alerts_reporter', 'es', ${found.id}, now()) returning id`,
  );
  await db.execute(sql`
    with far as (select array_agg(id order by id) as ids from places where patitas_km(latitude, longitude, ${found.lat}::float8, ${found.lng}::float8) > 60)
    insert into users (email, password_hash, full_name, username, locale, place_id, email_verified_at)
    select 'alerts' || g || '@bench.patitas.dev', 'not-a-password', 'Vecino ' || g, 'alerts_' || g, (${LOCALES})[1 + g % 5],
      case when g <= ${users} then ${found.id} else far.ids[1 + g % array_length(far.ids, 1)] end, now()
    from generate_series(1, ${users + Math.ceil(users / 5)}) g, far`);
  // Device points: a ring of up to 3 km around the centre (0.027° of latitude ~ 3 km).
  await db.execute(sql`
    insert into lost_alert_preferences (user_id, lost_alerts_on, lost_alert_radius_km, lost_alert_place, lost_alert_lat, lost_alert_lng)
    select u.id, true, case when n <= ${users} then 5 else 25 end, case when n <= ${users} and n % 2 = 0 then 'device' else 'profile' end,
      case when n <= ${users} and n % 2 = 0 then round((${found.lat}::float8 + 0.027 * sin(n) * (n % 100) / 100)::numeric, 4)::float8 end,
      case when n <= ${users} and n % 2 = 0 then round((${found.lng}::float8 + 0.027 * cos(n) * (n % 100) / 100)::numeric, 4)::float8 end
    from (select id, substring(username from 8)::int as n from users where username like 'alerts\\_%' and username <> 'alerts_reporter') u`);
  if (options.pushOrigin) {
    const browser = createECDH("prime256v1");
    browser.generateKeys();
    await db.execute(sql`
      with people as (select id, substring(username from 8)::int as n from users where username like 'alerts\\_%' and username <> 'alerts_reporter'),
      sessions as (insert into user_sessions (user_id, user_agent, ip) select id, 'bench', '127.0.0.1' from people where n <= ${users} returning id, user_id)
      insert into push_subscriptions (user_id, session_id, endpoint, p256dh, auth)
      select s.user_id, s.id, ${options.pushOrigin} || '/p/' || s.user_id, ${browser.getPublicKey().toString("base64url")}, ${randomBytes(16).toString("base64url")}
      from sessions s`);
  }
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze lost_alert_preferences`);
  return { ...found, reporterId: reporter!.id };
}

/** A photo the reporter uploaded to the lost folder, as a report's photos must be. */
export async function benchPhoto(reporterId: string): Promise<string> {
  const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#a0522d" } })
    .webp()
    .toBuffer();
  return (await putObject(newObjectKey(reporterId, "lost", "webp"), image, "image/webp")).url;
}
