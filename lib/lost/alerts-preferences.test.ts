// "Lost and found near me" settings through their action (decision 070): who may set them, what is
// stored (a device point rounded like a case's public point) and the translated refusals.
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { createUser } from "@/tests/factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import en from "@/messages/en.json";
import { setLostAlertPreferencesAction } from "./actions";
import { roundedPoint } from "./point";

const madrid = { latitude: 40.416_78, longitude: -3.703_79 };

async function stored(userId: string) {
  const db = await getDb();
  const [row] = await queryRows<{ on: boolean; radius: number; place: string; lat: number | null; lng: number | null }>(
    db,
    sql`select lost_alerts_on as on, lost_alert_radius_km as radius, lost_alert_place as place, lost_alert_lat as lat, lost_alert_lng as lng
      from lost_alert_preferences where user_id = ${userId}::uuid`,
  );
  return row;
}

/** The catalogue's text for a message key (`lost.alerts.errors.radius`). */
const text = (key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

describe("setLostAlertPreferencesAction", () => {
  it("turns alerts on around the device's point, stored rounded to ~500 m, and keeps it when only the radius changes", async () => {
    const me = await createUser();
    await signInAs(me);
    const saved = await setLostAlertPreferencesAction({ on: true, radiusKm: 10, place: "device", point: madrid });
    expect(saved).toEqual({
      ok: true,
      data: {
        on: true,
        radiusKm: 10,
        place: "device",
        hasDevicePoint: true,
        hasProfilePlace: false,
        email: false,
        emailConfirmed: false,
      },
    });
    const rounded = roundedPoint(madrid.latitude, madrid.longitude);
    expect(await stored(me.id)).toEqual({ on: true, radius: 10, place: "device", lat: rounded.lat, lng: rounded.lng });
    expect(await setLostAlertPreferencesAction({ on: true, radiusKm: 25, place: "device" })).toMatchObject({
      ok: true,
      data: { radiusKm: 25 },
    });
    expect(await stored(me.id)).toMatchObject({ radius: 25, lat: rounded.lat, lng: rounded.lng });
    expect(await setLostAlertPreferencesAction({ on: false, radiusKm: 25, place: "device" })).toMatchObject({
      ok: true,
      data: { on: false },
    });
  });

  it("turns e-mail on and off, keeps the choice when a change leaves it out, and says whether the address is confirmed", async () => {
    const me = await createUser();
    await signInAs(me);
    const input = { on: true, radiusKm: 5, place: "device", point: madrid } as const;
    expect(await setLostAlertPreferencesAction({ ...input, email: true })).toMatchObject({
      ok: true,
      data: { email: true, emailConfirmed: false },
    });
    expect(await setLostAlertPreferencesAction({ ...input, radiusKm: 10 })).toMatchObject({
      ok: true,
      data: { email: true },
    });
    const db = await getDb();
    await db.execute(sql`update users set email_verified_at = now() where id = ${me.id}::uuid`);
    expect(await setLostAlertPreferencesAction({ ...input, email: false })).toMatchObject({
      ok: true,
      data: { email: false, emailConfirmed: true },
    });
    expect(await setLostAlertPreferencesAction({ ...input, email: "yes" })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { email: "lost.alerts.errors.invalid" } },
    });
    const [row] = await queryRows<{ email: boolean }>(
      db,
      sql`select lost_alert_email as email from lost_alert_preferences where user_id = ${me.id}::uuid`,
    );
    expect(row!.email).toBe(false);
  });

  it("counts from the profile's city only when the profile has one", async () => {
    const me = await createUser();
    await signInAs(me);
    const refused = await setLostAlertPreferencesAction({ on: true, radiusKm: 5, place: "profile" });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { place: "lost.alerts.errors.noProfilePlace" } },
    });
    const db = await getDb();
    await db.execute(sql`update users set place_id = (select min(id) from places) where id = ${me.id}::uuid`);
    expect(await setLostAlertPreferencesAction({ on: true, radiusKm: 5, place: "profile" })).toMatchObject({
      ok: true,
      data: { on: true, place: "profile", hasProfilePlace: true },
    });
  });

  it("refuses a radius not offered, and a device place without a point, with translated messages", async () => {
    const me = await createUser();
    await signInAs(me);
    const radius = await setLostAlertPreferencesAction({ on: true, radiusKm: 7, place: "device", point: madrid });
    expect(radius).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { radiusKm: "lost.alerts.errors.radius" } },
    });
    expect(text("lost.alerts.errors.radius")).toBe("Choose 1, 5, 10 or 25 km.");
    const point = await setLostAlertPreferencesAction({ on: true, radiusKm: 5, place: "device" });
    expect(point).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { point: "lost.alerts.errors.pointRequired" } },
    });
    expect(typeof text("lost.alerts.errors.pointRequired")).toBe("string");
    expect(await stored(me.id)).toBeUndefined();
  });

  it("refuses anonymous and banned callers and accounts without a username, and stores nothing", async () => {
    const input = { on: true, radiusKm: 5, place: "device", point: madrid };
    await signInAs(null);
    expect(await setLostAlertPreferencesAction(input)).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    const banned = await signInAsBanned(await createUser());
    expect(await setLostAlertPreferencesAction(input)).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    const noUsername = await createUser({ username: null });
    await signInAs(noUsername);
    expect(await setLostAlertPreferencesAction(input)).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(await stored(banned.id)).toBeUndefined();
    expect(await stored(noUsername.id)).toBeUndefined();
  });
});
