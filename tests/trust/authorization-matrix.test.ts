// Issue 12: the authorization matrix, generated. Every exported server action (every "use server" file)
// and every route handler (app/**/route.ts) is found in the source tree; one missing from the table
// below fails the first test. Each is then called by the eight callers of tests/trust/harness.ts on a
// world of its own, and must give exactly the decided answer: "ok", an error code, or an HTTP status.
// A refused call must leave every row of every table as it was (databaseFingerprint), so on a shared
// PostgreSQL this folder runs alone (scripts/test.mjs).
import { eq } from "drizzle-orm";
import * as feedPages from "@/components/posts/post-pages";
import * as adminActions from "@/lib/admin/actions";
import { setContentFlag } from "@/lib/admin/content";
import * as authActions from "@/lib/auth/actions";
import { startSession } from "@/lib/auth/device-sessions";
import { sendVerificationEmail } from "@/lib/auth/email-tokens";
import * as cartActions from "@/lib/cart/actions";
import { getConfig } from "@/lib/config/config";
import { getDb } from "@/lib/db/client";
import { messagePhotos, messages, petSwipes, reportedContent, users } from "@/lib/db/schema";
import * as discoverActions from "@/lib/discover/actions";
import * as guideActions from "@/lib/guides/actions";
import * as lostActions from "@/lib/lost/actions";
import { getCurrentUser } from "@/lib/auth/session";
import type { ActionResult } from "@/lib/errors";
import * as matchActions from "@/lib/matches/actions";
import * as messageActions from "@/lib/messages/actions";
import * as notificationActions from "@/lib/notifications/actions";
import * as paymentActions from "@/lib/payments/actions";
import { createCheckout } from "@/lib/payments/checkout";
import * as petActions from "@/lib/pets/actions";
import * as placeActions from "@/lib/places/actions";
import * as postActions from "@/lib/posts/actions";
import { addComment } from "@/lib/posts/comments";
import { deletePost } from "@/lib/posts/posts";
import { likePost } from "@/lib/posts/likes";
import * as privacyActions from "@/lib/privacy/actions";
import * as savedActions from "@/lib/saved/actions";
import { favouriteProduct, savePost } from "@/lib/saved/saves";
import { savePushSubscription } from "@/lib/push/subscriptions";
import * as profileActions from "@/lib/profiles/actions";
import * as reviewActions from "@/lib/reviews/actions";
import { createReview, removeReview } from "@/lib/reviews/reviews";
import * as socialActions from "@/lib/social/actions";
import * as storeActions from "@/lib/store/actions";
import * as accountExportRoute from "@/app/api/account/export/route";
import * as healthRoute from "@/app/api/health/route";
import * as readyRoute from "@/app/api/ready/route";
import * as authEntryRoute from "@/app/api/auth-entry/route";
import * as homeRoute from "@/app/api/home/route";
import * as viewerRoute from "@/app/api/viewer/route";
import * as mediaRoute from "@/app/api/media/[...key]/route";
import * as messagePartRoute from "@/app/api/messages/[locale]/[part]/route";
import * as realtimeUserAuthRoute from "@/app/api/realtime/user-auth/route";
import * as uploadsRoute from "@/app/api/uploads/route";
import * as stripeWebhookRoute from "@/app/api/webhooks/stripe/route";
import * as iconsRoute from "@/app/icons.svg/route";
import * as pwaIconRoute from "@/app/pwa-icon/[file]/route";
import * as sitemapIndexRoute from "@/app/sitemap.xml/route";
import * as sitemapFileRoute from "@/app/sitemaps/[kind]/[page]/route";
import { befriend, createMatch } from "@/tests/chat-factories";
import { putInCart, sellerWithProduct, validShipping } from "@/tests/checkout-factories";
import { createUser, DEFAULT_PASSWORD, uniqueEmail, uniqueSuffix, type TestUser } from "@/tests/factories";
import { tokenFromMail } from "@/tests/mail";
import { createProduct, createStore } from "@/tests/market-factories";
import { solidImage } from "@/tests/media-files";
import { block, createPet, createTestPost, follow, uploadTestImage } from "@/tests/post-factories";
import { subscriptionInput } from "@/tests/fake-push";
import { createOrder } from "@/tests/store-factories";
import { deliveredOrder, insertReview } from "@/tests/review-factories";
import { createTestGuide, guideInput } from "@/tests/guide-factories";
import { createTestCase, PLACES, reportInput } from "@/tests/lost-factories";
import { actAs, CALLERS, changedTables, databaseFingerprint, type Caller } from "./harness";
import {
  actionModules,
  exportedActions,
  exportedRoutes,
  routeFiles,
  routeModules,
  ROUTES_TESTED_END_TO_END,
  serverActionFiles,
} from "./inventory";

/** The answer of one call: "ok", the error code of a refused action, or the HTTP status of a route. */
type Answer = string;
type Answers = Record<Caller, Answer>;
/** Builds what the call works on, owned by `owner`; returns the call, made later as each caller. */
type Arrange = (owner: TestUser) => Promise<() => Promise<ActionResult<unknown> | Response>>;
type Row = { arrange: Arrange; answers: Answers };

// The decided answers, by kind of action (docs/decisions/024-authorization-matrix-and-fuzzing.md).
const everyone = (answer: Answer): Answers => Object.fromEntries(CALLERS.map((caller) => [caller, answer])) as Answers;
/** Any signed-in user with a username acts on what is theirs; banned means signed out. */
const SIGNED_IN: Answers = {
  ...everyone("ok"),
  anonymous: "unauthorized",
  noUsername: "forbidden",
  banned: "unauthorized",
};
/** The same, for account actions a user may take before picking a username. */
const ACCOUNT: Answers = { ...everyone("ok"), anonymous: "unauthorized", banned: "unauthorized" };
/** Only the owner; everyone else is told what `refusal` says (forbidden, or not_found where existence is private). */
const ownerOnly = (refusal: Answer): Answers => ({
  ...SIGNED_IN,
  other: refusal,
  support: refusal,
  moderator: refusal,
  admin: refusal,
});
/** Staff from `minimum` up. */
function staff(minimum: "support" | "moderator" | "admin"): Answers {
  const rank = { support: 1, moderator: 2, admin: 3 }[minimum];
  return {
    anonymous: "unauthorized",
    noUsername: "forbidden",
    other: "forbidden",
    owner: "forbidden",
    banned: "unauthorized",
    support: rank <= 1 ? "ok" : "forbidden",
    moderator: rank <= 2 ? "ok" : "forbidden",
    admin: "ok",
  };
}
/** Readable by anyone, signed in or not (public pages' data). */
const PUBLIC = everyone("ok");

