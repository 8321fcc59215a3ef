// How app code reaches the page cache of its own process. Server actions run inside the Next.js
// server bundle, which scripts/server.mjs loads in the same process but cannot share modules with
// (the bundle has its own copies of everything, compiled from TypeScript). The one object both sides
// see is globalThis: the server puts its purger there under a Symbol.for() name, and
// lib/cache/public-pages.ts looks it up (lib/db/client.ts keeps its handle on globalThis for a
// similar reason). Without a front door (next dev, Jest, scripts) nothing is registered and purges
// do nothing: there is no cache to purge.
import { ALL_PAGES } from "./page-cache.mjs";

export const PURGE_REGISTRY = Symbol.for("patitas.publicPageCache");
// A write that touches more pages than this is cheaper to answer with a full purge.
const MAX_TAGS = 100;

/**
 * The purger: empties the local entries at once (so this process never serves the old page again,
 * even for the very next request), then tells the other processes through the bus, if any.
 */
export function createPurger({ cache, bus = null }) {
  return {
    async purge(tags) {
      const list = tags.length > MAX_TAGS ? [ALL_PAGES] : tags.map(String);
      if (list.length === 0) return;
      cache.purge(list);
      await bus?.publish(list);
    },
  };
}

export function registerPurger(purger) {
  globalThis[PURGE_REGISTRY] = purger;
}
