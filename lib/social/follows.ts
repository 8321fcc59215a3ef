import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { profilePagesOf } from "@/lib/cache/page-tags";
import { purgePublicPages } from "@/lib/cache/public-pages";
import { cursorTimestamp } from "@/lib/paging/cursor";
import { afterCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { getDb, queryRows, type Executor } from "@/lib/db/client";
import { follows, users } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { notify, signalBadges } from "@/lib/notifications/notify";
import { refreshWatchlists } from "@/lib/realtime/publish";
import { refreshPairWatchlists } from "@/lib/realtime/watch-partners";
import { notBlocked } from "@/lib/db/not-blocked";
import type { FollowCursor } from "./schemas";
import { findActiveUser, isBlockedEitherWay } from "./target-user";

export type FollowResult = { following: boolean };

async function isFollowing(executor: Executor, followerId: string, followingId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
    .limit(1);
  return row !== undefined;
}

function assertNotSelf(actorId: string, targetId: string): void {
  // docs/product-spec.md §5: no self-follow. A validation error (the button never offers it), not a silent no-op.
  if (actorId === targetId) throw new AppError("validation", "follows.errors.self", { user: "follows.errors.self" });
}

/**
 * Follows a user. Idempotent: following twice keeps one row and notifies once, because the
 * notification is only written when the insert really added a row.
 */
export async function followUser(actorId: string, target: string): Promise<FollowResult> {
  const db = await getDb();
  const followed = await db.transaction(async (tx) => {
    const user = await findActiveUser(tx, target);
    assertNotSelf(actorId, user.id);
    // Blocked either way: answer as if the user did not exist, like their hidden profile does.
    if (await isBlockedEitherWay(tx, actorId, user.id)) throw new AppError("not_found", errorKeys.notFound);
    const inserted = await tx
      .insert(follows)
      .values({ followerId: actorId, followingId: user.id })
      .onConflictDoNothing()
      .returning({ id: follows.id });
    if (inserted.length === 0) return null;
    await notify(tx, { userId: user.id, actorId, type: "follow" });
    return { id: user.id, mutual: await isFollowing(tx, user.id, actorId) };
  });
  // Both profiles' counters and lists changed.
  if (followed) {
    await purgePublicPages(await profilePagesOf(db, [actorId, followed.id]), "counts");
    await signalBadges(followed.id, actorId);
    // A follow back: the two may message each other, and see each other online.
    if (followed.mutual) await refreshWatchlists([actorId, followed.id]);
  }
  return { following: true };
}

/** Unfollows a user; unfollowing someone not followed is fine (nothing changes). */
export async function unfollowUser(actorId: string, target: string): Promise<FollowResult> {
  const db = await getDb();
  const user = await findActiveUser(db, target);
  assertNotSelf(actorId, user.id);
  const removed = await db
    .delete(follows)
    .where(and(eq(follows.followerId, actorId), eq(follows.followingId, user.id)))
    .returning({ id: follows.id });
  if (removed.length > 0) {
    await purgePublicPages(await profilePagesOf(db, [actorId, user.id]), "counts");
    // They followed each other: an accepted match may still tie them, else neither sees the other online.
    if (await isFollowing(db, user.id, actorId)) await refreshPairWatchlists(actorId, user.id);
  }
  return { following: false };
}

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

type FollowRow = { id: string; username: string; full_name: string; avatar_url: string | null; i_follow: boolean; at: string; follow_id: string };

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
  const [ownerSide, otherSide] = params.kind === "followers" ? [sql`f.following_id`, sql`f.follower_id`] : [sql`f.follower_id`, sql`f.following_id`];
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
