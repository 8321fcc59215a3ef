import "server-only";
import { log } from "@/server/shared/log";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { countHit } from "@/lib/rate-limit";
import { deleteObject, listObjectKeys, publicUrl } from "@/lib/storage/storage";
import { isThumbnailKey, originalKeyFor } from "@/lib/storage/thumbnails";

// Uploads never attached to anything (a post abandoned before publishing, a photo replaced in a form
// that was never saved) are deleted once they are a day old (issue 12, docs/decisions/023-orphan-uploads.md).
// Keys say who uploaded them and when (`{userId}/{folder}/{ms}-{random}.{ext}`), and only that user's
// rows can point to them, so each uploader's references are read once, from their own rows.

export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_SECONDS = 6 * 60 * 60;

const keyShape = /^([0-9a-f-]{36})\/[a-z]+\/(\d{13})-[0-9a-f]+(?:-thumb)?\.[a-z0-9]+$/;

/**
 * Every media URL the user's uploads are used at: their avatar, pets, posts, store and its products, their
 * reviews, lost & found cases and sightings, and any care guide (staff share guides, so a cover or picture one editor uploaded may sit in a
 * guide another one saved; only guides naming the user's id in a URL are read).
 */
async function referencedUrls(userId: string): Promise<Set<string>> {
  const db = await getDb();
  const rows = await queryRows<{ url: string | null }>(
    db,
    sql`select avatar_url as url from users where id = ${userId}
      union all select unnest(photos) from pets where user_id = ${userId}
      union all select unnest(array[image_url, video_url, thumbnail_url]) from posts where user_id = ${userId}
      union all select ph.url from post_photos ph join posts p on p.id = ph.post_id where p.user_id = ${userId}
      union all select unnest(array[logo_url, banner_url]) from stores where user_id = ${userId}
      union all select unnest(p.images) from products p join stores s on s.id = p.store_id where s.user_id = ${userId}
      union all select unnest(photos) from reviews where user_id = ${userId}
      union all select unnest(photos) from lost_cases where user_id = ${userId}
      union all select photo_url from lost_sightings where author_id = ${userId}
      union all select cover_url from guides where cover_url like ${`%${userId}%`}
      union all select (regexp_matches(body, '\\]\\(\\s*<?([^)\\s>]+)', 'g'))[1] from guides where body like ${`%${userId}%`}`,
  );
  return new Set(rows.map((row) => row.url).filter((url): url is string => Boolean(url)));
}

/** Deletes the unattached uploads older than a day; returns the deleted keys. */
export async function sweepOrphanUploads(now = Date.now()): Promise<string[]> {
  const byUser = new Map<string, string[]>();
  for await (const key of listObjectKeys()) {
    const match = keyShape.exec(key);
    // Keys of another shape (the demo seed's, older layouts) are never guessed at.
    if (!match || now - Number(match[2]) < ORPHAN_AGE_MS) continue;
    byUser.set(match[1]!, [...(byUser.get(match[1]!) ?? []), key]);
  }
  const deleted: string[] = [];
  for (const [userId, keys] of byUser) {
    const used = await referencedUrls(userId);
    for (const key of keys) {
      // A thumbnail lives as long as its image; posts also store it by its own URL.
      const owner = isThumbnailKey(key) ? originalKeyFor(key) : key;
      if (used.has(publicUrl(owner)) || used.has(publicUrl(key))) continue;
      await deleteObject(key);
      deleted.push(key);
    }
  }
  return deleted;
}

/**
 * Runs the sweep at most once every 6 hours across all instances (the window is a shared counter in the
 * database), in the background of the request that happens to come first. Orphans only come from
 * uploads, so the upload route is what calls this.
 */
export function sweepOrphanUploadsNow(): void {
  void countHit("sweep:orphan-uploads", SWEEP_EVERY_SECONDS)
    .then((hits) => (hits === 1 ? sweepOrphanUploads() : []))
    .then((deleted) => {
      if (deleted.length) log.info({ deleted: deleted.length }, "Swept unattached uploads older than a day");
    })
    .catch((error: unknown) => log.error({ err: error }, "The orphan upload sweep failed"));
}
