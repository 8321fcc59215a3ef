import { log } from "@/server/shared/log";
import { errorKeys, type ActionError } from "@/lib/errors";

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

/** PostgreSQL's codes for a server going away: shutdown (57P01-03), connection failures (08xxx). */
const UNAVAILABLE_CODES = ["57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006"];
/** The socket errors of a database that stopped answering or was never reached. */
const UNAVAILABLE_SOCKET_CODES = ["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"];
/** node-postgres says these in words only: a connection cut mid-query, a pool that could not connect in time. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

/**
 * True when a query failed because the database could not be reached or went away (a restart, a network
 * cut), or another service (S3, SMTP) could not be reached: the request may succeed in a moment, so it is
 * a 503, not a bug.
 */
export function isServiceUnavailable(error: unknown): boolean {
  for (
    let current = error as (PgError & { message?: unknown }) | undefined;
    current;
    current = current.cause as PgError | undefined
  ) {
    if (
      typeof current.code === "string" &&
      (UNAVAILABLE_CODES.includes(current.code) || UNAVAILABLE_SOCKET_CODES.includes(current.code))
    )
      return true;
    if (
      typeof current.message === "string" &&
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current!.message as string))
    )
      return true;
  }
  return false;
}

/**
 * What runAction answers for a database failure that is not a bug (lib/db/client.ts registers it with
 * lib/errors.ts): text Postgres refused is bad input, an unreachable database a passing outage.
 */
export function mapDatabaseError(error: unknown): ActionError | null {
  // Every text field refuses NUL characters itself (lib/validation/text.ts); this catches a field
  // that forgot, so such input still reads as bad input.
  if (isInvalidText(error)) return { code: "validation", message: errorKeys.validation };
  // The database restarting or out of reach: nothing was written (the transaction never committed),
  // and the same call will work once it is back.
  if (isServiceUnavailable(error)) {
    log.error({ err: error }, "Database unavailable");
    return { code: "unavailable", message: errorKeys.unavailable };
  }
  return null;
}
