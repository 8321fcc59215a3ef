// Every server action, and the public cached pages it must purge when it succeeds (docs/decisions/
// 009-public-page-cache.md). A new action fails the first test until it is listed here; a write that
// stops purging, or purges the wrong pages, fails its row.
import { readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import path from "node:path";
import * as adminActions from "@/lib/admin/actions";
import { getConfig } from "@/lib/config/config";
import * as authActions from "@/lib/auth/actions";
import * as cartActions from "@/lib/cart/actions";
import * as paymentActions from "@/lib/payments/actions";
import { createCheckout } from "@/lib/payments/checkout";
import { putInCart, sellerWithProduct, validShipping } from "@/tests/checkout-factories";
import * as discoverActions from "@/lib/discover/actions";
import * as guideActions from "@/lib/guides/actions";
import * as lostActions from "@/lib/lost/actions";
import { createTestCase, PLACES, reportInput } from "@/tests/lost-factories";
import { createTestGuide, guideInput } from "@/tests/guide-factories";
import * as matchActions from "@/lib/matches/actions";
import * as messageActions from "@/lib/messages/actions";
import * as notificationActions from "@/lib/notifications/actions";
import { startSession } from "@/lib/auth/device-sessions";
import { getDb } from "@/lib/db/client";
import { reportedContent } from "@/lib/db/schema";
import * as petActions from "@/lib/pets/actions";
import * as placeActions from "@/lib/places/actions";
import * as postActions from "@/lib/posts/actions";
import * as privacyActions from "@/lib/privacy/actions";
import * as savedActions from "@/lib/saved/actions";
import { favouriteProduct, savePost } from "@/lib/saved/saves";
import { addComment } from "@/lib/posts/comments";
import { likePost } from "@/lib/posts/likes";
import * as profileActions from "@/lib/profiles/actions";
import * as reviewActions from "@/lib/reviews/actions";
import * as socialActions from "@/lib/social/actions";
import * as storeActions from "@/lib/store/actions";
import { createUser, DEFAULT_PASSWORD, uniqueEmail, uniqueSuffix } from "@/tests/factories";
import { befriend } from "@/tests/chat-factories";
import { createProduct, createStore } from "@/tests/market-factories";
import { createOrder } from "@/tests/store-factories";
import { deliveredOrder, insertReview } from "@/tests/review-factories";
import { subscriptionInput } from "@/tests/fake-push";
import { tokenFromMail } from "@/tests/mail";
import { PURGE_KINDS, registerPurger, type PurgeKind } from "@/server/shared/front-door-contract";
import { createPet, createTestPost, follow } from "@/tests/post-factories";
import { signInAs } from "@/tests/session";
import type { ActionResult } from "@/lib/errors";

const modules = {
  admin: adminActions,
  auth: authActions,
  cart: cartActions,
  discover: discoverActions,
  guides: guideActions,
  lost: lostActions,
  matches: matchActions,
  messages: messageActions,
  notifications: notificationActions,
  payments: paymentActions,
  pets: petActions,
  places: placeActions,
  posts: postActions,
  privacy: privacyActions,
  profiles: profileActions,
  saved: savedActions,
  reviews: reviewActions,
  social: socialActions,
  store: storeActions,
};

/** A write to run: it sets up its world, then `act` is the one call whose purges are checked. */
type Write = () => Promise<{ act: () => Promise<ActionResult<unknown>>; purges: string[] }>;
/** Why an action purges nothing without running it: it only reads. */
type Read = { reads: string };

const validPet = { name: "Toby", age: 4, species: "dog", gender: "male", size: "large" } as const;

/** A signed-in author with a pet, and a post of theirs with two hashtags and that pet. */
/** A pending report about a post, filed by a fresh user; returns its id. */
async function reportOf(postId: string): Promise<string> {
  const db = await getDb();
  const reporter = await createUser();
  const [row] = await db
    .insert(reportedContent)
    .values({ reporterId: reporter.id, contentType: "post", contentId: postId, reason: "spam" })
    .returning({ id: reportedContent.id });
  return row!.id;
}

async function authorWithPost() {
  const author = await createUser();
  const pet = await createPet(author.id);
  const [one, two] = [`playa${uniqueSuffix()}`, `siesta${uniqueSuffix()}`];
  const post = await createTestPost(author.id, { content: `Día de #${one} y #${two}`, petId: pet.id });
  const pages = [`post:${post.id}`, `user:${author.username}`, `pet:${pet.id}`, `hashtag:${one}`, `hashtag:${two}`];
  return { author, pet, post, pages };
}

/** A pending love match sent to a new user, who is signed in when this returns. */
async function pendingMatch(): Promise<string> {
  const [sender, recipient] = [await createUser(), await createUser()];
  await createPet(sender.id, { gender: "male" });
  const theirs = await createPet(recipient.id);
  await signInAs(sender);
  const sent = await matchActions.likePetAction({ pet: theirs.id, mode: "love" });
  if (!sent.ok) throw new Error("pendingMatch: the like failed");
  await signInAs(recipient);
  return sent.data.matchId;
}

/** A buyer signed in with one product of a fresh store in the cart. */
async function buyerWithCart() {
  const { product, store, seller } = await sellerWithProduct();
  const buyer = await createUser();
  await putInCart(buyer.id, product.id, 1);
  await signInAs(buyer);
  return { buyer, product, store, seller, pages: [`product:${product.id}`, `store:${store.id}`, "marketplace"] };
}

const actions: Record<string, Write | Read> = {
  // Saves and favourites are private (issue 26): no public page shows them, and none counts them.
  "saved.savePostAction": async () => {
    const { post } = await authorWithPost();
    await signInAs(await createUser());
    return { act: () => savedActions.savePostAction({ postId: post.id }), purges: [] };
  },
  "saved.unsavePostAction": async () => {
    const { post } = await authorWithPost();
    const reader = await createUser();
    await savePost(reader.id, { postId: post.id });
    await signInAs(reader);
    return { act: () => savedActions.unsavePostAction({ postId: post.id }), purges: [] };
  },
  "saved.favouriteProductAction": async () => {
    const { product } = await sellerWithProduct();
    await signInAs(await createUser());
    return { act: () => savedActions.favouriteProductAction({ productId: product.id }), purges: [] };
  },
  "saved.unfavouriteProductAction": async () => {
    const { product } = await sellerWithProduct();
    const buyer = await createUser();
    await favouriteProduct(buyer.id, { productId: product.id });
    await signInAs(buyer);
    return { act: () => savedActions.unfavouriteProductAction({ productId: product.id }), purges: [] };
  },
  // Reviews (decision 046): a product review shows on its product page and moves the stars of its card on
  // the store page; a review of the store shows on the store page only. Reports change no public page.
  "reviews.createReviewAction": async () => {
    const { buyer, order, product, store } = await deliveredOrder();
    await signInAs(buyer);
    return {
      act: () =>
        reviewActions.createReviewAction({ orderId: order.id, productId: product.id, rating: 5, body: "Muy buena" }),
      purges: [`product:${product.id}`, `store:${store.id}`, "marketplace"],
    };
  },
  "reviews.editReviewAction": async () => {
    const { buyer, order, product, store } = await deliveredOrder();
    const review = await insertReview({
      userId: buyer.id,
      orderId: order.id,
      storeId: store.id,
      productId: product.id,
    });
    await signInAs(buyer);
    return {
      act: () => reviewActions.editReviewAction({ reviewId: review.id, rating: 3, body: "Regular" }),
      purges: [`product:${product.id}`, `store:${store.id}`, "marketplace"],
    };
  },
  "reviews.answerReviewAction": async () => {
    const { buyer, seller, order, store } = await deliveredOrder();
    const review = await insertReview({ userId: buyer.id, orderId: order.id, storeId: store.id });
    await signInAs(seller);
    return {
      act: () => reviewActions.answerReviewAction({ reviewId: review.id, answer: "¡Gracias!" }),
      purges: [`store:${store.id}`, "marketplace"],
    };
  },
  "reviews.reportReviewAction": async () => {
    const { buyer, order, store } = await deliveredOrder();
    const review = await insertReview({ userId: buyer.id, orderId: order.id, storeId: store.id });
    await signInAs(await createUser());
    return { act: () => reviewActions.reportReviewAction({ reviewId: review.id, reason: "spam" }), purges: [] };
  },
  "reviews.removeReviewAction": async () => {
    const { buyer, order, product, store } = await deliveredOrder();
    const review = await insertReview({
      userId: buyer.id,
      orderId: order.id,
      storeId: store.id,
      productId: product.id,
    });
    await signInAs(await createUser({ role: "moderator" }));
    return {
      act: () => reviewActions.removeReviewAction({ reviewId: review.id, reason: "Spam" }),
      purges: [`product:${product.id}`, `store:${store.id}`, "marketplace"],
    };
  },
  // The cart is private: no public page shows it.
  "cart.loadCartAction": { reads: "the signed-in user's cart" },
  "cart.addToCartAction": async () => {
    const { product } = await sellerWithProduct();
    await signInAs(await createUser());
    return { act: () => cartActions.addToCartAction({ productId: product.id }), purges: [] };
  },
  "cart.setCartQuantityAction": async () => {
    const { product } = await buyerWithCart();
    return { act: () => cartActions.setCartQuantityAction({ productId: product.id, quantity: 2 }), purges: [] };
  },
  "cart.removeFromCartAction": async () => {
    const { product } = await buyerWithCart();
    return { act: () => cartActions.removeFromCartAction({ productId: product.id }), purges: [] };
  },
  "cart.clearCartAction": async () => {
    await buyerWithCart();
    return { act: () => cartActions.clearCartAction(), purges: [] };
  },
  // Reserving stock changes the stock the product page and the store's grid show.
  "payments.checkoutAction": async () => {
    const { pages } = await buyerWithCart();
    return { act: () => paymentActions.checkoutAction({ shippingAddress: validShipping }), purges: pages };
  },
  // Paying keeps the stock reserved at checkout: no public page changes.
  "payments.payTestSessionAction": async () => {
    const { buyer } = await buyerWithCart();
    const { sessionId } = await createCheckout(buyer, { shippingAddress: validShipping, locale: "es" });
    return { act: () => paymentActions.payTestSessionAction({ sessionId }), purges: [] };
  },
  // Cancelling gives the stock back.
  "payments.cancelTestSessionAction": async () => {
    const { buyer, pages } = await buyerWithCart();
    const { sessionId } = await createCheckout(buyer, { shippingAddress: validShipping, locale: "es" });
    return { act: () => paymentActions.cancelTestSessionAction({ sessionId }), purges: pages };
  },
  "payments.checkConnectStatusAction": { reads: "the seller's own payment setup" },
  // Payment setup is shown only to the seller (the store page shows no Connect badge).
  "payments.createConnectAccountAction": async () => {
    const { seller } = await sellerWithProduct({}, false);
    await signInAs(seller);
    return { act: () => paymentActions.createConnectAccountAction({ locale: "es" }), purges: [] };
  },
  // A refund changes money, not stock or anything a public page shows.
  "payments.refundOrderAction": async () => {
    const { buyer, seller } = await buyerWithCart();
    const { sessionId } = await createCheckout(buyer, { shippingAddress: validShipping, locale: "es" });
    await paymentActions.payTestSessionAction({ sessionId });
    const { getPaymentForBuyer } = await import("@/lib/orders/queries");
    const payment = await getPaymentForBuyer(buyer.id, sessionId);
    await signInAs(seller);
    return { act: () => paymentActions.refundOrderAction({ orderId: payment!.orders[0]!.id }), purges: [] };
  },
  "posts.createPostAction": async () => {
    const author = await createUser();
    const pet = await createPet(author.id);
    await signInAs(author);
    const tag = `perros${uniqueSuffix()}`;
    let id = "";
    return {
      act: async () => {
        const result = await postActions.createPostAction({ content: `Con #${tag.toUpperCase()}`, petId: pet.id });
        if (result.ok) id = result.data.id;
        return result;
      },
      get purges() {
        return [`post:${id}`, `user:${author.username}`, `pet:${pet.id}`, `hashtag:${tag}`];
      },
    };
  },
  "posts.deletePostAction": async () => {
    const { author, post, pages } = await authorWithPost();
    await signInAs(author);
    return { act: () => postActions.deletePostAction(post.id), purges: pages };
  },
  // An edit of what someone wrote (hard): its pages, the hashtag page of a tag it dropped and of one it gained.
  "posts.editPostAction": async () => {
    const { author, post, pages } = await authorWithPost();
    await signInAs(author);
    const [, , , dropped, kept] = pages;
    const gained = `nuevo${uniqueSuffix()}`;
    return {
      act: () =>
        postActions.editPostAction({
          postId: post.id,
          content: `Ahora #${kept!.slice("hashtag:".length)} y #${gained}`,
        }),
      purges: [...pages.filter((page) => page !== dropped), dropped!, `hashtag:${gained}`],
    };
  },
  "posts.likePostAction": async () => {
    const { post, pages } = await authorWithPost();
    await signInAs(await createUser());
    return { act: () => postActions.likePostAction(post.id), purges: pages };
  },
  "posts.unlikePostAction": async () => {
    const { post, pages } = await authorWithPost();
    const reader = await createUser();
    await likePost(reader.id, post.id);
    await signInAs(reader);
    return { act: () => postActions.unlikePostAction(post.id), purges: pages };
  },
  "posts.addCommentAction": async () => {
    const { post, pages } = await authorWithPost();
    await signInAs(await createUser());
    return { act: () => postActions.addCommentAction({ postId: post.id, content: "¡Qué bonito!" }), purges: pages };
  },
  "posts.deleteCommentAction": async () => {
    const { post, pages } = await authorWithPost();
    const reader = await createUser();
    const comment = await addComment(reader.id, { postId: post.id, content: "¡Guau!" });
    await signInAs(reader);
    return { act: () => postActions.deleteCommentAction(comment.id), purges: pages };
  },
  "posts.reportPostAction": async () => {
    const { post } = await authorWithPost();
    await signInAs(await createUser());
    // A report changes nothing anyone sees until a moderator acts (and that action purges).
    return { act: () => postActions.reportPostAction({ postId: post.id, reason: "spam" }), purges: [] };
  },
  "posts.listPostablePetsAction": { reads: "the create-post dialog's pet picker" },
  "posts.loadFeedPageAction": { reads: "the next page of the signed-in feed" },
  "posts.loadHashtagPageAction": { reads: "the next page of a hashtag" },
  "posts.loadCommentsAction": { reads: "more comments of a post" },
  "posts.searchHashtagsAction": { reads: "the hashtag search box" },

  "social.followAction": async () => {
    const [fan, star] = [await createUser(), await createUser()];
    await signInAs(fan);
    return {
      act: () => socialActions.followAction({ user: star.username }),
      purges: [`user:${fan.username}`, `user:${star.username}`],
    };
  },
  "social.unfollowAction": async () => {
    const [fan, star] = [await createUser(), await createUser()];
    await follow(fan.id, star.id);
    await signInAs(fan);
    return {
      act: () => socialActions.unfollowAction({ user: star.username }),
      purges: [`user:${fan.username}`, `user:${star.username}`],
    };
  },
  "social.blockAction": async () => {
    // A block removes the follows between the two, which their public profiles count and list.
    const [me, them] = [await createUser(), await createUser()];
    await follow(them.id, me.id);
    await signInAs(me);
    return {
      act: () => socialActions.blockAction({ user: them.username }),
      purges: [`user:${me.username}`, `user:${them.username}`],
    };
  },
  "social.unblockAction": async () => {
    const [me, them] = [await createUser(), await createUser()];
    await signInAs(me);
    await socialActions.blockAction({ user: them.username });
    // Signed-out visitors never saw the block; the follows it removed do not come back.
    return { act: () => socialActions.unblockAction({ user: them.username }), purges: [] };
  },
  "social.loadFollowsAction": { reads: "the next page of a followers list" },
  "social.searchMentionsAction": { reads: "the @mention autocomplete" },
  // "Who to follow" is for the signed-in user only: on no cached page.
  "social.dismissFollowSuggestionAction": async () => {
    const [me, them] = [await createUser(), await createUser()];
    await signInAs(me);
    return { act: () => socialActions.dismissFollowSuggestionAction({ user: them.id }), purges: [] };
  },
  // Matches appear on no public page except as the landing's count of accepted ones.
  "matches.likePetAction": async () => {
    const [me, other] = [await createUser(), await createUser()];
    // Love: a male dog for a female dog.
    const [, theirs] = [await createPet(me.id, { gender: "male" }), await createPet(other.id)];
    await signInAs(me);
    return { act: () => matchActions.likePetAction({ pet: theirs.id, mode: "love" }), purges: [] };
  },
  "matches.passPetAction": async () => {
    const theirs = await createPet((await createUser()).id);
    await signInAs(await createUser());
    return { act: () => matchActions.passPetAction({ pet: theirs.id, mode: "friend" }), purges: [] };
  },
  "matches.undoPassAction": async () => {
    const theirs = await createPet((await createUser()).id);
    await signInAs(await createUser());
    await matchActions.passPetAction({ pet: theirs.id, mode: "friend" });
    return { act: () => matchActions.undoPassAction({ pet: theirs.id, mode: "friend" }), purges: [] };
  },
  "matches.respondToMatchAction": async () => {
    const matchId = await pendingMatch();
    return { act: () => matchActions.respondToMatchAction({ match: matchId, accept: true }), purges: ["landing"] };
  },
  "matches.unmatchAction": async () => {
    const matchId = await pendingMatch();
    await matchActions.respondToMatchAction({ match: matchId, accept: true });
    return { act: () => matchActions.unmatchAction({ match: matchId }), purges: ["landing"] };
  },
  "matches.loadDeckAction": { reads: "the next cards of the match deck" },
  "discover.discoverAction": { reads: "the next page of a discover search" },
  "places.searchPlacesAction": { reads: "the place autocomplete" },
  "places.nearestPlaceAction": { reads: "the city nearest to the browser's position" },

  // Chat (decision 011): private, on no cached page; blocking purges like social.blockAction does.
  "messages.sendMessageAction": async () => {
    const [me, friend] = [await createUser(), await createUser()];
    await befriend(me, friend);
    await signInAs(me);
    return { act: () => messageActions.sendMessageAction({ to: friend.username, content: "¡Hola!" }), purges: [] };
  },
  "messages.markReadAction": async () => {
    const [me, friend] = [await createUser(), await createUser()];
    await befriend(me, friend);
    await signInAs(friend);
    await messageActions.sendMessageAction({ to: me.username, content: "¡Hola!" });
    await signInAs(me);
    return { act: () => messageActions.markReadAction({ with: friend.username }), purges: [] };
  },
  "messages.blockConversationAction": async () => {
    const [me, friend] = [await createUser(), await createUser()];
    await befriend(me, friend);
    await signInAs(me);
    return {
      act: () => messageActions.blockConversationAction({ with: friend.username }),
      purges: [`user:${me.username}`, `user:${friend.username}`],
    };
  },
  "messages.reportConversationAction": async () => {
    const [me, friend] = [await createUser(), await createUser()];
    await befriend(me, friend);
    await signInAs(me);
    return {
      act: () => messageActions.reportConversationAction({ with: friend.username, reason: "spam" }),
      purges: [],
    };
  },
  "messages.setMessagePreferenceAction": async () => {
    await signInAs(await createUser());
    return { act: () => messageActions.setMessagePreferenceAction({ fromFollowingOnly: true }), purges: [] };
  },
  // Issue 46: changes to one's own chat messages, a typing signal and a share, on no cached page.
  "messages.unsendMessageAction": async () => {
    const [me, friend] = [await createUser(), await createUser()];
    await befriend(me, friend);
    await signInAs(me);
    const sent = await messageActions.sendMessageAction({ to: friend.username, content: "¡Hola!" });
    return { act: () => messageActions.unsendMessageAction({ id: sent.ok ? sent.data.id : "" }), purges: [] };
  },
  "messages.reactAction": async () => {
    const [me, friend] = [await createUser(), await createUser()];
    await befriend(me, friend);
    await signInAs(me);
    const sent = await messageActions.sendMessageAction({ to: friend.username, content: "¡Hola!" });
    return { act: () => messageActions.reactAction({ id: sent.ok ? sent.data.id : "", emoji: "🐾" }), purges: [] };
  },
  "messages.typingAction": async () => {
    const [me, friend] = [await createUser(), await createUser()];
    await befriend(me, friend);
    await signInAs(me);
    return { act: () => messageActions.typingAction({ to: friend.id }), purges: [] };
  },
  "messages.shareAction": async () => {
    const [me, friend] = [await createUser(), await createUser()];
    await befriend(me, friend);
    const post = await createTestPost(friend.id);
    await signInAs(me);
    return {
      act: () => messageActions.shareAction({ to: [friend.id], shared: { kind: "post", id: post.id } }),
      purges: [],
    };
  },
  "messages.loadThreadAction": { reads: "a page of one's own thread" },
  "messages.catchUpAction": { reads: "one's own messages after an id" },
  "messages.loadConversationsAction": { reads: "one's own conversation list" },

  // Activity: one's own notifications, on no cached page.
  "notifications.markAllReadAction": async () => {
    const [me, friend] = [await createUser(), await createUser()];
    await signInAs(friend);
    await socialActions.followAction({ user: me.id });
    await signInAs(me);
    return { act: () => notificationActions.markAllReadAction(), purges: [] };
  },
  "notifications.loadActivityAction": { reads: "the next page of one's own activity" },
  "notifications.setNotificationPreferenceAction": async () => {
    await signInAs(await createUser());
    return { act: () => notificationActions.setNotificationPreferenceAction({ kind: "like", on: false }), purges: [] };
  },
  // Push on a device: one's own row, on no page.
  "notifications.savePushSubscriptionAction": async () => {
    await signInAs(await createUser());
    return { act: () => notificationActions.savePushSubscriptionAction(subscriptionInput()), purges: [] };
  },
  "notifications.deletePushSubscriptionAction": async () => {
    await signInAs(await createUser());
    const input = subscriptionInput();
    await notificationActions.savePushSubscriptionAction(input);
    return { act: () => notificationActions.deletePushSubscriptionAction({ endpoint: input.endpoint }), purges: [] };
  },

  "pets.createPetAction": async () => {
    const owner = await createUser();
    await signInAs(owner);
    return { act: () => petActions.createPetAction(validPet), purges: [`user:${owner.username}`, "landing"] };
  },
  "pets.updatePetAction": async () => {
    const owner = await createUser();
    const pet = await createPet(owner.id);
    await signInAs(owner);
    // Name and breed are on the cards of the pet's posts, on any page.
    return { act: () => petActions.updatePetAction({ petId: pet.id, ...validPet, name: "Tobías" }), purges: ["*"] };
  },
  "pets.setPetActiveAction": async () => {
    const owner = await createUser();
    const pet = await createPet(owner.id);
    await signInAs(owner);
    return {
      act: () => petActions.setPetActiveAction({ petId: pet.id, active: false }),
      purges: [`pet:${pet.id}`, `user:${owner.username}`, "landing"],
    };
  },

  // Seller dashboard (decision 019): product and store pages are cached for signed-out visitors.
  "store.createStoreAction": async () => {
    await signInAs(await createUser());
    // A new store's page was a 404, never cached; the catalogue is not cached.
    return { act: () => storeActions.createStoreAction({ name: "Huellitas", address: "Calle Mayor 1" }), purges: [] };
  },
  "store.updateStoreAction": async () => {
    const owner = await createUser();
    const store = await createStore(owner.id);
    const [one, two] = [await createProduct(store.id), await createProduct(store.id, { isActive: false })];
    await signInAs(owner);
    // Every product page shows the store's card.
    return {
      act: () => storeActions.updateStoreAction({ name: "Huellitas", address: "Calle Mayor 2" }),
      purges: [`store:${store.id}`, `product:${one.id}`, `product:${two.id}`, "marketplace"],
    };
  },
  "store.createProductAction": async () => {
    const owner = await createUser();
    const store = await createStore(owner.id);
    await signInAs(owner);
    let id = "";
    return {
      act: async () => {
        const result = await storeActions.createProductAction({ name: "Pelota", priceCents: 500, stockQuantity: 3 });
        if (result.ok) id = result.data.id;
        return result;
      },
      get purges() {
        return [`product:${id}`, `store:${store.id}`, "marketplace"];
      },
    };
  },
  "store.updateProductAction": async () => {
    const owner = await createUser();
    const store = await createStore(owner.id);
    const product = await createProduct(store.id);
    await signInAs(owner);
    return {
      act: () =>
        storeActions.updateProductAction({ productId: product.id, name: "Pelota", priceCents: 500, stockQuantity: 3 }),
      purges: [`product:${product.id}`, `store:${store.id}`, "marketplace"],
    };
  },
  "store.setProductActiveAction": async () => {
    const owner = await createUser();
    const store = await createStore(owner.id);
    const product = await createProduct(store.id);
    await signInAs(owner);
    return {
      act: () => storeActions.setProductActiveAction({ productId: product.id, active: false }),
      purges: [`product:${product.id}`, `store:${store.id}`, "marketplace"],
    };
  },
  "store.advanceOrderAction": async () => {
    const owner = await createUser();
    const store = await createStore(owner.id);
    const order = await createOrder(store.id, (await createUser()).id);
    await signInAs(owner);
    // Orders show on no public page.
    return { act: () => storeActions.advanceOrderAction({ orderId: order.id, status: "processing" }), purges: [] };
  },

  "profiles.updateProfileAction": async () => {
    const user = await createUser();
    await signInAs(user);
    return {
      act: () => profileActions.updateProfileAction({ fullName: "Lucía Nueva", bio: "", location: "" }),
      purges: ["*"],
    };
  },
  "profiles.loadProfilePostsAction": { reads: "the next page of a profile's grid" },

  "admin.banUserAction": async () => {
    const target = await createUser();
    await signInAs(await createUser({ role: "moderator" }));
    return {
      act: () => adminActions.banUserAction({ userId: target.id, reason: "spam", duration: "7d" }),
      purges: ["*"],
    };
  },
  "admin.restoreUserAction": async () => {
    const target = await createUser({ banned: true });
    await signInAs(await createUser({ role: "moderator" }));
    return { act: () => adminActions.restoreUserAction({ userId: target.id }), purges: ["*"] };
  },

  // Staff-only state (roles, report statuses) shows on no public page.
  "admin.assignRoleAction": async () => {
    const target = await createUser();
    await signInAs(await createUser({ role: "admin" }));
    return { act: () => adminActions.assignRoleAction({ userId: target.id, role: "support" }), purges: [] };
  },
  "admin.setReportStatusAction": async () => {
    const report = await reportOf((await authorWithPost()).post.id);
    await signInAs(await createUser({ role: "moderator" }));
    return { act: () => adminActions.setReportStatusAction({ reportId: report, status: "dismissed" }), purges: [] };
  },
  "admin.deleteReportedPostAction": async () => {
    const { post, pages } = await authorWithPost();
    const report = await reportOf(post.id);
    await signInAs(await createUser({ role: "moderator" }));
    return { act: () => adminActions.deleteReportedPostAction({ reportId: report, postId: post.id }), purges: pages };
  },
  "admin.removePostAction": async () => {
    const { post, pages } = await authorWithPost();
    await signInAs(await createUser({ role: "moderator" }));
    return { act: () => adminActions.removePostAction({ id: post.id, reason: "Spam" }), purges: pages };
  },
  "admin.removeCommentAction": async () => {
    const { post, pages } = await authorWithPost();
    const comment = await addComment((await createUser()).id, { postId: post.id, content: "Compra aquí" });
    await signInAs(await createUser({ role: "moderator" }));
    return { act: () => adminActions.removeCommentAction({ id: comment.id, reason: "Spam" }), purges: pages };
  },
  // An order's status shows to its buyer and store only.
  "admin.setOrderStatusAction": async () => {
    const store = await createStore((await createUser()).id);
    const order = await createOrder(store.id, (await createUser()).id);
    await signInAs(await createUser({ role: "moderator" }));
    return { act: () => adminActions.setOrderStatusAction({ orderId: order.id, status: "cancelled" }), purges: [] };
  },
  // Care guides (decision 045): a published guide's list and page, and its translations' pages (their
  // language links); a draft is on no public page.
  "guides.createGuideAction": async () => {
    await signInAs(await createUser({ role: "moderator" }));
    const input = guideInput({ title: `Bañar al perro ${uniqueSuffix()}` });
    let slug = "";
    return {
      act: async () => {
        const result = await guideActions.createGuideAction(input);
        if (result.ok) slug = result.data.slug;
        return result;
      },
      get purges() {
        return ["guides", `guide:${slug}`];
      },
    };
  },
  "guides.updateGuideAction": async () => {
    const original = await createTestGuide();
    const translation = await createTestGuide({ language: "en", groupId: original.groupId });
    await signInAs(await createUser({ role: "moderator" }));
    const input = { ...guideInput({ slug: `nueva-${uniqueSuffix()}` }), id: original.id };
    return {
      act: () => guideActions.updateGuideAction(input),
      purges: ["guides", `guide:${original.slug}`, `guide:${input.slug}`, `guide:${translation.slug}`],
    };
  },
  "guides.deleteGuideAction": async () => {
    const guide = await createTestGuide();
    await signInAs(await createUser({ role: "moderator" }));
    return { act: () => guideActions.deleteGuideAction({ id: guide.id }), purges: ["guides", `guide:${guide.slug}`] };
  },
  // Lost & found (issue 45): a case's page /lost/{id} and its poster carry lost:{id}. A found animal
  // appears in the "could be the same animal" list of the lost cases it matches. A lost case of one's own
  // pet shows on the pet's page (pet:{id}, the "Lost!" banner) while it is open: opening it (lib/lost/
  // pet-page.test.ts), editing its place, reuniting, removing and expiring it purge that page too.
  "lost.reportLostCaseAction": async () => {
    // Lost birds of earlier runs on this database would match too: only this row's stays open.
    await (
      await getDb()
    ).execute(
      sql`update lost_cases set status = 'expired', closed_at = now() where status = 'open' and species = 'bird'`,
    );
    const owner = await createUser();
    const lost = await createTestCase(owner.id, { placeId: PLACES.madrid, species: "bird", colours: ["golden"] });
    const finder = await createUser();
    await signInAs(finder);
    const input = await reportInput(finder.id, {
      kind: "found",
      foundState: "seen",
      species: "bird",
      colours: ["golden"],
      placeId: PLACES.getafe,
    });
    return { act: () => lostActions.reportLostCaseAction(input), purges: [`lost:${lost.id}`] };
  },
  "lost.editLostCaseAction": async () => {
    const owner = await createUser();
    const pet = await createPet(owner.id);
    const input = await reportInput(owner.id, { petId: pet.id });
    const { id } = await createTestCase(owner.id, input);
    await signInAs(owner);
    return {
      act: () => lostActions.editLostCaseAction({ ...input, caseId: id, description: "Sin collar" }),
      purges: [`lost:${id}`, `pet:${pet.id}`],
    };
  },
  "lost.addSightingAction": async () => {
    const { id } = await createTestCase((await createUser()).id);
    await signInAs(await createUser());
    return {
      act: () =>
        lostActions.addSightingAction({
          caseId: id,
          placeId: PLACES.madrid,
          seenAt: new Date(Date.now() - 60_000).toISOString(),
          note: "Visto",
        }),
      purges: [`lost:${id}`],
    };
  },
  "lost.markReunitedAction": async () => {
    const owner = await createUser();
    const pet = await createPet(owner.id);
    const { id } = await createTestCase(owner.id, { petId: pet.id });
    await signInAs(owner);
    return { act: () => lostActions.markReunitedAction({ caseId: id }), purges: [`lost:${id}`, `pet:${pet.id}`] };
  },
  "lost.showLostPhoneAction": { reads: "a case's phone, for a signed-in viewer" },
  // One's own alert settings: on no page.
  "lost.setLostAlertPreferencesAction": async () => {
    await signInAs(await createUser());
    return {
      act: () =>
        lostActions.setLostAlertPreferencesAction({
          on: true,
          radiusKm: 5,
          place: "device",
          point: { latitude: 40.4, longitude: -3.7 },
        }),
      purges: [],
    };
  },
  // Reports change no public page.
  "lost.flagLostCaseAction": async () => {
    const { id } = await createTestCase((await createUser()).id);
    await signInAs(await createUser());
    return { act: () => lostActions.flagLostCaseAction({ caseId: id, reason: "scam" }), purges: [] };
  },
  "lost.removeLostCaseAction": async () => {
    const owner = await createUser();
    const pet = await createPet(owner.id);
    const { id } = await createTestCase(owner.id, { petId: pet.id });
    await signInAs(await createUser({ role: "moderator" }));
    return {
      act: () => lostActions.removeLostCaseAction({ caseId: id, reason: "Estafa" }),
      purges: [`lost:${id}`, `pet:${pet.id}`],
    };
  },
  "guides.searchGuideProductsAction": { reads: "the marketplace's products, for the staff form" },
  "guides.searchGuidesAction": { reads: "the guides' titles, for the staff form" },
  "guides.previewGuideAction": { reads: "nothing: renders the form's text" },
  "admin.banReportedAuthorAction": async () => {
    const { author, post } = await authorWithPost();
    const report = await reportOf(post.id);
    await signInAs(await createUser({ role: "moderator" }));
    return {
      act: () =>
        adminActions.banReportedAuthorAction({ reportId: report, userId: author.id, reason: "spam", duration: "7d" }),
      purges: ["*"],
    };
  },
  // A store's state shows on its page and on each of its product pages; lib/admin/content.test.ts covers the other flags.
  // Settings show on signed-in screens only (cart, checkout, match, sign-up): no cached page changes.
  "admin.updateConfigAction": async () => {
    await signInAs(await createUser({ role: "admin" }));
    return {
      // The settings as they are: other test files read the same row meanwhile.
      act: async () => adminActions.updateConfigAction(await getConfig()),
      purges: [],
    };
  },
  "admin.setContentFlagAction": async () => {
    const store = await createStore((await createUser()).id);
    const [first, second] = [await createProduct(store.id), await createProduct(store.id)];
    await signInAs(await createUser({ role: "moderator" }));
    return {
      act: () => adminActions.setContentFlagAction({ flag: "storeActive", targetId: store.id, value: "false" }),
      purges: [`store:${store.id}`, `product:${first.id}`, `product:${second.id}`, "marketplace"],
    };
  },
  // Refused while the test database has an admin; the setup itself is tested in lib/admin/staff.test.ts.
  "admin.setupAdminAction": { reads: "nothing public changes: it only grants a staff role" },

  // Accounts: nothing a signed-out visitor sees. The landing counts pets, not people; a new username's
  // profile was a 404, which is never cached.
  "auth.signUpAction": async () => ({
    act: () => authActions.signUpAction({ fullName: "Ana", email: uniqueEmail(), password: "Bigotes-2024" }),
    purges: [],
  }),
  "auth.claimUsernameAction": async () => {
    await signInAs(await createUser({ username: null }));
    return { act: () => authActions.claimUsernameAction(`nueva_${uniqueSuffix()}`.slice(0, 20)), purges: [] };
  },
  "auth.checkUsernameAction": { reads: "whether a username is free" },
  "privacy.deleteAccountAction": async () => {
    const user = await createUser();
    await signInAs(user);
    // The name was on cards, comments and counters of pages no tag lists: every cached page goes.
    return { act: () => privacyActions.deleteAccountAction({ password: DEFAULT_PASSWORD }), purges: ["*"] };
  },
  "auth.logoutEverywhereAction": async () => {
    await signInAs(await createUser());
    return { act: () => authActions.logoutEverywhereAction(), purges: [] };
  },
  "auth.changePasswordAction": async () => {
    await signInAs(await createUser());
    return {
      act: () =>
        authActions.changePasswordAction({ currentPassword: DEFAULT_PASSWORD, newPassword: "Nuevo-Collar-Rojo-7" }),
      purges: [],
    };
  },
  "auth.signOutDeviceAction": async () => {
    const user = await createUser();
    const phone = await startSession(user.id, { userAgent: "phone", ip: "::1" });
    await signInAs(user);
    return { act: () => authActions.signOutDeviceAction(phone), purges: [] };
  },
  "auth.requestPasswordResetAction": async () => {
    const user = await createUser();
    return { act: () => authActions.requestPasswordResetAction(user.email), purges: [] };
  },
  "auth.resetPasswordAction": async () => {
    const user = await createUser();
    await authActions.requestPasswordResetAction(user.email);
    const { token } = await tokenFromMail(user.email, "/auth/reset");
    return { act: () => authActions.resetPasswordAction({ token, password: "Nuevo-Collar-Rojo-7" }), purges: [] };
  },
  "auth.verifyEmailAction": async () => {
    const email = uniqueEmail();
    await authActions.signUpAction({ fullName: "Ana", email, password: "Bigotes-2024" });
    const { token } = await tokenFromMail(email, "/auth/verify");
    return { act: () => authActions.verifyEmailAction(token), purges: [] };
  },
  "auth.resendVerificationAction": async () => {
    await signInAs(await createUser());
    return { act: () => authActions.resendVerificationAction(), purges: [] };
  },
};

/**
 * The kind of each purging write (decision 039): hard when a reader must not see the old page once the
 * action returns (deletions, moderation, bans, blocks, visibility, edits of what someone wrote or is
 * called, prices), counts for counters and growing lists (likes, comments, follows, stock, the landing's
 * numbers: at most COUNTS_STALE_MS), new-content for something new to list (at most
 * NEW_CONTENT_STALE_MS). Every page a write purges (the table above) gets its kind: a post page, a
 * profile, a pet page, a hashtag page, the landing, a product or a store page alike.
 */
const kinds: Record<string, PurgeKind> = {
  "payments.checkoutAction": "counts",
  "payments.cancelTestSessionAction": "counts",
  "posts.createPostAction": "new-content",
  "posts.deletePostAction": "hard",
  "posts.editPostAction": "hard",
  "posts.likePostAction": "counts",
  "posts.unlikePostAction": "counts",
  "posts.addCommentAction": "counts",
  "posts.deleteCommentAction": "hard",
  "social.followAction": "counts",
  "social.unfollowAction": "counts",
  "social.blockAction": "hard",
  "matches.respondToMatchAction": "counts",
  "matches.unmatchAction": "counts",
  "messages.blockConversationAction": "hard",
  "pets.createPetAction": "new-content",
  "pets.updatePetAction": "hard",
  "pets.setPetActiveAction": "hard",
  "store.updateStoreAction": "hard",
  "store.createProductAction": "new-content",
  "store.updateProductAction": "hard",
  "store.setProductActiveAction": "hard",
  "profiles.updateProfileAction": "hard",
  "admin.banUserAction": "hard",
  "admin.restoreUserAction": "hard",
  "admin.deleteReportedPostAction": "hard",
  "admin.removePostAction": "hard",
  "admin.removeCommentAction": "hard",
  "admin.banReportedAuthorAction": "hard",
  "admin.setContentFlagAction": "hard",
  "privacy.deleteAccountAction": "hard",
  // A new review or answer is something new to list; an edit of what someone wrote and a removal are hard.
  "reviews.createReviewAction": "new-content",
  "reviews.answerReviewAction": "new-content",
  "reviews.editReviewAction": "hard",
  "reviews.removeReviewAction": "hard",
  "lost.reportLostCaseAction": "new-content",
  "lost.editLostCaseAction": "hard",
  "lost.addSightingAction": "new-content",
  "lost.markReunitedAction": "hard",
  "lost.removeLostCaseAction": "hard",
  "guides.createGuideAction": "hard",
  "guides.updateGuideAction": "hard",
  "guides.deleteGuideAction": "hard",
};

/** What the page cache of the process was told, through the registry server/server.ts fills. */
let purged: string[][] = [];
let purgedKinds: PurgeKind[] = [];
beforeEach(() => {
  purged = [];
  purgedKinds = [];
  registerPurger({
    purge: async (tags, kind) => {
      purged.push([...tags]);
      purgedKinds.push(kind);
    },
  });
});
afterAll(() => {
  registerPurger(null);
});

describe("the purge table", () => {
  it("lists every server action of every lib/*/actions.ts", () => {
    const root = path.resolve(__dirname, "..");
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (file) => path.basename(file) === "actions.ts",
    );
    expect(files.map((file) => path.dirname(file)).sort()).toEqual(Object.keys(modules).sort());
    const exported = Object.entries(modules).flatMap(([area, module]) =>
      Object.entries(module)
        .filter(([, value]) => typeof value === "function")
        .map(([name]) => `${area}.${name}`),
    );
    expect(exported.sort()).toEqual(Object.keys(actions).sort());
  });
});

