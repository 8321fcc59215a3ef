// Review inputs (decision 046); zod/mini like every schema shared with a form.
import * as z from "zod/mini";
import { uuidField } from "@/lib/validation/uuid";
import { reportReasons, REPORT_DETAILS_MAX_LENGTH } from "@/lib/posts/limits";
import { optionalText, requiredText, text } from "@/lib/validation/text";
import { ANSWER_MAX_LENGTH, MAX_REVIEW_PHOTOS, REVIEW_MAX_LENGTH } from "./limits";

const uuid = uuidField;

const rating = z
  .int("reviews.errors.rating")
  .check(z.minimum(1, "reviews.errors.rating"), z.maximum(5, "reviews.errors.rating"));
const body = requiredText(REVIEW_MAX_LENGTH, "reviews.errors.bodyRequired", "reviews.errors.bodyTooLong");
const photos = z
  .pipe(
    z.optional(
      z.array(
        text("reviews.errors.photoInvalid").check(z.maxLength(1000, "reviews.errors.photoInvalid")),
        "reviews.errors.photoInvalid",
      ),
    ),
    z.transform((list) => [...new Set(list ?? [])]),
  )
  .check(z.maxLength(MAX_REVIEW_PHOTOS, "reviews.errors.tooManyPhotos"));

/** A new review: of a product of the order (productId), or of the order's store (productId null or absent). */
export const createReviewSchema = z.object({
  orderId: uuid("errors.notFound"),
  productId: z.pipe(
    z.optional(z.nullable(uuid("reviews.errors.notInOrder"))),
    z.transform((value) => value ?? null),
  ),
  rating,
  body,
  photos,
});

export const editReviewSchema = z.object({ reviewId: uuid("errors.notFound"), rating, body, photos });

export const answerReviewSchema = z.object({
  reviewId: uuid("errors.notFound"),
  answer: requiredText(ANSWER_MAX_LENGTH, "reviews.errors.answerRequired", "reviews.errors.answerTooLong"),
});

export const reportReviewSchema = z.object({
  reviewId: uuid("errors.notFound"),
  reason: z.enum(reportReasons, "posts.report.errors.reason"),
  details: optionalText(REPORT_DETAILS_MAX_LENGTH, "posts.report.errors.detailsTooLong"),
});

/** Staff remove a review, from the report queue (reportId) or not; the reason is told to its author. */
export const removeReviewSchema = z.object({
  reviewId: uuid("errors.notFound"),
  reportId: z.optional(z.nullable(uuid("errors.notFound"))),
  reason: optionalText(REPORT_DETAILS_MAX_LENGTH, "reviews.errors.reasonTooLong"),
});
