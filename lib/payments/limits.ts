// How long and how much an unpaid checkout may hold (decision 034). A checkout takes its products off
// sale until it is paid or released, so without a limit one buyer could empty a product for free.

/** An unpaid checkout expires this long after it was opened (Stripe's shortest Checkout Session). */
export const CHECKOUT_TTL_MINUTES = 30;

/** Unpaid, unexpired checkouts one buyer may have at once. */
export const MAX_OPEN_CHECKOUTS = 3;

/** Units of one product one buyer may hold at once, over all their unpaid, unexpired checkouts. */
export const MAX_HELD_UNITS_PER_PRODUCT = 5;

/** How often each server process looks for expired checkouts. */
export const EXPIRY_SWEEP_SECONDS = 60;

/** Expired checkouts released per sweep, and how long one is claimed while it is (skip locked, as the mail outbox). */
export const EXPIRY_SWEEP_BATCH = 20;
export const EXPIRY_CLAIM_MINUTES = 5;
