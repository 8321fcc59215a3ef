/** @no-database — purges sent on to the CDN (decision 050), against a local fake of Fastly's and Cloudflare's purge APIs. */
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { PurgeKind } from "../shared/front-door-contract";
import { cdnSettings, type CdnSettings } from "./settings";
import { createPurger } from "./purge-registry";
import { createCdnPurger, type CdnPurger, type CdnPurgerOptions } from "./cdn-purge";

interface Recorded {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The fake purge API: records every request and answers with the next queued status (200 when none is queued). */
let api: Server;
let apiUrl: string;
let requests: Recorded[];
let answers: { status: number; headers?: Record<string, string> }[];

beforeEach(async () => {
  requests = [];
  answers = [];
  api = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      requests.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const { status, headers = {} } = answers.shift() ?? { status: 200 };
      res
        .writeHead(status, { "Content-Type": "application/json", ...headers })
        .end(JSON.stringify({ status: status < 400 ? "ok" : "error" }));
    });
  });
  api.listen(0, "127.0.0.1");
  await once(api, "listening");
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

const fastly = (): CdnSettings =>
  cdnSettings({
    CDN_PROVIDER: "fastly",
    CDN_PURGE_URL: apiUrl,
    FASTLY_SERVICE_ID: "svc-1",
    FASTLY_API_TOKEN: "fastly-token",
  })!;
const cloudflare = (): CdnSettings =>
  cdnSettings({
    CDN_PROVIDER: "cloudflare",
    CDN_PURGE_URL: `${apiUrl}/client/v4/`,
    CLOUDFLARE_ZONE_ID: "zone-9",
    CLOUDFLARE_API_TOKEN: "cf-token",
  })!;

const log = { error: jest.fn(), warn: jest.fn() };
const purgers: CdnPurger[] = [];

/** A purger that sends at once and retries without waiting, unless a test says otherwise. */
function purgerFor(settings: CdnSettings, options: Partial<CdnPurgerOptions> = {}): CdnPurger {
  const purger = createCdnPurger({
    settings,
    log,
    retryDelayMs: 1,
    sendDelayMs: { hard: 0, counts: 0, "new-content": 0 },
    repeatAfterMs: null,
    ...options,
  });
  purgers.push(purger);
  return purger;
}

// The purgers first (their last requests reach the fake), then the fake.
afterEach(async () => {
  await Promise.all(purgers.splice(0).map((purger) => purger.close()));
  log.error.mockReset();
  api.closeAllConnections();
  await new Promise<void>((resolve) => api.close(() => resolve()));
});

describe("settings", () => {
  it("has no CDN unless CDN_PROVIDER names one, and refuses an incomplete one", () => {
    expect(cdnSettings({})).toBeNull();
    expect(cdnSettings({ CDN_PROVIDER: "fastly", FASTLY_SERVICE_ID: "s", FASTLY_API_TOKEN: "t" })).toEqual({
      provider: "fastly",
      apiUrl: "https://api.fastly.com",
      serviceId: "s",
      token: "t",
    });
    expect(cdnSettings({ CDN_PROVIDER: "Cloudflare", CLOUDFLARE_ZONE_ID: "z", CLOUDFLARE_API_TOKEN: "t" })).toEqual({
      provider: "cloudflare",
      apiUrl: "https://api.cloudflare.com/client/v4",
      zoneId: "z",
      token: "t",
    });
    expect(() => cdnSettings({ CDN_PROVIDER: "akamai" })).toThrow("CDN_PROVIDER must be fastly or cloudflare");
    expect(() => cdnSettings({ CDN_PROVIDER: "fastly", FASTLY_SERVICE_ID: "s" })).toThrow("needs FASTLY_API_TOKEN");
    expect(() => cdnSettings({ CDN_PROVIDER: "cloudflare", CLOUDFLARE_API_TOKEN: "t" })).toThrow(
      "needs CLOUDFLARE_ZONE_ID",
    );
    expect(() =>
      cdnSettings({ CDN_PROVIDER: "fastly", FASTLY_SERVICE_ID: "s", FASTLY_API_TOKEN: "t", CDN_PURGE_URL: "ftp://x" }),
    ).toThrow("CDN_PURGE_URL");
    expect(() =>
      cdnSettings({ CDN_PROVIDER: "fastly", FASTLY_SERVICE_ID: "s", FASTLY_API_TOKEN: "t", PUBLIC_PAGE_CACHE_MB: "0" }),
    ).toThrow("needs the page cache");
  });
});

