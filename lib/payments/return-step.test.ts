import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { stores } from "@/lib/db/schema";
import { createUser } from "@/tests/factories";
import { withFakeStripeProvider } from "@/tests/fake-stripe-provider";
import { createStore } from "@/tests/market-factories";
import { checkConnectStatus } from "./connect";
import { stripeReturnStep } from "./return-step";

// Issue "Done right" 7: /stripe/success said "Setup complete, your store is connected" to a seller whose
// badge said "Not connected". What it says now comes from the account's real state, read again from the
// provider, with the step that state needs.

describe("what /stripe/success says, from the real account", () => {
  const fakeStripe = withFakeStripeProvider();

  async function storeWithAccount(account: string | null, flags = false) {
    const seller = await createUser();
    const store = await createStore(seller.id, {
      stripeAccountId: account,
      stripeOnboardingCompleted: flags,
      stripeChargesEnabled: flags,
      stripePayoutsEnabled: flags,
    });
    return { seller, store };
  }

  it("a user without a store is sent to create one", async () => {
    const user = await createUser();
    expect(stripeReturnStep(await checkConnectStatus(user.id))).toEqual({
      state: "noStore",
      next: "/store/manage?create=1",
    });
  });

  it("a store that never got an account reads 'not connected', with the way to connect", async () => {
    const { seller } = await storeWithAccount(null);
    expect(stripeReturnStep(await checkConnectStatus(seller.id))).toEqual({
      state: "not_connected",
      next: "/store/manage/payments",
    });
  });

  it("onboarding left half-way reads 'pending', even when our stored flags said active", async () => {
    const { seller, store } = await storeWithAccount(`acct_half_${Date.now()}`, true);
    fakeStripe().account = {
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      requirements: { currently_due: ["external_account"] },
    };
    const status = await checkConnectStatus(seller.id);
    expect(stripeReturnStep(status)).toEqual({ state: "pending", next: "/store/manage/payments" });
    expect(status.requirements.currently_due).toEqual(["external_account"]);
    const db = await getDb();
    const [flags] = await db
      .select({ payouts: stores.stripePayoutsEnabled })
      .from(stores)
      .where(eq(stores.id, store.id));
    expect(flags!.payouts).toBe(false);
  });

  it("details sent but payouts not on yet reads 'incomplete'; all on reads 'active' with the way to the store", async () => {
    const { seller } = await storeWithAccount(`acct_review_${Date.now()}`);
    fakeStripe().account = {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: false,
      requirements: { currently_due: [] },
    };
    expect(stripeReturnStep(await checkConnectStatus(seller.id)).state).toBe("incomplete");
    fakeStripe().account = {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: [] },
    };
    expect(stripeReturnStep(await checkConnectStatus(seller.id))).toEqual({ state: "active", next: "/store/manage" });
  });
});
