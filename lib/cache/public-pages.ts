import "server-only";
import { log } from "@/server/shared/log";
import { pageTags, registeredPurger, type PublicPageTag, type PurgeKind } from "@/server/shared/front-door-contract";
import { guidePagesShowingProducts } from "./guide-tags";

// The anonymous page cache lives in the front door (server/front-door/, docs/decisions/009-public-page-cache.md):
// it keeps whole public pages as signed-out visitors see them, tagged by what they show. Every write that
// changes what a signed-out visitor sees purges the tags of the pages it changes, before its action
// returns. lib/cache/purges.test.ts holds the list of writes and the tags each one purges. The tags'
// spelling and the purge hook are shared with the server (server/shared/front-door-contract.ts).
export { pageTags, type PublicPageTag, type PurgeKind } from "@/server/shared/front-door-contract";

const catalogueTag = /^(?:product|store):/;

/**
 * The marketplace's first page lists every store's products: a write that changes a product's or a store's
 * pages (price, stock, a new or withdrawn product, a store switched off, a review's stars) changes it too.
 * Named here, once, as the guides that show products are, rather than at each of those writes.
 */
function marketplaceShowing(tags: readonly string[]): PublicPageTag[] {
  return tags.some((tag) => catalogueTag.test(tag)) ? [pageTags.marketplace] : [];
}

/**
 * Purges the pages carrying these tags from the page cache of this process at once, and of every other
 * process through the database. Call it after the write committed. It never throws: the write happened,
 * and a failed broadcast is logged by the front door (the pages then wait for their TTL).
 *
 * kind (server/shared/front-door-contract.ts PurgeKind, decision 039): `hard` when a reader must not
 * see the old page once the action returns (deletions, moderation, bans, blocks, visibility, edits of
 * what someone wrote or is called), `counts` for counters and growing lists (likes, comments, follows,
 * stock), `new-content` for something new to list (a new post, pet or product).
 *
 * The pages of the care guides that show a product named here (or a product of a store named here) go
 * with them (lib/cache/guide-tags.ts), and so does the marketplace (marketplaceShowing).
 */
export async function purgePublicPages(tags: readonly PublicPageTag[], kind: PurgeKind): Promise<void> {
  const purger = registeredPurger();
  if (!purger || tags.length === 0) return;
  // A failed lookup of the guides still purges the pages named.
  const guidePages = await guidePagesShowingProducts(tags).catch((error: unknown) => {
    log.error({ err: error, tags }, "Could not find the guides showing these products");
    return [];
  });
  try {
    await purger.purge([...new Set([...tags, ...guidePages, ...marketplaceShowing(tags)])], kind);
  } catch (error) {
    log.error({ err: error, tags, kind }, "Could not purge cached pages");
  }
}