const validPet = { name: "Toby", age: 4, species: "dog", gender: "male", size: "large" } as const;

/** A post by `author` with a hashtag, and a report about it by a fresh user. */
async function reportedPost(author: TestUser) {
  const post = await createTestPost(author.id, { content: `Hola #matriz${uniqueSuffix()}` });
  const db = await getDb();
  const reporter = await createUser();
  const [report] = await db
    .insert(reportedContent)
    .values({ reporterId: reporter.id, contentType: "post", contentId: post.id, reason: "spam" })
    .returning({ id: reportedContent.id });
  return { post, reportId: report!.id };
}

/** A message between the owner and a new friend, sent by `sender` (the owner) or by the friend (null); its id. */
async function messageBetween(owner: TestUser, sender: TestUser | null): Promise<string> {
  const friend = await createUser();
  await befriend(owner, friend);
  const [from, to] = sender ? [owner, friend] : [friend, owner];
  const db = await getDb();
  const [row] = await db
    .insert(messages)
    .values({ senderId: from.id, receiverId: to.id, content: "Hola" })
    .returning({ id: messages.id });
  return row!.id;
}

/** The owner's paid test checkout of one product from a fresh store; the owner is the buyer. */
async function paidOrderOf(buyer: TestUser) {
  const { product, seller } = await sellerWithProduct();
  await putInCart(buyer.id, product.id, 1);
  const { sessionId } = await createCheckout(buyer, { shippingAddress: validShipping, locale: "es" });
  return { sessionId, seller };
}

