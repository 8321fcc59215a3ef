import "server-only";
import { env } from "@/lib/env";
import type { PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe-provider";
import { createTestProvider } from "./test-provider";

const globalForPayments = globalThis as unknown as { patitasPaymentProvider?: PaymentProvider };

/** `stripe` when STRIPE_SECRET_KEY is set, else the built-in `test` provider. */
export function paymentProvider(): PaymentProvider {
  globalForPayments.patitasPaymentProvider ??= env.STRIPE_SECRET_KEY
    ? createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY })
    : createTestProvider();
  return globalForPayments.patitasPaymentProvider;
}

/** Tests swap in a provider (a Stripe client aimed at a local fake); undefined restores the default. */
export function setPaymentProviderForTests(provider: PaymentProvider | undefined): void {
  globalForPayments.patitasPaymentProvider = provider;
}