describe("Fastly", () => {
  it("purges the tags as surrogate keys, with the service's token: hard for hard purges", async () => {
    const purger = purgerFor(fastly());
    purger.purge(["hashtag:perros", "post:abc", "hashtag:café", "*"], "hard");
    await purger.flush();
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ method: "POST", url: "/service/svc-1/purge" });
    expect(request!.headers["fastly-key"]).toBe("fastly-token");
    expect(request!.headers["surrogate-key"]).toBe("hashtag:perros post:abc hashtag:caf%C3%A9 all-pages");
    expect(request!.headers["fastly-soft-purge"]).toBeUndefined();
  });

  it.each<PurgeKind>(["counts", "new-content"])(
    "soft-purges for %s, so the edge may serve its copy while it fetches the next",
    async (kind) => {
      const purger = purgerFor(fastly());
      purger.purge(["user:lucia"], kind);
      await purger.flush();
      expect(
        requests.map((request) => [request.headers["surrogate-key"], request.headers["fastly-soft-purge"]]),
      ).toEqual([["user:lucia", "1"]]);
    },
  );

  it("sends the purges of one moment together, hard and soft apart, at most 256 keys a request", async () => {
    const purger = purgerFor(fastly());
    purger.purge(["post:1", "user:a"], "counts");
    purger.purge(["post:1", "hashtag:x"], "counts");
    purger.purge(["post:2"], "hard");
    await purger.flush();
    const sent = requests.map((request) => [
      request.headers["fastly-soft-purge"] ?? "hard",
      request.headers["surrogate-key"],
    ]);
    expect(sent).toEqual(
      expect.arrayContaining([
        ["1", "post:1 user:a hashtag:x"],
        ["hard", "post:2"],
      ]),
    );
    expect(sent).toHaveLength(2);

    requests = [];
    purger.purge(
      Array.from({ length: 300 }, (_, i) => `post:${i}`),
      "hard",
    );
    await purger.flush();
    expect(requests.map((request) => String(request.headers["surrogate-key"]).split(" ").length)).toEqual([256, 44]);
  });
});

describe("Cloudflare", () => {
  it("purges by tag in the zone with its bearer token, every kind alike (it has no soft purge), at most 100 tags a request", async () => {
    const purger = purgerFor(cloudflare());
    purger.purge(["hashtag:perros", "*"], "counts");
    await purger.flush();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: "POST", url: "/client/v4/zones/zone-9/purge_cache" });
    expect(requests[0]!.headers.authorization).toBe("Bearer cf-token");
    expect(requests[0]!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(requests[0]!.body)).toEqual({ tags: ["hashtag:perros", "all-pages"] });

    requests = [];
    purger.purge(["post:1"], "hard");
    purger.purge(["post:2"], "new-content");
    await purger.flush();
    expect(requests.map((request) => JSON.parse(request.body))).toEqual([{ tags: ["post:1", "post:2"] }]);

    requests = [];
    purger.purge(
      Array.from({ length: 250 }, (_, i) => `post:${i}`),
      "hard",
    );
    await purger.flush();
    expect(requests.map((request) => (JSON.parse(request.body) as { tags: string[] }).tags.length)).toEqual([
      100, 100, 50,
    ]);
  });
});

