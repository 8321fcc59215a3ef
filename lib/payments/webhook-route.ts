import "server-only";
import { log } from "@/server/shared/log";
import { env } from "@/lib/env";
import { handleStripeEvent, verifyStripeEvent } from "./webhook";

/** POST /api/webhooks/stripe: 400 for a bad signature, 500 (Stripe retries) when applying failed. */
export async function handleStripeWebhook(
  request: Request,
  secret: string | undefined = env.STRIPE_WEBHOOK_SECRET,
): Promise<Response> {
  if (!secret) return Response.json({ error: "Webhooks are not configured" }, { status: 404 });
  const body = await request.text();
  let event;
  try {
    event = verifyStripeEvent(body, request.headers.get("stripe-signature"), secret);
  } catch {
    return Response.json({ error: "Invalid signature" }, { status: 400 });
  }
  try {
    const outcome = await handleStripeEvent(event);
    return Response.json({ received: true, outcome });
  } catch (error) {
    log.error({ err: error, eventId: event.id, eventType: event.type }, "Stripe webhook failed");
    return Response.json({ error: "Could not apply the event" }, { status: 500 });
  }
}
