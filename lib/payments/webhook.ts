import "server-only";
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { getDb, queryRows } from "@/lib/db/client";
import { refreshStoreAccount } from "./connect";
import { markPaymentPaid, releasePayment } from "./fulfilment";

/** Verifies the Stripe-Signature header over the raw body; throws on a bad or stale signature. */
export function verifyStripeEvent(rawBody: string, signature: string | null, secret: string): Stripe.Event {
  if (!signature) throw new Error("Missing Stripe-Signature header");
  return Stripe.webhooks.constructEvent(rawBody, signature, secret);
}

function paymentIntentOf(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  return typeof intent === "string" ? intent : (intent?.id ?? null);
}

export type EventOutcome = "duplicate" | "handled" | "ignored";

/**
 * Applies one verified event. Safe to replay and to receive out of order: each handler moves a payment
 * only out of `open`, payouts are unique per order, and account.updated re-reads the account from Stripe
 * instead of trusting the (possibly older) payload. The event id is recorded after it was applied, so an
 * event that failed halfway is applied again on Stripe's retry.
 */
export async function handleStripeEvent(event: Stripe.Event): Promise<EventOutcome> {
  const db = await getDb();
  const [seen] = await queryRows<{ id: string }>(db, sql`select id from stripe_events where id = ${event.id}`);
  if (seen) return "duplicate";
  let outcome: EventOutcome = "handled";
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      // Delayed methods (SEPA, …) complete unpaid; async_payment_succeeded or _failed follows.
      if (session.payment_status === "paid" || session.payment_status === "no_payment_required")
        await markPaymentPaid({ sessionId: session.id }, paymentIntentOf(session));
      break;
    }
    case "checkout.session.async_payment_succeeded":
      await markPaymentPaid({ sessionId: event.data.object.id }, paymentIntentOf(event.data.object));
      break;
    case "checkout.session.async_payment_failed":
      await releasePayment({ sessionId: event.data.object.id }, "cancelled");
      break;
    case "checkout.session.expired":
      await releasePayment({ sessionId: event.data.object.id }, "expired");
      break;
    case "account.updated":
      await refreshStoreAccount(event.data.object.id);
      break;
    default:
      outcome = "ignored";
  }
  await db.execute(
    sql`insert into stripe_events (id, type) values (${event.id}, ${event.type}) on conflict (id) do nothing`,
  );
  return outcome;
}
