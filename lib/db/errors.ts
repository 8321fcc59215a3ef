type PgError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The Postgres error in a driver error's cause chain (Drizzle wraps the driver's), if any. */
function findPgError(error: unknown, codes: string[]): PgError | null {
  for (let current = error as PgError | undefined; current; current = current.cause as PgError | undefined) {
    if (typeof current.code === "string" && codes.includes(current.code)) return current;
  }
  return null;
}

/** True when a query failed on a unique constraint (Postgres code 23505), whichever driver ran it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = findPgError(error, ["23505"]);
  if (!found) return false;
  return constraint === undefined || found.constraint === constraint || String(found).includes(constraint);
}

/**
 * True when Postgres refused text it cannot store (22021: a NUL character or a broken byte sequence;
 * 22P05: untranslatable). Such input is the caller's fault, never a server error.
 */
export function isInvalidText(error: unknown): boolean {
  return findPgError(error, ["22021", "22P05"]) !== null;
}
