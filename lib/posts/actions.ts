"use server";

import { getCurrentUser, requireUser } from "@/lib/auth/session";
import { parseInput, runAction, type ActionResult } from "@/lib/errors";
import { getHashtag, searchHashtags, type HashtagSummary } from "@/lib/hashtags/queries";
import { addComment, createPost, deleteComment, deletePost, editPost, likePost, reportPost, unlikePost, type LikeState } from "./mutations";
import { listComments, listFeed, listHashtagPosts, listPostablePets, type CommentPage, type PostPage } from "./queries";
import { commentsPageSchema, feedPageSchema, hashtagPageSchema } from "./schemas";
import { AppError, errorKeys } from "@/lib/errors";

export async function createPostAction(input: unknown): Promise<ActionResult<{ id: string }>> {
  return runAction(async () => createPost(await requireUser(), input));
}

/** The author rewrites their post's text; answers the text kept and when it was edited. */
export async function editPostAction(input: unknown): Promise<ActionResult<{ content: string; editedAt: string | null }>> {
  return runAction(async () => editPost(await requireUser(), input));
}

export async function deletePostAction(postId: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await deletePost(await requireUser(), postId);
    return undefined;
  });
}

export async function likePostAction(postId: unknown): Promise<ActionResult<LikeState>> {
  return runAction(async () => likePost((await requireUser()).id, postId));
}

export async function unlikePostAction(postId: unknown): Promise<ActionResult<LikeState>> {
  return runAction(async () => unlikePost((await requireUser()).id, postId));
}

export async function addCommentAction(input: unknown): Promise<ActionResult<{ id: string; commentsCount: number }>> {
  return runAction(async () => addComment((await requireUser()).id, input));
}

export async function deleteCommentAction(commentId: unknown): Promise<ActionResult<{ commentsCount: number }>> {
  return runAction(async () => deleteComment(await requireUser(), commentId));
}

export async function reportPostAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await reportPost((await requireUser()).id, input);
    return undefined;
  });
}

/** The viewer's active pets, for the create-post dialog's picker: read when the dialog opens, not by every feed render. */
export async function listPostablePetsAction(): Promise<ActionResult<{ id: string; name: string }[]>> {
  return runAction(async () => listPostablePets((await requireUser()).id));
}

/** The next page of the home feed, for infinite scroll. */
export async function loadFeedPageAction(input: unknown): Promise<ActionResult<PostPage>> {
  return runAction(async () => {
    const user = await requireUser();
    const { mode, cursor } = parseInput(feedPageSchema, input);
    return listFeed(user.id, { mode, cursor });
  });
}

/** The next page of a hashtag page; public like the page itself. */
export async function loadHashtagPageAction(input: unknown): Promise<ActionResult<PostPage>> {
  return runAction(async () => {
    const { tag, cursor } = parseInput(hashtagPageSchema, input);
    const hashtag = await getHashtag(tag);
    if (!hashtag) throw new AppError("not_found", errorKeys.notFound);
    const viewer = await getCurrentUser();
    return listHashtagPosts(hashtag.id, viewer?.id ?? null, { cursor });
  });
}

/** A post's comments, oldest first; public like single posts. */
export async function loadCommentsAction(input: unknown): Promise<ActionResult<CommentPage>> {
  return runAction(async () => {
    const { postId, cursor } = parseInput(commentsPageSchema, input);
    const viewer = await getCurrentUser();
    return listComments(postId, viewer?.id ?? null, { cursor });
  });
}

export async function searchHashtagsAction(term: unknown): Promise<ActionResult<HashtagSummary[]>> {
  return runAction(async () => {
    await requireUser();
    return searchHashtags(typeof term === "string" ? term : "");
  });
}
