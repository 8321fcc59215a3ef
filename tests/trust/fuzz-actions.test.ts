// Issue 12: every server action fed generated bad input (fast-check). Wrong types, huge strings, unicode
// edge cases, nulls, NaN, negative and huge numbers, unknown and prototype keys, each alone or in place
// of one field of a valid input. Whatever comes in, the action must answer (never throw), never with
// "internal", with message keys that exist in the catalogues, and a refusal must write nothing.
// FUZZ_RUNS sets the runs per action (default 20; `FUZZ_RUNS=500 npx jest tests/trust/fuzz` for a long
// hunt); a failure prints fast-check's seed and the shrunk input.
import fc from "fast-check";
import { getConfig } from "@/lib/config/config";
import type { ActionResult } from "@/lib/errors";
import { validShipping } from "@/tests/checkout-factories";
import { createUser, type TestUser } from "@/tests/factories";
import { createProduct, createStore } from "@/tests/market-factories";
import { createPet, createTestPost } from "@/tests/post-factories";
import { befriend } from "@/tests/chat-factories";
import { subscriptionInput } from "@/tests/fake-push";
import { createOrder } from "@/tests/store-factories";
import { createTestGuide, guideInput } from "@/tests/guide-factories";
import { createTestCase, PLACES, reportInput } from "@/tests/lost-factories";
import { setClientIp, signInAs } from "@/tests/session";
import { changedTables, databaseFingerprint, isMessageKey } from "./harness";
import { actionModules, exportedActions } from "./inventory";
import { badValue, FUZZ_SEED, withOneFieldReplaced } from "./bad-input";

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const someId = "7d9f0c4e-4a4b-4d3e-9b7a-2f1e5c6d7a8b";
const validPet = { name: "Toby", age: 4, species: "dog", gender: "male", size: "large" };
const product = { name: "Pelota", priceCents: 500, stockQuantity: 3 };

/** What a caller's valid inputs refer to: their own pet, post, store, product and order, and a friend. */
type World = {
  user: TestUser;
  friend: TestUser;
  pet: string;
  post: string;
  foreignPet: string;
  foreignPost: string;
  product: string;
  foreignProduct: string;
  order: string;
};

async function world(role?: "admin"): Promise<World> {
  const [user, friend, seller] = [await createUser({ role }), await createUser(), await createUser()];
  await befriend(user, friend);
  const store = await createStore(user.id);
  const foreignStore = await createStore(seller.id);
  return {
    user,
    friend,
    pet: (await createPet(user.id)).id,
    post: (await createTestPost(user.id, { content: "Hola #perros" })).id,
    foreignPet: (await createPet(friend.id)).id,
    foreignPost: (await createTestPost(friend.id)).id,
    product: (await createProduct(store.id)).id,
    foreignProduct: (await createProduct(foreignStore.id)).id,
    order: (await createOrder(store.id, friend.id)).id,
  };
}

