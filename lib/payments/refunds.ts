import "server-only";
import { log } from "@/server/shared/log";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import * as z from "zod/mini";
import type { CurrentUser } from "@/lib/auth/session";
import { getDb, queryRows, type Db } from "@/lib/db/client";
import { AppError, errorKeys } from "@/lib/errors";
import { notify, signalBadges } from "@/lib/notifications/notify";
import type { OrderStatus } from "@/lib/orders/queries";
import { paymentProvider } from "./config";
import { transferReversalCents } from "@/lib/market/split";
import { uuidField } from "@/lib/validation/uuid";

export const refundSchema = z.object({
  orderId: uuidField(errorKeys.validation),
  /** Omitted: refund what is left of the order. */
  amountCents: z.optional(z.int(errorKeys.validation).check(z.minimum(1, "payments.errors.refundAmount"))),
});

type OrderForRefund = {
  id: string;
  owner_id: string;
  buyer_id: string;
  total: number;
  refunded: number;
  paid: boolean;
  status: OrderStatus;
  payment_intent: string | null;
};

type PayoutForRefund = { amount: number; reversed: number; status: string; transfer_id: string | null };

/** What one refund took for itself, under the order's lock: the amount, the running total it reached, the reversal. */
type RefundClaim = {
  order: OrderForRefund;
  amount: number;
  refundedTotal: number;
  reversal: number;
  /** The store's transfer to reverse, when its share was already sent. */
  transferId: string | null;
};

export type RefundResult = { refundedCents: number; reversedCents: number };

/**
 * A full or partial refund of a paid order, by its store's owner or staff. The store gives back its share
 * in proportion: its transfer is reversed by (transfer × refunded ÷ total), computed on the running total
 * so that several partial refunds never drift from one full one by a cent.
 *
 * Refunds of one order are serialized (decision 034): the order's row is locked (`for update`) and the
 * amount and the reversal are both worked out and claimed under that lock, from the values the previous
 * refund left, so ten refunds at once never refund more than was paid nor reverse more than was
 * transferred. The provider is asked after the commit (no network call holds the lock); if it refuses
 * the refund, exactly what this call claimed is given back.
 */
export async function refundOrder(
  actor: Pick<CurrentUser, "id" | "role">,
  input: z.output<typeof refundSchema>,
): Promise<RefundResult> {
  const db = await getDb();
  const claim = await claimRefund(db, actor, input);
  const { order, amount, refundedTotal } = claim;
  // Each claim is its own request at the provider: a running total can be reached twice when a refund
  // in between was given back, so it cannot name the request.
  const claimId = randomUUID();
  const provider = paymentProvider();
  try {
    await provider.refund({
      paymentIntentId: order.payment_intent,
      amountCents: amount,
      idempotencyKey: `refund_${order.id}_${claimId}`,
    });
  } catch (error) {
    log.error({ err: error, orderId: order.id }, "Refund failed");
    await releaseClaim(db, claim, true);
    // The provider down or refusing: nothing was refunded, and the same click can be tried again.
    throw new AppError("unavailable", "payments.errors.refundFailed");
  }

  let reversed = claim.reversal;
  if (reversed > 0 && claim.transferId) {
    try {
      await provider.reverseTransfer({
        transferId: claim.transferId,
        amountCents: reversed,
        idempotencyKey: `reversal_${order.id}_${claimId}`,
      });
    } catch (error) {
      // The buyer has their money; the store's part stays owed, and the next refund's running total
      // reverses it. A payout not transferred yet simply owes less (payStores sends amount − reversed).
      log.error({ err: error, orderId: order.id }, "Transfer reversal failed");
      await releaseClaim(db, claim, false);
      reversed = 0;
    }
  }
  // The buyer hears it from the store: a full refund cancels the order; a partial one says how much.
  await notify(
    db,
    refundedTotal === Number(order.total)
      ? { userId: order.buyer_id, actorId: order.owner_id, type: "order", orderId: order.id, orderStatus: "cancelled" }
      : {
          userId: order.buyer_id,
          actorId: order.owner_id,
          type: "order",
          orderId: order.id,
          orderStatus: order.status,
          note: String(amount),
        },
  );
  await signalBadges(order.buyer_id, actor.id);
  return { refundedCents: amount, reversedCents: reversed };
}

/** The serialized step: locks the order (then its payout), checks who asks and how much, and claims the refund and its reversal. */
async function claimRefund(
  db: Db,
  actor: Pick<CurrentUser, "id" | "role">,
  input: z.infer<typeof refundSchema>,
): Promise<RefundClaim> {
  return db.transaction(async (tx) => {
    const [order] = await queryRows<OrderForRefund>(
      tx,
      sql`select o.id, s.user_id as owner_id, o.buyer_id, o.total_amount_cents as total, o.refunded_cents as refunded, o.paid_at is not null as paid,
            o.status, p.provider_payment_id as payment_intent
          from orders o join stores s on s.id = o.store_id join payments p on p.id = o.payment_id
          where o.id = ${input.orderId}
          for update of o`,
    );
    if (!order) throw new AppError("not_found", errorKeys.notFound);
    if (order.owner_id !== actor.id && !actor.role) throw new AppError("forbidden", errorKeys.forbidden);
    if (!order.paid) throw new AppError("conflict", "payments.errors.notPaid");
    const total = Number(order.total);
    const refunded = Number(order.refunded);
    const amount = input.amountCents ?? total - refunded;
    if (amount <= 0 || refunded + amount > total)
      throw new AppError("validation", "payments.errors.refundAmount", { amountCents: "payments.errors.refundAmount" });
    const refundedTotal = refunded + amount;
    await tx.execute(
      sql`update orders set refunded_cents = ${refundedTotal},
            status = case when ${refundedTotal}::int = total_amount_cents then 'cancelled'::order_status else status end
          where id = ${order.id}`,
    );

    const [payout] = await queryRows<PayoutForRefund>(
      tx,
      sql`select amount_cents as amount, reversed_cents as reversed, status, provider_transfer_id as transfer_id from payouts where order_id = ${order.id} for update`,
    );
    let reversal = 0;
    if (payout) {
      const already = Number(payout.reversed);
      reversal = Math.max(0, transferReversalCents(Number(payout.amount), refundedTotal, total) - already);
      if (reversal > 0)
        await tx.execute(
          sql`update payouts set reversed_cents = reversed_cents + ${reversal} where order_id = ${order.id}`,
        );
    }
    const transferId = payout?.status === "paid" ? payout.transfer_id : null;
    return { order, amount, refundedTotal, reversal, transferId };
  });
}

/**
 * Gives back what a claim took: the refunded amount (when the provider refused the refund) and the
 * reversal. An order a refund cancelled goes back to the status it had before that claim (shipped stays
 * shipped), whichever refund completed it.
 */
async function releaseClaim(db: Db, claim: RefundClaim, refund: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    if (refund) {
      await tx.execute(
        sql`update orders set refunded_cents = refunded_cents - ${claim.amount},
              status = case when status = 'cancelled' and refunded_cents = total_amount_cents then ${claim.order.status}::order_status else status end
            where id = ${claim.order.id}`,
      );
    }
    if (claim.reversal > 0)
      await tx.execute(
        sql`update payouts set reversed_cents = reversed_cents - ${claim.reversal} where order_id = ${claim.order.id}`,
      );
  });
}
