import "server-only";
import { sql, type SQL } from "drizzle-orm";

/** The searchable text of a pet, exactly as pets_search_trgm_idx / pets_search_fts_idx index it (migration 0005). */
export const petDocument = sql`patitas_unaccent(lower(p.name || ' ' || coalesce(p.breed, '') || ' ' || coalesce(p.location, '')))`;
/** The searchable text of a user, as users_search_trgm_idx / users_search_fts_idx index it. */
export const userDocument = sql`patitas_unaccent(lower(coalesce(u.username, '') || ' ' || u.full_name || ' ' || coalesce(u.location, '')))`;

/**
 * Full-text (every word, any order, accents ignored) or trigram (a substring, or a word with a typo:
 * word similarity ≥ 0.6, so "bigotez" finds "Bigotes") match of a document against the query. Each
 * branch is served by the document's GIN index.
 */
export function matchesQuery(document: SQL, query: string): SQL {
  const folded = sql`patitas_unaccent(lower(${query}))`;
  return sql`(to_tsvector('simple'::regconfig, ${document}) @@ plainto_tsquery('simple'::regconfig, ${folded})
    or ${document} like '%' || ${folded} || '%'
    or ${folded} <% ${document})`;
}

/** Places within `km` of the viewer's place (the gazetteer is small: a scan of a few hundred rows). */
export function placesNear(viewerId: string, km: number): SQL {
  return sql`(select b.id from users me join places a on a.id = me.place_id, places b
    where me.id = ${viewerId} and patitas_km(a.latitude, a.longitude, b.latitude, b.longitude) <= ${km})`;
}
