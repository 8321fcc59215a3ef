/** @no-database — the CDN's headers on the front door's answers (decision 050), in front of a stand-in for Next.js. */
import { once } from "node:events";
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createFrontDoor } from "./pipeline";
import { PageCache } from "./page-cache";
import { loadRefusalMessages, localeSettings } from "./refusals";
import type { CdnSettings } from "./settings";
import { ALL_PAGES_CDN_TAG, cdnHeaders, cdnTag } from "./cdn-headers";

const LOCALE = "NEXT_LOCALE=es";
const SESSION = "next-auth.session-token=abc";

let server: Server | undefined;
let port: number;
let cache: PageCache;
let clock: number;

// Like Next.js: a page, next-intl's cookie when the visitor has none, and a route that (wrongly) sets CDN headers itself.
function renderPage(req: IncomingMessage, res: ServerResponse): void {
  if (req.url === "/api/tagged") {
    res.setHeader("Surrogate-Key", "secret-tag");
    res.setHeader("Cache-Tag", "secret-tag");
    res.setHeader("Surrogate-Control", "max-age=600");
    res.end("{}");
    return;
  }
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
  if (!/NEXT_LOCALE=/.test(req.headers.cookie ?? "")) res.setHeader("Set-Cookie", "NEXT_LOCALE=es; Path=/");
  res.end(`<!DOCTYPE html><html><head></head><body><p>${req.url}</p></body></html>`);
}

async function start(cdn: Pick<CdnSettings, "provider"> | null): Promise<void> {
  clock = 1_000_000;
  cache = new PageCache({ maxBytes: 1024 * 1024, ttlMs: 300_000, now: () => clock });
  const listener = createFrontDoor({
    handle: renderPage,
    pageCache: { cache, bus: null },
    trustedHops: 0,
    appUrl: "http://patitas.example",
    actionBodyLimit: 1000,
    refusalOptions: {
      ...localeSettings,
      messages: loadRefusalMessages(path.resolve(__dirname, "../.."), localeSettings.locales),
    },
    cdn,
    env: {},
  });
  const started = createServer(listener);
  server = started;
  started.listen(0, "127.0.0.1");
  await once(started, "listening");
  port = (started.address() as AddressInfo).port;
}

afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise<void>((resolve) => running.close(() => resolve()));
});

function get(requestPath: string, cookie?: string): Promise<{ headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Host: "patitas.example", ...(cookie ? { Cookie: cookie } : {}) };
    const req = httpRequest({ host: "127.0.0.1", port, path: requestPath, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

const CDN_HEADER_NAMES = [
  "surrogate-key",
  "surrogate-control",
  "cache-tag",
  "cdn-cache-control",
  "cloudflare-cdn-cache-control",
];
const cdnPart = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    CDN_HEADER_NAMES.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]]),
  );

describe("tags as the CDN spells them", () => {
  it("keeps plain tags, writes other bytes as %XX, and names everything all-pages", () => {
    expect(cdnTag("hashtag:perros")).toBe("hashtag:perros");
    expect(cdnTag("post:0b6f-9a_x.y")).toBe("post:0b6f-9a_x.y");
    expect(cdnTag("hashtag:café")).toBe("hashtag:caf%C3%A9");
    expect(cdnTag("hashtag:猫")).toBe("hashtag:%E7%8C%AB");
    expect(cdnTag("hashtag:a b,c%")).toBe("hashtag:a%20b%2Cc%25");
    expect(cdnTag("*")).toBe(ALL_PAGES_CDN_TAG);
  });

  it("gives Fastly space-separated keys and Cloudflare comma-separated tags, never a tag too long to purge", () => {
    expect(cdnHeaders("fastly", ["hashtag:perros", "user:lucia"], { maxAgeSeconds: 120.7, stale: false })).toEqual({
      "surrogate-key": "all-pages hashtag:perros user:lucia",
      "surrogate-control": "max-age=120, stale-while-revalidate=1",
    });
    expect(cdnHeaders("fastly", ["post:1"], { maxAgeSeconds: 8, stale: true })).toEqual({
      "surrogate-key": "all-pages post:1",
      "surrogate-control": "max-age=8",
    });
    expect(cdnHeaders("cloudflare", ["hashtag:perros", "user:lucia"], { maxAgeSeconds: 60, stale: false })).toEqual({
      "cache-tag": "all-pages,hashtag:perros,user:lucia",
      "cloudflare-cdn-cache-control": "max-age=60",
    });
    expect(cdnHeaders("fastly", [`hashtag:${"x".repeat(300)}`], { maxAgeSeconds: 60, stale: false })).toBeNull();
  });
});

