/** @no-database — the page store: LRU by bytes, TTL, tags, kinds of purge, single-flight, and renders that raced a purge. */
import { COUNTS_STALE_MS, NEW_CONTENT_STALE_MS } from "../shared/front-door-contract";
import { ALL_PAGES, PageCache, STALE_REFRESH_SPACING_MS, type PageCacheOptions } from "./page-cache";

let clock = 0;
const page = (tags: string[], size = 1000) => ({
  status: 200,
  headers: { "content-type": "text/html" },
  body: Buffer.alloc(size, 97),
  tags,
});

function newCache(options: Partial<PageCacheOptions> = {}) {
  clock = 0;
  return new PageCache({ maxBytes: 100_000, ttlMs: 60_000, now: () => clock, ...options });
}

/** Stores a page rendered from start to end without anything happening in between. */
function put(cache: PageCache, key: string, tags: string[], size?: number) {
  const ticket = cache.startRender();
  const stored = cache.store(key, page(tags, size), ticket);
  cache.finishRender(ticket);
  return stored;
}

describe("PageCache", () => {
  it("answers what it stored until the TTL, then renders again", () => {
    const cache = newCache();
    expect(put(cache, "/hashtag/perros", ["hashtag:perros"])).toBe(true);
    expect(cache.get("/hashtag/perros")?.body.length).toBe(1000);
    clock = 59_999;
    expect(cache.get("/hashtag/perros")).toBeDefined();
    clock = 60_000;
    expect(cache.get("/hashtag/perros")).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("purges exactly the entries carrying a purged tag, and everything for ALL_PAGES", () => {
    const cache = newCache();
    put(cache, "/hashtag/perros", ["hashtag:perros"]);
    put(cache, "/en/hashtag/perros", ["hashtag:perros"]);
    put(cache, "/u/lucia", ["user:lucia"]);
    put(cache, "/auth", []);
    expect(cache.purge(["hashtag:perros", "post:nothing-cached"])).toBe(2);
    expect(cache.get("/hashtag/perros")).toBeUndefined();
    expect(cache.get("/en/hashtag/perros")).toBeUndefined();
    expect(cache.get("/u/lucia")).toBeDefined();
    expect(cache.purge([ALL_PAGES])).toBe(2);
    expect(cache.get("/auth")).toBeUndefined();
    expect(cache.stats().bytes).toBe(0);
  });

  it("evicts the least recently used entries when the byte budget is exceeded", () => {
    const cache = newCache({ maxBytes: 5000, maxEntryBytes: 5000 }); // room for three 1 kB pages with their overhead
    put(cache, "a", [], 1000);
    put(cache, "b", [], 1000);
    put(cache, "c", [], 1000);
    cache.get("a"); // a is now more recent than b
    put(cache, "d", [], 1000);
    expect(cache.get("b")).toBeUndefined();
    expect(["a", "c", "d"].every((key) => cache.get(key))).toBe(true);
    expect(cache.stats().bytes).toBeLessThanOrEqual(5000);
  });

  it("does not store a page larger than an entry may be", () => {
    const cache = newCache({ maxBytes: 100_000, maxEntryBytes: 10_000 });
    expect(put(cache, "big", [], 20_000)).toBe(false);
    expect(cache.get("big")).toBeUndefined();
  });

  it("refuses a render that began before a purge of its tags: it may have read the old data", () => {
    const cache = newCache();
    const ticket = cache.startRender();
    cache.purge(["hashtag:perros"]);
    expect(cache.store("/hashtag/perros", page(["hashtag:perros"]), ticket)).toBe(false);
    // Another tag's purge does not concern it.
    expect(cache.store("/u/lucia", page(["user:lucia"]), ticket)).toBe(true);
    cache.finishRender(ticket);
    // A render that begins after the purge stores again.
    expect(put(cache, "/hashtag/perros", ["hashtag:perros"])).toBe(true);
  });

  it("refuses any render that began before a full purge", () => {
    const cache = newCache();
    const ticket = cache.startRender();
    cache.purge([ALL_PAGES]);
    expect(cache.store("/auth", page([]), ticket)).toBe(false);
  });

  it("forgets purge records once no render older than them is running", () => {
    const cache = newCache();
    const old = cache.startRender();
    cache.purge(["user:lucia"]);
    const recent = cache.startRender();
    expect(cache.lastPurge.size).toBe(1);
    cache.finishRender(old);
    expect(cache.lastPurge.size).toBe(0);
    expect(cache.store("/u/lucia", page(["user:lucia"]), recent)).toBe(true);
    cache.finishRender(recent);
  });
});

describe("PageCache: kinds of purge (decision 039)", () => {
  it("says a stale copy is due for a refresh only once it is older than the refresh spacing (decision 052)", () => {
    const cache = newCache({ refreshSpacingMs: 1_000 });
    put(cache, "/hashtag/perros", ["hashtag:perros"]);
    cache.purge(["hashtag:perros"], "counts");
    clock = 999;
    expect(cache.refreshDue(cache.get("/hashtag/perros")!)).toBe(false);
    clock = 1_000;
    expect(cache.refreshDue(cache.get("/hashtag/perros")!)).toBe(true);
    // The spacing is shorter than every bound, so a stale copy is refreshed before it may no longer be served.
    expect(STALE_REFRESH_SPACING_MS).toBeLessThan(Math.min(COUNTS_STALE_MS, NEW_CONTENT_STALE_MS));
  });

  it("serves a copy after a counts purge for at most COUNTS_STALE_MS, marked stale", () => {
    const cache = newCache();
    put(cache, "/hashtag/perros", ["hashtag:perros"]);
    clock = 1000;
    expect(cache.purge(["hashtag:perros"], "counts")).toBe(1);
    expect(cache.get("/hashtag/perros")?.staleUntil).toBe(1000 + COUNTS_STALE_MS);
    clock = 1000 + COUNTS_STALE_MS - 1;
    expect(cache.get("/hashtag/perros")).toBeDefined();
    clock = 1000 + COUNTS_STALE_MS;
    expect(cache.get("/hashtag/perros")).toBeUndefined();
    expect(cache.stats()).toMatchObject({ staleHits: 2 });
  });

  it("serves a copy after a new-content purge for at most NEW_CONTENT_STALE_MS, and the earliest bound wins", () => {
    const cache = newCache();
    put(cache, "/u/lucia", ["user:lucia"]);
    cache.purge(["user:lucia"], "counts");
    clock = 500;
    cache.purge(["user:lucia"], "new-content");
    expect(cache.get("/u/lucia")?.staleUntil).toBe(500 + NEW_CONTENT_STALE_MS);
    clock = 500 + NEW_CONTENT_STALE_MS;
    expect(cache.get("/u/lucia")).toBeUndefined();
  });

  it("drops the copy at once after a hard purge, even a stale one", () => {
    const cache = newCache();
    put(cache, "/p/1", ["post:1"]);
    cache.purge(["post:1"], "counts");
    expect(cache.get("/p/1")).toBeDefined();
    cache.purge(["post:1"], "hard");
    expect(cache.get("/p/1")).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });

  it("marks every entry stale after a soft purge of ALL_PAGES", () => {
    const cache = newCache();
    put(cache, "a", ["landing"]);
    put(cache, "b", []);
    expect(cache.purge([ALL_PAGES], "counts")).toBe(2);
    expect(["a", "b"].map((key) => cache.get(key)?.staleUntil)).toEqual([COUNTS_STALE_MS, COUNTS_STALE_MS]);
  });

  it("stores a render that began before a soft purge as stale, bounded from the render's start", () => {
    const cache = newCache();
    clock = 100;
    const ticket = cache.startRender("/hashtag/perros");
    clock = 300;
    cache.purge(["hashtag:perros"], "counts");
    clock = 400;
    expect(cache.store("/hashtag/perros", page(["hashtag:perros"]), ticket)).toBe(true);
    cache.finishRender(ticket);
    expect(cache.get("/hashtag/perros")?.staleUntil).toBe(100 + COUNTS_STALE_MS);
    // A render that begins after the purge stores a fresh copy.
    expect(put(cache, "/hashtag/perros", ["hashtag:perros"])).toBe(true);
    expect(cache.get("/hashtag/perros")?.staleUntil).toBeUndefined();
  });

  it("lets a hard purge win over a soft refresh in flight: its render is not stored", () => {
    const cache = newCache();
    put(cache, "/p/1", ["post:1"]);
    cache.purge(["post:1"], "counts");
    const refresh = cache.startRender("/p/1");
    cache.purge(["post:1"], "hard");
    expect(cache.store("/p/1", page(["post:1"]), refresh)).toBe(false);
    cache.finishRender(refresh);
    expect(cache.get("/p/1")).toBeUndefined();
  });
});

describe("PageCache: single-flight", () => {
  it("lets the first render of a key lead, and hands its stored copy to those who waited", async () => {
    const cache = newCache();
    const leader = cache.startRender("/hashtag/perros");
    const waiting = [cache.inFlight("/hashtag/perros"), cache.inFlight("/hashtag/perros")];
    // A second render of the key at the same time does not take the lead.
    const other = cache.startRender("/hashtag/perros");
    expect(other.key).toBeUndefined();
    cache.finishRender(other);
    expect(cache.inFlight("/hashtag/perros")).toBe(waiting[0]);
    cache.store("/hashtag/perros", page(["hashtag:perros"]), leader);
    cache.finishRender(leader);
    const copies = await Promise.all(waiting);
    expect(copies.map((entry) => entry?.body.length)).toEqual([1000, 1000]);
    expect(cache.inFlight("/hashtag/perros")).toBeUndefined();
  });

  it("hands nothing to those who waited when the render could not be stored (they render for themselves)", async () => {
    const cache = newCache({ maxEntryBytes: 500 });
    const leader = cache.startRender("big");
    const waiting = cache.inFlight("big");
    expect(cache.store("big", page([], 1000), leader)).toBe(false);
    cache.finishRender(leader);
    expect(await waiting).toBeUndefined();
  });

  it("hands nothing to those who waited when a hard purge dropped the copy before the render ended", async () => {
    const cache = newCache();
    const leader = cache.startRender("/p/1");
    const waiting = cache.inFlight("/p/1");
    cache.store("/p/1", page(["post:1"]), leader);
    cache.purge(["post:1"], "hard");
    cache.finishRender(leader);
    expect(await waiting).toBeUndefined();
  });
});
