"use server";

import { requireStaff, requireUser } from "@/lib/auth/session";
import { runAction, type ActionResult } from "@/lib/errors";
import { answerReview, createReview, editReview, removeReview, reportReview } from "./mutations";

// Reviews (decision 046): each action signs the caller in and hands the raw input to the area's
// function, which parses it and authorizes from the order or the review itself.

export async function createReviewAction(input: unknown): Promise<ActionResult<{ id: string }>> {
  return runAction(async () => createReview(await requireUser(), input));
}

export async function editReviewAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await editReview(await requireUser(), input);
    return undefined;
  });
}

export async function answerReviewAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await answerReview(await requireUser(), input);
    return undefined;
  });
}

export async function reportReviewAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await reportReview((await requireUser()).id, input);
    return undefined;
  });
}

/** Staff, from the report queue or not: moderators and admins. */
export async function removeReviewAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await removeReview(await requireStaff("moderator"), input);
    return undefined;
  });
}
