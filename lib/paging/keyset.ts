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
  return sql`limit ${limit + 1}`;
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
