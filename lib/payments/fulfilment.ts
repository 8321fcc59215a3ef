import "server-only";
import { log } from "@/server/shared/log";
import { sql } from "drizzle-orm";
import { purgePublicPages, type PublicPageTag, pageTags } from "@/lib/cache/public-pages";
import { getDb, queryRows } from "@/lib/db/client";
import { notify, signalBadges } from "@/lib/notifications/notify";
import { paymentProvider } from "./config";
import { sendOrderMails } from "./order-mails";

// The one fulfilment path: Stripe's webhook and the test provider's pay page both end here. Every step
// is guarded by the payment's state (open → paid | expired | cancelled, never back) and payouts are
// unique per order, so a replayed or reordered event changes nothing.

export type PaymentRef = { sessionId: string } | { paymentId: string };

function whereRef(ref: PaymentRef) {
  return "sessionId" in ref ? sql`provider_session_id = ${ref.sessionId}` : sql`id = ${ref.paymentId}`;
}

/** Marks the payment and its orders paid (once), then pays each store its 88 %. Returns the payment id, or null if unknown or no longer open. */
export async function markPaymentPaid(ref: PaymentRef, paymentIntentId: string | null): Promise<string | null> {
  const db = await getDb();
  const paid = await db.transaction(async (tx) => {
    const [payment] = await queryRows<{ id: string }>(
      tx,
      sql`update payments set status = 'paid', paid_at = now(), provider_payment_id = coalesce(${paymentIntentId}, provider_payment_id)
          where ${whereRef(ref)} and status = 'open' returning id`,
    );
    if (!payment) return null;
    const placed = await queryRows<{ order_id: string; buyer_id: string; owner_id: string }>(
      tx,
      sql`update orders o set paid_at = now() from stores s where o.payment_id = ${payment.id} and s.id = o.store_id
          returning o.id as order_id, o.buyer_id, s.user_id as owner_id`,
    );
    // The buyer hears once per store that it has the paid order (guarded by the payment's state above,
    // so a replayed webhook notifies nobody twice).
    // The same step tells each store's owner of the sale (bell, push), once per store order.
    for (const order of placed) {
      await notify(tx, {
        userId: order.buyer_id,
        actorId: order.owner_id,
        type: "order",
        orderId: order.order_id,
        orderStatus: "pending",
      });
      await notify(tx, { userId: order.owner_id, actorId: order.buyer_id, type: "sale", orderId: order.order_id });
    }
    // What was bought leaves the buyer's cart, whichever tab or device still shows it (the header's count).
    if (placed.length > 0) {
      await tx.execute(
        sql`delete from cart_items ci using order_items oi join orders o on o.id = oi.order_id
            where o.payment_id = ${payment.id} and ci.user_id = o.buyer_id and ci.product_id = oi.product_id`,
      );
    }
    return {
      id: payment.id,
      buyerId: placed[0]?.buyer_id ?? null,
      owners: [...new Set(placed.map((order) => order.owner_id))],
    };
  });
  if (paid?.buyerId) {
    await signalBadges(paid.buyerId, "");
    for (const owner of paid.owners) await signalBadges(owner, paid.buyerId);
    // Only the call that moved the payment out of "open" gets here: the e-mails go once.
    await sendOrderMails(paid.id);
  }
  const [current] = await queryRows<{ id: string; status: string }>(
    db,
    sql`select id, status from payments where ${whereRef(ref)}`,
  );
  if (!current || current.status !== "paid") return paid?.id ?? null;
  // Also on a replay: a transfer that failed the first time is tried again.
  await payStores(current.id);
  return current.id;
}

/**
 * A store that had no payments account when it sold gets its pending shares once it has one (the
 * connected account's status says payouts work): each of its payments is paid again, with the same
 * idempotency keys, so nothing is ever transferred twice. Failures wait for the next status check.
 */
