import "server-only";
import { log } from "@/server/shared/log";
import { eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { stores } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { localizedUrl } from "@/lib/i18n/urls";
import { paymentProvider } from "./config";
import { payPendingPayouts } from "./fulfilment";

/** docs/product-spec.md §3 Connect status, as the check-connect-status function answered it. */
export type ConnectStatus = {
  has_store: boolean;
  stripe_connected: boolean;
  onboarding_completed: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  requirements: { currently_due: string[] };
};

/** docs/product-spec.md §4 Payment setup badge. */
export type PaymentSetupState = "not_connected" | "pending" | "incomplete" | "active";

export function paymentSetupState(
  status: Pick<ConnectStatus, "stripe_connected" | "onboarding_completed" | "charges_enabled" | "payouts_enabled">,
): PaymentSetupState {
  if (!status.stripe_connected) return "not_connected";
  if (!status.onboarding_completed) return "pending";
  if (!status.charges_enabled || !status.payouts_enabled) return "incomplete";
  return "active";
}

type StoreAccountRow = {
  id: string;
  email: string | null;
  country: string;
  account: string | null;
  onboarded: boolean;
  charges: boolean;
  payouts: boolean;
};

async function ownStore(userId: string): Promise<StoreAccountRow | null> {
  const db = await getDb();
  const [row] = await queryRows<StoreAccountRow>(
    db,
    sql`select id, email, country, stripe_account_id as account, stripe_onboarding_completed as onboarded,
          stripe_charges_enabled as charges, stripe_payouts_enabled as payouts
        from stores where user_id = ${userId} order by created_at limit 1`,
  );
  return row ?? null;
}

/** Reads the account from the provider and stores its flags; answers the currently-due requirements. */
export async function refreshStoreAccount(accountId: string): Promise<string[] | null> {
  const db = await getDb();
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.stripeAccountId, accountId));
  if (!store) return null;
  const status = await paymentProvider().accountStatus(accountId);
  await db
    .update(stores)
    .set({
      stripeOnboardingCompleted: status.detailsSubmitted,
      stripeChargesEnabled: status.chargesEnabled,
      stripePayoutsEnabled: status.payoutsEnabled,
    })
    .where(eq(stores.id, store.id));
  // Sales made before the account worked were kept pending: they go out now.
  if (status.payoutsEnabled) await payPendingPayouts(store.id);
  return status.currentlyDue;
}

/** The caller's own store's payment setup, re-read from the provider when connected. */
export async function checkConnectStatus(userId: string): Promise<ConnectStatus> {
  const store = await ownStore(userId);
  if (!store)
    return {
      has_store: false,
      stripe_connected: false,
      onboarding_completed: false,
      charges_enabled: false,
      payouts_enabled: false,
      requirements: { currently_due: [] },
    };
  let currentlyDue: string[] = [];
  if (store.account) {
    try {
      currentlyDue = (await refreshStoreAccount(store.account)) ?? [];
    } catch (error) {
      // The stored flags are still an honest answer; the next check tries again.
      log.error({ err: error, storeId: store.id }, "Could not refresh a connected account");
    }
  }
  const fresh = (await ownStore(userId))!;
  return {
    has_store: true,
    stripe_connected: !!fresh.account,
    onboarding_completed: fresh.onboarded,
    charges_enabled: fresh.charges,
    payouts_enabled: fresh.payouts,
    requirements: { currently_due: currentlyDue },
  };
}

/** Creates the store's Express account once and answers its onboarding link (opened in a new tab). */
export async function startConnectOnboarding(userId: string, locale: string): Promise<{ url: string }> {
  const store = await ownStore(userId);
  if (!store) throw new AppError("not_found", "payments.errors.noStore");
  const provider = paymentProvider();
  let accountId = store.account;
  if (!accountId) {
    const created = await provider.createConnectAccount({
      storeId: store.id,
      email: store.email,
      country: store.country,
      idempotencyKey: `account_${store.id}`,
    });
    const db = await getDb();
    // Two clicks at once: the first account id stored wins; the idempotency key made both the same one.
    await db.execute(
      sql`update stores set stripe_account_id = ${created.accountId} where id = ${store.id} and stripe_account_id is null`,
    );
    accountId = (await ownStore(userId))!.account!;
  }
  // The test provider's onboarding needs nothing from the seller: the store is enabled at once.
  if (provider.name === "test") await refreshStoreAccount(accountId);
  const url = await provider.onboardingLink({
    accountId,
    refreshUrl: localizedUrl(locale, "/store/manage"),
    returnUrl: localizedUrl(locale, "/stripe/success"),
  });
  return { url };
}
