import "server-only";

// One interface for the two ways money moves (docs/design.md §6, decision 018): `stripe` (Checkout Sessions and
// Connect) when STRIPE_SECRET_KEY is set, else `test`, a built-in provider that needs no account and
// drives the very same checkout, fulfilment and payout code.

export type CheckoutLine = { name: string; unitAmountCents: number; quantity: number };

export type CreateSessionInput = {
  paymentId: string;
  transferGroup: string;
  lines: CheckoutLine[];
  customerEmail: string;
  locale: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
};

export type TransferInput = {
  amountCents: number;
  destination: string;
  transferGroup: string;
  /** The charge the transfer is funded by (Stripe's source_transaction), so it never waits on the balance. */
  sourceTransaction: string | null;
  idempotencyKey: string;
};

export type SessionClosing = { closed: true } | { closed: false; paid: boolean; paymentIntentId: string | null };

export type AccountStatus = {
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  currentlyDue: string[];
};

export interface PaymentProvider {
  readonly name: "test" | "stripe";
  createCheckoutSession(input: CreateSessionInput): Promise<{ sessionId: string; url: string }>;
  /** The charge of a paid session's payment intent: the source_transaction of its transfers. */
  chargeOf(paymentIntentId: string | null): Promise<string | null>;
  /**
   * Closes an unpaid session so it can no longer be paid (decision 034). `closed`: it is expired now (or
   * was already). Else the buyer paid first: the sweeper confirms that payment instead of releasing it.
   */
  expireCheckoutSession(sessionId: string): Promise<SessionClosing>;
  createTransfer(input: TransferInput): Promise<{ id: string }>;
  reverseTransfer(input: { transferId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }>;
  refund(input: {
    paymentIntentId: string | null;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  createConnectAccount(input: {
    storeId: string;
    email: string | null;
    country: string;
    idempotencyKey: string;
  }): Promise<{ accountId: string }>;
  onboardingLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<string>;
  accountStatus(accountId: string): Promise<AccountStatus>;
}
