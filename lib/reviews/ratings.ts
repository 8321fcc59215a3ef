import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/lib/db/client";
import { notStaffHidden } from "@/lib/db/staff-hold";
import { AppError, errorKeys } from "@/lib/errors";

/** What a review is about: one product, or the store itself (productId null). */
export type ReviewSubject = { storeId: string; productId: string | null };

/**
 * Locks the row whose rating a review write changes (the product, or the store for a store review),
 * first thing in the transaction. Two reviews of the same product then run one after the other: the
 * second's recount (a new statement, so a new snapshot under READ COMMITTED) sees the first one's row.
 * Without the lock each recount would miss the other's uncommitted review and the last to commit would
 * win with a count one short. Answers false when the row is gone.
 */
export async function lockRatedRow(executor: Executor, subject: ReviewSubject): Promise<boolean> {
  const rows = subject.productId
    ? await queryRows<{ id: string }>(executor, sql`select id from products where id = ${subject.productId} for update`)
    : await queryRows<{ id: string }>(executor, sql`select id from stores where id = ${subject.storeId} for update`);
  return rows.length > 0;
}

/**
 * Recounts the average and count of the locked row from its reviews, in the caller's transaction (after
 * lockRatedRow). A recount rather than an increment: an edit changes a rating and a removal takes one
 * away, and one statement serves all three.
 */
export async function recountRating(executor: Executor, subject: ReviewSubject): Promise<void> {
  // What staff removed counts no more (lib/db/staff-hold.ts).
  const updated = subject.productId
    ? await queryRows<{ id: string }>(
        executor,
        sql`update products p set rating_count = a.n, rating_avg = a.avg
          from (select count(*)::int as n, coalesce(round(avg(rating), 2), 0) as avg from reviews r where r.product_id = ${subject.productId} and ${notStaffHidden("r")}) a
          where p.id = ${subject.productId} returning p.id`,
      )
    : await queryRows<{ id: string }>(
        executor,
        sql`update stores s set rating_count = a.n, rating_avg = a.avg
          from (select count(*)::int as n, coalesce(round(avg(rating), 2), 0) as avg from reviews r where r.store_id = ${subject.storeId} and r.product_id is null and ${notStaffHidden("r")}) a
          where s.id = ${subject.storeId} returning s.id`,
      );
  if (updated.length === 0) throw new AppError("not_found", errorKeys.notFound);
}
