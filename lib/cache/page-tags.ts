import "server-only";
import { inArray, sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { pageTags, type PublicPageTag } from "./public-pages";

/**
 * What names the public pages showing a post, as columns of a statement that reads the post as `p` and
 * its author as `u`: a write that already reads the post takes them in its own statement
 * (postPagesOf turns the row into tags), instead of asking pagesShowingPost afterwards.
 */
export const postPageColumns = sql`u.username as page_username, p.pet_id as page_pet_id,
  array(select h.name from post_hashtags ph join hashtags h on h.id = ph.hashtag_id where ph.post_id = p.id) as page_hashtags`;

export type PostPagesRow = { page_username: string | null; page_pet_id: string | null; page_hashtags: string[] | null };

/**
 * The public pages that show a post, its counters or its comments: its own page, its author's profile
 * (the grid shows counters), its pet's page and the page of each of its hashtags.
 */
export function postPagesOf(postId: string, row: PostPagesRow | undefined): PublicPageTag[] {
  const tags: PublicPageTag[] = [pageTags.post(postId)];
  if (row?.page_username) tags.push(pageTags.user(row.page_username));
  if (row?.page_pet_id) tags.push(pageTags.pet(row.page_pet_id));
  for (const name of row?.page_hashtags ?? []) tags.push(pageTags.hashtag(name));
  return tags;
}

/** postPagesOf, read on its own. Read it before a delete: the hashtag links go with the post. */
export async function pagesShowingPost(executor: Executor, postId: string): Promise<PublicPageTag[]> {
  const [row] = await queryRows<PostPagesRow>(
    executor,
    sql`select ${postPageColumns} from posts p join users u on u.id = p.user_id where p.id = ${postId}`,
  );
  return postPagesOf(postId, row);
}

/** The profile pages (with their followers and following lists) of these users. */
export async function profilePagesOf(executor: Executor, userIds: string[]): Promise<PublicPageTag[]> {
  if (userIds.length === 0) return [];
  const rows = await executor.select({ username: users.username }).from(users).where(inArray(users.id, userIds));
  return rows.flatMap((row) => (row.username ? [pageTags.user(row.username)] : []));
}
