import "server-only";
import { and, eq } from "drizzle-orm";
import { profilePagesOf } from "@/lib/cache/page-tags";
import { purgePublicPages } from "@/lib/cache/public-pages";
import { getDb, type Executor } from "@/lib/db/client";
import { follows } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { notify, signalBadges } from "@/lib/notifications/notify";
import { refreshWatchlists } from "@/lib/realtime/publish";
import { refreshPairWatchlists } from "@/lib/realtime/watch-partners";
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