export async function payPendingPayouts(storeId: string): Promise<void> {
  const db = await getDb();
  const pending = await queryRows<{ payment_id: string }>(
    db,
    sql`select distinct o.payment_id from payouts po join orders o on o.id = po.order_id where po.store_id = ${storeId} and po.status = 'pending'`,
  );
  for (const { payment_id } of pending) {
    try {
      await payStores(payment_id);
    } catch (error) {
      log.warn({ err: error, storeId, paymentId: payment_id }, "A pending payout could not be paid yet");
    }
  }
}

/**
 * Creates each order's payout (the store's share) and transfers it to the store's connected account,
 * once per order. A store whose account cannot receive payouts yet (onboarding unfinished) keeps its
 * share pending: a transfer would fail, and the webhook would answer 500 to Stripe for days. Its
 * account.updated (or the seller's status check) pays it (payPendingPayouts).
 */
export async function payStores(paymentId: string): Promise<void> {
  const db = await getDb();
  await db.execute(
    sql`insert into payouts (order_id, store_id, amount_cents)
        select o.id, o.store_id, o.total_amount_cents - o.commission_cents from orders o join payments p on p.id = o.payment_id
        where o.payment_id = ${paymentId} and p.status = 'paid'
        on conflict (order_id) do nothing`,
  );
  const toPay = await queryRows<{ order_id: string; amount: number; account: string; payment_intent: string | null }>(
    db,
    sql`select po.order_id, po.amount_cents - po.reversed_cents as amount, s.stripe_account_id as account, p.provider_payment_id as payment_intent
        from payouts po join orders o on o.id = po.order_id join stores s on s.id = po.store_id join payments p on p.id = o.payment_id
        where o.payment_id = ${paymentId} and po.status = 'pending' and s.stripe_account_id is not null and s.stripe_payouts_enabled
        order by po.order_id`,
  );
  if (toPay.length === 0) return;
  const provider = paymentProvider();
  const source = await provider.chargeOf(toPay[0]!.payment_intent);
  let failed = 0;
  for (const payout of toPay) {
    try {
      const transfer =
        Number(payout.amount) > 0
          ? await provider.createTransfer({
              amountCents: Number(payout.amount),
              destination: payout.account,
              transferGroup: `payment_${paymentId}`,
              sourceTransaction: source,
              idempotencyKey: `payout_${payout.order_id}`,
            })
          : null;
      await db.execute(
        sql`update payouts set status = 'paid', provider_transfer_id = ${transfer?.id ?? null} where order_id = ${payout.order_id} and status = 'pending'`,
      );
    } catch (error) {
      log.error({ err: error, orderId: payout.order_id }, "Transfer to a store failed");
      failed += 1;
    }
  }
  // The webhook answers 500 and does not record the event, so Stripe delivers it again and the pending
  // payouts are tried again (with the same idempotency keys: never paid twice).
  if (failed > 0) throw new Error(`${failed} transfer(s) to stores failed for payment ${paymentId}`);
}

/** Expired, failed or cancelled: the payment closes (once), its orders are cancelled and their stock comes back. */
export async function releasePayment(ref: PaymentRef, status: "expired" | "cancelled"): Promise<boolean> {
  const db = await getDb();
  const released = await db.transaction(async (tx) => {
    const [payment] = await queryRows<{ id: string }>(
      tx,
      sql`update payments set status = ${status} where ${whereRef(ref)} and status = 'open' returning id`,
    );
    if (!payment) return null;
    await tx.execute(sql`update orders set status = 'cancelled' where payment_id = ${payment.id}`);
    return queryRows<{ product_id: string; store_id: string }>(
      tx,
      sql`update products p set stock_quantity = p.stock_quantity + x.quantity
          from (select oi.product_id, sum(oi.quantity)::int as quantity from order_items oi join orders o on o.id = oi.order_id
                where o.payment_id = ${payment.id} and oi.product_id is not null group by oi.product_id) x
          where p.id = x.product_id
          returning p.id as product_id, p.store_id`,
    );
  });
  if (!released) return false;
  const tags: PublicPageTag[] = released.flatMap((row) => [
    pageTags.product(row.product_id),
    pageTags.store(row.store_id),
  ]);
  await purgePublicPages(tags, "counts");
  return true;
}
