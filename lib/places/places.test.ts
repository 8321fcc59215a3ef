import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { createPet, createUser } from "@/tests/factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import { nearestPlaceAction, searchPlacesAction } from "./actions";
import { nearestPlace, searchPlaces } from "./queries";

const unauthorized = { ok: false, error: { code: "unauthorized", message: "errors.unauthorized" } };

describe("the gazetteer", () => {
  it("ships cities of all 11 supported countries with real coordinates", async () => {
    const db = await getDb();
    const rows = await queryRows<{ country: string; n: number }>(
      db,
      sql`select country, count(*)::int as n from places group by country`,
    );
    expect(rows.map((row) => row.country).sort()).toEqual([
      "AR",
      "BR",
      "CO",
      "DE",
      "ES",
      "FR",
      "IT",
      "MX",
      "PT",
      "UK",
      "US",
    ]);
    for (const row of rows) expect(row.n).toBeGreaterThanOrEqual(20);
  });

  it("computes Madrid–Barcelona as about 505 km, the same every time", async () => {
    const db = await getDb();
    const query = sql`select round(patitas_km(a.latitude, a.longitude, b.latitude, b.longitude))::int as km
      from places a, places b where a.name = 'Madrid' and b.name = 'Barcelona'`;
    const [first] = await queryRows<{ km: number }>(db, query);
    const [second] = await queryRows<{ km: number }>(db, query);
    expect(first!.km).toBe(505);
    expect(second!.km).toBe(first!.km);
  });
});

describe("searchPlaces", () => {
  it("ignores accents and case, and puts prefix matches first", async () => {
    expect((await searchPlaces("malaga"))[0]).toMatchObject({ name: "Málaga", country: "ES" });
    expect((await searchPlaces("SAO PAULO"))[0]).toMatchObject({ name: "São Paulo", country: "BR" });
    expect((await searchPlaces("Bar"))[0]).toMatchObject({ name: "Barcelona" });
  });

  it("still finds a city with a one-letter typo", async () => {
    expect((await searchPlaces("Barcelnoa")).map((place) => place.name)).toContain("Barcelona");
    expect((await searchPlaces("Valladolit")).map((place) => place.name)).toContain("Valladolid");
  });
});

describe("nearestPlace", () => {
  it("maps coordinates to the closest city", async () => {
    expect(await nearestPlace(40.42, -3.7)).toMatchObject({ name: "Madrid" });
    expect(await nearestPlace(-34.6, -58.4)).toMatchObject({ name: "Buenos Aires" });
  });
});

describe("place actions", () => {
  it("answer signed-in users and refuse anonymous and banned ones", async () => {
    await signInAs(null);
    expect(await searchPlacesAction({ query: "Lyon" })).toEqual(unauthorized);
    expect(await nearestPlaceAction({ latitude: 45.7, longitude: 4.8 })).toEqual(unauthorized);
    await signInAsBanned(await createUser());
    expect(await searchPlacesAction({ query: "Lyon" })).toEqual(unauthorized);
    await signInAs(await createUser());
    expect(await searchPlacesAction({ query: "Lyon" })).toMatchObject({
      ok: true,
      data: [{ name: "Lyon", country: "FR" }],
    });
    expect(await nearestPlaceAction({ latitude: 45.76, longitude: 4.84 })).toMatchObject({
      ok: true,
      data: { name: "Lyon" },
    });
  });

  it("refuse bad input with a validation error", async () => {
    await signInAs(await createUser());
    for (const bad of [{}, { query: "" }, { query: "a\u0000b" }, { query: "x".repeat(61) }]) {
      expect(await searchPlacesAction(bad)).toMatchObject({ ok: false, error: { code: "validation" } });
    }
    for (const bad of [{}, { latitude: 91, longitude: 0 }, { latitude: "40", longitude: 3 }]) {
      expect(await nearestPlaceAction(bad)).toMatchObject({ ok: false, error: { code: "validation" } });
    }
  });
});

