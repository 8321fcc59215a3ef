import { handleStripeWebhook } from "@/lib/payments/webhook-route";

// Stripe's events (decision 018). The body must stay raw: the signature is over its exact bytes.
export async function POST(request: Request): Promise<Response> {
  return handleStripeWebhook(request);
}
