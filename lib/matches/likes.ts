import "server-only";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { pageTags, purgePublicPages } from "@/lib/cache/public-pages";
import { getDb, queryRows, type Executor } from "@/lib/db/client";
import { matches, pets, petSwipes, users } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { notify, signalBadges } from "@/lib/notifications/notify";
import { refreshWatchlists } from "@/lib/realtime/publish";
import { isBlockedEitherWay } from "@/lib/social/target-user";
import { countRefusal } from "@/lib/rate-limit";
import { DAILY_LIKE_LIMIT, matchErrors } from "./errors";
import type { MatchedPet, MatchMode } from "./schemas";
import { isFeatureOn } from "@/lib/config/config";

export type LikeResult =
  | { status: "pending"; matchId: string }
  /** Mutual: both pets of the match (which may not be the card I liked: they chose the pets) and whom to write to. */
  | { status: "accepted"; matchId: string; mine: MatchedPet | null; theirs: MatchedPet | null; username: string };

/**
 * The pet a like or pass targets, with its owner: unknown, inactive, banned-owner and blocked-either-way
 * pets are all "not found". Liking one's own pet is 'Invalid users' (docs/product-spec.md §5).
 */
type TargetPet = { id: string; ownerId: string; species: string; gender: string };

async function targetPet(tx: Executor, actorId: string, petId: string): Promise<TargetPet> {
  const [pet] = await tx
    .select({ id: pets.id, ownerId: pets.userId, species: pets.species, gender: pets.gender })
    .from(pets)
    .innerJoin(users, eq(users.id, pets.userId))
    .where(and(eq(pets.id, petId), eq(pets.isActive, true), eq(users.isBanned, false)))
    .limit(1);
  if (!pet) throw new AppError("not_found", errorKeys.notFound);
  if (pet.ownerId === actorId) throw new AppError("validation", matchErrors.invalidUsers);
  if (await isBlockedEitherWay(tx, actorId, pet.ownerId)) throw new AppError("not_found", errorKeys.notFound);
  return pet;
}

/**
 * The pet I like with: the one I chose, or my first active pet (docs/product-spec.md §5). Love is for the same species
 * and the other sex: a chosen pet that is not is refused; without a choice, my first pet that is.
 */
async function myLikingPet(
  tx: Executor,
  actorId: string,
  chosen: string | null | undefined,
  target: TargetPet,
  mode: MatchMode,
): Promise<string> {
  const mine = await tx
    .select({ id: pets.id, species: pets.species, gender: pets.gender })
    .from(pets)
    .where(and(eq(pets.userId, actorId), eq(pets.isActive, true), chosen ? eq(pets.id, chosen) : undefined))
    .orderBy(asc(pets.createdAt), asc(pets.id));
  if (mine.length === 0)
    throw new AppError("validation", matchErrors.needPet, chosen ? { myPet: matchErrors.needPet } : undefined);
  const pet =
    mode === "love"
      ? mine.find((candidate) => candidate.species === target.species && candidate.gender !== target.gender)
      : mine[0];
  if (!pet) throw new AppError("validation", matchErrors.loveSameSpecies);
  return pet.id;
}

/** Both pets of an accepted match, as the actor sees them, and the other user's username. */
async function matchedPets(
  tx: Executor,
  actorId: string,
  matchId: string,
): Promise<Omit<Extract<LikeResult, { status: "accepted" }>, "status" | "matchId">> {
  const [row] = await queryRows<{ mine: MatchedPet | null; theirs: MatchedPet | null; username: string }>(
    tx,
    sql`select (select json_build_object('name', p.name, 'species', p.species, 'photo', p.photos[1]) from pets p
          where p.id = case when m.user1_id = ${actorId} then m.pet1_id else m.pet2_id end) as mine,
        (select json_build_object('name', p.name, 'species', p.species, 'photo', p.photos[1]) from pets p
          where p.id = case when m.user1_id = ${actorId} then m.pet2_id else m.pet1_id end) as theirs,
        u.username
      from matches m join users u on u.id = case when m.user1_id = ${actorId} then m.user2_id else m.user1_id end
      where m.id = ${matchId}`,
  );
  return { mine: row?.mine ?? null, theirs: row?.theirs ?? null, username: row?.username ?? "" };
}

