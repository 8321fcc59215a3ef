import "server-only";
import { log } from "@/server/shared/log";
import type * as z from "zod";
import { and, eq, sql } from "drizzle-orm";
import { hasRole, type CurrentUser } from "@/lib/auth/session";
import { pageTags, purgePublicPages, type PublicPageTag, type PurgeKind } from "@/lib/cache/public-pages";
import { getDb, queryRows, type Executor } from "@/lib/db/client";
import { moderationActions, reportedContent, reviews } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { notStaffHidden, refuseStaffHeld } from "@/lib/db/staff-hold";
import { claimMedia } from "@/lib/media/claims";
import { assertOwnedMedia, deleteMedia } from "@/lib/media/uploads";
import { notify, signalBadges } from "@/lib/notifications/notify";
import { REVIEW_EDIT_DAYS } from "./limits";
import { lockRatedRow, recountRating, type ReviewSubject } from "./ratings";
import {
  answerReviewSchema,
  createReviewSchema,
  editReviewSchema,
  removeReviewSchema,
  reportReviewSchema,
} from "./schemas";

type Actor = Pick<CurrentUser, "id" | "role">;

// Review writes (decision 046). Each one keeps the product's or store's rating in its own transaction
// (lib/reviews/ratings.ts) and purges the pages that show the review or the rating once it committed.

/** The cached pages a review of this subject shows on: its product page and the store page (whose grid shows the product's stars). */
function pagesOf(subject: ReviewSubject): PublicPageTag[] {
  return subject.productId
    ? [pageTags.product(subject.productId), pageTags.store(subject.storeId)]
    : [pageTags.store(subject.storeId)];
}

async function purgeReviewPages(subject: ReviewSubject, kind: PurgeKind): Promise<void> {
  await purgePublicPages(pagesOf(subject), kind);
}

/** Every photo must be this user's own upload to the reviews folder. */
async function assertOwnedPhotos(userId: string, photos: string[]): Promise<void> {
  for (const url of photos) {
    const media = await assertOwnedMedia(userId, url, "reviews");
    if (media.kind !== "image")
      throw new AppError("validation", errorKeys.validation, { photos: "reviews.errors.photoInvalid" });
  }
}

type ReviewRow = {
  id: string;
  user_id: string;
  store_id: string;
  product_id: string | null;
  owner_id: string;
  subject_name: string;
  photos: string[];
  answered: boolean;
  editable: boolean;
  hidden: boolean;
};

/**
 * A review with its store's owner; not_found when it does not exist, or when staff removed it and the
 * caller is not its author (for them it is gone; its author is told why in editReview).
 */
async function readReview(executor: Executor, reviewId: string, lock = false, authorId?: string): Promise<ReviewRow> {
  const [row] = await queryRows<ReviewRow>(
    executor,
    sql`select r.id, r.user_id, r.store_id, r.product_id, s.user_id as owner_id, coalesce((select p.name from products p where p.id = r.product_id), s.name) as subject_name, r.photos, r.answer is not null as answered,
        r.created_at > now() - make_interval(days => ${REVIEW_EDIT_DAYS}::int) as editable, r.hidden_by_staff as hidden
      from reviews r join stores s on s.id = r.store_id where r.id = ${reviewId} ${lock ? sql`for update of r` : sql``}`,
  );
  if (!row || (row.hidden && row.user_id !== authorId)) throw new AppError("not_found", errorKeys.notFound);
  return row;
}

/** Refuses a second review of the same subject, with the reason: staff removed the first, or it exists. */
async function refuseSecondReview(executor: Executor, userId: string, subject: ReviewSubject): Promise<never> {
  const [first] = await queryRows<{ hidden: boolean }>(
    executor,
    sql`select hidden_by_staff as hidden from reviews where user_id = ${userId}
      and ${subject.productId ? sql`product_id = ${subject.productId}` : sql`product_id is null and store_id = ${subject.storeId}`}`,
  );
  refuseStaffHeld(Boolean(first?.hidden));
  throw new AppError("conflict", "reviews.errors.already");
}

/**
 * The buyer of a delivered order reviews one of its products, or its store, once (one review per buyer
 * and product, and per buyer and store, whichever order it came through). Someone else's order reads as
 * unknown; an order not delivered yet, a product not in it, a second review are refused with their reason.
 */
