import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "@/lib/db/client";
import { notifications } from "@/lib/db/schema";

export type NewNotification = {
  /** Who receives it. */
  userId: string;
  /** Who caused it. */
  actorId: string;
  type: "like" | "comment" | "follow" | "match" | "message" | "order";
  postId?: string;
  commentId?: string;
  matchId?: string;
  /** An "order" notification: the buyer's order and the step the store moved it to. */
  orderId?: string;
  orderStatus?: "processing" | "shipped" | "delivered";
};

/**
 * Records a notification inside the caller's transaction, so it exists exactly when the change does.
 * Nobody is notified of their own actions.
 */
export async function notify(executor: Executor, notification: NewNotification): Promise<void> {
  if (notification.userId === notification.actorId) return;
  await executor.insert(notifications).values(notification);
}

/**
 * A message notification, collapsed per conversation: while the receiver has an unread one from this
 * sender it moves to the top instead of a second row, so a chatty partner fills one line of /activity.
 */
export async function notifyMessage(executor: Executor, notification: { userId: string; actorId: string }): Promise<void> {
  if (notification.userId === notification.actorId) return;
  const moved = await executor
    .update(notifications)
    .set({ createdAt: sql`now()` })
    .where(and(eq(notifications.userId, notification.userId), eq(notifications.actorId, notification.actorId), eq(notifications.type, "message"), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (moved.length === 0) await executor.insert(notifications).values({ ...notification, type: "message" });
}

/** Opening a thread reads its messages, and so the notification that announced them. */
export async function markMessageNotificationsRead(executor: Executor, userId: string, actorId: string): Promise<void> {
  await executor
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), eq(notifications.actorId, actorId), eq(notifications.type, "message"), isNull(notifications.readAt)));
}
