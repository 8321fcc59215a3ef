// The platform keeps 12 % of each store order, rounded half-up to the cent; the store receives the rest
// (docs/design.md §6). Pure integer arithmetic: no float ever touches money.
/* Client-safe: the cart sheet shows the same line. */

/** The default rate; staff may change it (lib/config), and each order keeps the rate it was sold at. */
export const COMMISSION_PERCENT = 12;

export function commissionCents(totalCents: number, percent: number = COMMISSION_PERCENT): number {
  // half-up: floor((total * percent + 50) / 100), exact for any non-negative integer total.
  return Math.floor((totalCents * percent + 50) / 100);
}

export function storeShareCents(totalCents: number, percent: number = COMMISSION_PERCENT): number {
  return totalCents - commissionCents(totalCents, percent);
}

/** The part of a store's transfer to reverse when `refundCents` of an order of `totalCents` is refunded. */
export function transferReversalCents(transferCents: number, refundCents: number, totalCents: number): number {
  if (totalCents <= 0) return 0;
  return Math.min(transferCents, Math.floor((transferCents * refundCents * 2 + totalCents) / (totalCents * 2)));
}
