// The repeated tail of a keyset-paged list: the condition that starts a page after its cursor, the
// `limit + 1` rows it reads (the extra one only says another page follows), and the page itself with
// its rows mapped and the next page's cursor. A list ordered by (timestamp, id) writes, in its query,
// `${afterCursor(cursor, sql`x.created_at`, sql`x.id`)}` in its where clause and `${keysetLimit(limit)}`
// after its order by, then returns keysetPage(rows, limit, toItem, cursorOf).
import { sql, type SQL } from "drizzle-orm";
import { type Cursor, splitPage } from "./cursor";

/**
 * `and (at, id) < cursor` for a list newest first ("desc"), `and (at, id) > cursor` for one oldest
 * first ("asc"), or nothing on the first page. `at` and `id` are the columns the list is ordered by.
 */
export function afterCursor(cursor: Cursor | null | undefined, at: SQL, id: SQL, order: "desc" | "asc" = "desc"): SQL {
  if (!cursor) return sql``;
  const bound = sql`(${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  return order === "desc" ? sql`and (${at}, ${id}) < ${bound}` : sql`and (${at}, ${id}) > ${bound}`;
}

/** `limit limit + 1`: one row more than the page, which says whether another page follows. */
export function keysetLimit(limit: number): SQL {
  return sqlLimit(limit + 1);
}

/**
 * `limit n` with n written into the statement, not sent as a parameter. With `limit $1` PostgreSQL's
 * generic plan assumes a tenth of the rows, so it costs far more than a custom plan and a prepared
 * statement (queryRows' `prepare`) is planned again on every run: 2.4 ms of planning for 0.3 ms of work
 * in the feed's query (decision 052). A literal makes the generic plan as cheap as the custom one, and
 * PostgreSQL keeps it after five runs. Only whole numbers of the code reach it.
 */
export function sqlLimit(count: number): SQL {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`A limit is a whole number, not ${count}`);
  return sql.raw(`limit ${count}`);
}

/**
 * The page of a list that read keysetLimit(limit) rows: its first `limit` rows as items, and the next
 * page's cursor, made by `cursorOf` from this page's last row, or null when no page follows.
 */
export function keysetPage<Row, Item, NextCursor = Cursor>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  cursorOf: (row: Row) => NextCursor,
): { items: Item[]; nextCursor: NextCursor | null } {
  const { page, lastBeforeMore } = splitPage(rows, limit);
  return { items: page.map((row) => toItem(row)), nextCursor: lastBeforeMore ? cursorOf(lastBeforeMore) : null };
}

/** The cursor of a row read with `cursorTimestamp(created_at) as created_at` and its id. */
export function createdAtCursor(row: { created_at: string; id: string }): Cursor {
  return { at: row.created_at, id: row.id };
}
