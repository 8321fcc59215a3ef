import "server-only";
import { sql } from "drizzle-orm";
import * as z from "zod/mini";
import type { CurrentUser } from "@/lib/auth/session";
import { getDb, queryRows } from "@/lib/db/client";
import { AppError, errorKeys, parseInput } from "@/lib/errors";
import { notify, signalBadges } from "@/lib/notifications/notify";
import type { OrderStatus } from "@/lib/orders/queries";
import { paymentProvider } from "./config";
import { transferReversalCents } from "@/lib/market/split";

export const refundSchema = z.object({
  orderId: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, errorKeys.validation)),
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
  payment_intent: string | null;
  payout_amount: number | null;
  payout_reversed: number | null;
  payout_status: string | null;
  transfer_id: string | null;
};

export type RefundResult = { refundedCents: number; reversedCents: number };

/**
 * A full or partial refund of a paid order, by its store's owner or staff. The store gives back its share
 * in proportion: its transfer is reversed by (transfer × refunded ÷ total), computed on the running total
 * so that several partial refunds never drift from one full one by a cent. The refunded amount is claimed
 * in the database first (a conditional update), so two refunds at once can never exceed the total.
 */
export async function refundOrder(actor: Pick<CurrentUser, "id" | "role">, raw: unknown): Promise<RefundResult> {
  const input = parseInput(refundSchema, raw);
  const db = await getDb();
  const [order] = await queryRows<OrderForRefund>(
    db,
    sql`select o.id, s.user_id as owner_id, o.buyer_id, o.total_amount_cents as total, o.refunded_cents as refunded, o.paid_at is not null as paid,
          p.provider_payment_id as payment_intent, po.amount_cents as payout_amount, po.reversed_cents as payout_reversed,
          po.status as payout_status, po.provider_transfer_id as transfer_id
        from orders o join stores s on s.id = o.store_id join payments p on p.id = o.payment_id
        left join payouts po on po.order_id = o.id where o.id = ${input.orderId}`,
  );
  if (!order) throw new AppError("not_found", errorKeys.notFound);
  if (order.owner_id !== actor.id && !actor.role) throw new AppError("forbidden", errorKeys.forbidden);
  if (!order.paid) throw new AppError("conflict", "payments.errors.notPaid");
  const total = Number(order.total);
  const amount = input.amountCents ?? total - Number(order.refunded);
  if (amount <= 0 || Number(order.refunded) + amount > total) throw new AppError("validation", "payments.errors.refundAmount", { amountCents: "payments.errors.refundAmount" });

  // The amount is claimed first (two refunds at once never exceed the order); the status it had is kept,
  // so a refund the provider refuses puts back exactly what was there (shipped stays shipped).
  const [claimed] = await queryRows<{ refunded: number; previous_status: OrderStatus }>(
    db,
    sql`with previous as (select status from orders where id = ${order.id} for update)
        update orders set refunded_cents = refunded_cents + ${amount},
          status = case when refunded_cents + ${amount} = total_amount_cents then 'cancelled'::order_status else orders.status end
        from previous
        where id = ${order.id} and refunded_cents + ${amount} <= total_amount_cents
        returning refunded_cents as refunded, previous.status as previous_status`,
  );
  if (!claimed) throw new AppError("conflict", "payments.errors.refundAmount");
  const refundedTotal = Number(claimed.refunded);
  const provider = paymentProvider();
  try {
    await provider.refund({ paymentIntentId: order.payment_intent, amountCents: amount, idempotencyKey: `refund_${order.id}_${refundedTotal}` });
  } catch (error) {
    console.error("Refund failed", order.id, error);
    await db.execute(
      sql`update orders set refunded_cents = refunded_cents - ${amount},
            status = case when refunded_cents = total_amount_cents then ${claimed.previous_status}::order_status else status end
          where id = ${order.id}`,
    );
    // The provider down or refusing: nothing was refunded, and the same click can be tried again.
    throw new AppError("unavailable", "payments.errors.refundFailed");
  }

  let reversed = 0;
  if (order.payout_amount !== null) {
    const owed = transferReversalCents(Number(order.payout_amount), refundedTotal, total);
    reversed = Math.max(0, owed - Number(order.payout_reversed ?? 0));
    if (reversed > 0) {
      if (order.payout_status === "paid" && order.transfer_id) {
        await provider.reverseTransfer({ transferId: order.transfer_id, amountCents: reversed, idempotencyKey: `reversal_${order.id}_${refundedTotal}` });
      }
      // A payout not transferred yet simply owes less (payStores sends amount − reversed).
      await db.execute(sql`update payouts set reversed_cents = reversed_cents + ${reversed} where order_id = ${order.id}`);
    }
  }
  // The buyer hears it from the store: a full refund cancels the order; a partial one says how much.
  await notify(
    db,
    refundedTotal === total
      ? { userId: order.buyer_id, actorId: order.owner_id, type: "order", orderId: order.id, orderStatus: "cancelled" }
      : { userId: order.buyer_id, actorId: order.owner_id, type: "order", orderId: order.id, orderStatus: claimed.previous_status, note: String(amount) },
  );
  await signalBadges(order.buyer_id, actor.id);
  return { refundedCents: amount, reversedCents: reversed };
}
