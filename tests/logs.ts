// Captures what the app's logger (server/shared/log.ts) writes, for tests that assert a line was (or was
// never) written. Tests run with LOG_LEVEL=silent unless the shell says otherwise (tests/setup/env.ts);
// while capturing, every level is written, to memory instead of stdout.
import { log, setLogDestination, type LogLevel } from "@/server/shared/log";

/** A log line as written: pino's fields and whatever the call site passed. */
export type LogLine = {
  level: string;
  time: string;
  msg: string;
  requestId?: string;
  kind?: string;
  err?: { type: string; message: string; code?: string | number; stack?: string };
} & Record<string, unknown>;

export interface CapturedLogs {
  /** Every line so far, parsed (a line that is not JSON fails the test here). */
  lines(): LogLine[];
  /** The lines whose message is `msg`. */
  withMessage(msg: string): LogLine[];
  /** Everything written, as written. */
  text(): string;
  /** Back to stdout and the previous level. */
  restore(): void;
}

/** Starts capturing; call restore() (an afterEach does) when done. */
export function captureLogs(level: LogLevel = "trace"): CapturedLogs {
  const written: string[] = [];
  const previousLevel = log.level;
  setLogDestination({ write: (line: string) => void written.push(line) });
  log.level = level;
  const lines = () =>
    written
      .join("")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  return {
    lines,
    withMessage: (msg) => lines().filter((line) => line.msg === msg),
    text: () => written.join(""),
    restore() {
      setLogDestination(null);
      log.level = previousLevel;
    },
  };
}