const actions: Record<string, Row> = {
  // Cart and checkout: one's own cart; a stranger's call works on their own (empty) cart.
  // Signed out (or banned) the cart reads as null: the sheet asks to sign in ('Debes iniciar sesión').
  "cart.loadCartAction": { arrange: async () => () => cartActions.loadCartAction(), answers: PUBLIC },
  "cart.addToCartAction": {
    arrange: async () => {
      const { product } = await sellerWithProduct();
      return () => cartActions.addToCartAction({ productId: product.id });
    },
    answers: SIGNED_IN,
  },
  "cart.setCartQuantityAction": {
    arrange: async (owner) => {
      const { product } = await sellerWithProduct();
      await putInCart(owner.id, product.id, 1);
      return () => cartActions.setCartQuantityAction({ productId: product.id, quantity: 2 });
    },
    // Not in the caller's own cart.
    answers: ownerOnly("not_found"),
  },
  "cart.removeFromCartAction": {
    arrange: async (owner) => {
      const { product } = await sellerWithProduct();
      await putInCart(owner.id, product.id, 1);
      return () => cartActions.removeFromCartAction({ productId: product.id });
    },
    answers: SIGNED_IN,
  },
  "cart.clearCartAction": { arrange: async () => () => cartActions.clearCartAction(), answers: SIGNED_IN },
  "payments.checkoutAction": {
    arrange: async (owner) => {
      const { product } = await sellerWithProduct();
      await putInCart(owner.id, product.id, 1);
      return () => paymentActions.checkoutAction({ shippingAddress: validShipping });
    },
    // Anyone else's cart is empty: they are told so, and the owner's cart is untouched.
    answers: { ...ownerOnly("validation") },
  },
  "payments.payTestSessionAction": {
    arrange: async (owner) => {
      const { sessionId } = await paidOrderOf(owner);
      return () => paymentActions.payTestSessionAction({ sessionId });
    },
    answers: ownerOnly("not_found"),
  },
  "payments.cancelTestSessionAction": {
    arrange: async (owner) => {
      const { sessionId } = await paidOrderOf(owner);
      return () => paymentActions.cancelTestSessionAction({ sessionId });
    },
    answers: ownerOnly("not_found"),
  },
  "payments.checkConnectStatusAction": {
    arrange: async (owner) => {
      await createStore(owner.id);
      return () => paymentActions.checkConnectStatusAction();
    },
    // Each caller reads their own setup: without a store, the "no store" state.
    answers: SIGNED_IN,
  },
  "payments.createConnectAccountAction": {
    arrange: async (owner) => {
      await createStore(owner.id);
      return () => paymentActions.createConnectAccountAction({ locale: "es" });
    },
    answers: ownerOnly("not_found"),
  },
  "payments.refundOrderAction": {
    // The owner sells; a paid order of their store is refunded.
    arrange: async (owner) => {
      const store = await createStore(owner.id, {
        stripeAccountId: `test_acct_${owner.id.replaceAll("-", "")}`,
        stripeOnboardingCompleted: true,
        stripeChargesEnabled: true,
        stripePayoutsEnabled: true,
      });
      const order = await createOrder(store.id, (await createUser()).id);
      return () => paymentActions.refundOrderAction({ orderId: order.id });
    },
    // Decision 018: the store's owner or any staff role (docs/product-spec.md §1: staff manage orders).
    answers: { ...ownerOnly("forbidden"), support: "ok", moderator: "ok", admin: "ok" },
  },

  // Posts.
  "posts.createPostAction": {
    arrange: async () => () => postActions.createPostAction({ content: "Paseo por la playa" }),
    answers: SIGNED_IN,
  },
  "posts.deletePostAction": {
    arrange: async (owner) => {
      const post = await createTestPost(owner.id, { content: "Mío" });
      return () => postActions.deletePostAction(post.id);
    },
    answers: { ...ownerOnly("forbidden"), moderator: "ok", admin: "ok" },
  },
  // Issue 26: only the author rewrites a post; staff remove posts, they never change what someone said.
  "posts.editPostAction": {
    arrange: async (owner) => {
      const post = await createTestPost(owner.id, { content: "Mío #playa" });
      return () => postActions.editPostAction({ postId: post.id, content: "Mío, editado #siesta" });
    },
    answers: ownerOnly("forbidden"),
  },
  "posts.likePostAction": {
    arrange: async (owner) => {
      const post = await createTestPost(owner.id);
      return () => postActions.likePostAction(post.id);
    },
    answers: SIGNED_IN,
  },
  "posts.unlikePostAction": {
    arrange: async (owner) => {
      const post = await createTestPost((await createUser()).id);
      await likePost(owner.id, post.id);
      return () => postActions.unlikePostAction(post.id);
    },
    answers: SIGNED_IN,
  },
  "posts.addCommentAction": {
    arrange: async (owner) => {
      const post = await createTestPost(owner.id);
      return () => postActions.addCommentAction({ postId: post.id, content: "¡Qué bonito!" });
    },
    answers: SIGNED_IN,
  },
  "posts.deleteCommentAction": {
    arrange: async (owner) => {
      const post = await createTestPost((await createUser()).id);
      const comment = await addComment(owner.id, { postId: post.id, content: "¡Guau!" });
      return () => postActions.deleteCommentAction(comment.id);
    },
    answers: { ...ownerOnly("forbidden"), moderator: "ok", admin: "ok" },
  },
  "posts.reportPostAction": {
    arrange: async () => {
      const post = await createTestPost((await createUser()).id);
      return () => postActions.reportPostAction({ postId: post.id, reason: "spam" });
    },
    answers: SIGNED_IN,
  },
  "posts.listPostablePetsAction": {
    arrange: async (owner) => {
      await createPet(owner.id);
      return () => postActions.listPostablePetsAction();
    },
    answers: SIGNED_IN,
  },
  "posts.loadFeedPageAction": {
    arrange: async () => () => postActions.loadFeedPageAction({ mode: "all" }),
    answers: SIGNED_IN,
  },
  "posts.loadHashtagPageAction": {
    arrange: async (owner) => {
      const tag = `perros${uniqueSuffix()}`;
      await createTestPost(owner.id, { content: `En la playa #${tag}` });
      return () => postActions.loadHashtagPageAction({ tag });
    },
    answers: PUBLIC,
  },
  "posts.loadCommentsAction": {
    arrange: async (owner) => {
      const post = await createTestPost(owner.id);
      return () => postActions.loadCommentsAction({ postId: post.id });
    },
    answers: PUBLIC,
  },
  // The search box lives on signed-in screens (home, discover).
  // Saves and favourites (issue 26): anyone signed in, each on their own rows; taking one back is idempotent.
  "saved.savePostAction": {
    arrange: async () => {
      const post = await createTestPost((await createUser()).id);
      return () => savedActions.savePostAction({ postId: post.id });
    },
    answers: SIGNED_IN,
  },
  "saved.unsavePostAction": {
    arrange: async (owner) => {
      const post = await createTestPost((await createUser()).id);
      await savePost(owner.id, { postId: post.id });
      return () => savedActions.unsavePostAction({ postId: post.id });
    },
    answers: SIGNED_IN,
  },
  "saved.favouriteProductAction": {
    arrange: async () => {
      const { product } = await sellerWithProduct();
      return () => savedActions.favouriteProductAction({ productId: product.id });
    },
    answers: SIGNED_IN,
  },
  "saved.unfavouriteProductAction": {
    arrange: async (owner) => {
      const { product } = await sellerWithProduct();
      await favouriteProduct(owner.id, { productId: product.id });
      return () => savedActions.unfavouriteProductAction({ productId: product.id });
    },
    answers: SIGNED_IN,
  },
  "posts.searchHashtagsAction": {
    arrange: async () => () => postActions.searchHashtagsAction("perr"),
    answers: SIGNED_IN,
  },
  "posts.loadMoreCardsAction": {
    arrange: async () => () => feedPages.loadMoreCardsAction({ kind: "feed", mode: "all", cursor: "" }),
    answers: SIGNED_IN,
  },

  // People.
  "social.followAction": {
    arrange: async (owner) => async () => socialActions.followAction({ user: owner.username }),
    // Following oneself is refused as bad input.
    answers: { ...SIGNED_IN, owner: "validation" },
  },
  "social.unfollowAction": {
    arrange: async (owner) => {
      const star = await createUser();
      await follow(owner.id, star.id);
      return () => socialActions.unfollowAction({ user: star.username });
    },
    answers: SIGNED_IN,
  },
  "social.blockAction": {
    arrange: async () => {
      const them = await createUser();
      return () => socialActions.blockAction({ user: them.username });
    },
    answers: SIGNED_IN,
  },
  "social.unblockAction": {
    arrange: async (owner) => {
      const them = await createUser();
      await block(owner.id, them.id);
      return () => socialActions.unblockAction({ user: them.username });
    },
    answers: SIGNED_IN,
  },
  "social.dismissFollowSuggestionAction": {
    arrange: async () => {
      const suggested = await createUser();
      return () => socialActions.dismissFollowSuggestionAction({ user: suggested.id });
    },
    answers: SIGNED_IN,
  },
  "social.searchMentionsAction": {
    arrange: async () => () => socialActions.searchMentionsAction({ prefix: "u_" }),
    answers: SIGNED_IN,
  },
  "social.loadFollowsAction": {
    arrange: async (owner) => () => socialActions.loadFollowsAction({ username: owner.username, kind: "followers" }),
    // A banned user's profile, lists included, is gone for everyone.
    answers: { ...PUBLIC, banned: "not_found" },
  },
  "profiles.updateProfileAction": {
    arrange: async () => () => profileActions.updateProfileAction({ fullName: "Lucía Nueva", bio: "", location: "" }),
    answers: SIGNED_IN,
  },
  "profiles.loadProfilePostsAction": {
    arrange: async (owner) => {
      await createTestPost(owner.id);
      return () => profileActions.loadProfilePostsAction({ userId: owner.id });
    },
    answers: { ...PUBLIC, banned: "not_found" },
  },

  // Pets.
  "pets.createPetAction": { arrange: async () => () => petActions.createPetAction(validPet), answers: SIGNED_IN },
  "pets.updatePetAction": {
    arrange: async (owner) => {
      const pet = await createPet(owner.id);
      return () => petActions.updatePetAction({ petId: pet.id, ...validPet, name: "Tobías" });
    },
    answers: ownerOnly("not_found"),
  },
  "pets.setPetActiveAction": {
    arrange: async (owner) => {
      const pet = await createPet(owner.id);
      return () => petActions.setPetActiveAction({ petId: pet.id, active: false });
    },
    answers: ownerOnly("not_found"),
  },

  // Matching and discovery.
  "matches.likePetAction": {
    arrange: async (owner) => {
      // Love: the same species and the other sex (a male dog for a female dog).
      await createPet(owner.id, { gender: "male" });
      const theirs = await createPet((await createUser()).id);
      return () => matchActions.likePetAction({ pet: theirs.id, mode: "love" });
    },
    // Without a pet of one's own: the spec's "Necesitas tener al menos una mascota".
    answers: { ...SIGNED_IN, other: "validation", support: "validation", moderator: "validation", admin: "validation" },
  },
  "matches.passPetAction": {
    arrange: async () => {
      const theirs = await createPet((await createUser()).id);
      return () => matchActions.passPetAction({ pet: theirs.id, mode: "friend" });
    },
    answers: SIGNED_IN,
  },
  "matches.undoPassAction": {
    // The owner passed on a pet: only they can undo that pass; anyone else has nothing to undo.
    arrange: async (owner) => {
      const theirs = await createPet((await createUser()).id);
      await (
        await getDb()
      )
        .insert(petSwipes)
        .values({ userId: owner.id, petId: theirs.id, matchType: "friend", liked: false });
      return () => matchActions.undoPassAction({ pet: theirs.id, mode: "friend" });
    },
    answers: ownerOnly("not_found"),
  },
  "matches.respondToMatchAction": {
    // A pending match sent to the owner: only they answer it.
    arrange: async (owner) => {
      const matchId = await createMatch(await createUser(), owner, "pending");
      return () => matchActions.respondToMatchAction({ match: matchId, accept: true });
    },
    answers: ownerOnly("not_found"),
  },
  "matches.unmatchAction": {
    arrange: async (owner) => {
      const matchId = await createMatch(owner, await createUser(), "accepted");
      return () => matchActions.unmatchAction({ match: matchId });
    },
    answers: ownerOnly("not_found"),
  },
  "matches.loadDeckAction": {
    arrange: async () => () => matchActions.loadDeckAction({ mode: "love" }),
    answers: SIGNED_IN,
  },
  "discover.discoverAction": {
    arrange: async () => () => discoverActions.discoverAction({ tab: "pets", q: "toby" }),
    answers: SIGNED_IN,
  },
  "places.searchPlacesAction": {
    arrange: async () => () => placeActions.searchPlacesAction({ query: "Sevi" }),
    answers: SIGNED_IN,
  },
  "places.nearestPlaceAction": {
    arrange: async () => () => placeActions.nearestPlaceAction({ latitude: 37.39, longitude: -5.99 }),
    answers: SIGNED_IN,
  },

  // Chat (decision 011): one's own conversations.
  "messages.sendMessageAction": {
    arrange: async (owner) => {
      const friend = await createUser();
      await befriend(owner, friend);
      return () => messageActions.sendMessageAction({ to: friend.username, content: "¡Hola!" });
    },
    // A stranger may not write to someone who neither follows them nor matched them.
    answers: ownerOnly("forbidden"),
  },
  "messages.loadThreadAction": {
    arrange: async (owner) => {
      const friend = await createUser();
      await befriend(owner, friend);
      return () => messageActions.loadThreadAction({ with: friend.username });
    },
    answers: SIGNED_IN,
  },
  "messages.catchUpAction": {
    arrange: async (owner) => {
      const friend = await createUser();
      await befriend(owner, friend);
      return () => messageActions.catchUpAction({ with: friend.username, afterId: null });
    },
    answers: SIGNED_IN,
  },
  "messages.markReadAction": {
    arrange: async (owner) => {
      const friend = await createUser();
      await befriend(owner, friend);
      return () => messageActions.markReadAction({ with: friend.username });
    },
    answers: SIGNED_IN,
  },
  "messages.loadConversationsAction": {
    arrange: async () => () => messageActions.loadConversationsAction({}),
    answers: SIGNED_IN,
  },
  "messages.blockConversationAction": {
    arrange: async (owner) => {
      const friend = await createUser();
      await befriend(owner, friend);
      return () => messageActions.blockConversationAction({ with: friend.username });
    },
    answers: SIGNED_IN,
  },
  "messages.reportConversationAction": {
    arrange: async (owner) => {
      const friend = await createUser();
      await befriend(owner, friend);
      return () => messageActions.reportConversationAction({ with: friend.username, reason: "spam" });
    },
    // A report about a person: anyone may file one (one pending per reporter), as on Instagram.
    answers: SIGNED_IN,
  },
  "messages.setMessagePreferenceAction": {
    arrange: async () => () => messageActions.setMessagePreferenceAction({ fromFollowingOnly: true }),
    answers: SIGNED_IN,
  },
  // Issue 46: one's own message to unsend, a message of one's own thread to react to, a friend to signal
  // typing to or share with. Anyone else's message is not found; a stranger may not be written to.
  "messages.unsendMessageAction": {
    arrange: async (owner) => {
      const message = await messageBetween(owner, owner);
      return () => messageActions.unsendMessageAction({ id: message });
    },
    answers: ownerOnly("not_found"),
  },
  "messages.reactAction": {
    arrange: async (owner) => {
      const message = await messageBetween(owner, null);
      return () => messageActions.reactAction({ id: message, emoji: "🐾" });
    },
    answers: ownerOnly("not_found"),
  },
  "messages.typingAction": {
    arrange: async (owner) => {
      const friend = await createUser();
      await befriend(owner, friend);
      return () => messageActions.typingAction({ to: friend.id });
    },
    answers: ownerOnly("forbidden"),
  },
  "messages.shareAction": {
    arrange: async (owner) => {
      const friend = await createUser();
      await befriend(owner, friend);
      const post = await createTestPost((await createUser()).id);
      return () => messageActions.shareAction({ to: [friend.id], shared: { kind: "post", id: post.id } });
    },
    answers: ownerOnly("forbidden"),
  },

  // Activity.
  "notifications.markAllReadAction": {
    arrange: async () => () => notificationActions.markAllReadAction(),
    answers: SIGNED_IN,
  },
  "notifications.loadActivityAction": {
    arrange: async () => () => notificationActions.loadActivityAction({ filter: "all" }),
    answers: SIGNED_IN,
  },
  "notifications.setNotificationPreferenceAction": {
    arrange: async () => () => notificationActions.setNotificationPreferenceAction({ kind: "like", on: false }),
    answers: SIGNED_IN,
  },
  // Lost-pet alerts (decision 068): one's own settings only, so anyone signed in may set them.
  "lost.setLostAlertPreferencesAction": {
    arrange: async () => () =>
      lostActions.setLostAlertPreferencesAction({
        on: true,
        radiusKm: 5,
        place: "device",
        point: { latitude: 40.4, longitude: -3.7 },
      }),
    answers: SIGNED_IN,
  },
  // A fresh browser's subscription: anyone signed in may turn push on for their own browser.
  "notifications.savePushSubscriptionAction": {
    arrange: async () => () => notificationActions.savePushSubscriptionAction(subscriptionInput()),
    answers: SIGNED_IN,
  },
  // The owner's browser: nobody else can turn it off (or learn that it exists).
  "notifications.deletePushSubscriptionAction": {
    arrange: async (owner) => {
      const input = subscriptionInput();
      await savePushSubscription(
        { id: owner.id, sessionId: await startSession(owner.id, { userAgent: "matrix", ip: "::1" }) },
        input,
      );
      return () => notificationActions.deletePushSubscriptionAction({ endpoint: input.endpoint });
    },
    answers: ownerOnly("not_found"),
  },

  // Seller dashboard: "my store" is the caller's own; others have none.
  "store.createStoreAction": {
    arrange: async () => () => storeActions.createStoreAction({ name: "Huellitas", address: "Calle Mayor 1" }),
    answers: SIGNED_IN,
  },
  "store.updateStoreAction": {
    arrange: async (owner) => {
      await createStore(owner.id);
      return () => storeActions.updateStoreAction({ name: "Huellitas", address: "Calle Mayor 2" });
    },
    answers: ownerOnly("not_found"),
  },
  "store.createProductAction": {
    arrange: async (owner) => {
      await createStore(owner.id);
      return () => storeActions.createProductAction({ name: "Pelota", priceCents: 500, stockQuantity: 3 });
    },
    answers: ownerOnly("not_found"),
  },
  "store.updateProductAction": {
    arrange: async (owner) => {
      const product = await createProduct((await createStore(owner.id)).id);
      return () =>
        storeActions.updateProductAction({ productId: product.id, name: "Pelota", priceCents: 500, stockQuantity: 3 });
    },
    answers: ownerOnly("not_found"),
  },
  "store.setProductActiveAction": {
    arrange: async (owner) => {
      const product = await createProduct((await createStore(owner.id)).id);
      return () => storeActions.setProductActiveAction({ productId: product.id, active: false });
    },
    answers: ownerOnly("not_found"),
  },
  "store.advanceOrderAction": {
    arrange: async (owner) => {
      const order = await createOrder((await createStore(owner.id)).id, (await createUser()).id);
      return () => storeActions.advanceOrderAction({ orderId: order.id, status: "processing" });
    },
    answers: ownerOnly("not_found"),
  },

  // Reviews (decision 046): only a delivered order's buyer reviews (anyone else's order is unknown to
  // them), only its author edits, only the store's owner answers, staff from moderator up remove.
  "reviews.createReviewAction": {
    arrange: async (owner) => {
      const { order, product } = await deliveredOrder(owner);
      return () =>
        reviewActions.createReviewAction({ orderId: order.id, productId: product.id, rating: 5, body: "Muy buena" });
    },
    answers: ownerOnly("not_found"),
  },
  "reviews.editReviewAction": {
    arrange: async (owner) => {
      const { order, product, store } = await deliveredOrder(owner);
      const review = await insertReview({
        userId: owner.id,
        orderId: order.id,
        storeId: store.id,
        productId: product.id,
      });
      return () => reviewActions.editReviewAction({ reviewId: review.id, rating: 2, body: "Peor de lo que pensaba" });
    },
    answers: ownerOnly("forbidden"),
  },
  "reviews.answerReviewAction": {
    // The owner sells: a buyer's review of their store is answered.
    arrange: async (owner) => {
      const store = await createStore(owner.id);
      const buyer = await createUser();
      const order = await createOrder(store.id, buyer.id, { status: "delivered" });
      const review = await insertReview({ userId: buyer.id, orderId: order.id, storeId: store.id });
      return () => reviewActions.answerReviewAction({ reviewId: review.id, answer: "¡Gracias!" });
    },
    answers: ownerOnly("forbidden"),
  },
  "reviews.reportReviewAction": {
    arrange: async () => {
      const { order, buyer, store } = await deliveredOrder();
      const review = await insertReview({ userId: buyer.id, orderId: order.id, storeId: store.id });
      return () => reviewActions.reportReviewAction({ reviewId: review.id, reason: "spam" });
    },
    answers: SIGNED_IN,
  },
  "reviews.removeReviewAction": {
    arrange: async () => {
      const { order, buyer, store, product } = await deliveredOrder();
      const review = await insertReview({
        userId: buyer.id,
        orderId: order.id,
        storeId: store.id,
        productId: product.id,
      });
      return () => reviewActions.removeReviewAction({ reviewId: review.id, reason: "Spam" });
    },
    answers: staff("moderator"),
  },

  // Lost & found (issue 45): anyone signed in reports, sights, writes, sees the phone and reports a case;
  // only its reporter edits or closes it (anyone else's reads as not found) and cannot report it; staff
  // from moderator up remove it.
  "lost.reportLostCaseAction": {
    // The photo must be the caller's own upload: it is made for whoever is signed in when the call runs.
    arrange: async () => async () => {
      const me = await getCurrentUser();
      return lostActions.reportLostCaseAction(me ? await reportInput(me.id) : { kind: "lost" });
    },
    answers: SIGNED_IN,
  },
  "lost.editLostCaseAction": {
    arrange: async (owner) => {
      const input = await reportInput(owner.id);
      const { id } = await createTestCase(owner.id, input);
      return () => lostActions.editLostCaseAction({ ...input, caseId: id, description: "Sin collar" });
    },
    answers: ownerOnly("not_found"),
  },
  "lost.addSightingAction": {
    arrange: async (owner) => {
      const { id } = await createTestCase(owner.id);
      return () =>
        lostActions.addSightingAction({
          caseId: id,
          placeId: PLACES.getafe,
          seenAt: new Date(Date.now() - 60_000).toISOString(),
          note: "Junto al parque",
        });
    },
    answers: SIGNED_IN,
  },
  "lost.markReunitedAction": {
    arrange: async (owner) => {
      const { id } = await createTestCase(owner.id);
      return () => lostActions.markReunitedAction({ caseId: id });
    },
    answers: ownerOnly("not_found"),
  },
  "lost.showLostPhoneAction": {
    arrange: async (owner) => {
      const { id } = await createTestCase(owner.id, { phone: "+34 600 000 000" });
      return () => lostActions.showLostPhoneAction({ caseId: id });
    },
    answers: SIGNED_IN,
  },
  "lost.flagLostCaseAction": {
    arrange: async (owner) => {
      const { id } = await createTestCase(owner.id);
      return () => lostActions.flagLostCaseAction({ caseId: id, reason: "scam" });
    },
    answers: { ...SIGNED_IN, owner: "forbidden" },
  },
  "lost.removeLostCaseAction": {
    arrange: async (owner) => {
      const { id } = await createTestCase(owner.id);
      return () => lostActions.removeLostCaseAction({ caseId: id, reason: "Estafa" });
    },
    answers: staff("moderator"),
  },

  // Accounts.
  "auth.signUpAction": {
    arrange: async () => () =>
      authActions.signUpAction({ fullName: "Ana", email: uniqueEmail(), password: "Bigotes-2024" }),
    answers: PUBLIC,
  },
  // Asked by the username form of a signed-in account only.
  "auth.checkUsernameAction": {
    arrange: async () => () => authActions.checkUsernameAction(`libre_${uniqueSuffix()}`.slice(0, 20)),
    answers: ACCOUNT,
  },
  "auth.claimUsernameAction": {
    arrange: async () => () => authActions.claimUsernameAction(`nueva_${uniqueSuffix()}`.slice(0, 20)),
    // Only an account without one claims a username.
    answers: { ...everyone("conflict"), anonymous: "unauthorized", banned: "unauthorized", noUsername: "ok" },
  },
  "auth.logoutEverywhereAction": { arrange: async () => () => authActions.logoutEverywhereAction(), answers: ACCOUNT },
  "auth.changePasswordAction": {
    arrange: async () => () =>
      authActions.changePasswordAction({ currentPassword: DEFAULT_PASSWORD, newPassword: "Nuevo-Collar-Rojo-7" }),
    answers: ACCOUNT,
  },
  "auth.signOutDeviceAction": {
    arrange: async (owner) => {
      const phone = await startSession(owner.id, { userAgent: "phone", ip: "::1" });
      return () => authActions.signOutDeviceAction(phone);
    },
    answers: {
      ...ACCOUNT,
      noUsername: "not_found",
      other: "not_found",
      support: "not_found",
      moderator: "not_found",
      admin: "not_found",
    },
  },
  "auth.requestPasswordResetAction": {
    arrange: async (owner) => () => authActions.requestPasswordResetAction(owner.email),
    answers: PUBLIC,
  },
  "auth.resetPasswordAction": {
    // Whoever holds the e-mailed link sets the password: the link is the credential.
    arrange: async (owner) => {
      await authActions.requestPasswordResetAction(owner.email);
      const { token } = await tokenFromMail(owner.email, "/auth/reset");
      return () => authActions.resetPasswordAction({ token, password: "Nuevo-Collar-Rojo-7" });
    },
    answers: PUBLIC,
  },
  "auth.verifyEmailAction": {
    arrange: async (owner) => {
      await sendVerificationEmail(owner.id);
      const { token } = await tokenFromMail(owner.email, "/auth/verify");
      return () => authActions.verifyEmailAction(token);
    },
    answers: PUBLIC,
  },
  "auth.resendVerificationAction": {
    arrange: async () => () => authActions.resendVerificationAction(),
    answers: ACCOUNT,
  },
  "privacy.deleteAccountAction": {
    // Each caller deletes their own account with their own password.
    arrange: async () => () => privacyActions.deleteAccountAction({ password: DEFAULT_PASSWORD }),
    answers: ACCOUNT,
  },

  // Staff (docs/product-spec.md §6, decisions 014 and 023).
  "admin.banUserAction": {
    arrange: async (owner) => () => adminActions.banUserAction({ userId: owner.id, reason: "spam", duration: "7d" }),
    answers: staff("moderator"),
  },
  "admin.restoreUserAction": {
    arrange: async () => {
      const target = await createUser({ banned: true });
      return () => adminActions.restoreUserAction({ userId: target.id });
    },
    answers: staff("moderator"),
  },
  "admin.assignRoleAction": {
    arrange: async () => {
      const target = await createUser();
      return () => adminActions.assignRoleAction({ userId: target.id, role: "support" });
    },
    answers: staff("admin"),
  },
  "admin.setReportStatusAction": {
    arrange: async () => {
      const { reportId } = await reportedPost(await createUser());
      return () => adminActions.setReportStatusAction({ reportId, status: "dismissed" });
    },
    answers: staff("moderator"),
  },
  "admin.deleteReportedPostAction": {
    arrange: async () => {
      const { post, reportId } = await reportedPost(await createUser());
      return () => adminActions.deleteReportedPostAction({ reportId, postId: post.id });
    },
    answers: staff("moderator"),
  },
  "admin.banReportedAuthorAction": {
    arrange: async () => {
      const author = await createUser();
      const { reportId } = await reportedPost(author);
      return () =>
        adminActions.banReportedAuthorAction({ reportId, userId: author.id, reason: "spam", duration: "7d" });
    },
    answers: staff("moderator"),
  },
  "admin.setupAdminAction": {
    // The staff callers exist, so an admin does: the setup is closed for everyone (lib/admin/staff.test.ts
    // covers the open case).
    arrange: async (owner) => () => adminActions.setupAdminAction({ email: owner.email }),
    answers: { ...everyone("forbidden"), anonymous: "unauthorized", banned: "unauthorized" },
  },
  "admin.setContentFlagAction": {
    arrange: async () => {
      const store = await createStore((await createUser()).id);
      return () => adminActions.setContentFlagAction({ flag: "storeVerified", targetId: store.id, value: "true" });
    },
    answers: staff("moderator"),
  },
  "admin.updateConfigAction": {
    arrange: async () => async () => adminActions.updateConfigAction(await getConfig()),
    answers: staff("admin"),
  },
  "admin.removePostAction": {
    arrange: async () => {
      const post = await createTestPost((await createUser()).id);
      return () => adminActions.removePostAction({ id: post.id, reason: "Spam" });
    },
    answers: staff("moderator"),
  },
  "admin.removeCommentAction": {
    arrange: async () => {
      const post = await createTestPost((await createUser()).id);
      const comment = await addComment((await createUser()).id, { postId: post.id, content: "Compra aquí" });
      return () => adminActions.removeCommentAction({ id: comment.id, reason: "Spam" });
    },
    answers: staff("moderator"),
  },
  "admin.setOrderStatusAction": {
    arrange: async () => {
      const order = await createOrder((await createStore((await createUser()).id)).id, (await createUser()).id);
      return () => adminActions.setOrderStatusAction({ orderId: order.id, status: "cancelled" });
    },
    answers: staff("moderator"),
  },
  // Care guides (decision 045): moderators and admins write them, support does not.
  "guides.createGuideAction": {
    arrange: async () => () => guideActions.createGuideAction(guideInput()),
    answers: staff("moderator"),
  },
  "guides.updateGuideAction": {
    arrange: async () => {
      const guide = await createTestGuide();
      return () => guideActions.updateGuideAction({ ...guideInput(), id: guide.id });
    },
    answers: staff("moderator"),
  },
  "guides.deleteGuideAction": {
    arrange: async () => {
      const guide = await createTestGuide();
      return () => guideActions.deleteGuideAction({ id: guide.id });
    },
    answers: staff("moderator"),
  },
  "guides.searchGuideProductsAction": {
    arrange: async () => () => guideActions.searchGuideProductsAction({ q: "pelota" }),
    answers: staff("moderator"),
  },
  "guides.searchGuidesAction": {
    arrange: async () => () => guideActions.searchGuidesAction({ q: "perro" }),
    answers: staff("moderator"),
  },
  "guides.previewGuideAction": {
    arrange: async () => () => guideActions.previewGuideAction({ body: "## Vacunas" }),
    answers: staff("moderator"),
  },
};

