/** @no-database — the one derivation of the built-in realtime server's credentials. */
import { builtInCredentials } from "./realtime-credentials";

describe("built-in server credentials", () => {
  it("derive from NEXTAUTH_SECRET (pinned: a change here rotates every deployment's keys)", () => {
    expect(builtInCredentials("a-session-secret-of-the-tests")).toEqual({
      appId: "patitas",
      key: "patitas-f944223bc8d152d12733",
      secret: "30b8366348c3bb5f6e0f9dd1556cc9f8f94f6400d31314bc986311534b6fe301",
    });
  });

  it("change with the session secret", () => {
    expect(builtInCredentials("another-session-secret").key).not.toBe(
      builtInCredentials("a-session-secret-of-the-tests").key,
    );
  });
});
