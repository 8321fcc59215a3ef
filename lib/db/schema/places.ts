import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The bundled gazetteer: cities of the 11 supported countries (decision 013). Rows are shipped in a
 * migration, so every database (PGlite tests included) has them; ids are stable across installs.
 */
export const places = pgTable(
  "places",
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    // ISO 3166-1 alpha-2 as the app spells the supported countries (UK, not GB).
    country: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    population: integer().notNull().default(0),
  },
  (t) => [
    check("places_country", sql`${t.country} in ('ES','US','FR','DE','IT','PT','UK','MX','AR','CO','BR')`),
    check("places_coordinates", sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
    // Autocomplete: accent- and case-insensitive prefix and trigram search over the name.
    index("places_name_trgm_idx").using("gin", sql`patitas_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);
