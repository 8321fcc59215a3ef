/** @no-database — the page store: LRU by bytes, TTL, tags, and renders that raced a purge. */
import { ALL_PAGES, PageCache, type PageCacheOptions } from "./page-cache";

let clock = 0;
const page = (tags: string[], size = 1000) => ({ status: 200, headers: { "content-type": "text/html" }, body: Buffer.alloc(size, 97), tags });

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
