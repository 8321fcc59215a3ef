import { markDraining } from "@/server/shared/front-door-contract";
import { captureLogs } from "@/tests/logs";
import { readiness, readinessResponse } from "./readiness";

// Readiness tells a load balancer whether to send this process traffic, naming what is down.

const up = async () => undefined;
const off = async () => "off" as const;
const down = async () => {
  throw new Error("connection refused");
};
const allUp = { database: up, storage: up, mail: off, realtime: up };

it("is ready on the test setup: the database and the local uploads folder answer, mail and realtime are not configured", async () => {
  const response = await readinessResponse();
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({
    ok: true,
    draining: false,
    checks: { database: "up", storage: "up", mail: "off", realtime: "off" },
  });
});

it.each(["database", "storage", "mail", "realtime"] as const)(
  "is not ready when %s is down, and names it",
  async (part) => {
    const result = await readiness({ checks: { ...allUp, [part]: down } });
    expect(result.ok).toBe(false);
    expect(result.checks[part]).toBe("down");
    const others = Object.entries(result.checks).filter(([name]) => name !== part);
    expect(others.every(([, state]) => state !== "down")).toBe(true);
  },
);

it("counts a check that does not answer in time as down", async () => {
  const hangs = () => new Promise<never>(() => {});
  const result = await readiness({ checks: { ...allUp, storage: hangs }, timeoutMs: 50 });
  expect(result).toMatchObject({ ok: false, checks: { storage: "down", database: "up" } });
});

it("logs why a part is down but does not tell the public", async () => {
  const logs = captureLogs();
  try {
    const result = await readiness({ checks: { ...allUp, mail: down } });
    expect(JSON.stringify(result)).not.toContain("connection refused");
    expect(logs.withMessage("Readiness: a part is down")).toEqual([
      expect.objectContaining({
        level: "error",
        check: "mail",
        err: expect.objectContaining({ message: "connection refused" }),
      }),
    ]);
  } finally {
    logs.restore();
  }
});

// Last: draining is one-way for the process, as it is in the server.
it("answers 503 while the process drains, even with every part up", async () => {
  markDraining();
  const result = await readiness({ checks: allUp });
  expect(result).toEqual({
    ok: false,
    draining: true,
    checks: { database: "up", storage: "up", mail: "off", realtime: "up" },
  });
  expect((await readinessResponse()).status).toBe(503);
});
