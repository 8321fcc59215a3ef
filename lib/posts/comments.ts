import "server-only";
import type * as z from "zod";
import { eq, sql } from "drizzle-orm";
import { hasRole, type CurrentUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { comments, moderationActions, posts } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { extractMentions } from "@/lib/hashtags/extract";
import { notify, notifyMentions, signalBadges } from "@/lib/notifications/notify";
import { commentIdSchema, commentSchema } from "./schemas";

import { purgePostPages, visiblePostAuthor } from "./interactable";

type Actor = Pick<CurrentUser, "id" | "role">;

export async function addComment(
  userId: string,
  input: z.output<typeof commentSchema>,
): Promise<{ id: string; commentsCount: number }> {
  const db = await getDb();
  const added = await db.transaction(async (tx) => {
    const authorId = await visiblePostAuthor(tx, userId, input.postId);
    const [comment] = await tx
      .insert(comments)
      .values({ postId: input.postId, userId, content: input.content })
      .returning({ id: comments.id });
    const [post] = await tx
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} + 1` })
      .where(eq(posts.id, input.postId))
      .returning({ commentsCount: posts.commentsCount });
    await notify(tx, {
      userId: authorId,
      actorId: userId,
      type: "comment",
      postId: input.postId,
      commentId: comment!.id,
    });
    // The post's author hears of the comment once, as a comment, even when it mentions them.
    const mentioned = await notifyMentions(tx, {
      actorId: userId,
      usernames: extractMentions(input.content),
      postId: input.postId,
      commentId: comment!.id,
      except: [authorId],
    });
    return { id: comment!.id, commentsCount: post!.commentsCount, authorId, mentioned };
  });
  await purgePostPages(input.postId, "counts");
  for (const receiver of [added.authorId, ...added.mentioned]) await signalBadges(receiver, userId);
  return { id: added.id, commentsCount: added.commentsCount };
}

/** Its writer, the post's author (their post, their rules) and moderators may delete a comment. */
/** By its author or the post's author; or removed by staff, who give a reason the commenter is told. */
export async function deleteComment(
  user: Actor,
  commentId: z.output<typeof commentIdSchema>,
  reason: string | null = null,
): Promise<{ commentsCount: number }> {
  const db = await getDb();
  const { postId, commentsCount } = await db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ userId: comments.userId, postId: comments.postId, postAuthorId: posts.userId })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(eq(comments.id, commentId));
    if (!comment) throw new AppError("not_found", errorKeys.notFound);
    if (comment.userId !== user.id && comment.postAuthorId !== user.id && !hasRole(user, "moderator")) {
      throw new AppError("forbidden", errorKeys.forbidden);
    }
    // Its notification goes with it (foreign key cascade).
    const deleted = await tx.delete(comments).where(eq(comments.id, commentId)).returning({ id: comments.id });
    if (deleted.length === 0) throw new AppError("not_found", errorKeys.notFound);
    if (comment.userId !== user.id && comment.postAuthorId !== user.id) {
      await tx
        .insert(moderationActions)
        .values({ actionType: "delete", targetType: "comment", targetId: commentId, moderatorId: user.id, reason });
      await notify(tx, {
        userId: comment.userId,
        actorId: user.id,
        type: "moderation",
        ...(reason ? { note: reason } : {}),
      });
    }
    const [post] = await tx
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} - 1` })
      .where(eq(posts.id, comment.postId))
      .returning({ commentsCount: posts.commentsCount });
    return { postId: comment.postId, commentsCount: post!.commentsCount };
  });
  // A removed comment is gone for every reader once this returns.
  await purgePostPages(postId, "hard");
  return { commentsCount };
}