describe("the place field of the profile and pet forms", () => {
  const pet = { name: "Toby", age: 4, species: "dog", gender: "male", size: "large" };

  it("stores the chosen place id next to the text and refuses unknown ids without saving", async () => {
    const { getDb } = await import("@/lib/db/client");
    const { pets: petsTable, users: usersTable } = await import("@/lib/db/schema");
    const { eq } = await import("drizzle-orm");
    const { createPetAction } = await import("@/lib/pets/actions");
    const { updateProfileAction } = await import("@/lib/profiles/actions");
    const me = await createUser();
    await signInAs(me);
    const [lyon] = await searchPlaces("Lyon");
    expect(await updateProfileAction({ fullName: "Ana", location: "Lyon, FR", placeId: lyon!.id })).toMatchObject({
      ok: true,
    });
    expect(await updateProfileAction({ fullName: "Ana", location: "Nowhere", placeId: 999_999 })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { placeId: "places.errors.unknown" } },
    });
    const db = await getDb();
    const [row] = await db
      .select({ placeId: usersTable.placeId, location: usersTable.location })
      .from(usersTable)
      .where(eq(usersTable.id, me.id));
    expect(row).toEqual({ placeId: lyon!.id, location: "Lyon, FR" });

    const created = await createPetAction({ ...pet, location: "Lyon, FR", placeId: String(lyon!.id) });
    expect(created).toMatchObject({ ok: true });
    expect(await createPetAction({ ...pet, placeId: 999_999 })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await createPetAction({ ...pet, placeId: "abc" })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    const mine = await db.select({ placeId: petsTable.placeId }).from(petsTable).where(eq(petsTable.userId, me.id));
    expect(mine).toEqual([{ placeId: lyon!.id }]);
  });

  it("reads a chosen place from the gazetteer, whatever text the form stored with it; free text as written", async () => {
    const { getDb } = await import("@/lib/db/client");
    const { users: usersTable } = await import("@/lib/db/schema");
    const { eq } = await import("drizzle-orm");
    const { getEditableProfile, getProfile } = await import("@/lib/profiles/queries");
    const { getPetForEdit, getPublicPet } = await import("@/lib/pets/queries");
    const { placeLabel } = await import("@/lib/format/country");
    const [lyon] = await searchPlaces("Lyon");
    // The picker of before 2026-11-28 stored "Lyon, FR"; the place is the same city.
    const owner = await createUser();
    await (
      await getDb()
    )
      .update(usersTable)
      .set({ location: "Lyon, FR", placeId: lyon!.id })
      .where(eq(usersTable.id, owner.id));
    const placed = await createPet(owner.id, { location: "Lyon, FR", placeId: lyon!.id });
    const typed = await createPet(owner.id, { location: "Un pueblo de Soria" });

    const profile = await getProfile(owner.username!, null);
    expect(profile).toMatchObject({ location: "Lyon", placeCountry: "FR" });
    expect(placeLabel(profile!.location!, profile!.placeCountry, "es")).toBe("Lyon, Francia");
    expect(placeLabel(profile!.location!, profile!.placeCountry, "en")).toBe("Lyon, France");
    expect(await getEditableProfile(owner.id)).toMatchObject({
      location: "Lyon",
      placeCountry: "FR",
      placeId: lyon!.id,
    });
    expect(await getPublicPet(placed.id, null)).toMatchObject({ location: "Lyon", placeCountry: "FR" });
    expect(await getPetForEdit(owner.id, placed.id)).toMatchObject({
      location: "Lyon",
      placeCountry: "FR",
      placeId: lyon!.id,
    });

    const pet = await getPublicPet(typed.id, null);
    expect(pet).toMatchObject({ location: "Un pueblo de Soria", placeCountry: null });
    expect(placeLabel(pet!.location!, pet!.placeCountry, "fr")).toBe("Un pueblo de Soria");
  });
});
