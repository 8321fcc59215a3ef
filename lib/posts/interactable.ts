import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { pagesShowingPost } from "@/lib/cache/page-tags";
import { purgePublicPages, type PurgeKind } from "@/lib/cache/public-pages";
import { getDb, queryRows, type Executor } from "@/lib/db/client";
import { AppError, errorKeys } from "@/lib/errors";
import { notBlocked } from "@/lib/db/not-blocked";

// What a user may do with a post: the one visibility rule of likes, comments and reports, and the purge
// of the pages that show a post after it changed.

/**
 * The post `p` (with its author `u`) the user may interact with (like, comment, report): it exists, its
 * author is not banned, and neither blocked the other. Anything else looks the same: not found.
 */
export function interactablePost(userId: string, postId: string): SQL {
  return sql`p.id = ${postId} and not u.is_banned and ${notBlocked(userId, sql`p.user_id`)}`;
}

/** The author of a post the user may interact with (interactablePost), or not_found. */
export async function visiblePostAuthor(executor: Executor, userId: string, postId: string): Promise<string> {
  const [row] = await queryRows<{ user_id: string }>(
    executor,
    sql`select p.user_id from posts p join users u on u.id = p.user_id where ${interactablePost(userId, postId)}`,
  );
  if (!row) throw new AppError("not_found", errorKeys.notFound);
  return row.user_id;
}

/** After a committed change of a post, its counters or its comments: the public pages showing it. */
export async function purgePostPages(postId: string, kind: PurgeKind): Promise<void> {
  await purgePublicPages(await pagesShowingPost(await getDb(), postId), kind);
}
