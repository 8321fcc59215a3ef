import "server-only";
import { getLocale } from "next-intl/server";
import { requirePageUser } from "@/lib/auth/page-guards";
import { redirect } from "@/lib/i18n/navigation";
import { getOwnStore, type SellerStore } from "@/lib/store/stores";

/**
 * For the dashboard's tab pages: the signed-in user and their store. Guests go to /auth; a user without
 * a store goes to /store/manage, which offers to open one. Every query below still scopes by the user.
 */
export async function requireManagedStore(): Promise<{
  user: Awaited<ReturnType<typeof requirePageUser>>;
  store: SellerStore;
}> {
  const user = await requirePageUser();
  const store = await getOwnStore(user);
  if (!store) return redirect({ href: "/store/manage", locale: await getLocale() });
  return { user, store };
}

/** docs/product-spec.md §4 Payment setup badge, from the store's Connect flags. */
export type PaymentSetup = "notConnected" | "pending" | "incomplete" | "active";

export function paymentSetup(
  store: Pick<
    SellerStore,
    "stripeAccountId" | "stripeOnboardingCompleted" | "stripeChargesEnabled" | "stripePayoutsEnabled"
  >,
): PaymentSetup {
  if (!store.stripeAccountId) return "notConnected";
  if (!store.stripeOnboardingCompleted) return "pending";
  if (!store.stripeChargesEnabled || !store.stripePayoutsEnabled) return "incomplete";
  return "active";
}
