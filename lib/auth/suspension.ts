import "server-only";
import { and, eq, lte } from "drizzle-orm";
import { pageTags, purgePublicPages } from "@/lib/cache/public-pages";
import { getDb } from "@/lib/db/client";
import { moderationActions, users } from "@/lib/db/schema";

// A suspension is account state: sign-in lifts one that has ended (lib/auth/accounts.ts), while staff
// ban and restore in lib/admin/users.ts.

/** An ended suspension: the user is restored (logged without a moderator) and their pages come back. */
export async function liftEndedSuspension(userId: string): Promise<boolean> {
  const db = await getDb();
  const lifted = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isBanned: false, banReason: null, banReasonCode: null, bannedAt: null, bannedBy: null, bannedUntil: null })
      .where(and(eq(users.id, userId), eq(users.isBanned, true), lte(users.bannedUntil, new Date())))
      .returning({ id: users.id });
    if (row)
      await tx.insert(moderationActions).values({
        actionType: "restore",
        targetType: "user",
        targetId: userId,
        moderatorId: null,
        reason: "suspension ended",
      });
    return Boolean(row);
  });
  if (lifted) await purgePublicPages([pageTags.all], "hard");
  return lifted;
}