// Issue 43: staff decisions outrank owners' (lib/db/staff-hold.ts). Each row arranges something of the owner's
// that staff hid or removed; the owner's call to show or edit it again is refused and changes nothing, and
// everyone else meets what they met before (not theirs, or gone).
const moderator = async () => ({ id: (await createUser({ role: "moderator" })).id, role: "moderator" as const });
const HELD: Answers = { ...ownerOnly("not_found"), owner: "forbidden" };

/** A product of the owner's store, hidden by a moderator. */
async function staffHiddenProduct(owner: TestUser) {
  const product = await createProduct((await createStore(owner.id)).id);
  await setContentFlag((await moderator()).id, "productActive", product.id, false);
  return product;
}

/** The owner's review of a delivered order, removed by a moderator. */
async function staffRemovedReview(owner: TestUser) {
  const { order, product } = await deliveredOrder(owner);
  const { id } = await createReview(
    { id: owner.id, role: null },
    { orderId: order.id, productId: product.id, rating: 1, body: "Compra en otra web", photos: [] },
  );
  await removeReview(await moderator(), { reviewId: id, reason: "Spam" });
  return { id, order, product };
}

const staffOverOwner: Record<string, Row> = {
  "staff over owner: a hidden product switched on (store.setProductActiveAction)": {
    arrange: async (owner) => {
      const product = await staffHiddenProduct(owner);
      return () => storeActions.setProductActiveAction({ productId: product.id, active: true });
    },
    answers: HELD,
  },
  "staff over owner: a hidden product edited (store.updateProductAction)": {
    arrange: async (owner) => {
      const product = await staffHiddenProduct(owner);
      return () =>
        storeActions.updateProductAction({ productId: product.id, name: "Pelota", priceCents: 500, stockQuantity: 3 });
    },
    answers: HELD,
  },
  "staff over owner: a switched-off store edited (store.updateStoreAction)": {
    arrange: async (owner) => {
      const store = await createStore(owner.id);
      await setContentFlag((await moderator()).id, "storeActive", store.id, false);
      return () => storeActions.updateStoreAction({ name: "Huellitas", address: "Calle Mayor 2" });
    },
    answers: HELD,
  },
  "staff over owner: a removed review written again (reviews.createReviewAction)": {
    arrange: async (owner) => {
      const { order, product } = await staffRemovedReview(owner);
      return () =>
        reviewActions.createReviewAction({ orderId: order.id, productId: product.id, rating: 1, body: "Otra vez" });
    },
    answers: HELD,
  },
  "staff over owner: a removed review edited (reviews.editReviewAction)": {
    arrange: async (owner) => {
      const { id } = await staffRemovedReview(owner);
      return () => reviewActions.editReviewAction({ reviewId: id, rating: 1, body: "Editada" });
    },
    answers: HELD,
  },
  // Staff remove a post by deleting it: there is nothing left to edit.
  "staff over owner: a removed post edited (posts.editPostAction)": {
    arrange: async (owner) => {
      const post = await createTestPost(owner.id, { content: "Compra aquí" });
      await deletePost(await moderator(), post.id, "Spam");
      return () => postActions.editPostAction({ postId: post.id, content: "Otra vez" });
    },
    answers: { ...everyone("not_found"), anonymous: "unauthorized", noUsername: "forbidden", banned: "unauthorized" },
  },
  // Guides are staff's alone: their author, no longer staff, cannot publish again one staff unpublished.
  "staff over owner: an unpublished guide published by its former author (guides.updateGuideAction)": {
    arrange: async (owner) => {
      const guide = await createTestGuide({ authorId: owner.id, status: "draft", publishedAt: new Date() });
      return () => guideActions.updateGuideAction({ ...guideInput(), id: guide.id, status: "published" });
    },
    answers: staff("moderator"),
  },
};