export async function createReview(user: Actor, input: z.output<typeof createReviewSchema>): Promise<{ id: string }> {
  const db = await getDb();
  const [order] = await queryRows<{
    buyer_id: string;
    store_id: string;
    status: string;
    owner_id: string;
    subject_name: string | null;
  }>(
    db,
    sql`select o.buyer_id, o.store_id, o.status, s.user_id as owner_id,
        ${input.productId ? sql`(select p.name from order_items oi join products p on p.id = oi.product_id where oi.order_id = o.id and oi.product_id = ${input.productId} limit 1)` : sql`s.name`} as subject_name
      from orders o join stores s on s.id = o.store_id where o.id = ${input.orderId}`,
  );
  if (!order || order.buyer_id !== user.id) throw new AppError("not_found", errorKeys.notFound);
  // A seller who bought from their own store (checkout refuses it now; older orders remain) rates nothing of theirs.
  if (order.owner_id === user.id) throw new AppError("forbidden", "reviews.errors.ownStore");
  if (order.status !== "delivered") throw new AppError("forbidden", "reviews.errors.notDelivered");
  if (order.subject_name === null)
    throw new AppError("validation", errorKeys.validation, { productId: "reviews.errors.notInOrder" });
  await assertOwnedPhotos(user.id, input.photos);
  const subject: ReviewSubject = { storeId: order.store_id, productId: input.productId };

  const id = await db.transaction(async (tx) => {
    if (!(await lockRatedRow(tx, subject))) throw new AppError("not_found", errorKeys.notFound);
    await claimMedia(tx, user.id, input.photos, "photos");
    const inserted = await tx
      .insert(reviews)
      .values({
        userId: user.id,
        orderId: input.orderId,
        storeId: subject.storeId,
        productId: subject.productId,
        rating: input.rating,
        body: input.body,
        photos: input.photos,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (inserted.length === 0) await refuseSecondReview(tx, user.id, subject);
    await recountRating(tx, subject);
    await notify(tx, {
      userId: order.owner_id,
      actorId: user.id,
      type: "review",
      reviewId: inserted[0]!.id,
      note: order.subject_name ?? undefined,
    });
    return inserted[0]!.id;
  });
  // Something new to list, and a rating that moved (decision 039: new-content, at most 2 s old).
  await purgeReviewPages(subject, "new-content");
  await signalBadges(order.owner_id, user.id);
  return { id };
}

/** Its author edits a review within REVIEW_EDIT_DAYS of writing it: stars, text and photos. */
export async function editReview(user: Actor, input: z.output<typeof editReviewSchema>): Promise<void> {
  const db = await getDb();
  const current = await readReview(db, input.reviewId, false, user.id);
  if (current.user_id !== user.id) throw new AppError("forbidden", errorKeys.forbidden);
  refuseStaffHeld(current.hidden);
  if (!current.editable) throw new AppError("forbidden", "reviews.errors.editWindow");
  // Photos it already holds were checked (and claimed) when they were added.
  const added = input.photos.filter((url) => !current.photos.includes(url));
  await assertOwnedPhotos(user.id, added);
  const subject: ReviewSubject = { storeId: current.store_id, productId: current.product_id };
  await db.transaction(async (tx) => {
    if (!(await lockRatedRow(tx, subject))) throw new AppError("not_found", errorKeys.notFound);
    await claimMedia(tx, user.id, added, "photos");
    // The window is checked again by the update itself: a request that crosses the deadline changes nothing.
    const updated = await tx
      .update(reviews)
      .set({ rating: input.rating, body: input.body, photos: input.photos, editedAt: sql`now()` })
      .where(
        and(
          eq(reviews.id, input.reviewId),
          eq(reviews.userId, user.id),
          eq(reviews.hiddenByStaff, false),
          sql`${reviews.createdAt} > now() - make_interval(days => ${REVIEW_EDIT_DAYS}::int)`,
        ),
      )
      .returning({ id: reviews.id });
    if (updated.length === 0) throw new AppError("forbidden", "reviews.errors.editWindow");
    await recountRating(tx, subject);
  });
  // An edit of what someone wrote: exactly fresh (decision 039).
  await purgeReviewPages(subject, "hard");
  const dropped = current.photos.filter((url) => !input.photos.includes(url));
  if (dropped.length > 0)
    await deleteMedia(dropped).catch((error: unknown) =>
      log.error({ err: error, reviewId: input.reviewId }, "Could not delete review photos"),
    );
}

/**
 * The store's owner answers a review of their store or its products, once; its author is told, with what
 * the review was about (a buyer who reviewed a product and its store gets two rows they can tell apart).
 */
export async function answerReview(user: Actor, input: z.output<typeof answerReviewSchema>): Promise<void> {
  const db = await getDb();
  const subject = await db.transaction(async (tx) => {
    const review = await readReview(tx, input.reviewId, true);
    if (review.owner_id !== user.id) throw new AppError("forbidden", errorKeys.forbidden);
    if (review.answered) throw new AppError("conflict", "reviews.errors.alreadyAnswered");
    await queryRows(
      tx,
      sql`update reviews set answer = ${input.answer}, answered_at = now() where id = ${input.reviewId} returning id`,
    );
    await notify(tx, {
      userId: review.user_id,
      actorId: user.id,
      type: "review_answer",
      reviewId: review.id,
      note: review.subject_name,
    });
    return { storeId: review.store_id, productId: review.product_id, buyerId: review.user_id };
  });
  await purgeReviewPages(subject, "new-content");
  await signalBadges(subject.buyerId, user.id);
}

/** Anyone signed in reports someone else's review, once while it is pending (as posts are reported). */
export async function reportReview(userId: string, input: z.output<typeof reportReviewSchema>): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [review] = await queryRows<{ user_id: string }>(
      tx,
      sql`select r.user_id from reviews r join users u on u.id = r.user_id where r.id = ${input.reviewId} and not u.is_banned and ${notStaffHidden("r")}`,
    );
    if (!review) throw new AppError("not_found", errorKeys.notFound);
    if (review.user_id === userId) throw new AppError("forbidden", "reviews.errors.reportOwn");
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${userId}:${input.reviewId}`}))`);
    const pending = await queryRows<{ id: string }>(
      tx,
      sql`select id from reported_content where reporter_id = ${userId} and content_type = 'review' and content_id = ${input.reviewId} and status = 'pending'`,
    );
    if (pending.length > 0) throw new AppError("conflict", "posts.report.errors.already");
    await tx.insert(reportedContent).values({
      reporterId: userId,
      contentType: "review",
      contentId: input.reviewId,
      reason: input.reason,
      details: input.details,
    });
  });
}

