import { GET } from "@/app/api/health/route";

describe("GET /api/health", () => {
  it("answers 200 once the database runs a query", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});