// Route handlers: the answer is the HTTP status.
const request = (url: string, init?: RequestInit) => new Request(`http://localhost:3000${url}`, init);
const routes: Record<string, Row> = {
  "GET /api/health": { arrange: async () => () => healthRoute.GET(), answers: everyone("200") },
  "GET /api/ready": { arrange: async () => () => readyRoute.GET(), answers: everyone("200") },
  "GET /icons.svg": { arrange: async () => async () => iconsRoute.GET(), answers: everyone("200") },
  // The sitemap is public: the same documents for everyone, sessions or not (lib/seo/sitemap.ts).
  "GET /sitemap.xml": { arrange: async () => async () => sitemapIndexRoute.GET(), answers: everyone("200") },
  "GET /sitemaps/[kind]/[page]": {
    arrange: async () => () =>
      sitemapFileRoute.GET(request("/sitemaps/static/start.xml"), {
        params: Promise.resolve({ kind: "static", page: "start.xml" }),
      }),
    answers: everyone("200"),
  },
  "GET /pwa-icon/[file]": {
    arrange: async () => () =>
      pwaIconRoute.GET(request("/pwa-icon/192.png"), { params: Promise.resolve({ file: "192.png" }) }),
    answers: everyone("200"),
  },
  // The words of a part that loads on demand (the cart's sheet) are as public as the pages that show them.
  "GET /api/messages/[locale]/[part]": {
    arrange: async () => () =>
      messagePartRoute.GET(request("/api/messages/es/cart-sheet?v=dev"), {
        params: Promise.resolve({ locale: "es", part: "cart-sheet" }),
      }),
    answers: everyone("200"),
  },
  // Uploaded media are public by their unguessable key (they show on public pages).
  "GET /api/media/[...key]": {
    arrange: async (owner) => {
      const { url } = await uploadTestImage(owner.id);
      const key = new URL(url, "http://localhost").pathname.replace(/^\/api\/media\//, "").split("/");
      return () => mediaRoute.GET(request(url), { params: Promise.resolve({ key }) });
    },
    answers: everyone("200"),
  },
  "POST /api/uploads": {
    arrange: async () => async () => {
      const form = new FormData();
      form.set("folder", "posts");
      form.set("file", new File([new Uint8Array(await solidImage(20, 20))], "foto.png", { type: "image/png" }));
      return uploadsRoute.POST(request("/api/uploads", { method: "POST", body: form }));
    },
    answers: { ...everyone("201"), anonymous: "401", noUsername: "401", banned: "401" },
  },
  // The viewer's part of the /home shell (decision 029).
  "GET /api/home": {
    arrange: async () => () => homeRoute.GET(request("/api/home?mode=all&wide=1")),
    answers: { ...everyone("200"), anonymous: "401", noUsername: "403", banned: "401" },
  },
  // The per-viewer layer of a cached hashtag or post page (decision 032), asked about the owner's post.
  "GET /api/viewer": {
    arrange: async (owner) => {
      const post = await createTestPost(owner.id);
      return () => viewerRoute.GET(request(`/api/viewer?posts=${post.id}&users=${owner.id}&profile=${owner.id}`));
    },
    answers: { ...everyone("200"), anonymous: "401", noUsername: "403", banned: "401" },
  },
  // The sign-in page for a visitor with a session cookie (decision 063): a redirect for every caller, on for
  // the signed-in, back to the sign-in page with the cookie expired for the others (lib/auth/entry-route.test.ts).
  "GET /api/auth-entry": {
    arrange: async () => () =>
      authEntryRoute.GET(request("/api/auth-entry?mode=signup", { headers: { "x-patitas-auth-locale": "en" } })),
    answers: everyone("307"),
  },
  "GET /api/account/export": {
    arrange: async () => () => accountExportRoute.GET(),
    answers: { ...everyone("200"), anonymous: "401", banned: "401" },
  },
  // Each caller's socket is signed in as the caller themself (the body names only the socket); a signed-out,
  // banned or username-less caller gets nothing signed.
  "POST /api/realtime/user-auth": {
    arrange: async () => () =>
      realtimeUserAuthRoute.POST(
        request("/api/realtime/user-auth", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ socket_id: "123.456" }).toString(),
        }),
      ),
    answers: { ...everyone("200"), anonymous: "403", noUsername: "403", banned: "403" },
  },
  // Stripe's signature is the only credential; a session changes nothing. Without STRIPE_WEBHOOK_SECRET
  // (the offline default, as here) the endpoint does not exist; lib/payments/webhook*.test.ts sign real events.
  "POST /api/webhooks/stripe": {
    arrange: async () => () =>
      stripeWebhookRoute.POST(
        request("/api/webhooks/stripe", {
          method: "POST",
          body: "{}",
          headers: { "stripe-signature": "t=1,v1=forged" },
        }),
      ),
    answers: everyone("404"),
  },
};

