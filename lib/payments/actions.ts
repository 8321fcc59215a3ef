"use server";

import { userAction } from "@/lib/auth/action-builder";
import { checkoutSchema } from "@/lib/cart/schemas";
import { createCheckout } from "./checkout";
import { checkConnectStatus, startConnectOnboarding } from "./connect";
import { refundOrder, refundSchema } from "./refunds";
import { connectOnboardingSchema } from "./schemas";
import { cancelTestSession, payTestSession, testSessionSchema } from "./test-checkout";

/** docs/product-spec.md §7 create-marketplace-payment: reserves the cart and answers the payment page to open in a new tab. */
export const checkoutAction = userAction
  .input(checkoutSchema)
  .action(({ actor, input }) => createCheckout(actor, input));

export const payTestSessionAction = userAction
  .input(testSessionSchema)
  .action(({ actor, input }) => payTestSession(actor.id, input));

export const cancelTestSessionAction = userAction
  .input(testSessionSchema)
  .action(({ actor, input }) => cancelTestSession(actor.id, input));

/** docs/product-spec.md §7 check-connect-status. */
export const checkConnectStatusAction = userAction.action(({ actor }) => checkConnectStatus(actor.id));

/** docs/product-spec.md §7 create-connect-account: answers the onboarding link, opened in a new tab. */
export const createConnectAccountAction = userAction
  .input(connectOnboardingSchema)
  .action(({ actor, input }) => startConnectOnboarding(actor.id, input.locale));

/** The seller refunds their own store's order, or staff do (lib/payments/refunds.ts decides from the order). */
export const refundOrderAction = userAction.input(refundSchema).action(({ actor, input }) => refundOrder(actor, input));
