import { sql, type SQL } from "drizzle-orm";
import { AppError, errorKeys } from "@/lib/errors";
import { UUID_SOURCE } from "@/lib/validation/uuid";
import { isCursorTimestamp } from "./cursor-shape";

// A keyset cursor: the last row's timestamp (as PostgreSQL prints it, microseconds included: a
// JavaScript Date would round them away and make the next page skip or repeat rows) and its id.
export type Cursor = { at: string; id: string };

const shape = new RegExp(`^(.+)_(${UUID_SOURCE})$`);

function parse(raw: string): Cursor | null {
  const match = shape.exec(raw);
  return match && isCursorTimestamp(match[1]!) ? { at: match[1]!, id: match[2]! } : null;
}

export function encodeCursor(cursor: Cursor): string {
  return `${cursor.at}_${cursor.id}`;
}

/** null for the first page; a malformed cursor is bad input, not a server error. */
export function decodeCursor(raw: string | null | undefined): Cursor | null {
  if (!raw) return null;
  const cursor = parse(raw);
  if (!cursor) throw new AppError("validation", errorKeys.validation, { cursor: errorKeys.validation });
  return cursor;
}

/** For cursors from a page's URL, which anyone can edit: a malformed one reads as the first page. */
export function readCursor(raw: string | null | undefined): Cursor | null {
  return raw ? parse(raw) : null;
}

/** A timestamp column as cursor text: UTC ISO with microseconds, so keyset pages never skip or repeat rows. */
export function cursorTimestamp(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * Lists query `limit + 1` rows: the extra one only says another page follows. Returns the page and,
 * when there is a next page, the last row of this one (what the next cursor is made from).
 */
export function splitPage<R>(rows: R[], limit: number): { page: R[]; lastBeforeMore: R | null } {
  const page = rows.slice(0, limit);
  return { page, lastBeforeMore: rows.length > limit ? (page.at(-1) ?? null) : null };
}