/**
 * Staff (moderator and up) remove a review: the rating is recounted in the same transaction, the removal
 * is logged, its author told why, a report it came from closed, and its pages purged hard.
 */
export async function removeReview(staff: Actor, input: z.output<typeof removeReviewSchema>): Promise<void> {
  if (!hasRole(staff, "moderator")) throw new AppError("forbidden", errorKeys.forbidden);
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const review = await readReview(tx, input.reviewId);
    const subject: ReviewSubject = { storeId: review.store_id, productId: review.product_id };
    await lockRatedRow(tx, subject);
    // Kept, hidden, so its author cannot write it again (lib/db/staff-hold.ts); its photos are deleted below
    // and the notifications about it go, as they went with the row before.
    const hidden = await queryRows<{ id: string }>(
      tx,
      sql`update reviews set hidden_by_staff = true, photos = '{}' where id = ${review.id} and not hidden_by_staff returning id`,
    );
    if (hidden.length === 0) throw new AppError("not_found", errorKeys.notFound);
    await tx.execute(sql`delete from notifications where review_id = ${review.id}`);
    await recountRating(tx, subject);
    await tx.insert(moderationActions).values({
      actionType: "delete",
      targetType: "review",
      targetId: review.id,
      moderatorId: staff.id,
      reason: input.reason,
    });
    await notify(tx, {
      userId: review.user_id,
      actorId: staff.id,
      type: "moderation",
      ...(input.reason ? { note: input.reason } : {}),
    });
    if (input.reportId) {
      const closed = await queryRows<{ id: string }>(
        tx,
        sql`update reported_content set status = 'action_taken', reviewed_by = ${staff.id}, reviewed_at = now()
          where id = ${input.reportId} and content_type = 'review' and content_id = ${review.id} returning id`,
      );
      if (closed.length === 0) throw new AppError("not_found", errorKeys.notFound);
    }
    return { subject, authorId: review.user_id, photos: review.photos };
  });
  await purgeReviewPages(removed.subject, "hard");
  await signalBadges(removed.authorId, staff.id);
  if (removed.photos.length > 0)
    await deleteMedia(removed.photos).catch((error: unknown) =>
      log.error({ err: error, reviewId: input.reviewId }, "Could not delete review photos"),
    );
}
