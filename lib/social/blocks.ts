import "server-only";
import { and, desc, eq, or } from "drizzle-orm";
import { profilePagesOf } from "@/lib/cache/page-tags";
import { purgePublicPages } from "@/lib/cache/public-pages";
import { getDb } from "@/lib/db/client";
import { blocks, follows, matches, users } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { refreshWatchlists } from "@/lib/realtime/publish";
import { refreshPairWatchlists } from "@/lib/realtime/watch-partners";
import { findActiveUser } from "./target-user";

function assertNotSelf(actorId: string, targetId: string): void {
  if (actorId === targetId)
    throw new AppError("validation", "follows.errors.blockSelf", { user: "follows.errors.blockSelf" });
}

/**
 * Blocks a user: idempotent, and in the same transaction removes the follows in both directions, so a
 * block never leaves one of them in the other's lists or counters, and the pending match requests
 * between them, as Instagram drops follow requests: nobody can accept a request from someone who blocked
 * them. Deleted rather than rejected, since any match row would forbid the pair a new one forever
 * (spec §5) and a block can be lifted. An accepted match stays (unblockUser).
 */
export async function blockUser(actorId: string, target: string): Promise<{ blocked: true }> {
  const db = await getDb();
  const { blockedId, unfollowed } = await db.transaction(async (tx) => {
    const user = await findActiveUser(tx, target);
    assertNotSelf(actorId, user.id);
    await tx.insert(blocks).values({ blockerId: actorId, blockedId: user.id }).onConflictDoNothing();
    const removed = await tx
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, actorId), eq(follows.followingId, user.id)),
          and(eq(follows.followerId, user.id), eq(follows.followingId, actorId)),
        ),
      )
      .returning({ id: follows.id });
    const pair = or(
      and(eq(matches.user1Id, actorId), eq(matches.user2Id, user.id)),
      and(eq(matches.user1Id, user.id), eq(matches.user2Id, actorId)),
    );
    await tx.delete(matches).where(and(pair, eq(matches.status, "pending")));
    return { blockedId: user.id, unfollowed: removed.length > 0 };
  });
  // Signed-out visitors do not see blocks, only the follows a block removed (counters and lists).
  if (unfollowed) await purgePublicPages(await profilePagesOf(db, [actorId, blockedId]), "hard");
  // Neither sees the other online any more, from now on: the realtime server drops it for both.
  await refreshPairWatchlists(actorId, blockedId);
  return { blocked: true as const };
}

/** Lifts the actor's own block; a block the other user made stays. Unblocking twice is fine. */
export async function unblockUser(actorId: string, target: string): Promise<{ blocked: false }> {
  const db = await getDb();
  // A banned user can still be unblocked: the block list must be cleanable whatever happened since.
  const user = await findActiveUser(db, target, { includeBanned: true });
  assertNotSelf(actorId, user.id);
  const lifted = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, actorId), eq(blocks.blockedId, user.id)))
    .returning({ id: blocks.blockedId });
  // An accepted match outlives a block: the two may see each other online again.
  if (lifted.length > 0) await refreshWatchlists([actorId, user.id]);
  return { blocked: false };
}

export type BlockedUser = { id: string; username: string | null; fullName: string; avatarUrl: string | null };

/** The users I blocked, newest first: the only place to unblock them, since their profile is hidden. */
export async function listBlockedUsers(userId: string): Promise<BlockedUser[]> {
  const db = await getDb();
  return db
    .select({ id: users.id, username: users.username, fullName: users.fullName, avatarUrl: users.avatarUrl })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(desc(blocks.createdAt))
    .limit(200);
}
