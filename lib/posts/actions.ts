"use server";

import { publicAction, userAction } from "@/lib/auth/action-builder";
import { AppError, errorKeys } from "@/lib/errors";
import { getHashtag, searchHashtags } from "@/lib/hashtags/queries";
import { addComment, deleteComment } from "./comments";
import { createPost, deletePost, editPost, reportPost } from "./posts";
import { likePost, unlikePost } from "./likes";
import { listComments, listFeed, listHashtagPosts, listPostablePets } from "./queries";
import {
  commentIdSchema,
  commentSchema,
  commentsPageSchema,
  createPostSchema,
  editPostSchema,
  feedPageSchema,
  hashtagPageSchema,
  hashtagSearchSchema,
  postIdSchema,
  reportPostSchema,
} from "./schemas";

export const createPostAction = userAction
  .input(createPostSchema)
  .action(({ actor, input }) => createPost(actor, input));

/** The author rewrites their post's text; answers the text kept and when it was edited. */
export const editPostAction = userAction.input(editPostSchema).action(({ actor, input }) => editPost(actor, input));

export const deletePostAction = userAction.input(postIdSchema).action(({ actor, input }) => deletePost(actor, input));

export const likePostAction = userAction.input(postIdSchema).action(({ actor, input }) => likePost(actor.id, input));

export const unlikePostAction = userAction
  .input(postIdSchema)
  .action(({ actor, input }) => unlikePost(actor.id, input));

export const addCommentAction = userAction
  .input(commentSchema)
  .action(({ actor, input }) => addComment(actor.id, input));

export const deleteCommentAction = userAction
  .input(commentIdSchema)
  .action(({ actor, input }) => deleteComment(actor, input));

export const reportPostAction = userAction
  .input(reportPostSchema)
  .action(({ actor, input }) => reportPost(actor.id, input));

/** The viewer's active pets, for the create-post dialog's picker: read when the dialog opens, not by every feed render. */
export const listPostablePetsAction = userAction.action(({ actor }) => listPostablePets(actor.id));

/** The next page of the home feed, for infinite scroll. */
export const loadFeedPageAction = userAction
  .input(feedPageSchema)
  .action(({ actor, input }) => listFeed(actor.id, { mode: input.mode, cursor: input.cursor }));

/** The next page of a hashtag page; public like the page itself. */
export const loadHashtagPageAction = publicAction.input(hashtagPageSchema).action(async ({ actor, input }) => {
  const hashtag = await getHashtag(input.tag);
  if (!hashtag) throw new AppError("not_found", errorKeys.notFound);
  return listHashtagPosts(hashtag.id, actor?.id ?? null, { cursor: input.cursor });
});

/** A post's comments, oldest first; public like single posts. */
export const loadCommentsAction = publicAction
  .input(commentsPageSchema)
  .action(({ actor, input }) => listComments(input.postId, actor?.id ?? null, { cursor: input.cursor }));

export const searchHashtagsAction = userAction.input(hashtagSearchSchema).action(({ input }) => searchHashtags(input));
