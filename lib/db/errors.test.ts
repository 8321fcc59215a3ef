import { runAction } from "@/lib/errors";
import { captureLogs, type CapturedLogs } from "@/tests/logs";
import "./client";

// lib/errors.ts knows no database; lib/db/client.ts registers the database's error mapping with it.
describe("runAction with the database's error mapping", () => {
  const pgError = (code: string) =>
    Object.assign(new Error("failed query"), { cause: Object.assign(new Error("pg"), { code }) });
  let logs: CapturedLogs;
  beforeEach(() => (logs = captureLogs()));
  afterEach(() => logs.restore());

  it("answers text Postgres refused as bad input", async () => {
    expect(await runAction(() => Promise.reject(pgError("22021")))).toStrictEqual({
      ok: false,
      error: { code: "validation", message: "errors.validation" },
    });
  });

  it("answers an unreachable database as unavailable, and logs it", async () => {
    expect(await runAction(() => Promise.reject(pgError("57P01")))).toStrictEqual({
      ok: false,
      error: { code: "unavailable", message: "errors.unavailable" },
    });
    expect(logs.withMessage("Database unavailable")).toEqual([
      expect.objectContaining({
        level: "error",
        err: expect.objectContaining({ message: "failed query", cause: expect.objectContaining({ code: "57P01" }) }),
      }),
    ]);
  });

  it("still answers any other failure as the generic error, and logs it as unexpected", async () => {
    expect(await runAction(() => Promise.reject(pgError("42P01")))).toStrictEqual({
      ok: false,
      error: { code: "internal", message: "errors.generic" },
    });
    expect(logs.withMessage("Unexpected action error")).toHaveLength(1);
    expect(logs.withMessage("Database unavailable")).toEqual([]);
  });
});
