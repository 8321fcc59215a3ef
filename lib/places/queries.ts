import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import { getDb, queryRows, type Executor } from "@/lib/db/client";
import { places } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";

export type Place = { id: number; name: string; country: string };

export const PLACE_SUGGESTIONS = 8;

/**
 * Autocomplete: places whose name starts with, contains or nearly matches the query (accents and case
 * ignored): prefix matches first, biggest city first among them, then the closest spellings. One query on the trigram index.
 */
export async function searchPlaces(query: string, limit = PLACE_SUGGESTIONS): Promise<Place[]> {
  const db = await getDb();
  const folded = sql`patitas_unaccent(lower(${query}))`;
  const name = sql`patitas_unaccent(lower(${places.name}))`;
  return queryRows<Place>(
    db,
    sql`select id, name, country from places
      where ${name} like ${folded} || '%' or ${name} like '%' || ${folded} || '%' or ${name} % ${folded}
      order by (${name} like ${folded} || '%') desc,
        case when ${name} like ${folded} || '%' then population else 0 end desc,
        similarity(${name}, ${folded}) desc, population desc, id
      limit ${limit}`,
  );
}

/** The gazetteer city nearest to coordinates (the place a "use my location" choice stores). */
export async function nearestPlace(latitude: number, longitude: number): Promise<Place> {
  const db = await getDb();
  const [row] = await queryRows<Place>(
    db,
    sql`select id, name, country from places
      order by patitas_km(${latitude}::float8, ${longitude}::float8, latitude, longitude), id limit 1`,
  );
  return row!;
}

/** The place a form names, checked: an unknown id is bad input, never a foreign-key 500. */
export async function findPlace(executor: Executor, id: number): Promise<Place> {
  const [row] = await executor
    .select({ id: places.id, name: places.name, country: places.country })
    .from(places)
    .where(eq(places.id, id))
    .limit(1);
  if (!row) throw new AppError("validation", "places.errors.unknown", { placeId: "places.errors.unknown" });
  return row;
}

/**
 * Rounded kilometres between the place a row points at and the viewer's place, or null when either
 * is unknown. `viewerPlace` is a place id (or SQL yielding one), `rowPlace` the row's place column.
 */
export function distanceKm(viewerPlace: SQL, rowPlace: SQL): SQL<number | null> {
  return sql<number | null>`(select round(patitas_km(a.latitude, a.longitude, b.latitude, b.longitude))::int
    from places a, places b where a.id = ${viewerPlace} and b.id = ${rowPlace})`;
}
