/** @no-database — the logger's format, levels, request context and what it keeps out of every line. */
import {
  createLogger,
  currentRequestId,
  parseLogLevel,
  routeConsoleToLog,
  scrubText,
  withRequestContext,
  type LogLevel,
} from "./log";

/** A logger writing to memory, and its lines parsed (a line that is not JSON fails here). */
function memoryLogger(level: LogLevel = "trace") {
  const written: string[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => void written.push(line) } });
  const lines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, written, lines };
}

describe("LOG_LEVEL", () => {
  it("defaults to info, takes pino's level names in any case, and refuses anything else by name", () => {
    expect(parseLogLevel(undefined)).toBe("info");
    expect(parseLogLevel("  ")).toBe("info");
    expect(parseLogLevel("WARN")).toBe("warn");
    expect(parseLogLevel("silent")).toBe("silent");
    expect(() => parseLogLevel("verbose")).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "verbose"',
    );
  });

  it("writes what is at or above the level and nothing below it", () => {
    const { logger, lines } = memoryLogger("warn");
    logger.debug("debug line");
    logger.info("info line");
    logger.warn("warn line");
    logger.error("error line");
    expect(lines().map((line) => [line.level, line.msg])).toEqual([
      ["warn", "warn line"],
      ["error", "error line"],
    ]);
  });

  it("writes nothing when silent", () => {
    const { logger, written } = memoryLogger("silent");
    logger.fatal("gone");
    expect(written).toEqual([]);
  });
});

describe("a line", () => {
  it("is one JSON object per line with an ISO time, the level's name, the message, the process id and the fields", () => {
    const { logger, written, lines } = memoryLogger();
    logger.info({ orderId: "o-1", attempts: 2 }, "Refund failed");
    expect(written).toHaveLength(1);
    expect(written[0]!.endsWith("\n")).toBe(true);
    expect(written[0]!.trimEnd()).not.toContain("\n");
    const [line] = lines();
    expect(line).toMatchObject({ level: "info", msg: "Refund failed", pid: process.pid, orderId: "o-1", attempts: 2 });
    expect(new Date(String(line!.time)).toISOString()).toBe(line!.time);
  });

  it("carries the request's id and route kind inside its context, through awaits and timers, and none outside it", async () => {
    const { logger, lines } = memoryLogger();
    logger.info("before");
    await withRequestContext({ requestId: "req-1", kind: "action" }, async () => {
      await Promise.resolve();
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(currentRequestId()).toBe("req-1");
      logger.info("inside");
    });
    await withRequestContext({ requestId: "req-2" }, async () => logger.info("another request"));
    logger.info("after");
    expect(lines().map((line) => [line.msg, line.requestId, line.kind])).toEqual([
      ["before", undefined, undefined],
      ["inside", "req-1", "action"],
      ["another request", "req-2", undefined],
      ["after", undefined, undefined],
    ]);
    expect(currentRequestId()).toBeUndefined();
  });
});

describe("what never reaches a line", () => {
  const email = "lucia.perez+pets@example.com";

  it("blanks the known secret and personal keys, at the top and one level down", () => {
    const { logger, written } = memoryLogger();
    logger.info(
      {
        email,
        password: "hunter2-secret",
        token: "tok-123",
        cookie: "session=abc",
        user: { email, password: "hunter2-secret" },
        headers: { authorization: "Bearer abc.def", cookie: "session=abc" },
        content: "my private message",
        ip: "203.0.113.9",
      },
      "values passed by mistake",
    );
    const text = written.join("");
    for (const secret of [
      email,
      "hunter2-secret",
      "tok-123",
      "session=abc",
      "abc.def",
      "my private message",
      "203.0.113.9",
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain("[redacted]");
  });

  it("masks e-mails, bearer tokens and secrets in query strings in messages and fields", () => {
    const { logger, written } = memoryLogger();
    logger.warn(
      { path: "/es/auth/reset?token=abcdef123", answer: `550 mailbox <${email}> unavailable` },
      `Mail to ${email} refused, Authorization: Bearer eyJhbGciOi.x.y`,
    );
    const text = written.join("");
    for (const secret of [email, "abcdef123", "eyJhbGciOi"]) expect(text).not.toContain(secret);
    expect(text).toContain("[email]");
    expect(scrubText("pino@10.4.0 in node_modules/@aws-sdk/client-s3/dist/index.js")).toBe(
      "pino@10.4.0 in node_modules/@aws-sdk/client-s3/dist/index.js",
    );
  });

  it("reduces an error to its type, message, code, stack and causes: no driver fields, no query parameters", () => {
    const { logger, written, lines } = memoryLogger();
    // What Drizzle throws around a pg error: the message lists the query's values, the cause's `detail` the row.
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: "23505",
      detail: `Key (email)=(${email}) already exists.`,
    });
    const queryError = Object.assign(
      new Error(
        `Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ${email},hash-of-hunter2\nline two of a message`,
        { cause: pgError },
      ),
      {
        name: "DrizzleQueryError",
        params: [email, "hash-of-hunter2"],
      },
    );
    logger.error({ err: queryError }, "Sign-up failed");
    const text = written.join("");
    for (const secret of [email, "hash-of-hunter2", "line two of a message"]) expect(text).not.toContain(secret);
    const [line] = lines();
    expect(line).toMatchObject({
      level: "error",
      msg: "Sign-up failed",
      err: {
        type: "DrizzleQueryError",
        message: expect.stringContaining('insert into "users"'),
        cause: { code: "23505", message: expect.stringContaining("users_email_unique") },
      },
    });
    expect(Object.keys(line!.err as object).sort()).toEqual(["cause", "message", "stack", "type"]);
  });

  it("reduces an error under any key, not only `err`", () => {
    const { logger, written, lines } = memoryLogger();
    const pgError = Object.assign(new Error("insert failed"), {
      code: "23505",
      detail: `Key (email)=(${email}) already exists.`,
    });
    logger.warn({ error: pgError, attempts: [pgError] }, "Retrying");
    expect(written.join("")).not.toContain(email);
    expect(lines()[0]).toMatchObject({
      error: { type: "Error", message: "insert failed", code: "23505" },
      attempts: [{ code: "23505" }],
    });
  });

  it("keeps an error passed first as `err`, its message scrubbed", () => {
    const { logger, lines } = memoryLogger();
    logger.error(new Error(`No account for ${email}`));
    expect(lines()[0]).toMatchObject({
      msg: "No account for [email]",
      err: { type: "Error", message: "No account for [email]" },
    });
  });
});

describe("console output in the server process", () => {
  const methods = ["debug", "log", "info", "warn", "error"] as const;
  const originals = methods.map((method) => console[method]);
  afterEach(() => methods.forEach((method, i) => (console[method] = originals[i]!)));

  it("becomes log lines at the matching level, errors as `err`, scrubbed, with the request id", () => {
    const { logger, lines } = memoryLogger();
    routeConsoleToLog(logger);
    console.log("Compiled %d pages", 3);
    console.warn("deprecated option");
    withRequestContext({ requestId: "req-9", kind: "page" }, () =>
      console.error("⨯", new Error("render failed for lucia@example.com")),
    );
    expect(lines()).toEqual([
      expect.objectContaining({ level: "info", msg: "Compiled 3 pages" }),
      expect.objectContaining({ level: "warn", msg: "deprecated option" }),
      expect.objectContaining({
        level: "error",
        msg: "⨯",
        requestId: "req-9",
        err: expect.objectContaining({ message: "render failed for [email]" }),
      }),
    ]);
  });
});
