import "server-only";
import { randomUUID } from "node:crypto";
import type { PaymentProvider } from "./provider";

/**
 * The built-in provider: no network, no account. Its checkout "session" is the pay page /payment/test
 * (pay or cancel, marked TEST MODE), whose buttons call the same fulfilment as Stripe's webhook;
 * onboarding enables the store at once. Ids carry a `test_` prefix so they can never be taken for Stripe's.
 */
export function createTestProvider(): PaymentProvider {
  return {
    name: "test",
    async createCheckoutSession(input) {
      const sessionId = `test_cs_${input.paymentId.replaceAll("-", "")}`;
      const prefix = input.locale === "es" ? "" : `/${input.locale}`;
      return { sessionId, url: `${prefix}/payment/test?session_id=${sessionId}` };
    },
    async expireCheckoutSession() {
      // The pay page refuses an expired payment itself: nothing is open anywhere else.
      return { closed: true };
    },
    async chargeOf(paymentIntentId) {
      return paymentIntentId ? `test_ch_${paymentIntentId}` : null;
    },
    async createTransfer(input) {
      return { id: `test_tr_${input.idempotencyKey}` };
    },
    async reverseTransfer(input) {
      return { id: `test_trr_${input.idempotencyKey}` };
    },
    async refund(input) {
      return { id: `test_re_${input.idempotencyKey}` };
    },
    async createConnectAccount(input) {
      return { accountId: `test_acct_${input.storeId.replaceAll("-", "")}` };
    },
    async onboardingLink(input) {
      return input.returnUrl;
    },
    async accountStatus() {
      return { detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true, currentlyDue: [] };
    },
  };
}

export function testPaymentIntentId(): string {
  return `test_pi_${randomUUID().replaceAll("-", "")}`;
}
