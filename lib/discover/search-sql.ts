import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * A searchable document: its accent-folded text and that text's tsvector, stored columns of pets and
 * users (migration 0010) that pets_/users_search_trgm_idx and _fts_idx index. Pets: name, breed and place
 * text; users: username, full name and place text.
 */
type SearchDocument = { text: SQL; vector: SQL };
export const petDocument: SearchDocument = { text: sql`p.search_text`, vector: sql`p.search_tsv` };
export const userDocument: SearchDocument = { text: sql`u.search_text`, vector: sql`u.search_tsv` };

/**
 * Full-text (every word, any order, accents ignored) or trigram (a substring, or a word with a typo:
 * word similarity ≥ 0.6, so "bigotez" finds "Bigotes") match of a document against the query. Each
 * branch is served by the document's GIN index; the recheck reads the stored columns.
 */
export function matchesQuery(document: SearchDocument, query: string): SQL {
  const folded = sql`patitas_unaccent(lower(${query}))`;
  return sql`(${document.vector} @@ plainto_tsquery('simple'::regconfig, ${folded})
    or ${document.text} like '%' || ${folded} || '%'
    or ${folded} <% ${document.text})`;
}

/** Places within `km` of the viewer's place (the gazetteer is small: a scan of a few hundred rows). */
export function placesNear(viewerId: string, km: number): SQL {
  return sql`(select b.id from users me join places a on a.id = me.place_id, places b
    where me.id = ${viewerId} and patitas_km(a.latitude, a.longitude, b.latitude, b.longitude) <= ${km})`;
}
