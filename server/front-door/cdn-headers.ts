// What a CDN in front of the server reads on a cached public page (docs/decisions/050-cdn-in-front-of-the-page-cache.md):
// the page cache's tags as Fastly's `Surrogate-Key` or Cloudflare's `Cache-Tag`, and how long the edge may keep
// the copy (`Surrogate-Control` / `Cloudflare-CDN-Cache-Control`; browsers keep obeying Next.js's own
// `Cache-Control: private, no-store`). Only the page cache layer adds them, on copies it replays to signed-out
// visitors; every other response is stripped of them, so no tag ever reaches a browser or a personal page
// reaches the edge.
import { ALL_PAGES } from "../shared/front-door-contract";
import type { Layer } from "./request-context";
import type { CdnSettings } from "./settings";
import { tapResponse } from "./response-tap";

/** The CDN's name for ALL_PAGES: every tagged page carries it, so "purge everything" stays a purge of pages by tag. */
export const ALL_PAGES_CDN_TAG = "all-pages";

// Both providers accept tags up to 1024 bytes; ours are far shorter unless a URL is made up to be long,
// and such a page is simply not kept at the edge.
const MAX_TAG_LENGTH = 256;

/**
 * A page-cache tag as the CDN stores it: the same tag, with every byte outside [A-Za-z0-9:._-] written as
 * %XX (hashtags may be in any script, and header values are ASCII; Fastly separates keys by spaces and
 * Cloudflare tags by commas). The response headers and the purge requests both spell tags through here.
 */
export function cdnTag(tag: string): string {
  if (tag === ALL_PAGES) return ALL_PAGES_CDN_TAG;
  return [...Buffer.from(tag, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9:._-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}

/** The headers that only the CDN may see (lower case, as Node keeps them). */
export const CDN_HEADERS = [
  "surrogate-key",
  "surrogate-control",
  "cache-tag",
  "cdn-cache-control",
  "cloudflare-cdn-cache-control",
] as const;

/**
 * After a Fastly soft purge (counts, new-content) the edge may serve its old copy this long while it fetches
 * the next one: within both kinds' bounds (server/shared/front-door-contract.ts), with the purge's own delay.
 */
export const EDGE_STALE_SECONDS = 1;

/**
 * The headers for one replayed copy: its tags and how long the edge may keep it, `maxAgeSeconds` (what is
 * left of the copy's life in the page cache, or of its stale bound). `stale`: the copy is already past a
 * soft purge, so the edge must not stretch it further. Null when a tag cannot be spelled for the CDN.
 */
export function cdnHeaders(
  provider: CdnSettings["provider"],
  tags: readonly string[],
  { maxAgeSeconds, stale }: { maxAgeSeconds: number; stale: boolean },
): Record<string, string> | null {
  const spelled = [...new Set([ALL_PAGES_CDN_TAG, ...tags.map(cdnTag)])];
  if (spelled.some((tag) => tag.length > MAX_TAG_LENGTH)) return null;
  const maxAge = `max-age=${Math.floor(maxAgeSeconds)}`;
  if (provider === "fastly") {
    return {
      "surrogate-key": spelled.join(" "),
      "surrogate-control": stale ? maxAge : `${maxAge}, stale-while-revalidate=${EDGE_STALE_SECONDS}`,
    };
  }
  // Cloudflare-CDN-Cache-Control, not CDN-Cache-Control: Cloudflare passes the latter on to browsers and
  // any cache behind it, which could keep the page without ever being purged.
  return { "cache-tag": spelled.join(","), "cloudflare-cdn-cache-control": maxAge };
}

/**
 * Removes the CDN's headers from every response the page cache did not tag itself (it says so on the
 * request's context): never on a personal page, never to a browser when no CDN is configured.
 */
export const cdnHeaderGuard: Layer = (ctx, next) => {
  tapResponse(ctx.res, (res) => {
    if (!ctx.cdnTagged) for (const name of CDN_HEADERS) res.removeHeader(name);
    return null;
  });
  return next();
};
