import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";

/** Whose words: pets' (name, breed, place) or users' (username, full name, place). */
export type SearchKind = "pet" | "user";

/** How many vocabulary words one word of a query may stand for; the most used ones are kept. */
export const WORDS_PER_TERM = 20;

/**
 * A query resolved against the vocabulary: the full-text query to test on the rows (every word of the
 * query, each one any of the real words it stands for), an upper bound of the rows it matches, about
 * how many rows there are (the table's statistics; 0 when never analyzed), and the words of the
 * query's rarest term (the fewest rows between them): every hit holds one of them, so their posting
 * lists, merged newest first, are a superset of the hits in the list's order (decision 054).
 */
export type ResolvedQuery = { tsquery: string; estimate: number; total: number; rarest: string[] };

type WordRow = { term: string; word: string | null; row_count: number; total: number };

const TABLES: Record<SearchKind, string> = { pet: "pets", user: "users" };

/**
 * Resolves each word of `q` (accents and case folded, split as the rows' documents are) to real words
 * of the vocabulary (decision 051), in one round trip:
 * - the words it begins, itself first ("lu" → luna, lucas; "luna" → luna, lunares): what someone
 *   typing or spelling right means, so an exact word is never drowned by look-alikes;
 * - only when no word begins so, the words that contain it (3 letters or more) or look like it, the
 *   closest first: trigram similarity ≥ pg_trgm.similarity_threshold (0.3: "bimva" → bimba, 0.33), or
 *   word similarity ≥ pg_trgm.word_similarity_threshold (0.6: the typed word inside a longer one).
 *   Today's row search only had the second, and found nothing for "bimva"; on a vocabulary of a few
 *   thousand words the looser test is cheap, and the closest words come first.
 * Null when a word of the query stands for nothing: no row can match.
 */
export async function resolveQuery(kind: SearchKind, q: string): Promise<ResolvedQuery | null> {
  const db = await getDb();
  const rows = await queryRows<WordRow>(
    db,
    sql`with terms as (
        select distinct t.lexeme as term,
          replace(replace(replace(t.lexeme, chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_') as pattern
        from unnest(to_tsvector('simple'::regconfig, patitas_unaccent(lower(${q})))) t
      ), prefixed as (
        select t.term, w.word, w.row_count from terms t cross join lateral (
          select v.word, v.row_count from search_words v
          where v.kind = ${kind} and (v.word collate "C") >= (t.term collate "C") and (v.word collate "C") < ((t.term || chr(1114111)) collate "C")
          order by v.word = t.term desc, v.row_count desc, v.word
          limit ${WORDS_PER_TERM}) w
      ), alike as (
        select t.term, w.word, w.row_count from terms t cross join lateral (
          select v.word, v.row_count from search_words v
          where v.kind = ${kind} and not exists (select 1 from prefixed p where p.term = t.term)
            and (t.term % v.word or t.term <% v.word or (length(t.term) >= 3 and v.word like '%' || t.pattern || '%'))
          order by greatest(similarity(t.term, v.word), word_similarity(t.term, v.word)) desc, v.row_count desc, v.word
          limit ${WORDS_PER_TERM}) w
      )
      select r.term, r.word, r.row_count, (select greatest(reltuples, 0)::float8 from pg_class where oid = ${TABLES[kind]}::regclass) as total
      from (select * from prefixed union all select * from alike) r
      union all
      -- one row per word of the query that stands for nothing, so that "no words" is told from "no query"
      select t.term, null, 0, 0 from terms t
      where not exists (select 1 from prefixed p where p.term = t.term) and not exists (select 1 from alike s where s.term = t.term)`,
  );
  return fromRows(rows);
}

/** The tsquery and estimate of resolved words; null when a term has no word, or the query no term. */
export function fromRows(rows: WordRow[]): ResolvedQuery | null {
  const byTerm = new Map<string, WordRow[]>();
  for (const row of rows) byTerm.set(row.term, [...(byTerm.get(row.term) ?? []), row]);
  if (byTerm.size === 0) return null;
  const groups = [...byTerm.values()];
  if (groups.some((group) => group.every((row) => row.word === null))) return null;
  // A row holds every term, so at most as many rows as the rarest term's words hold between them.
  const held = (group: WordRow[]) => group.reduce((sum, row) => sum + Number(row.row_count), 0);
  const rarest = groups.reduce((best, group) => (held(group) < held(best) ? group : best));
  return {
    tsquery: groups.map((group) => `(${group.map((row) => tsqueryLexeme(row.word!)).join(" | ")})`).join(" & "),
    estimate: held(rarest),
    total: Number(groups[0]![0]!.total),
    rarest: rarest.map((row) => row.word!),
  };
}

/** A word as a tsquery lexeme: quoted, so no character of it is read as an operator. */
export function tsqueryLexeme(word: string): string {
  return `'${word.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
}
