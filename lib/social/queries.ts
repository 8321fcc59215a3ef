import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { cursorTimestamp } from "@/lib/paging/cursor";
import { afterCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { getDb, queryRows } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { notBlocked } from "@/lib/db/not-blocked";
import type { FollowCursor } from "./schemas";

// The social graph's reads: a profile's followers and following lists.

export type FollowListItem = {
  id: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
  iFollow: boolean;
  isMe: boolean;
};
export type FollowListPage = { items: FollowListItem[]; nextCursor: FollowCursor | null };

export const FOLLOW_PAGE_SIZE = 30;

type FollowRow = {
  id: string;
  username: string;
  full_name: string;
  avatar_url: string | null;
  i_follow: boolean;
  at: string;
  follow_id: string;
};

/**
 * One page of a user's followers or of the users they follow, newest follow first, in one query.
 * Null when the owner is unknown, banned or blocked either way with the viewer (their profile is hidden).
 */
export async function listFollows(
  params: { username: string; kind: "followers" | "following"; cursor?: FollowCursor | null; limit?: number },
  viewerId: string | null,
): Promise<FollowListPage | null> {
  const db = await getDb();
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, params.username), eq(users.isBanned, false), notBlocked(viewerId, users.id)))
    .limit(1);
  if (!owner) return null;

  const limit = params.limit ?? FOLLOW_PAGE_SIZE;
  // followers: rows pointing at the owner, listing who follows; following: rows from the owner.
  const [ownerSide, otherSide] =
    params.kind === "followers" ? [sql`f.following_id`, sql`f.follower_id`] : [sql`f.follower_id`, sql`f.following_id`];
  const after = afterCursor(params.cursor, sql`f.created_at`, sql`f.id`);
  const rows = await queryRows<FollowRow>(
    db,
    sql`select u.id, u.username, u.full_name, u.avatar_url,
        exists (select 1 from follows mine where mine.follower_id = ${viewerId}::uuid and mine.following_id = u.id) as i_follow,
        ${cursorTimestamp(sql`f.created_at`)} as at, f.id as follow_id
      from follows f
      join users u on u.id = ${otherSide}
      where ${ownerSide} = ${owner.id} and not u.is_banned and u.username is not null
        and ${notBlocked(viewerId, sql`u.id`)} ${after}
      order by f.created_at desc, f.id desc
      ${keysetLimit(limit)}`,
  );
  return keysetPage(
    rows,
    limit,
    (row) => ({
      id: row.id,
      username: row.username,
      fullName: row.full_name,
      avatarUrl: row.avatar_url,
      iFollow: Boolean(row.i_follow),
      isMe: row.id === viewerId,
    }),
    (last) => ({ at: last.at, id: last.follow_id }),
  );
}
