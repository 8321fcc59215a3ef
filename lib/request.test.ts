/** @no-database — reads request headers only. */
import { headers } from "next/headers";
import { clientIp } from "@/lib/request";

// tests/setup/request-mocks.ts replaces clientIp for every other test; this file tests the real one.
jest.unmock("@/lib/request");
jest.mock("next/headers", () => ({ headers: jest.fn() }));

function requestHeaders(init: Record<string, string>) {
  jest.mocked(headers).mockResolvedValue(new Headers(init) as Awaited<ReturnType<typeof headers>>);
}

describe("clientIp", () => {
  it("is the address the front door established, never the client's X-Forwarded-For", async () => {
    requestHeaders({
      "x-patitas-client-ip": "127.0.0.1",
      "x-forwarded-for": "203.0.113.9, 127.0.0.1",
      "x-real-ip": "203.0.113.8",
    });
    await expect(clientIp()).resolves.toBe("127.0.0.1");
  });

  it("without the front door (next dev), is the last X-Forwarded-For hop, the one Next.js added", async () => {
    requestHeaders({ "x-forwarded-for": "203.0.113.9, ::1" });
    await expect(clientIp()).resolves.toBe("::1");
  });

  it("without the front door in production, is one shared bucket rather than a client's choice", async () => {
    requestHeaders({ "x-forwarded-for": "203.0.113.9" });
    const mutableEnv = process.env as Record<string, string | undefined>;
    const previous = mutableEnv.NODE_ENV;
    mutableEnv.NODE_ENV = "production";
    try {
      let productionClientIp: typeof clientIp | undefined;
      jest.isolateModules(() => {
        productionClientIp = (jest.requireActual("@/lib/request") as { clientIp: typeof clientIp }).clientIp;
      });
      await expect(productionClientIp!()).resolves.toBe("unknown");
    } finally {
      mutableEnv.NODE_ENV = previous;
    }
  });
});
