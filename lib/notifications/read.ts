import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { notifications } from "@/lib/db/schema";
import { BADGES_EVENT } from "@/lib/realtime/events";
import { publishToUser } from "@/lib/realtime/publish";

/**
 * Marks every unread notification of the actor read: only their own rows, by construction. The header
 * badges (components/messages/live-badge.tsx) refetch on BADGES_EVENT, so every open tab drops to 0 live.
 */
export async function markAllNotificationsRead(actorId: string): Promise<{ marked: number }> {
  const db = await getDb();
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, actorId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (rows.length > 0) await publishToUser(actorId, BADGES_EVENT, {});
  return { marked: rows.length };
}
