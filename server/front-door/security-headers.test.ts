/** @no-database — the policy text only. */
import { contentSecurityPolicy, externalSources } from "./security-headers";

describe("externalSources", () => {
  const pusher = { PUSHER_APP_ID: "1", PUSHER_KEY: "key", PUSHER_SECRET: "secret" };

  it("adds nothing for the built-in realtime server, which is the app's own origin", () => {
    expect(externalSources({}).realtime).toEqual([]);
  });

  it("allows hosted Pusher's cluster and a soketi address browsers connect to", () => {
    expect(externalSources({ ...pusher, PUSHER_CLUSTER: "eu" }).realtime).toEqual(["wss://ws-eu.pusher.com"]);
    expect(
      externalSources({ ...pusher, PUSHER_HOST: "soketi", PUSHER_PORT: "6001", PUSHER_WS_HOST: "localhost" }).realtime,
    ).toEqual(["ws://localhost:6001"]);
    expect(externalSources({ ...pusher, PUSHER_HOST: "rt.example", PUSHER_USE_TLS: "true" }).realtime).toEqual([
      "wss://rt.example:443",
    ]);
  });

  it("puts them in connect-src, and a CDN for media in img-src", () => {
    const sources = externalSources({ ...pusher, PUSHER_CLUSTER: "eu", S3_PUBLIC_URL: "https://cdn.example/media/" });
    const policy = contentSecurityPolicy({ nonce: "n", https: true, ...sources });
    expect(policy).toContain("connect-src 'self' wss://ws-eu.pusher.com");
    expect(policy).toContain("img-src 'self' data: blob: https://cdn.example");
    expect(policy).toContain("script-src 'nonce-n' 'strict-dynamic'");
  });
});
