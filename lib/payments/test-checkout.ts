import "server-only";
import { sql } from "drizzle-orm";
import * as z from "zod/mini";
import { getDb, queryRows } from "@/lib/db/client";
import { AppError, errorKeys } from "@/lib/errors";
import { paymentProvider } from "./config";
import { markPaymentPaid, releasePayment } from "./fulfilment";
import { testPaymentIntentId } from "./test-provider";

export const testSessionSchema = z.object({
  sessionId: z.string().check(z.regex(/^test_cs_[0-9a-f]{32}$/, errorKeys.validation)),
});

/** The buyer's own open test-mode payment; refused while Stripe is the provider (a test payment must never ship goods for free). */
async function ownOpenTestPayment(buyerId: string, sessionId: string): Promise<string> {
  if (paymentProvider().name !== "test") throw new AppError("forbidden", "payments.errors.testModeOff");
  const db = await getDb();
  const [payment] = await queryRows<{ id: string; status: string; expired: boolean }>(
    db,
    sql`select id, status, expires_at <= now() as expired from payments where provider_session_id = ${sessionId} and user_id = ${buyerId} and provider = 'test'`,
  );
  if (!payment) throw new AppError("not_found", errorKeys.notFound);
  if (payment.status === "expired") throw new AppError("conflict", "payments.errors.expired");
  if (payment.status !== "open") throw new AppError("conflict", "payments.errors.notOpen");
  if (payment.expired) {
    // Its time ran out before the sweeper came by: it is released now, and never paid (decision 034).
    await releasePayment({ paymentId: payment.id }, "expired");
    throw new AppError("conflict", "payments.errors.expired");
  }
  return payment.id;
}

/** The test pay page's "Pay": the same fulfilment Stripe's webhook runs. */
export async function payTestSession(
  buyerId: string,
  { sessionId }: z.output<typeof testSessionSchema>,
): Promise<{ sessionId: string }> {
  await ownOpenTestPayment(buyerId, sessionId);
  // Released (expired, cancelled in another tab) between the check and now: nothing was paid.
  if (!(await markPaymentPaid({ sessionId }, testPaymentIntentId())))
    throw new AppError("conflict", "payments.errors.notOpen");
  return { sessionId };
}

/** The test pay page's "Cancel": like an expired Stripe session, the stock comes back. */
export async function cancelTestSession(
  buyerId: string,
  { sessionId }: z.output<typeof testSessionSchema>,
): Promise<{ cancelled: true }> {
  await ownOpenTestPayment(buyerId, sessionId);
  if (!(await releasePayment({ sessionId }, "cancelled"))) throw new AppError("conflict", "payments.errors.notOpen");
  return { cancelled: true };
}
