import "server-only";
import { listTrendingHashtags, type HashtagSummary } from "./queries";

/** How stale the trending card may be on another process: this one forgets at once after a post is written. */
export const TRENDING_TTL_MS = 30_000;

const cache = new Map<number, { at: number; tags: Promise<HashtagSummary[]> }>();

/**
 * The trending hashtags for the feed and hashtag pages, read at most once per TTL per limit and process
 * instead of on every render. A failed read is not kept.
 */
export function trendingHashtags(limit: number): Promise<HashtagSummary[]> {
  const hit = cache.get(limit);
  if (hit && Date.now() - hit.at < TRENDING_TTL_MS) return hit.tags;
  const tags = listTrendingHashtags(limit);
  cache.set(limit, { at: Date.now(), tags });
  tags.catch(() => cache.delete(limit));
  return tags;
}

/** A post was created or deleted: its tags' counts changed. Other processes catch up within the TTL. */
export function forgetTrendingHashtags(): void {
  cache.clear();
}
