import "server-only";
import type * as z from "zod";
import { sql } from "drizzle-orm";
import { postPageColumns, postPagesOf, type PostPagesRow } from "@/lib/cache/page-tags";
import { purgePublicPages } from "@/lib/cache/public-pages";
import { getDb, queryRows } from "@/lib/db/client";
import { AppError, errorKeys } from "@/lib/errors";
import { notificationInStatement, notifiedInStatement, signalBadges } from "@/lib/notifications/notify";
import { postIdSchema } from "./schemas";

import { interactablePost } from "./interactable";

export type LikeState = { liked: boolean; likesCount: number };

type LikeRow = PostPagesRow & { author_id: string; changed: boolean; notified: boolean; likes_count: number };

/**
 * Idempotent: liking twice is one like; the counter moves only when a row really appears. One statement
 * (decision 059): the post's visibility to the user, the like, the counter, the author's notification
 * and the pages to purge, where a transaction took seven round trips. A like is the most frequent write.
 */
export async function likePost(userId: string, postId: z.output<typeof postIdSchema>): Promise<LikeState> {
  const db = await getDb();
  const [row] = await queryRows<LikeRow>(
    db,
    sql`with author as (
        select p.user_id, ${postPageColumns} from posts p join users u on u.id = p.user_id
        where ${interactablePost(userId, postId)}
      ),
      inserted as (
        insert into likes (post_id, user_id) select ${postId}::uuid, ${userId}::uuid from author
        on conflict do nothing returning post_id
      ),
      counted as (
        update posts set likes_count = likes_count + 1 where id = ${postId} and exists (select 1 from inserted)
        returning likes_count
      ),
      notified as (${notificationInStatement({ receiver: sql`(select user_id from author)`, actorId: userId, type: "like", postId, when: sql`exists (select 1 from inserted)` })})
      select a.user_id as author_id, a.page_username, a.page_pet_id, a.page_hashtags,
        exists (select 1 from inserted) as changed, exists (select 1 from notified) as notified,
        coalesce((select likes_count from counted), (select likes_count from posts where id = ${postId})) as likes_count
      from author a`,
    // The most frequent write: planned once per connection.
    { prepare: "like_post" },
  );
  if (!row) throw new AppError("not_found", errorKeys.notFound);
  if (row.changed) await purgePublicPages(postPagesOf(postId, row), "counts");
  if (row.notified) {
    notifiedInStatement(db, { userId: row.author_id, actorId: userId, type: "like", postId });
    await signalBadges(row.author_id, userId);
  }
  return { liked: true, likesCount: row.likes_count };
}

/** Idempotent too; also withdraws the like's notification, so like / unlike / like notifies once. One statement, as a like. */
export async function unlikePost(userId: string, postId: z.output<typeof postIdSchema>): Promise<LikeState> {
  const db = await getDb();
  const [row] = await queryRows<PostPagesRow & { changed: boolean; likes_count: number }>(
    db,
    sql`with removed as (
        delete from likes where post_id = ${postId} and user_id = ${userId} returning post_id
      ),
      counted as (
        update posts set likes_count = likes_count - 1 where id = ${postId} and exists (select 1 from removed)
        returning likes_count
      ),
      withdrawn as (
        delete from notifications
        where type = 'like' and actor_id = ${userId} and post_id = ${postId} and exists (select 1 from removed)
      )
      select ${postPageColumns}, exists (select 1 from removed) as changed,
        coalesce((select likes_count from counted), p.likes_count) as likes_count
      from posts p join users u on u.id = p.user_id where p.id = ${postId}`,
    { prepare: "unlike_post" },
  );
  if (!row) throw new AppError("not_found", errorKeys.notFound);
  if (row.changed) await purgePublicPages(postPagesOf(postId, row), "counts");
  return { liked: false, likesCount: row.likes_count };
}
