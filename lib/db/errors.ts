/** True when a query failed on a unique constraint (Postgres code 23505), whichever driver ran it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === "23505") return constraint === undefined || current.constraint === constraint || String(current).includes(constraint);
  }
  return false;
}