describe("with Fastly in front", () => {
  beforeEach(() => start({ provider: "fastly" }));

  it("tags the page cache's hits with their tags and what is left of their TTL, never the render that filled it", async () => {
    const miss = await get("/hashtag/perros", LOCALE);
    expect(miss.headers["x-patitas-cache"]).toBe("miss");
    expect(cdnPart(miss.headers)).toEqual({});
    clock += 100_000;
    const hit = await get("/hashtag/perros", LOCALE);
    expect(hit.headers["x-patitas-cache"]).toBe("hit");
    expect(cdnPart(hit.headers)).toEqual({
      "surrogate-key": "all-pages hashtag:perros",
      "surrogate-control": "max-age=200, stale-while-revalidate=1",
    });
    // Browsers still keep nothing.
    expect(hit.headers["cache-control"]).toContain("no-store");
  });

  it("keeps a copy past a soft purge at the edge no longer than its bound", async () => {
    await get("/p/abc", LOCALE);
    const key = [...cache.entries.keys()][0]!;
    // The render that stored it ends its flight when its response closes.
    while (cache.inFlight(key)) await cache.inFlight(key);
    cache.purge(["post:abc"], "counts");
    // A stale copy is only served while another request renders: hold one.
    const ticket = cache.startRender(key);
    const stale = await get("/p/abc", LOCALE);
    cache.finishRender(ticket);
    expect(stale.headers["x-patitas-cache"]).toBe("stale");
    expect(cdnPart(stale.headers)).toEqual({
      "surrogate-key": "all-pages post:abc",
      "surrogate-control": "max-age=10",
    });
  });

  it("never tags a signed-in visitor's shell, a copy with a cookie to set, or a themed copy", async () => {
    await get("/hashtag/perros", `${SESSION}; ${LOCALE}`);
    const shell = await get("/hashtag/perros", `${SESSION}; ${LOCALE}`);
    expect(shell.headers["x-patitas-cache"]).toBe("hit");
    expect(cdnPart(shell.headers)).toEqual({});
    await get("/hashtag/gatos");
    const withCookie = await get("/hashtag/gatos");
    expect(withCookie.headers["x-patitas-cache"]).toBe("hit");
    expect(withCookie.headers["set-cookie"]).toBeDefined();
    expect(cdnPart(withCookie.headers)).toEqual({});
    await get("/hashtag/aves", LOCALE);
    const themed = await get("/hashtag/aves", `${LOCALE}; theme=dark`);
    expect(themed.headers["x-patitas-cache"]).toBe("hit");
    expect(cdnPart(themed.headers)).toEqual({});
  });

  it("strips CDN headers from anything the page cache did not tag", async () => {
    expect(cdnPart((await get("/api/tagged")).headers)).toEqual({});
  });
});

describe("with Cloudflare in front", () => {
  beforeEach(() => start({ provider: "cloudflare" }));

  it("tags hits with Cache-Tag and a Cloudflare-only max-age", async () => {
    await get("/u/lucia", LOCALE);
    expect(cdnPart((await get("/u/lucia", LOCALE)).headers)).toEqual({
      "cache-tag": "all-pages,user:lucia",
      "cloudflare-cdn-cache-control": "max-age=300",
    });
  });
});

describe("without a CDN", () => {
  beforeEach(() => start(null));

  it("sends no CDN header at all, on hits or anywhere else", async () => {
    await get("/hashtag/perros", LOCALE);
    const hit = await get("/hashtag/perros", LOCALE);
    expect(hit.headers["x-patitas-cache"]).toBe("hit");
    expect(cdnPart(hit.headers)).toEqual({});
    expect(cdnPart((await get("/api/tagged")).headers)).toEqual({});
  });
});