/** A valid call of each action (its arguments), which the fuzzer breaks. */
const samples: Record<string, (w: World) => unknown[] | Promise<unknown[]>> = {
  "cart.loadCartAction": () => [],
  "cart.addToCartAction": (w) => [{ productId: w.foreignProduct }],
  "cart.setCartQuantityAction": (w) => [{ productId: w.foreignProduct, quantity: 1 }],
  "cart.removeFromCartAction": (w) => [{ productId: w.foreignProduct }],
  "cart.clearCartAction": () => [],
  "discover.discoverAction": () => [{ tab: "pets", q: "toby", near: false, species: "dog", verified: false }],
  "matches.likePetAction": (w) => [{ pet: w.foreignPet, mode: "love", myPet: w.pet }],
  "matches.passPetAction": (w) => [{ pet: w.foreignPet, mode: "friend" }],
  "matches.undoPassAction": (w) => [{ pet: w.foreignPet, mode: "friend" }],
  "matches.respondToMatchAction": () => [{ match: someId, accept: true }],
  "matches.unmatchAction": () => [{ match: someId }],
  "matches.loadDeckAction": () => [{ mode: "love", species: "dog", size: "large", maxKm: 50, minAge: 1, maxAge: 9 }],
  "messages.sendMessageAction": (w) => [{ to: w.friend.username, content: "¡Hola!" }],
  "messages.loadThreadAction": (w) => [{ with: w.friend.username }],
  "messages.catchUpAction": (w) => [{ with: w.friend.username, afterId: null }],
  "messages.markReadAction": (w) => [{ with: w.friend.username }],
  "messages.loadConversationsAction": () => [{ search: "a" }],
  "messages.blockConversationAction": (w) => [{ with: w.friend.username }],
  "messages.reportConversationAction": (w) => [{ with: w.friend.username, reason: "spam" }],
  "messages.setMessagePreferenceAction": () => [{ fromFollowingOnly: true }],
  "messages.unsendMessageAction": () => [{ id: someId }],
  "messages.reactAction": () => [{ id: someId, emoji: "❤️" }],
  "messages.typingAction": (w) => [{ to: w.friend.id }],
  "messages.shareAction": (w) => [{ to: [w.friend.id], shared: { kind: "post", id: w.post } }],
  "lost.setLostAlertPreferencesAction": () => [
    { on: true, radiusKm: 5, place: "device", point: { latitude: 40.4, longitude: -3.7 } },
  ],
  "notifications.markAllReadAction": () => [],
  "notifications.loadActivityAction": () => [{ filter: "all" }],
  "notifications.setNotificationPreferenceAction": () => [{ kind: "like", on: false }],
  "notifications.savePushSubscriptionAction": () => [subscriptionInput()],
  "notifications.deletePushSubscriptionAction": () => [{ endpoint: "https://fcm.googleapis.com/fcm/send/not-mine" }],
  "payments.checkoutAction": () => [{ shippingAddress: validShipping }],
  "payments.payTestSessionAction": () => [{ sessionId: `test_cs_${"a".repeat(32)}` }],
  "payments.cancelTestSessionAction": () => [{ sessionId: `test_cs_${"a".repeat(32)}` }],
  "payments.checkConnectStatusAction": () => [],
  "payments.createConnectAccountAction": () => [{ locale: "es" }],
  "payments.refundOrderAction": (w) => [{ orderId: w.order, amountCents: 100 }],
  "pets.createPetAction": () => [validPet],
  "pets.updatePetAction": (w) => [{ petId: w.pet, ...validPet }],
  "pets.setPetActiveAction": (w) => [{ petId: w.pet, active: true }],
  "places.searchPlacesAction": () => [{ query: "Sevi" }],
  "places.nearestPlaceAction": () => [{ latitude: 37.39, longitude: -5.99 }],
  "posts.createPostAction": () => [{ content: "Hola #perros", location: "Sevilla" }],
  "posts.deletePostAction": () => [someId],
  "posts.editPostAction": (w) => [{ postId: w.post, content: "Hola de nuevo #gatos" }],
  "posts.likePostAction": (w) => [w.foreignPost],
  "posts.unlikePostAction": (w) => [w.foreignPost],
  "posts.addCommentAction": (w) => [{ postId: w.post, content: "¡Guau!" }],
  "posts.deleteCommentAction": () => [someId],
  "posts.reportPostAction": (w) => [{ postId: w.foreignPost, reason: "spam", details: "" }],
  "posts.listPostablePetsAction": () => [],
  "posts.loadFeedPageAction": () => [{ mode: "all" }],
  "posts.loadHashtagPageAction": () => [{ tag: "perros" }],
  "posts.loadCommentsAction": (w) => [{ postId: w.post }],
  "posts.searchHashtagsAction": () => ["perr"],
  "saved.savePostAction": (w) => [{ postId: w.foreignPost }],
  "saved.unsavePostAction": (w) => [{ postId: w.foreignPost }],
  "saved.favouriteProductAction": (w) => [{ productId: w.foreignProduct }],
  "saved.unfavouriteProductAction": (w) => [{ productId: w.foreignProduct }],
  "posts.loadMoreCardsAction": () => [{ kind: "feed", mode: "all", cursor: "" }],
  // A wrong password: a valid one would end the caller's account after the first run.
  "privacy.deleteAccountAction": () => [{ password: "no-es-mi-clave" }],
  "profiles.updateProfileAction": () => [{ fullName: "Ana", bio: "", location: "" }],
  "profiles.loadProfilePostsAction": (w) => [{ userId: w.user.id }],
  "social.followAction": (w) => [{ user: w.friend.username }],
  "social.unfollowAction": (w) => [{ user: w.friend.username }],
  "social.blockAction": (w) => [{ user: w.friend.username }],
  "social.unblockAction": (w) => [{ user: w.friend.username }],
  "social.dismissFollowSuggestionAction": (w) => [{ user: w.friend.id }],
  "social.searchMentionsAction": () => [{ prefix: "an" }],
  "social.loadFollowsAction": (w) => [{ username: w.user.username, kind: "followers" }],
  "store.createStoreAction": () => [{ name: "Huellitas", address: "Calle Mayor 1" }],
  "store.updateStoreAction": () => [{ name: "Huellitas", address: "Calle Mayor 2" }],
  "store.createProductAction": () => [product],
  "store.updateProductAction": (w) => [{ productId: w.product, ...product }],
  "store.setProductActiveAction": (w) => [{ productId: w.product, active: true }],
  "store.advanceOrderAction": (w) => [{ orderId: w.order, status: "processing" }],
  "auth.signUpAction": () => [{ fullName: "Ana", email: "fuzz@test.patitas.dev", password: "Bigotes-2024" }],
  "auth.checkUsernameAction": () => ["libre_1"],
  "auth.claimUsernameAction": () => ["nueva_1"],
  "auth.logoutEverywhereAction": () => [],
  "auth.changePasswordAction": () => [{ currentPassword: "no-es-mi-clave", newPassword: "Nuevo-Collar-Rojo-7" }],
  "auth.signOutDeviceAction": () => [someId],
  "auth.requestPasswordResetAction": () => ["nadie@test.patitas.dev"],
  "auth.resetPasswordAction": () => [{ token: "abc", password: "Nuevo-Collar-Rojo-7" }],
  "auth.verifyEmailAction": () => ["abc"],
  "auth.resendVerificationAction": () => [],
  "admin.banUserAction": () => [{ userId: someId, reason: "spam", duration: "7d" }],
  "admin.restoreUserAction": () => [{ userId: someId }],
  "admin.assignRoleAction": () => [{ userId: someId, role: "support" }],
  "admin.setReportStatusAction": () => [{ reportId: someId, status: "dismissed" }],
  "admin.deleteReportedPostAction": () => [{ reportId: someId, postId: someId }],
  "admin.banReportedAuthorAction": () => [{ reportId: someId, userId: someId, reason: "spam", duration: "7d" }],
  "admin.setupAdminAction": () => [{ email: "nadie@test.patitas.dev" }],
  "admin.setContentFlagAction": () => [{ flag: "storeVerified", targetId: someId, value: "true" }],
  "admin.updateConfigAction": async () => [await getConfig()],
  "admin.removePostAction": () => [{ id: someId, reason: "Spam" }],
  "admin.removeCommentAction": () => [{ id: someId, reason: "Spam" }],
  "admin.setOrderStatusAction": () => [{ orderId: someId, status: "cancelled" }],
  "reviews.createReviewAction": (w) => [
    { orderId: w.order, productId: w.product, rating: 5, body: "Muy buena", photos: [] },
  ],
  "reviews.editReviewAction": () => [{ reviewId: someId, rating: 4, body: "Buena", photos: [] }],
  "reviews.answerReviewAction": () => [{ reviewId: someId, answer: "¡Gracias!" }],
  "reviews.reportReviewAction": () => [{ reviewId: someId, reason: "spam", details: "" }],
  "reviews.removeReviewAction": () => [{ reviewId: someId, reportId: someId, reason: "Spam" }],
  "guides.createGuideAction": () => [guideInput()],
  "guides.updateGuideAction": async () => [{ ...guideInput(), id: (await createTestGuide()).id }],
  "guides.deleteGuideAction": () => [{ id: someId }],
  "guides.searchGuideProductsAction": () => [{ q: "pelota" }],
  "guides.searchGuidesAction": () => [{ q: "perro" }],
  "guides.previewGuideAction": () => [{ body: "## Vacunas\n\n- **una** vez al año" }],
  "lost.reportLostCaseAction": async (w) => [
    await reportInput(w.user.id, { point: { latitude: 40.4, longitude: -3.7 }, phone: "+34 600 000 000" }),
  ],
  "lost.editLostCaseAction": async (w) => {
    const input = await reportInput(w.user.id);
    return [{ ...input, caseId: (await createTestCase(w.user.id, input)).id }];
  },
  "lost.addSightingAction": async (w) => [
    {
      caseId: (await createTestCase(w.friend.id)).id,
      placeId: PLACES.madrid,
      seenAt: new Date(Date.now() - 60_000).toISOString(),
      note: "Visto",
      photoUrl: null,
    },
  ],
  "lost.markReunitedAction": async (w) => [{ caseId: (await createTestCase(w.user.id)).id }],
  "lost.showLostPhoneAction": async (w) => [
    { caseId: (await createTestCase(w.friend.id, { phone: "+34 600 000 000" })).id },
  ],
  "lost.flagLostCaseAction": async (w) => [
    { caseId: (await createTestCase(w.friend.id)).id, reason: "wrong", details: "" },
  ],
  "lost.removeLostCaseAction": () => [{ caseId: someId, reason: "Estafa" }],
};

