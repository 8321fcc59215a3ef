import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { cursorTimestamp, type Cursor } from "@/lib/paging/cursor";
import { afterCursor, sqlLimit } from "@/lib/paging/keyset";
import type { SearchKind } from "./vocabulary";

/**
 * A rare word's page from its posting lists (search_postings, decision 054) instead of every hit of
 * the full-text GIN index: every hit of a query holds one of its rarest term's words, so the newest
 * postings of those words after the cursor, merged, are the candidates in the list's order. They are
 * joined to their rows and tested (the whole tsquery, is_active, hidden owners, chips); when fewer
 * than a page pass, the next postings are read from where these ended, twice as many each time, until
 * the page is full or the lists end. A search so reads about the page plus the rows it filtered out,
 * at any size, rather than all the hits.
 */

/** Postings read by the first attempt, per page row: room for a few filtered rows without a second trip. */
const FIRST_READ_PER_ROW = 2;

/** One attempt: the rows that passed (in the list's order), and where the postings it read ended. */
export type PostingsAttempt<Row> = { rows: Row[]; read: number; last: Cursor | null };

/** The columns every attempt's statement returns besides the rows' own (see postingsEdge). */
export type EdgeColumns = { postings_read: number; last_at: string | null; last_id: string | null };

/**
 * The page's rows (limit + 1 of them, the extra one saying another page follows), reading postings
 * after `cursor` in attempts of `read` postings each, `read` doubling after an attempt that passed
 * too few rows; `attempt` runs one statement.
 */
export async function collectFromPostings<Row>(
  cursor: Cursor | null | undefined,
  limit: number,
  attempt: (from: Cursor | null, read: number) => Promise<PostingsAttempt<Row>>,
): Promise<Row[]> {
  const rows: Row[] = [];
  let from = cursor ?? null;
  let read = FIRST_READ_PER_ROW * (limit + 1);
  for (;;) {
    const got = await attempt(from, read);
    // Every posting an attempt read is older than the previous attempt's last one: the rows add up in order.
    rows.push(...got.rows);
    if (rows.length > limit || got.read < read || !got.last) return rows.slice(0, limit + 1);
    from = got.last;
    read *= 2;
  }
}

/**
 * `postings` (a CTE): the newest `read` postings after `from` among `words` of `kind`, one backward
 * index-only range scan of search_postings_pkey per word (`read` each at most, as the newest `read` of
 * all can come from one word), merged. A row holding two of the words is there twice: count it once.
 */
export function postingsCte(kind: SearchKind, words: string[], from: Cursor | null, read: number): SQL {
  const list = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  return sql`postings as materialized (
    select s.created_at, s.id from unnest(array[${list}]::text[]) w(word) cross join lateral (
      select sp.created_at, sp.id from search_postings sp
      where sp.kind = ${kind} and sp.word = w.word ${afterCursor(from, sql`sp.created_at`, sql`sp.id`)}
      order by sp.created_at desc, sp.id desc ${sqlLimit(read)}) s
    order by s.created_at desc, s.id desc ${sqlLimit(read)})`;
}

/**
 * The candidates of `postings` as `s`, each row once, newest first, and each one's row of `table` as
 * `alias`, read by its primary key. A lateral lookup the planner cannot flatten (`offset 0`), so it
 * stays one index probe per candidate: joined plainly, the page's `search_tsv @@` test let PostgreSQL
 * read every hit from the GIN index and hash them against the candidates (seen at 1× for a word of one
 * row), which is the cost the postings are here to avoid. The page orders by `candidateOrder`, the
 * candidates' own order, so it stops probing once it has its rows.
 */
export function candidateRows(table: "pets" | "users", alias: "p" | "u"): SQL {
  const row = sql.raw(`${table} ${alias}`);
  const id = sql.raw(`${alias}.id`);
  return sql`(select distinct created_at, id from postings order by created_at desc, id desc) s
    cross join lateral (select ${sql.raw(alias)}.* from ${row} where ${id} = s.id offset 0) ${sql.raw(alias)}`;
}

/** The list's order on candidateRows: a posting's key is its row's (created_at, id). */
export const candidateOrder = sql`s.created_at desc, s.id desc`;

/**
 * The statement around a page's query (`page`, reading `candidateRows`, with its cursor text as `at`): one
 * row per page row, in the page's order, with how many postings were read and the oldest of them (where
 * the next attempt starts); or, when no candidate passed, a single row of those alone and nulls, so an
 * attempt that finds nothing still says whether the lists ended.
 */
export function postingsEdge(ctes: SQL, page: SQL): SQL {
  return sql`with ${ctes}
    select r.*, n.postings_read, e.last_at, e.last_id
    from (select count(*)::int as postings_read from postings) n
    left join lateral (select ${cursorTimestamp(sql`created_at`)} as last_at, id as last_id from postings order by created_at, id limit 1) e on true
    left join lateral (${page}) r on true
    -- the page's order (at: cursorTimestamp's fixed-width UTC text, whose byte order is time order)
    order by r.at collate "C" desc, r.id desc`;
}

/** An attempt from the rows of postingsEdge: the page rows (those with an id) and the edge. */
export function attemptOf<Row extends { id: string | null }>(rows: (Row & EdgeColumns)[]): PostingsAttempt<Row> {
  const first = rows[0];
  return {
    rows: rows.filter((row) => row.id !== null),
    read: first?.postings_read ?? 0,
    last: first?.last_at && first.last_id ? { at: first.last_at, id: first.last_id } : null,
  };
}
