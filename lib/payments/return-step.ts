// Client-safe: what /stripe/success says after Connect onboarding, and where it sends the seller next.
// Onboarding returns there whether or not the seller finished, so the page must read the real state.
import type { ConnectStatus } from "./connect";

export type ReturnState = "noStore" | "not_connected" | "pending" | "incomplete" | "active";

/** The account's state (docs/product-spec.md §4 payment setup badge, plus "no store") and the page of the next step. */
export function stripeReturnStep(status: ConnectStatus): { state: ReturnState; next: string } {
  if (!status.has_store) return { state: "noStore", next: "/store/manage?create=1" };
  if (!status.stripe_connected) return { state: "not_connected", next: "/store/manage/payments" };
  if (!status.onboarding_completed) return { state: "pending", next: "/store/manage/payments" };
  if (!status.charges_enabled || !status.payouts_enabled)
    return { state: "incomplete", next: "/store/manage/payments" };
  return { state: "active", next: "/store/manage" };
}