function actionFunction(key: string): (...args: unknown[]) => Promise<ActionResult<unknown>> {
  const [area, name] = key.split(".") as [string, string];
  // The area's module that exports the name: its actions.ts, or a "use server" file of its components
  // (components/posts/post-pages.tsx renders the feed's next cards).
  const file = Object.keys(actionModules).find(
    (path) =>
      (path.startsWith(`lib/${area}/`) || path.startsWith(`components/${area}/`)) && name in actionModules[path]!,
  );
  return actionModules[file!]![name] as (...args: unknown[]) => Promise<ActionResult<unknown>>;
}

it("every server action has a sample to fuzz", () => {
  expect(Object.keys(samples).sort()).toEqual(exportedActions());
});

describe.each(Object.keys(samples))("%s", (key) => {
  it("answers generated bad input with a translated refusal and writes nothing", async () => {
    const w = await world(
      key.startsWith("admin.") || key.startsWith("guides.") || key === "lost.removeLostCaseAction"
        ? "admin"
        : undefined,
    );
    const sample = await samples[key]!(w);
    const action = actionFunction(key);
    const args = fc.oneof(fc.array(badValue, { maxLength: 3 }), withOneFieldReplaced(sample));
    await fc.assert(
      fc.asyncProperty(args, async (input) => {
        // Each run from its own address (sign-up and reset limits count per address) and signed in
        // again (a run may have signed the caller out everywhere).
        setClientIp();
        await signInAs(w.user);
        const before = await databaseFingerprint();
        const result = await action(...input);
        expect(typeof result?.ok).toBe("boolean");
        if (!result.ok) {
          const now = await databaseFingerprint();
          expect(result.error.code).not.toBe("internal");
          expect(isMessageKey(result.error.message)).toBe(true);
          for (const field of Object.values(result.error.fields ?? {})) expect(isMessageKey(field)).toBe(true);
          expect(changedTables(before, now)).toEqual([]);
        }
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });
});
