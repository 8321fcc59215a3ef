import "server-only";
import Stripe from "stripe";
import { CHECKOUT_TTL_MINUTES } from "./limits";
import type { PaymentProvider } from "./provider";

/** The metadata field a transfer keeps its idempotency key in (see createTransfer). */
const TRANSFER_KEY = "patitas_idempotency_key";

export type StripeProviderOptions = {
  secretKey: string;
  /** Tests point the real client at a local fake of the API. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
  /** Per attempt; the client makes up to three (two retries). Tests shorten it. */
  timeoutMs?: number;
};

export function stripeClient(options: StripeProviderOptions): Stripe {
  return new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: 2,
    timeout: options.timeoutMs ?? 20_000,
    appInfo: { name: "Patitas" },
  });
}

// Stripe locales the app's languages map to (Checkout shows its own page in the buyer's language).
const checkoutLocale = { es: "es", en: "en", fr: "fr", pt: "pt-BR", zh: "zh" } as const;

/** Stripe Checkout Sessions and Connect Express (separate charges and transfers, docs/design.md §6). */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = stripeClient(options);
  return {
    name: "stripe",
    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: input.lines.map((line) => ({
            quantity: line.quantity,
            price_data: { currency: "eur", unit_amount: line.unitAmountCents, product_data: { name: line.name } },
          })),
          customer_email: input.customerEmail,
          client_reference_id: input.paymentId,
          metadata: { payment_id: input.paymentId },
          payment_intent_data: { transfer_group: input.transferGroup, metadata: { payment_id: input.paymentId } },
          locale: checkoutLocale[input.locale as keyof typeof checkoutLocale] ?? "auto",
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          // Stock stays reserved until the session expires: the shortest Stripe allows. The sweeper
          // expires it explicitly at our own expiry (set a moment earlier, at checkout) before releasing it.
          expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_TTL_MINUTES * 60,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe returned session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },
    async expireCheckoutSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return { closed: true };
      } catch (error) {
        // Only an open session can be expired: read what became of it (expired already, or paid).
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === "expired") return { closed: true };
        if (session.status !== "complete") throw error;
        const intent = session.payment_intent;
        return {
          closed: false,
          paid: session.payment_status !== "unpaid",
          paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
        };
      }
    },
    async chargeOf(paymentIntentId) {
      if (!paymentIntentId) return null;
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
      const charge = intent.latest_charge;
      return typeof charge === "string" ? charge : (charge?.id ?? null);
    },
    async createTransfer(input) {
      // Stripe forgets an idempotency key after 24 hours. A webhook redelivered later than that, after a
      // transfer was made but before our payout row said so (a crash between the two), would pay the
      // store twice: each transfer carries its key, and one already made under it is answered instead.
      // The group holds one payment's transfers (one per store), so one page of the list covers it.
      const made = await stripe.transfers.list({
        transfer_group: input.transferGroup,
        destination: input.destination,
        limit: 100,
      });
      const earlier = made.data.find((transfer) => transfer.metadata?.[TRANSFER_KEY] === input.idempotencyKey);
      if (earlier) return { id: earlier.id };
      const transfer = await stripe.transfers.create(
        {
          amount: input.amountCents,
          currency: "eur",
          destination: input.destination,
          transfer_group: input.transferGroup,
          metadata: { [TRANSFER_KEY]: input.idempotencyKey },
          ...(input.sourceTransaction ? { source_transaction: input.sourceTransaction } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: transfer.id };
    },
    async reverseTransfer(input) {
      const reversal = await stripe.transfers.createReversal(
        input.transferId,
        { amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: reversal.id };
    },
    async refund(input) {
      if (!input.paymentIntentId) throw new Error("A Stripe refund needs the payment intent");
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentIntentId, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id };
    },
    async createConnectAccount(input) {
      const account = await stripe.accounts.create(
        {
          type: "express",
          country: input.country === "UK" ? "GB" : input.country,
          ...(input.email ? { email: input.email } : {}),
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { store_id: input.storeId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { accountId: account.id };
    },
    async onboardingLink(input) {
      const link = await stripe.accountLinks.create({
        account: input.accountId,
        refresh_url: input.refreshUrl,
        return_url: input.returnUrl,
        type: "account_onboarding",
      });
      return link.url;
    },
    async accountStatus(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      return accountStatusOf(account);
    },
  };
}

export function accountStatusOf(
  account: Pick<Stripe.Account, "details_submitted" | "charges_enabled" | "payouts_enabled" | "requirements">,
) {
  return {
    detailsSubmitted: account.details_submitted ?? false,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    currentlyDue: account.requirements?.currently_due ?? [],
  };
}
