import "server-only";
import { sql } from "drizzle-orm";
import { cache } from "react";
import { getDb, queryRows } from "@/lib/db/client";
import { MAX_HASHTAG_LENGTH, normalizeHashtag } from "./extract";

export type HashtagSummary = { id: string; name: string; usageCount: number };

export const TRENDING_LIMIT = 10;
export const FEED_TRENDING_LIMIT = 5;
export const HASHTAG_SEARCH_LIMIT = 20;

type Row = { id: string; name: string; usage_count: number };
const toSummary = (row: Row): HashtagSummary => ({ id: row.id, name: row.name, usageCount: Number(row.usage_count) });

/** docs/product-spec.md §7 Hashtags: by usage, then most recently used; served by hashtags_trending_idx. */
export async function listTrendingHashtags(limit: number = TRENDING_LIMIT): Promise<HashtagSummary[]> {
  const db = await getDb();
  const rows = await queryRows<Row>(
    db,
    sql`select id, name, usage_count from hashtags where usage_count > 0
      order by usage_count desc, updated_at desc limit ${Math.min(Math.max(1, limit), 50)}`,
  );
  return rows.map(toSummary);
}

/** docs/product-spec.md §7: names containing the lower-cased term, most used first, 20 at most. */
export async function searchHashtags(term: string, limit: number = HASHTAG_SEARCH_LIMIT): Promise<HashtagSummary[]> {
  const needle = normalizeHashtag(term).slice(0, MAX_HASHTAG_LENGTH);
  if (!needle) return [];
  // LIKE wildcards in the term are matched literally.
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const db = await getDb();
  const rows = await queryRows<Row>(
    db,
    sql`select id, name, usage_count from hashtags where usage_count > 0 and name like ${pattern}
      order by usage_count desc, updated_at desc limit ${Math.min(Math.max(1, limit), HASHTAG_SEARCH_LIMIT)}`,
  );
  return rows.map(toSummary);
}

export type HashtagHeader = HashtagSummary & { ogImage: string | null };

/** How many of a tag's newest posts are looked through for its share picture. */
export const OG_IMAGE_WINDOW = 50;

/**
 * A hashtag page's header: the tag, its post count and the newest picture among its newest
 * OG_IMAGE_WINDOW posts (the page's social-share image), or null for a tag nobody uses (the page
 * answers 404). The window keeps a tag without pictures from reading every one of its posts: 606
 * at 1 000 000 posts for a long-tail tag, and a popular one would read tens of thousands (decision 040).
 */
// Cached per request: the page and its metadata both ask.
export const getHashtag = cache(async (rawName: string): Promise<HashtagHeader | null> => {
  const name = normalizeHashtag(rawName);
  if (!name || name.length > MAX_HASHTAG_LENGTH) return null;
  const db = await getDb();
  const [row] = await queryRows<Row & { og_image: string | null }>(
    db,
    sql`select h.id, h.name, h.usage_count,
        (select coalesce(p.thumbnail_url, p.image_url)
          from (select post_id, post_created_at from post_hashtags where hashtag_id = h.id
                order by post_created_at desc, post_id desc limit ${OG_IMAGE_WINDOW}) ph
          join posts p on p.id = ph.post_id
          join users u on u.id = p.user_id
          where p.image_url is not null and not u.is_banned
          order by ph.post_created_at desc, ph.post_id desc limit 1) as og_image
      from hashtags h where h.name = ${name} and h.usage_count > 0`,
  );
  return row ? { ...toSummary(row), ogImage: row.og_image } : null;
});