describe.each(Object.entries(actions).filter((entry): entry is [string, Write] => typeof entry[1] === "function"))(
  "%s",
  (name, write) => {
    it("purges exactly the public pages it changes, with its kind of purge", async () => {
      const setup = await write();
      purged = [];
      purgedKinds = [];
      const result = await setup.act();
      expect(result).toMatchObject({ ok: true });
      // Read after act: a created post's id is only known then.
      expect([...new Set(purged.flat())].sort()).toEqual([...new Set(setup.purges)].sort());
      expect([...new Set(purgedKinds)]).toEqual(setup.purges.length > 0 ? [kinds[name]] : []);
    });
  },
);

describe("the kinds of purge", () => {
  it("name a kind for every write that purges, and none for the others", () => {
    expect(Object.keys(kinds).every((name) => typeof actions[name] === "function")).toBe(true);
    expect(Object.values(kinds).every((kind) => PURGE_KINDS.includes(kind))).toBe(true);
  });

  it("keep deletions, moderation, bans, blocks and account deletion exactly fresh (hard)", () => {
    const mustBeHard = Object.keys(actions).filter(
      (name) => /delete|remove|ban|block|Active|setContentFlag/i.test(name) && name in kinds,
    );
    expect(mustBeHard.length).toBeGreaterThan(10);
    expect(mustBeHard.filter((name) => kinds[name] !== "hard")).toEqual([]);
  });
});

describe("purges only when something changed", () => {
  it("a second like, an unfollow of someone not followed and a block without follows purge nothing", async () => {
    const { post } = await authorWithPost();
    const [reader, stranger] = [await createUser(), await createUser()];
    await likePost(reader.id, post.id);
    await signInAs(reader);
    purged = [];
    expect(await postActions.likePostAction(post.id)).toMatchObject({ ok: true });
    expect(await socialActions.unfollowAction({ user: stranger.username })).toMatchObject({ ok: true });
    expect(await socialActions.blockAction({ user: stranger.username })).toMatchObject({ ok: true });
    expect(purged).toEqual([]);
  });

  it("a refused write purges nothing", async () => {
    const { post } = await authorWithPost();
    await signInAs(await createUser());
    purged = [];
    expect(await postActions.deletePostAction(post.id)).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(purged).toEqual([]);
  });
});
