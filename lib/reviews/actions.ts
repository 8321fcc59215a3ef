"use server";

import { staffAction, userAction } from "@/lib/auth/action-builder";
import { answerReview, createReview, editReview, removeReview, reportReview } from "./reviews";
import {
  answerReviewSchema,
  createReviewSchema,
  editReviewSchema,
  removeReviewSchema,
  reportReviewSchema,
} from "./schemas";

// Reviews (decision 046): the area's functions authorize from the order or the review itself.

export const createReviewAction = userAction
  .input(createReviewSchema)
  .action(({ actor, input }) => createReview(actor, input));

export const editReviewAction = userAction
  .input(editReviewSchema)
  .action(({ actor, input }) => editReview(actor, input));

export const answerReviewAction = userAction
  .input(answerReviewSchema)
  .action(({ actor, input }) => answerReview(actor, input));

export const reportReviewAction = userAction
  .input(reportReviewSchema)
  .action(({ actor, input }) => reportReview(actor.id, input));

/** Staff, from the report queue or not: moderators and admins. */
export const removeReviewAction = staffAction("moderator")
  .input(removeReviewSchema)
  .action(({ actor, input }) => removeReview(actor, input));
