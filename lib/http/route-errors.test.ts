import { AppError } from "@/lib/errors";
import { captureLogs } from "@/tests/logs";
import { withRouteErrors } from "./route-errors";

// What a route handler did not answer itself still gets the app's JSON error, never Next's HTML page.

it("answers a domain refusal with its own code and message key", async () => {
  const route = withRouteErrors("Test", async () => {
    throw new AppError("validation", "errors.validation");
  });
  const response = await route();
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: { code: "validation", message: "errors.validation" } });
});

it("answers anything else with a logged, generic 500", async () => {
  const logs = captureLogs();
  try {
    const route = withRouteErrors("Test", async () => {
      throw new Error("boom");
    });
    const response = await route();
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { code: "internal" } });
    expect(logs.withMessage("A route failed")).toEqual([
      expect.objectContaining({
        level: "error",
        route: "Test",
        err: expect.objectContaining({ type: "Error", message: "boom" }),
      }),
    ]);
  } finally {
    logs.restore();
  }
});
