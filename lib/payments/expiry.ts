import "server-only";
import { log } from "@/server/shared/log";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { countAppEvent } from "@/server/shared/front-door-contract";
import { paymentProvider } from "./config";
import { markPaymentPaid, releasePayment } from "./fulfilment";
import { EXPIRY_CLAIM_MINUTES, EXPIRY_SWEEP_BATCH, EXPIRY_SWEEP_SECONDS } from "./limits";

let sweeps: NodeJS.Timeout | undefined;

type DueCheckout = { id: string; provider: string; session_id: string | null };

/**
 * Releases the checkouts whose time ran out (decision 034): their orders are cancelled and their stock
 * goes back (releasePayment, which moves a payment only out of `open`, so Stripe's
 * checkout.session.expired arriving too changes nothing). Each row is first claimed for a few minutes
 * with `for update skip locked`, as the mail outbox does, so instances sweeping at once never take the
 * same one. A Stripe session is expired at Stripe first; if the buyer paid it a moment earlier, the
 * payment is confirmed instead. Returns how many were released.
 */
export async function expireCheckouts(limit = EXPIRY_SWEEP_BATCH): Promise<number> {
  const db = await getDb();
  const due = await queryRows<DueCheckout>(
    db,
    sql`update payments set expires_at = now() + make_interval(mins => ${EXPIRY_CLAIM_MINUTES})
        where id in (select id from payments where status = 'open' and expires_at <= now() order by expires_at limit ${limit} for update skip locked)
        returning id, provider, provider_session_id as session_id`,
  );
  let released = 0;
  for (const checkout of due) {
    try {
      if (await closeAtProvider(checkout)) {
        if (await releasePayment({ paymentId: checkout.id }, "expired")) {
          released += 1;
          countAppEvent("checkout_expired");
        }
      }
    } catch (error) {
      // Stripe out of reach: the claim lapses and the next sweep tries again.
      log.warn({ err: error, paymentId: checkout.id }, "An expired checkout could not be released yet");
    }
  }
  return released;
}

/** True when the session can no longer be paid; a session the buyer paid first is confirmed (the webhook's path). */
async function closeAtProvider(checkout: DueCheckout): Promise<boolean> {
  const provider = paymentProvider();
  if (checkout.provider !== "stripe" || !checkout.session_id || provider.name !== "stripe") return true;
  const closing = await provider.expireCheckoutSession(checkout.session_id);
  if (closing.closed) return true;
  // Paid (or a delayed method still settling, which its own webhook will settle): never released.
  if (closing.paid) await markPaymentPaid({ paymentId: checkout.id }, closing.paymentIntentId);
  return false;
}

/** Every EXPIRY_SWEEP_SECONDS, in this server process, expired checkouts give their stock back (started by instrumentation.ts). */
export function startCheckoutExpiry(): void {
  if (sweeps) return;
  sweeps = setInterval(() => {
    expireCheckouts().catch((error: unknown) => log.error({ err: error }, "Checkout expiry sweep failed"));
  }, EXPIRY_SWEEP_SECONDS * 1000);
  sweeps.unref();
}
