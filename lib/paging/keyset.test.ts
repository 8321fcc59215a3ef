/** @no-database — the keyset-page helpers every list uses: the cursor condition, the extra row, the page and its next cursor. */
import { PgDialect } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { afterCursor, createdAtCursor, keysetLimit, keysetPage, sqlLimit } from "./keyset";

const dialect = new PgDialect();
const render = (query: ReturnType<typeof sql>) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
};
const cursor = { at: "2026-11-26T10:00:00.123456Z", id: "0b7c6f2e-4a43-4d35-9d7c-5c2f1e0a9b11" };

describe("afterCursor", () => {
  it("is nothing on the first page", () => {
    expect(render(sql`where true ${afterCursor(null, sql`p.created_at`, sql`p.id`)}`)).toEqual({
      sql: "where true ",
      params: [],
    });
  });

  it("reads older rows for a list newest first, newer rows for one oldest first, with the cursor as parameters", () => {
    expect(render(afterCursor(cursor, sql`p.created_at`, sql`p.id`))).toEqual({
      sql: "and (p.created_at, p.id) < ($1::timestamptz, $2::uuid)",
      params: [cursor.at, cursor.id],
    });
    expect(render(afterCursor(cursor, sql`c.created_at`, sql`c.id`, "asc")).sql).toBe(
      "and (c.created_at, c.id) > ($1::timestamptz, $2::uuid)",
    );
  });
});

describe("keysetLimit and keysetPage", () => {
  const rows = [1, 2, 3].map((n) => ({ id: `id-${n}`, created_at: `2026-11-2${n}T00:00:00.000000Z` }));

  it("reads one row more than the page, the limit written into the statement so a prepared one keeps its plan", () => {
    expect(render(keysetLimit(20))).toEqual({ sql: "limit 21", params: [] });
  });

  it("refuses a limit that is not a whole number, rather than writing it into SQL", () => {
    expect(() => sqlLimit(2.5)).toThrow();
    expect(() => sqlLimit(-1)).toThrow();
    expect(() => sqlLimit(Number("1; drop table users"))).toThrow();
    expect(render(sqlLimit(0))).toEqual({ sql: "limit 0", params: [] });
  });

  it("maps the page's rows and makes the next cursor from its last row when the extra row came", () => {
    expect(keysetPage(rows, 2, (row) => row.id, createdAtCursor)).toEqual({
      items: ["id-1", "id-2"],
      nextCursor: { at: rows[1]!.created_at, id: "id-2" },
    });
  });

  it("has no next cursor when no extra row came, or no row at all", () => {
    expect(keysetPage(rows, 3, (row) => row.id, createdAtCursor)).toEqual({
      items: ["id-1", "id-2", "id-3"],
      nextCursor: null,
    });
    expect(keysetPage([], 3, (row: { id: string; created_at: string }) => row.id, createdAtCursor)).toEqual({
      items: [],
      nextCursor: null,
    });
  });
});
