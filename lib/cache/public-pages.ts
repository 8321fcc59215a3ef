import "server-only";
import { normalizeHashtag } from "@/lib/hashtags/extract";

// The anonymous page cache lives in the front door (scripts/front-door/, docs/decisions/009-public-page-cache.md):
// it keeps whole public pages as signed-out visitors see them, tagged by what they show. Every write that
// changes what a signed-out visitor sees purges the tags of the pages it changes, before its action
// returns. lib/cache/purges.test.ts holds the list of writes and the tags each one purges.

/** A page-cache tag. The front door derives the same strings from page paths (scripts/front-door/public-pages.mjs). */
export type PublicPageTag = "*" | "landing" | `hashtag:${string}` | `post:${string}` | `pet:${string}` | `user:${string}` | `product:${string}` | `store:${string}`;

export const pageTags = {
  /** Every cached page: for writes that show up on pages no tag lists (a name on every card of theirs). */
  all: "*" as const,
  /** The landing page's community counters. */
  landing: "landing" as const,
  hashtag: (name: string): PublicPageTag => `hashtag:${normalizeHashtag(name)}`,
  post: (id: string): PublicPageTag => `post:${id.toLowerCase()}`,
  pet: (id: string): PublicPageTag => `pet:${id.toLowerCase()}`,
  /** The profile /u/{username} and its followers / following lists. */
  user: (username: string): PublicPageTag => `user:${username.toLowerCase()}`,
  /** A marketplace product page /product/{id}. */
  product: (id: string): PublicPageTag => `product:${id.toLowerCase()}`,
  /** A store page /store/{id} (its header and its product grid). */
  store: (id: string): PublicPageTag => `store:${id.toLowerCase()}`,
};

type PurgeRegistry = { purge(tags: readonly string[]): Promise<void> | void };

// scripts/front-door/purge-registry.mjs registers the purger of this process here. globalThis is the one
// object the Next.js server bundle and the server that embeds it share (see that file).
const REGISTRY = Symbol.for("patitas.publicPageCache");

/**
 * Purges the pages carrying these tags from the page cache of this process at once, and of every other
 * process through the database. Call it after the write committed. It never throws: the write happened,
 * and a failed broadcast is logged by the front door (the pages then wait for their TTL).
 */
export async function purgePublicPages(tags: readonly PublicPageTag[]): Promise<void> {
  const registry = (globalThis as Record<symbol, PurgeRegistry | undefined>)[REGISTRY];
  if (!registry || tags.length === 0) return;
  try {
    await registry.purge([...new Set(tags)]);
  } catch (error) {
    console.error("Could not purge cached pages", tags, error);
  }
}
