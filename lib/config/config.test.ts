import { eq } from "drizzle-orm";
import { updateConfigAction } from "@/lib/admin/actions";
import { registerUser } from "@/tests/auth-inputs";
import { getCart } from "@/lib/cart/queries";
import { getDb } from "@/lib/db/client";
import { appConfig, moderationActions, users } from "@/lib/db/schema";
import { likePet } from "@/lib/matches/likes";
import { checkoutAction } from "@/lib/payments/actions";
import { ordersOf, putInCart, sellerWithProduct, validShipping } from "@/tests/checkout-factories";
import { createPet, createUser, uniqueEmail, uniqueIp } from "@/tests/factories";
import { signInAs } from "@/tests/session";
import { DEFAULT_CONFIG, getConfig, setConfigForTests, type AppConfig } from "./config";

// The settings row is shared with every test file running at the same time: writes here keep its
// values (only who saved it changes), and the readers are tested with this process's override.

async function savedRow() {
  const db = await getDb();
  const [row] = await db.select().from(appConfig).where(eq(appConfig.key, "settings"));
  const log = await db
    .select({ id: moderationActions.id })
    .from(moderationActions)
    .where(eq(moderationActions.actionType, "config"));
  return { row: row ?? null, log: log.length };
}

afterEach(() => setConfigForTests(undefined));

describe("updateConfigAction", () => {
  it("is refused to anonymous, plain, banned, support and moderator callers, changing nothing", async () => {
    const current = await getConfig();
    const callers = [
      () => signInAs(null),
      async () => signInAs(await createUser()),
      // A banned admin whose cookie is still valid: the role must not outlive the ban (staff cannot ban
      // an equal rank, so the flag is set directly, as a second admin's decision would).
      async () => {
        const admin = await createUser({ role: "admin" });
        await signInAs(admin);
        await (await getDb()).update(users).set({ isBanned: true }).where(eq(users.id, admin.id));
      },
      async () => signInAs(await createUser({ role: "support" })),
      async () => signInAs(await createUser({ role: "moderator" })),
    ];
    for (const signIn of callers) {
      await signIn();
      const before = await savedRow();
      const result = await updateConfigAction(current);
      expect(result.ok).toBe(false);
      expect(["unauthorized", "forbidden"]).toContain(!result.ok && result.error.code);
      expect(await savedRow()).toEqual(before);
    }
  });

  it("saves an admin's settings and writes what changed to the audit log; bad values change nothing", async () => {
    const admin = await createUser({ role: "admin" });
    await signInAs(admin);
    const current = await getConfig();
    for (const bad of [
      { ...current, commissionPercent: 51 },
      { ...current, commissionPercent: -1 },
      { ...current, commissionPercent: "doce" },
      { ...current, shippingCountries: [] },
      { ...current, shippingCountries: ["XX"] },
      { ...current, features: { checkout: "yes" } },
    ]) {
      const before = await savedRow();
      expect(await updateConfigAction(bad)).toMatchObject({ ok: false, error: { code: "validation" } });
      expect(await savedRow()).toEqual(before);
    }
    expect(await updateConfigAction(current)).toEqual({ ok: true, data: undefined });
    const after = await savedRow();
    expect(after.row).toMatchObject({ updatedBy: admin.id, value: current });
    const db = await getDb();
    const [entry] = await db.select().from(moderationActions).where(eq(moderationActions.moderatorId, admin.id));
    expect(entry).toMatchObject({ actionType: "config", targetType: "config" });
  });
});

describe("every reader uses the settings", () => {
  const withConfig = (change: Partial<AppConfig>) =>
    setConfigForTests({ ...DEFAULT_CONFIG, ...change, features: { ...DEFAULT_CONFIG.features, ...change.features } });

  it("checkout charges the configured commission, serves only the configured countries, and stops when switched off", async () => {
    const a = await sellerWithProduct({ priceCents: 2000 });
    const buyer = await createUser();
    await putInCart(buyer.id, a.product.id, 1);
    await signInAs(buyer);

    withConfig({ commissionPercent: 10, shippingCountries: ["ES", "FR"] });
    const cart = await getCart(buyer.id);
    expect(cart).toMatchObject({ commissionPercent: 10, shippingCountries: ["ES", "FR"], commissionCents: 200 });
    expect(await checkoutAction({ shippingAddress: { ...validShipping, country: "DE" }, locale: "es" })).toMatchObject({
      ok: false,
      error: { code: "validation", message: "purchase.errors.countryNotServed" },
    });

    withConfig({ commissionPercent: 10, features: { checkout: false } as AppConfig["features"] });
    expect(await checkoutAction({ shippingAddress: validShipping, locale: "es" })).toMatchObject({
      ok: false,
      error: { code: "conflict", message: "purchase.errors.checkoutPaused" },
    });
    expect(await ordersOf(buyer.id)).toEqual([]);

    withConfig({ commissionPercent: 10 });
    expect(await checkoutAction({ shippingAddress: validShipping, locale: "es" })).toMatchObject({ ok: true });
    expect((await ordersOf(buyer.id)).map((order) => [order.totalAmountCents, order.commissionCents])).toEqual([
      [2000, 200],
    ]);
  });

  it("matching and sign-ups stop when switched off", async () => {
    const [me, other] = [await createUser(), await createUser()];
    await createPet(me.id, { gender: "male" });
    const theirPet = await createPet(other.id);
    withConfig({ features: { match: false } as AppConfig["features"] });
    await expect(likePet(me.id, { pet: theirPet.id, mode: "love" })).rejects.toMatchObject({
      code: "conflict",
      messageKey: "match.errors.paused",
    });
    withConfig({ features: { signups: false } as AppConfig["features"] });
    await expect(
      registerUser(
        { fullName: "Ana", email: uniqueEmail(), password: "Bigotes-y-Patitas-2024" },
        { ip: uniqueIp(), locale: "es" },
      ),
    ).rejects.toMatchObject({
      code: "conflict",
      messageKey: "auth.errors.signupsPaused",
    });
    withConfig({});
    await expect(likePet(me.id, { pet: theirPet.id, mode: "love" })).resolves.toBeDefined();
  });
});
