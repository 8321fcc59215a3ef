import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type Executor, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

// One upload, one owner (issue 43 item 8): every owner deletes its files when it goes or drops them
// (a post, a product's image, a review, a pet's photo, a store's logo), so a file shared by two owners
// would vanish under the second. Only the uploader's own rows can point at an upload (assertOwnedMedia
// checks the key's user id), so the uploader's references are all there is to look at.
// Not claimed: avatars (one slot, its own folder) and guide pictures (staff share them on purpose, and
// guides never delete their files).

const ALREADY_USED = "media.errors.alreadyUsed";

/**
 * Every media URL the user's uploads are used at: their avatar, pets, posts, store and its products, their
 * reviews, the photos of their chat messages, their lost & found cases and sightings, and any care guide (staff share guides, so a cover or picture one editor uploaded may sit in a
 * guide another one saved; only guides naming the user's id in a URL are read).
 */
export async function referencedMediaUrls(executor: Executor, userId: string): Promise<Set<string>> {
  const rows = await queryRows<{ url: string | null }>(
    executor,
    sql`select avatar_url as url from users where id = ${userId}
      union all select unnest(photos) from pets where user_id = ${userId}
      union all select unnest(array[image_url, video_url, thumbnail_url]) from posts where user_id = ${userId}
      union all select ph.url from post_photos ph join posts p on p.id = ph.post_id where p.user_id = ${userId}
      union all select unnest(array[logo_url, banner_url]) from stores where user_id = ${userId}
      union all select unnest(p.images) from products p join stores s on s.id = p.store_id where s.user_id = ${userId}
      union all select unnest(photos) from reviews where user_id = ${userId}
      union all select ph.url from message_photos ph join messages m on m.id = ph.message_id where m.sender_id = ${userId}
      union all select unnest(photos) from lost_cases where user_id = ${userId}
      union all select photo_url from lost_sightings where author_id = ${userId}
      union all select cover_url from guides where cover_url like ${`%${userId}%`}
      union all select (regexp_matches(body, '\\]\\(\\s*<?([^)\\s>]+)', 'g'))[1] from guides where body like ${`%${userId}%`}`,
  );
  return new Set(rows.map((row) => row.url).filter((url): url is string => Boolean(url)));
}

/**
 * Claims the user's uploads `urls` (those new to the row being written) for one owner, in the transaction
 * that writes it: a URL used anywhere already, or twice in `urls`, is refused under `field`. The user's
 * lock, held to the commit, makes two writes naming one upload at once claim it one after the other.
 */
export async function claimMedia(
  tx: Tx,
  userId: string,
  urls: Array<string | null | undefined>,
  field: string,
): Promise<void> {
  const wanted = urls.filter((url): url is string => Boolean(url));
  if (wanted.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`media-claims:${userId}`}))`);
  const used = await referencedMediaUrls(tx, userId);
  if (new Set(wanted).size < wanted.length || wanted.some((url) => used.has(url))) {
    throw new AppError("validation", ALREADY_USED, { [field]: ALREADY_USED });
  }
}
