import { log } from "@/server/shared/log";
import * as z from "zod";

/** Message keys (paths into messages/*.json) for the errors every area shares. */
export const errorKeys = {
  generic: "errors.generic",
  validation: "errors.validation",
  unauthorized: "errors.unauthorized",
  forbidden: "errors.forbidden",
  notFound: "errors.notFound",
  banned: "errors.banned",
  rateLimited: "errors.rateLimited",
  unavailable: "errors.unavailable",
} as const;

export type ErrorCode =
  | "validation"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "rate_limited"
  | "banned"
  | "unavailable"
  | "internal";

/** The one error type of the app: a code for callers, a message key for people. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly fields?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = "AppError";
  }
}

export type ActionError = { code: ErrorCode; message: string; fields?: Record<string, string> };
export type ActionResult<T = undefined> = { ok: true; data: T } | { ok: false; error: ActionError };

/** Parses input with a schema whose issue messages are message keys; the first key per field is kept. */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".") || "_";
    fields[field] ??= issue.message.includes(".") ? issue.message : errorKeys.validation;
  }
  throw new AppError("validation", errorKeys.validation, fields);
}

/** Turns an error it recognises into the error a caller sees, or returns null to pass it on. */
export type ErrorMapper = (error: unknown) => ActionError | null;

// By name, on globalThis: a dev-server reload of either module must neither lose nor double a mapper.
const globalForErrors = globalThis as unknown as { patitasErrorMappers?: Map<string, ErrorMapper> };
const errorMappers = (globalForErrors.patitasErrorMappers ??= new Map());

/**
 * Adds a mapper runAction tries on errors that are not AppErrors, before calling them unexpected. The
 * layer that raises such errors registers its mapper when it loads (lib/db/client.ts registers the
 * database's, and no query runs before that module loads), so the kernel imports nothing of the app.
 */
export function registerErrorMapper(name: string, mapper: ErrorMapper): void {
  errorMappers.set(name, mapper);
}

/** Runs an action body and turns every failure into a result; unknown errors are logged, never shown. */
export async function runAction<T>(body: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await body() };
  } catch (error) {
    if (error instanceof AppError) {
      return { ok: false, error: { code: error.code, message: error.messageKey, fields: error.fields } };
    }
    // next/navigation's redirect() and notFound() work by throwing; let them through.
    if (isNextControlFlow(error)) throw error;
    // Failures a lower layer knows to be the caller's or a passing outage (lib/db/client.ts registers
    // the database's): the kernel knows no database, so it asks the mappers registered with it.
    for (const mapError of errorMappers.values()) {
      const mapped = mapError(error);
      if (mapped) return { ok: false, error: mapped };
    }
    log.error({ err: error }, "Unexpected action error");
    return { ok: false, error: { code: "internal", message: errorKeys.generic } };
  }
}

function isNextControlFlow(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return (
    typeof digest === "string" && (digest.startsWith("NEXT_REDIRECT") || digest.startsWith("NEXT_HTTP_ERROR_FALLBACK"))
  );
}
