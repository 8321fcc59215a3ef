/** @no-database — next-auth's own handler with our options, on a session cookie that does not decode (issue 43, 9c). */
import { getServerSession } from "next-auth/next";
import { captureLogs, type CapturedLogs } from "@/tests/logs";
import { authOptions } from "./options";

let logs: CapturedLogs;
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => logs.restore());

it("treats an undecodable session cookie as signed out, with a warning and no stack in the log", async () => {
  // next-auth's session reader (its GET /api/auth/session runs the same), given a request and a response.
  const request = {
    headers: { cookie: "next-auth.session-token=garbage" },
    cookies: { "next-auth.session-token": "garbage" },
  };
  const response = { getHeader: () => undefined, setHeader: () => response };
  expect(await getServerSession(request as never, response as never, authOptions)).toBeNull();
  const lines = logs.lines();
  expect(lines.filter((line) => ["error", "fatal"].includes(line.level))).toEqual([]);
  expect(lines.filter((line) => line.err?.stack)).toEqual([]);
  expect(logs.withMessage("next-auth: a session cookie did not decode")).toEqual([
    expect.objectContaining({ level: "warn", code: "JWT_SESSION_ERROR" }),
  ]);
});

it("still reports next-auth's other errors as errors", () => {
  authOptions.logger!.error!("OAUTH_CALLBACK_ERROR", new Error("boom"));
  expect(logs.withMessage("next-auth reported an error")).toEqual([
    expect.objectContaining({ level: "error", code: "OAUTH_CALLBACK_ERROR" }),
  ]);
});
