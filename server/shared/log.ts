// The one logger of the app and of the server that embeds it (docs/decisions/049-structured-logs.md):
// pino, one JSON line per event on stdout, with the request id the front door assigned. lib/ (the
// kernel included) and server/ both import this module, so, like the contract beside it, it imports
// nothing of either: the Next.js bundle compiles its own copy and the server runs it as it is. The two
// copies meet on globalThis, where the request context lives.
//
// What never reaches a line: e-mails, passwords, tokens, cookies, authorization headers, message and
// post text, client addresses. Call sites pass ids, counts and constant messages, never such values;
// `redact` blanks the known keys if one slips through, errors are reduced to their type, message,
// code and stack (a database driver's error carries the query's parameters and the offending row),
// and every text that does go out has e-mail addresses, bearer tokens and query-string secrets masked.
import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";
import pino, { type DestinationStream, type Logger } from "pino";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL, refused rather than guessed: a typo would otherwise hide every line or flood the log. */
export function parseLogLevel(raw: string | undefined, fallback: LogLevel = "info"): LogLevel {
  if (raw === undefined || raw.trim() === "") return fallback;
  const level = raw.trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`Invalid configuration: LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, not "${raw}".`);
  }
  return level as LogLevel;
}

// --- The request context -------------------------------------------------------------------------

/** What every line written while handling a request carries. */
export interface RequestContext {
  requestId: string;
  /** The route kind of the metrics (page, action, api, media, static, realtime). */
  kind?: string;
}

// One store per process, on globalThis under a Symbol.for() name: the server starts the context, code
// in the Next.js bundle (its own copy of this module) reads it.
const CONTEXT = Symbol.for("patitas.requestContext");
type WithContext = { [CONTEXT]?: AsyncLocalStorage<RequestContext> };
const requestContext = ((globalThis as WithContext)[CONTEXT] ??= new AsyncLocalStorage<RequestContext>());

/** Runs `handle` (and everything it starts) with this request's context on every log line. */
export function withRequestContext<T>(context: RequestContext, handle: () => T): T {
  return requestContext.run(context, handle);
}

/** The id of the request being handled, if any (none outside the front door: next dev, Jest, timers). */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

