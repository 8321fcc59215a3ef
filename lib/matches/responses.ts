import "server-only";
import { and, eq, or } from "drizzle-orm";
import { pageTags, purgePublicPages } from "@/lib/cache/public-pages";
import { getDb } from "@/lib/db/client";
import { matches } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { notify, signalBadges } from "@/lib/notifications/notify";
import { refreshWatchlists } from "@/lib/realtime/publish";
import { refreshPairWatchlists } from "@/lib/realtime/watch-partners";
import { isBlockedEitherWay } from "@/lib/social/target-user";

export type MatchStatus = "accepted" | "rejected" | "unmatched";

/**
 * The recipient accepts or rejects a pending match. Anyone else (the sender included), a match that is
 * not pending any more, and one across a block either way get "not found" (as the blocked user's pets
 * are): nothing changes. Accepting opens the conversation
 * (chat reads accepted matches) and tells the sender.
 */
export async function respondToMatch(
  actorId: string,
  input: { match: string; accept: boolean },
): Promise<{ status: MatchStatus }> {
  const db = await getDb();
  const status = input.accept ? "accepted" : "rejected";
  const senderId = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(matches)
      .set({ status, respondedAt: new Date() })
      .where(and(eq(matches.id, input.match), eq(matches.user2Id, actorId), eq(matches.status, "pending")))
      .returning({ senderId: matches.user1Id });
    // A block deletes the pair's pending request (blockUser); this also refuses one left from before that.
    if (!row || (await isBlockedEitherWay(tx, row.senderId, actorId)))
      throw new AppError("not_found", errorKeys.notFound);
    if (input.accept) await notify(tx, { userId: row.senderId, actorId, type: "match", matchId: input.match });
    return row.senderId;
  });
  // The landing counts accepted matches; a rejection changes no public page (and notifies nobody).
  if (input.accept) {
    await purgePublicPages([pageTags.landing], "counts");
    await signalBadges(senderId, actorId);
    await refreshWatchlists([senderId, actorId]);
  }
  return { status };
}

/**
 * Either side ends an accepted match. The row stays as 'unmatched' (not deleted): the pair can never
 * match again (docs/product-spec.md §5, any match between two users refuses a new one) and chat, which only opens for
 * accepted matches, closes for new messages.
 */
export async function unmatch(actorId: string, input: { match: string }): Promise<{ status: MatchStatus }> {
  const db = await getDb();
  const [row] = await db
    .update(matches)
    .set({ status: "unmatched", respondedAt: new Date() })
    .where(
      and(
        eq(matches.id, input.match),
        eq(matches.status, "accepted"),
        or(eq(matches.user1Id, actorId), eq(matches.user2Id, actorId)),
      ),
    )
    .returning({ user1Id: matches.user1Id, user2Id: matches.user2Id });
  if (!row) throw new AppError("not_found", errorKeys.notFound);
  await purgePublicPages([pageTags.landing], "counts");
  // Following each other may still tie them, else neither sees the other online.
  await refreshPairWatchlists(row.user1Id, row.user2Id);
  return { status: "unmatched" };
}
