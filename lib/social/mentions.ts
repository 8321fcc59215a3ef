import "server-only";
import type * as z from "zod";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { notBlocked } from "@/lib/db/not-blocked";
import type { mentionQuerySchema } from "./schemas";

export const MENTION_SUGGESTIONS_LIMIT = 6;

export type MentionSuggestion = { username: string; fullName: string; avatarUrl: string | null };

/**
 * The people "@an" may mean, for the autocomplete of the post and comment boxes: usernames or names
 * starting with the prefix, people the user follows first. Never themselves, banned users, accounts
 * without a username, or anyone blocked either way. One statement.
 */
export async function suggestMentions(
  viewerId: string,
  { prefix }: z.output<typeof mentionQuerySchema>,
): Promise<MentionSuggestion[]> {
  // `_` is LIKE's any-character: escaped, so "@a_b" means exactly that.
  const pattern = `${prefix.toLowerCase().replaceAll("_", "\\_")}%`;
  const rows = await queryRows<{ username: string; full_name: string; avatar_url: string | null }>(
    await getDb(),
    sql`select u.username, u.full_name, u.avatar_url
      from users u
      left join follows f on f.follower_id = ${viewerId}::uuid and f.following_id = u.id
      where (u.username like ${pattern} or lower(u.full_name) like ${pattern})
        and u.id <> ${viewerId}::uuid and not u.is_banned and u.username is not null
        and ${notBlocked(viewerId, sql`u.id`)}
      order by (f.follower_id is not null) desc, (u.username like ${pattern}) desc, u.username
      limit ${MENTION_SUGGESTIONS_LIMIT}`,
  );
  return rows.map((row) => ({ username: row.username, fullName: row.full_name, avatarUrl: row.avatar_url }));
}
