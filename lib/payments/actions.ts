"use server";

import * as z from "zod/mini";
import { requireUser } from "@/lib/auth/session";
import { parseInput, runAction, type ActionResult } from "@/lib/errors";
import { createCheckout, type CheckoutResult } from "./checkout";
import { checkConnectStatus, startConnectOnboarding, type ConnectStatus } from "./connect";
import { refundOrder, type RefundResult } from "./refunds";
import { cancelTestSession, payTestSession } from "./test-checkout";

/** docs/product-spec.md §7 create-marketplace-payment: reserves the cart and answers the payment page to open in a new tab. */
export async function checkoutAction(raw: unknown): Promise<ActionResult<CheckoutResult>> {
  return runAction(async () => createCheckout(await requireUser(), raw));
}

export async function payTestSessionAction(raw: unknown): Promise<ActionResult<{ sessionId: string }>> {
  return runAction(async () => payTestSession((await requireUser()).id, raw));
}

export async function cancelTestSessionAction(raw: unknown): Promise<ActionResult<{ cancelled: true }>> {
  return runAction(async () => cancelTestSession((await requireUser()).id, raw));
}

/** docs/product-spec.md §7 check-connect-status. */
export async function checkConnectStatusAction(): Promise<ActionResult<ConnectStatus>> {
  return runAction(async () => checkConnectStatus((await requireUser()).id));
}

const localeSchema = z.object({ locale: z._default(z.enum(["es", "en", "fr", "pt", "zh"]), "es") });

/** docs/product-spec.md §7 create-connect-account: answers the onboarding link, opened in a new tab. */
export async function createConnectAccountAction(raw: unknown): Promise<ActionResult<{ url: string }>> {
  return runAction(async () => {
    const user = await requireUser();
    const { locale } = parseInput(localeSchema, raw ?? {});
    return startConnectOnboarding(user.id, locale);
  });
}

export async function refundOrderAction(raw: unknown): Promise<ActionResult<RefundResult>> {
  return runAction(async () => refundOrder(await requireUser(), raw));
}
