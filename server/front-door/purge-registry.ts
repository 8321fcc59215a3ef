// How app code reaches the page cache of its own process: through the hook of
// server/shared/front-door-contract.ts, on globalThis (the Next.js server bundle that server/server.ts
// loads in the same process has its own compiled copy of every module, that one included).
// lib/cache/public-pages.ts looks the purger up there. Without a front door (next dev, Jest, scripts)
// nothing is registered and purges do nothing: there is no cache to purge.
import { ALL_PAGES, type PagePurger, type PurgeKind } from "../shared/front-door-contract";
import type { PageCache } from "./page-cache";

export { registerPurger } from "../shared/front-door-contract";

// A write that touches more pages than this is cheaper to answer with a full purge.
const MAX_TAGS = 100;

/** What the purger needs of the purge bus (server/front-door/purge-bus.ts). */
export interface PurgePublisher {
  publish(tags: string[], kind: PurgeKind): Promise<void>;
}

/** What the purger needs of the CDN's purger (server/front-door/cdn-purge.ts): a hard purge settles once the edge answered. */
export interface EdgePurger {
  purge(tags: readonly string[], kind: PurgeKind): Promise<void>;
}

/**
 * The purger: empties the local entries at once (so this process never serves the old page again,
 * even for the very next request), then tells the other processes through the bus, if any.
 * The kind travels with the tags: a soft purge (counts, new-content) marks the copies stale instead of
 * dropping them, in this process and in every other (decision 039).
 * With a CDN, this process (the one where the purge began, never one that hears it from the bus) sends
 * it to the CDN once the bus has delivered it, so that when the edge asks again no process of ours still
 * holds the old copy (decision 050), and waits for a hard purge's answer (bounded, cdn-purge.ts).
 */
export function createPurger({
  cache,
  bus = null,
  cdn = null,
}: {
  cache: Pick<PageCache, "purge">;
  bus?: PurgePublisher | null;
  cdn?: EdgePurger | null;
}): PagePurger {
  return {
    async purge(tags, kind) {
      const list = tags.length > MAX_TAGS ? [ALL_PAGES] : tags.map(String);
      if (list.length === 0) return;
      cache.purge(list, kind);
      try {
        await bus?.publish(list, kind);
      } finally {
        await cdn?.purge(list, kind);
      }
    },
  };
}