async function assertUnderDailyLimit(tx: Executor, actorId: string): Promise<void> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(petSwipes)
    .where(
      and(
        eq(petSwipes.userId, actorId),
        eq(petSwipes.liked, true),
        gt(petSwipes.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  if ((row?.n ?? 0) >= DAILY_LIKE_LIMIT) {
    countRefusal("match-like");
    throw new AppError("rate_limited", matchErrors.dailyLimit);
  }
}

/**
 * Likes a pet in a mode: records the swipe and sends a pending match to its owner, or, when the owner
 * already sent me a pending match in the same mode (they liked one of my pets), accepts it at once.
 *
 * The unique pair index decides races: when both users like each other at the same moment, one insert
 * wins and the other waits for it, finds nothing inserted and then reads the winner's pending match in
 * its own statement snapshot, which it accepts. Exactly one accepted match results.
 */
export async function likePet(
  actorId: string,
  input: { pet: string; mode: MatchMode; myPet?: string | null },
): Promise<LikeResult> {
  if (!(await isFeatureOn("match"))) throw new AppError("conflict", "match.errors.paused");
  const db = await getDb();
  let receiverId: string | null = null;
  const result = await db.transaction(async (tx): Promise<LikeResult> => {
    const target = await targetPet(tx, actorId, input.pet);
    receiverId = target.ownerId;
    const myPet = await myLikingPet(tx, actorId, input.myPet, target, input.mode);
    await assertUnderDailyLimit(tx, actorId);
    await tx
      .insert(petSwipes)
      .values({ userId: actorId, petId: target.id, matchType: input.mode, liked: true })
      .onConflictDoUpdate({
        target: [petSwipes.userId, petSwipes.matchType, petSwipes.petId],
        set: { liked: true, createdAt: sql`now()` },
      });

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
      .where(
        sql`least(${matches.user1Id}, ${matches.user2Id}) = least(${actorId}::uuid, ${target.ownerId}::uuid)
        and greatest(${matches.user1Id}, ${matches.user2Id}) = greatest(${actorId}::uuid, ${target.ownerId}::uuid)`,
      )
      .for("update")
      .limit(1);
    const mutual =
      existing &&
      existing.status === "pending" &&
      existing.user1Id === target.ownerId &&
      existing.matchType === input.mode;
    if (!mutual) throw new AppError("conflict", matchErrors.exists);
    await tx.update(matches).set({ status: "accepted", respondedAt: new Date() }).where(eq(matches.id, existing.id));
    await notify(tx, { userId: target.ownerId, actorId, type: "match", matchId: existing.id });
    return { status: "accepted", matchId: existing.id, ...(await matchedPets(tx, actorId, existing.id)) };
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
    await tx
      .insert(petSwipes)
      .values({ userId: actorId, petId: target.id, matchType: input.mode, liked: false })
      .onConflictDoNothing();
  });
  return { passed: true };
}

/**
 * Undoes a pass (the deck's rewind): the pet comes back into my deck in that mode. Only my own pass is
 * undone; a like, someone else's swipe or a pet I never passed on is "nothing to undo".
 */
export async function undoPass(actorId: string, input: { pet: string; mode: MatchMode }): Promise<{ undone: true }> {
  const db = await getDb();
  const removed = await db
    .delete(petSwipes)
    .where(
      and(
        eq(petSwipes.userId, actorId),
        eq(petSwipes.petId, input.pet),
        eq(petSwipes.matchType, input.mode),
        eq(petSwipes.liked, false),
      ),
    )
    .returning({ id: petSwipes.petId });
  if (removed.length === 0) throw new AppError("not_found", matchErrors.nothingToUndo);
  return { undone: true };
}