// --- Keeping secrets out ---------------------------------------------------------------------------

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
// name=value pairs of query strings and cookies whose name says secret: ?token=…, session-token=…
const NAMED_SECRET = /\b([\w.-]*(?:token|secret|password|signature)=|(?:code|key|email)=)[^&\s"';,]+/gi;
// Drizzle's query errors read "Failed query: <sql>\nparams: <values>": the values are the user's input.
// Values may hold line breaks, so everything up to the stack's first frame goes.
const QUERY_PARAMS = /params: [\s\S]*?(?=\n\s+at |$)/g;

/** A text with what must never be logged masked: query parameters, e-mails, credentials in headers, URLs or cookies. */
export function scrubText(text: string): string {
  return text
    .replace(QUERY_PARAMS, "params: [redacted]")
    .replace(EMAIL, "[email]")
    .replace(BEARER, "$1 [redacted]")
    .replace(NAMED_SECRET, "$1[redacted]");
}

export interface SerializedError {
  type: string;
  message: string;
  code?: string | number;
  stack?: string;
  cause?: SerializedError;
}

/**
 * An error as a line may show it: its type, message, code and stack, scrubbed, and its causes. Not its
 * other fields: pg's `detail` repeats the row that broke a constraint, Drizzle's `params` the query's
 * values, nodemailer's `response` the recipient.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: typeof error === "string" ? scrubText(error) : "(not an Error)" };
  const { code } = error as { code?: unknown };
  return {
    type: error.name || error.constructor.name,
    message: scrubText(error.message),
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    ...(error.stack ? { stack: scrubText(error.stack) } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

// Keys whose values are personal data or secrets wherever they appear (one level deep as well): if a
// call site ever passes one, the line says "[redacted]" instead.
const SECRET_KEYS = [
  "email",
  "password",
  "token",
  "secret",
  "cookie",
  "authorization",
  "content",
  "text",
  "body",
  "to",
  "ip",
  "clientIp",
  "address",
];
export const REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
  'headers["set-cookie"]',
  'headers["x-patitas-client-ip"]',
  'headers["x-forwarded-for"]',
  'req.headers["cookie"]',
  'req.headers["authorization"]',
];

// --- The logger ----------------------------------------------------------------------------------

/**
 * Where lines go: stdout, written synchronously (one write per line, so the processes of a cluster and
 * the two copies of this module never interleave within a line). Tests point it elsewhere.
 */
const output: DestinationStream & { target: DestinationStream } = {
  target: pino.destination({ dest: 1, sync: true }),
  write(line: string) {
    this.target.write(line);
  },
};

export interface LoggerOptions {
  level?: LogLevel;
  destination?: DestinationStream;
}

/** A logger with the app's format. The app and the server use `log` below; tests make their own. */
export function createLogger({
  level = parseLogLevel(process.env.LOG_LEVEL),
  destination = output,
}: LoggerOptions = {}): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      // "level":"error" rather than pino's 50: what collectors and people search for. The fields a
      // call site passes are scrubbed like messages (a path with its query string, a provider's answer).
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => scrubFields(fields, 0) as Record<string, unknown>,
      },
      // The request being handled, read when the line is written (the context is per async call chain).
      mixin: () => ({ ...requestContext.getStore() }),
      // Errors are reduced wherever they are (formatters.log, below, runs first); `err` only names the usual key.
      serializers: { err: (value: unknown) => (value instanceof Error ? serializeError(value) : value) },
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      hooks: {
        logMethod(args, write) {
          // log.error(error) would make the error's own message the line's message: scrub it, and keep
          // the error as `err`. Every string argument is scrubbed as well.
          const [first, ...rest] = args as unknown[];
          if (first instanceof Error) {
            return write.apply(this, [
              { err: first },
              ...(rest.length > 0 ? rest.map(scrubArgument) : [scrubText(first.message)]),
            ] as Parameters<typeof write>);
          }
          return write.apply(this, args.map(scrubArgument) as Parameters<typeof write>);
        },
      },
    },
    destination,
  );
}

function scrubArgument(argument: unknown): unknown {
  return typeof argument === "string" ? scrubText(argument) : argument;
}

/**
 * The fields of a line: strings scrubbed in plain objects and arrays a few levels deep, and errors
 * reduced under any key (`{ error }` as well as `{ err }`: JSON of an Error has its extra fields).
 */
function scrubFields(value: unknown, depth: number): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value instanceof Error) return serializeError(value);
  if (depth > 3 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrubFields(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubFields(item, depth + 1)]));
}

/** The logger: `log.error({ err, orderId }, "Refund failed")`. Messages are constant; values go in fields. */
export const log: Logger = createLogger();

/** Tests: send this module's lines somewhere else (null: back to stdout). */
export function setLogDestination(destination: DestinationStream | null): void {
  output.target = destination ?? pino.destination({ dest: 1, sync: true });
}

// --- Other people's console output ----------------------------------------------------------------

const CONSOLE_LEVELS = { debug: "debug", log: "info", info: "info", warn: "warn", error: "error" } as const;

/**
 * The server process: what Next.js and libraries print with console.* becomes log lines too (Next.js
 * reports a page's unexpected error with console.error, the error's message and stack included), so
 * stdout holds JSON only, scrubbed like the rest, with the request id.
 */
export function routeConsoleToLog(logger: Logger = log): void {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    (console as unknown as Record<string, (...args: unknown[]) => void>)[method] = (...args: unknown[]) => {
      const error = args.find((argument): argument is Error => argument instanceof Error);
      const words = args.filter((argument) => argument !== error);
      const message = words.length > 0 ? format(...words) : (error?.message ?? "");
      if (error) logger[level]({ err: error }, message);
      else logger[level](message);
    };
  }
}
