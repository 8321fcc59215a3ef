import "server-only";
import { inArray, sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { pageTags, type PublicPageTag } from "./public-pages";

/**
 * The public pages that show a post, its counters or its comments: its own page, its author's profile
 * (the grid shows counters), its pet's page and the page of each of its hashtags. Read it before a
 * delete: the hashtag links go with the post.
 */
export async function pagesShowingPost(executor: Executor, postId: string): Promise<PublicPageTag[]> {
  const [row] = await queryRows<{ username: string | null; pet_id: string | null; hashtags: string[] | null }>(
    executor,
    sql`select u.username, p.pet_id,
        array(select h.name from post_hashtags ph join hashtags h on h.id = ph.hashtag_id where ph.post_id = p.id) as hashtags
      from posts p join users u on u.id = p.user_id where p.id = ${postId}`,
  );
  const tags: PublicPageTag[] = [pageTags.post(postId)];
  if (row?.username) tags.push(pageTags.user(row.username));
  if (row?.pet_id) tags.push(pageTags.pet(row.pet_id));
  for (const name of row?.hashtags ?? []) tags.push(pageTags.hashtag(name));
  return tags;
}

/** The profile pages (with their followers and following lists) of these users. */
export async function profilePagesOf(executor: Executor, userIds: string[]): Promise<PublicPageTag[]> {
  if (userIds.length === 0) return [];
  const rows = await executor.select({ username: users.username }).from(users).where(inArray(users.id, userIds));
  return rows.flatMap((row) => (row.username ? [pageTags.user(row.username)] : []));
}