describe("failures", () => {
  it("retries a 5xx, a 429 and a lost connection with backoff, and counts each failed request", async () => {
    answers.push({ status: 503 }, { status: 429, headers: { "Retry-After": "0" } }, { status: 502 });
    const purger = purgerFor(fastly());
    purger.purge(["post:1"], "hard");
    await purger.flush();
    expect(requests).toHaveLength(4);
    expect(new Set(requests.map((request) => request.headers["surrogate-key"]))).toEqual(new Set(["post:1"]));
    expect(purger.stats()).toEqual({ requests: 1, failedRequests: 3, failedPurges: 0 });
    expect(log.error).not.toHaveBeenCalled();
  });

  it("gives up after the last attempt, counts and logs it without the token", async () => {
    answers.push({ status: 500 }, { status: 500 }, { status: 500 });
    const purger = purgerFor(cloudflare(), { attempts: 3 });
    purger.purge(["post:1"], "hard");
    await purger.flush();
    expect(requests).toHaveLength(3);
    expect(purger.stats()).toEqual({ requests: 0, failedRequests: 3, failedPurges: 1 });
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(String(log.error.mock.calls[0]![0])).toContain("HTTP 500");
    expect(String(log.error.mock.calls[0]![0])).not.toContain("cf-token");
  });

  it("does not retry a refusal (a wrong token, a bad request)", async () => {
    answers.push({ status: 403 });
    const purger = purgerFor(fastly());
    purger.purge(["post:1"], "hard");
    await purger.flush();
    expect(requests).toHaveLength(1);
    expect(purger.stats()).toEqual({ requests: 0, failedRequests: 1, failedPurges: 1 });
  });

  it("retries when the API cannot be reached at all", async () => {
    const settings = { ...fastly(), apiUrl: "http://127.0.0.1:1" };
    const purger = purgerFor(settings, { attempts: 2 });
    purger.purge(["post:1"], "hard");
    await purger.flush();
    expect(purger.stats()).toEqual({ requests: 0, failedRequests: 2, failedPurges: 1 });
  });
});

describe("timing", () => {
  it("a soft purge returns before its request is even sent", async () => {
    const purger = purgerFor(fastly(), { sendDelayMs: { hard: 0, counts: 50, "new-content": 50 } });
    await purger.purge(["post:1"], "counts");
    expect(requests).toHaveLength(0);
    await purger.flush();
    expect(requests).toHaveLength(1);
  });

  it("a hard purge settles once the CDN has answered it, so the action returns after the edge dropped the page", async () => {
    const purger = purgerFor(fastly());
    await purger.purge(["post:1", "user:a"], "hard");
    expect(requests.map((request) => request.headers["surrogate-key"])).toEqual(["post:1 user:a"]);
  });

  it("a hard purge holds the action hardWaitMs at most when the CDN hangs, and its retries go on after", async () => {
    let release = () => {};
    const hanging = new Promise<void>((resolve) => (release = resolve));
    const fetch: typeof globalThis.fetch = async (url, init) => {
      await hanging;
      return globalThis.fetch(url, init);
    };
    const purger = purgerFor(fastly(), { fetch, hardWaitMs: 30 });
    const started = performance.now();
    await purger.purge(["post:1"], "hard");
    const waited = performance.now() - started;
    release();
    expect(waited).toBeGreaterThanOrEqual(25);
    expect(requests).toHaveLength(0);
    await purger.flush();
    expect(requests).toHaveLength(1);
  });

  it("sends every purge once more a little later, for a copy a sibling process served just before it heard of the purge", async () => {
    const purger = purgerFor(fastly(), { repeatAfterMs: 5 });
    purger.purge(["post:1"], "hard");
    await purger.flush();
    while (requests.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await purger.flush();
    expect(requests.map((request) => request.headers["surrogate-key"])).toEqual(["post:1", "post:1"]);
  });
});

describe("the page purger of the process where a purge begins", () => {
  it("purges its own store, waits for the bus, then waits for the CDN's purge", async () => {
    const order: string[] = [];
    const purger = createPurger({
      cache: { purge: (tags, kind) => (order.push(`cache ${tags.join(" ")} ${kind}`), 0) },
      bus: { publish: async (tags, kind) => void order.push(`bus ${tags.join(" ")} ${kind}`) },
      cdn: {
        purge: async (tags, kind) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          order.push(`cdn ${tags.join(" ")} ${kind}`);
        },
      },
    });
    await purger.purge(["post:1", "user:a"], "hard");
    expect(order).toEqual(["cache post:1 user:a hard", "bus post:1 user:a hard", "cdn post:1 user:a hard"]);
  });

  it("still queues the CDN's purge when the bus fails", async () => {
    const cdn = { purge: jest.fn(async () => {}) };
    const purger = createPurger({
      cache: { purge: () => 0 },
      bus: { publish: () => Promise.reject(new Error("down")) },
      cdn,
    });
    await expect(purger.purge(["post:1"], "hard")).rejects.toThrow("down");
    expect(cdn.purge).toHaveBeenCalledWith(["post:1"], "hard");
  });
});
