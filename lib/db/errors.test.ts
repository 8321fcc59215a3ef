import { runAction } from "@/lib/errors";
import "./client";

// lib/errors.ts knows no database; lib/db/client.ts registers the database's error mapping with it.
describe("runAction with the database's error mapping", () => {
  const pgError = (code: string) => Object.assign(new Error("failed query"), { cause: Object.assign(new Error("pg"), { code }) });

  it("answers text Postgres refused as bad input", async () => {
    expect(await runAction(() => Promise.reject(pgError("22021")))).toStrictEqual({ ok: false, error: { code: "validation", message: "errors.validation" } });
  });

  it("answers an unreachable database as unavailable, and logs it", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(await runAction(() => Promise.reject(pgError("57P01")))).toStrictEqual({ ok: false, error: { code: "unavailable", message: "errors.unavailable" } });
    expect(log).toHaveBeenCalledWith("Database unavailable", "failed query");
    log.mockRestore();
  });

  it("still answers any other failure as the generic error", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(await runAction(() => Promise.reject(pgError("42P01")))).toStrictEqual({ ok: false, error: { code: "internal", message: "errors.generic" } });
    log.mockRestore();
  });
});
