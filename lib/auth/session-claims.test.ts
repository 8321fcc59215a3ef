import { encode } from "next-auth/jwt";
import { env } from "@/lib/env";

// The real reader (every other test file mocks it: tests/setup/request-mocks.ts), on cookies as a
// browser sends them.
const jar = new Map<string, string>();
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
}));
const { readSessionClaims } = jest.requireActual<typeof import("./session-claims")>("./session-claims");

const NAME = "next-auth.session-token";
const claims = { sub: "7b0c6c1e-2d0a-4a43-9d5e-0f1c2b3a4d5e", sv: 3, sid: "0e6f0b8a-8c1d-4b6e-9d53-2a1b0c9d8e7f" };

beforeEach(() => jar.clear());

it("reads the user, session version and device of a valid cookie", async () => {
  jar.set(NAME, await encode({ token: claims, secret: env.NEXTAUTH_SECRET }));
  expect(await readSessionClaims()).toEqual({ userId: claims.sub, sessionVersion: 3, sessionId: claims.sid });
});

it("joins a token next-auth split into chunks", async () => {
  const token = await encode({ token: claims, secret: env.NEXTAUTH_SECRET });
  jar.set(`${NAME}.0`, token.slice(0, 100));
  jar.set(`${NAME}.1`, token.slice(100));
  expect(await readSessionClaims()).toMatchObject({ userId: claims.sub });
});

it("is signed out without a cookie, and for an expired, foreign, tampered or subject-less token", async () => {
  expect(await readSessionClaims()).toBeNull();
  const cases = [
    await encode({ token: claims, secret: env.NEXTAUTH_SECRET, maxAge: -60 }),
    await encode({ token: claims, secret: "another-secret-another-secret" }),
    `${(await encode({ token: claims, secret: env.NEXTAUTH_SECRET })).slice(0, -4)}AAAA`,
    await encode({ token: { sv: 1 }, secret: env.NEXTAUTH_SECRET }),
    "not-a-token",
  ];
  for (const token of cases) {
    jar.set(NAME, token);
    expect(await readSessionClaims()).toBeNull();
  }
});