describe("the matrix lists", () => {
  it('every exported server action of every "use server" file', () => {
    expect(serverActionFiles()).toEqual(Object.keys(actionModules).sort());
    expect(exportedActions()).toEqual(Object.keys(actions).sort());
  });

  it("every route handler under app/", () => {
    expect(routeFiles()).toEqual([...Object.keys(routeModules), ...ROUTES_TESTED_END_TO_END].sort());
    expect(exportedRoutes()).toEqual(Object.keys(routes).sort());
  });
});

describe("the database fingerprint", () => {
  it("names exactly the table in which one column of one row changed", async () => {
    const user = await createUser();
    const before = await databaseFingerprint();
    expect(changedTables(before, await databaseFingerprint())).toEqual([]);
    const db = await getDb();
    await db.update(users).set({ bio: "Cambiada" }).where(eq(users.id, user.id));
    expect(changedTables(before, await databaseFingerprint())).toEqual(["users"]);
  });
});

/** The answer a call gave, in the table's terms. */
async function answerOf(call: () => Promise<ActionResult<unknown> | Response>): Promise<Answer> {
  const result = await call();
  if (result instanceof Response) {
    await result.arrayBuffer();
    return String(result.status);
  }
  return result.ok ? "ok" : result.error.code;
}

/**
 * A route asked again about a different kind of resource: a chat photo (issue 46) is served to the two
 * people of its conversation (here the owner received it) and to an admin, audited (the staff view of messages).
 */
