// What a keyset cursor's timestamp may look like. Pure (no SQL), so browser-shared schemas can use it;
// lib/paging/cursor.ts builds the cursors themselves.
import * as z from "zod/mini";

const timestampShape = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;

/**
 * A UTC ISO timestamp that names a real instant PostgreSQL accepts: the right shape, and a date that
 * survives a round trip (no 2024-02-30, no 99:99). Cursors come from URLs and clients, so anyone can
 * edit them; an impossible date must read as bad input, not reach the database (issue 6.6).
 */
export function isCursorTimestamp(value: string): boolean {
  if (!timestampShape.test(value)) return false;
  const parsed = new Date(value);
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.getUTCFullYear() >= 1 &&
    parsed.toISOString().slice(0, 19) === value.slice(0, 19)
  );
}

/** A cursor sent as an object ({ at, id }) by a client list. */
export const cursorObjectSchema = z.object({
  at: z.string().check(z.refine(isCursorTimestamp)),
  id: z.uuid(),
});
