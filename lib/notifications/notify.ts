import "server-only";
import type { Executor } from "@/lib/db/client";
import { notifications } from "@/lib/db/schema";

export type NewNotification = {
  /** Who receives it. */
  userId: string;
  /** Who caused it. */
  actorId: string;
  type: "like" | "comment" | "follow" | "match" | "message";
  postId?: string;
  commentId?: string;
  matchId?: string;
};

/**
 * Records a notification inside the caller's transaction, so it exists exactly when the change does.
 * Nobody is notified of their own actions.
 */
export async function notify(executor: Executor, notification: NewNotification): Promise<void> {
  if (notification.userId === notification.actorId) return;
  await executor.insert(notifications).values(notification);
}
