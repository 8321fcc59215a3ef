import "server-only";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { pageTags, purgePublicPages } from "@/lib/cache/public-pages";
import { getDb, type Executor } from "@/lib/db/client";
import { matches, pets, petSwipes, users } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { notify, signalBadges } from "@/lib/notifications/notify";
import { refreshWatchlists } from "@/lib/realtime/publish";
import { isBlockedEitherWay } from "@/lib/social/target-user";
import { DAILY_LIKE_LIMIT, matchErrors } from "./errors";
import type { MatchMode } from "./schemas";
import { isFeatureOn } from "@/lib/config/config";

export type LikeResult = { status: "pending" | "accepted"; matchId: string };

/**
 * The pet a like or pass targets, with its owner: unknown, inactive, banned-owner and blocked-either-way
 * pets are all "not found". Liking one's own pet is 'Invalid users' (spec §5).
 */
async function targetPet(tx: Executor, actorId: string, petId: string): Promise<{ id: string; ownerId: string }> {
  const [pet] = await tx
    .select({ id: pets.id, ownerId: pets.userId })
    .from(pets)
    .innerJoin(users, eq(users.id, pets.userId))
    .where(and(eq(pets.id, petId), eq(pets.isActive, true), eq(users.isBanned, false)))
    .limit(1);
  if (!pet) throw new AppError("not_found", errorKeys.notFound);
  if (pet.ownerId === actorId) throw new AppError("validation", matchErrors.invalidUsers);
  if (await isBlockedEitherWay(tx, actorId, pet.ownerId)) throw new AppError("not_found", errorKeys.notFound);
  return pet;
}

/** The pet I like with: the one I chose, or my first active pet (spec §5). */
async function myLikingPet(tx: Executor, actorId: string, chosen: string | null | undefined): Promise<string> {
  const [pet] = await tx
    .select({ id: pets.id })
    .from(pets)
    .where(and(eq(pets.userId, actorId), eq(pets.isActive, true), chosen ? eq(pets.id, chosen) : undefined))
    .orderBy(asc(pets.createdAt), asc(pets.id))
    .limit(1);
  if (!pet) throw new AppError("validation", matchErrors.needPet, chosen ? { myPet: matchErrors.needPet } : undefined);
  return pet.id;
}

async function assertUnderDailyLimit(tx: Executor, actorId: string): Promise<void> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(petSwipes)
    .where(and(eq(petSwipes.userId, actorId), eq(petSwipes.liked, true), gt(petSwipes.createdAt, sql`now() - interval '1 day'`)));
  if ((row?.n ?? 0) >= DAILY_LIKE_LIMIT) throw new AppError("rate_limited", matchErrors.dailyLimit);
}

/**
 * Likes a pet in a mode: records the swipe and sends a pending match to its owner, or, when the owner
 * already sent me a pending match in the same mode (they liked one of my pets), accepts it at once.
 *
 * The unique pair index decides races: when both users like each other at the same moment, one insert
 * wins and the other waits for it, finds nothing inserted and then reads the winner's pending match in
 * its own statement snapshot, which it accepts. Exactly one accepted match results.
 */
export async function likePet(actorId: string, input: { pet: string; mode: MatchMode; myPet?: string | null }): Promise<LikeResult> {
  if (!(await isFeatureOn("match"))) throw new AppError("conflict", "match.errors.paused");
  const db = await getDb();
  let receiverId: string | null = null;
  const result = await db.transaction(async (tx): Promise<LikeResult> => {
    const target = await targetPet(tx, actorId, input.pet);
    receiverId = target.ownerId;
    const myPet = await myLikingPet(tx, actorId, input.myPet);
    await assertUnderDailyLimit(tx, actorId);
    await tx
      .insert(petSwipes)
      .values({ userId: actorId, petId: target.id, matchType: input.mode, liked: true })
      .onConflictDoUpdate({ target: [petSwipes.userId, petSwipes.matchType, petSwipes.petId], set: { liked: true, createdAt: sql`now()` } });

    const [created] = await tx
      .insert(matches)
      .values({ user1Id: actorId, user2Id: target.ownerId, pet1Id: myPet, pet2Id: target.id, matchType: input.mode })
      .onConflictDoNothing()
      .returning({ id: matches.id });
    if (created) {
      await notify(tx, { userId: target.ownerId, actorId, type: "match", matchId: created.id });
      return { status: "pending", matchId: created.id };
    }

    const [existing] = await tx
      .select({ id: matches.id, user1Id: matches.user1Id, status: matches.status, matchType: matches.matchType })
      .from(matches)
      .where(sql`least(${matches.user1Id}, ${matches.user2Id}) = least(${actorId}::uuid, ${target.ownerId}::uuid)
        and greatest(${matches.user1Id}, ${matches.user2Id}) = greatest(${actorId}::uuid, ${target.ownerId}::uuid)`)
      .for("update")
      .limit(1);
    const mutual = existing && existing.status === "pending" && existing.user1Id === target.ownerId && existing.matchType === input.mode;
    if (!mutual) throw new AppError("conflict", matchErrors.exists);
    await tx.update(matches).set({ status: "accepted", respondedAt: new Date() }).where(eq(matches.id, existing.id));
    await notify(tx, { userId: target.ownerId, actorId, type: "match", matchId: existing.id });
    return { status: "accepted", matchId: existing.id };
  });
  // The landing counts accepted matches.
  if (result.status === "accepted") {
    await purgePublicPages([pageTags.landing], "counts");
    if (receiverId) await refreshWatchlists([actorId, receiverId]);
  }
  await signalBadges(receiverId, actorId);
  return result;
}

/** Passes on a pet in a mode, so the deck does not show it again; a pass never undoes a like. */
export async function passPet(actorId: string, input: { pet: string; mode: MatchMode }): Promise<{ passed: true }> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const target = await targetPet(tx, actorId, input.pet);
    await tx.insert(petSwipes).values({ userId: actorId, petId: target.id, matchType: input.mode, liked: false }).onConflictDoNothing();
  });
  return { passed: true };
}