const variants: Record<string, Row> = {
  "GET /api/media/[...key] (a chat photo)": {
    arrange: async (owner) => {
      const friend = await createUser();
      await befriend(owner, friend);
      const { url } = await uploadTestImage(friend.id, "chat");
      const db = await getDb();
      const [message] = await db
        .insert(messages)
        .values({ senderId: friend.id, receiverId: owner.id })
        .returning({ id: messages.id });
      await db.insert(messagePhotos).values({ messageId: message!.id, position: 0, url, width: 64, height: 48 });
      const key = new URL(url, "http://localhost").pathname.replace(/^\/api\/media\//, "").split("/");
      return () => mediaRoute.GET(request(url), { params: Promise.resolve({ key }) });
    },
    answers: { ...everyone("404"), owner: "200", admin: "200" },
  },
};

const cells = [
  ...Object.entries(actions),
  ...Object.entries(staffOverOwner),
  ...Object.entries(routes),
  ...Object.entries(variants),
].flatMap(([name, row]) => CALLERS.map((caller) => [name, caller, row] as const));

describe.each(cells)("%s as %s", (name, caller, row) => {
  it("gets the decided answer; a refusal changes nothing", async () => {
    const owner = await createUser();
    const call = await row.arrange(owner);
    await actAs(caller, owner);
    const before = await databaseFingerprint();
    const answer = await answerOf(call);
    expect(answer).toBe(row.answers[caller]);
    if (answer !== "ok" && !/^2/.test(answer)) expect(changedTables(before, await databaseFingerprint())).toEqual([]);
  });
});
