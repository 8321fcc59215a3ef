import "server-only";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import {
  blocks,
  cartItems,
  comments,
  follows,
  followSuggestionDismissals,
  likes,
  lostAlertPreferences,
  lostCases,
  lostSightings,
  matches,
  messageReactions,
  messages,
  orderItems,
  orders,
  pets,
  postPhotos,
  posts,
  products,
  reportedContent,
  favouriteProducts,
  savedPosts,
  reviews,
  stores,
  userSessions,
  users,
} from "@/lib/db/schema";
import { getObject, keyFromPublicUrl, statObject } from "@/lib/storage/storage";
import { zipStream, type ZipEntry } from "./zip";

// "Download my data" (issue 12, docs/decisions/021-privacy-tools.md): everything the user created or that
// describes them, as one JSON file, plus the media files their rows point to, in one ZIP archive.

export const EXPORT_FILE = "patitas-data.json";

/**
 * A chat message's fields both ways (issue 46): its text (null for photos alone, a card, or once unsent),
 * the message it answers, when it was unsent, what it shares (kind + id) and its photos, in order.
 */
const chatMessageFields = {
  id: messages.id,
  content: messages.content,
  createdAt: messages.createdAt,
  replyToId: messages.replyToId,
  deletedAt: messages.deletedAt,
  sharedKind: messages.sharedKind,
  sharedId: messages.sharedId,
  photos: sql<
    string[]
  >`coalesce((select array_agg(ph.url order by ph.position) from message_photos ph where ph.message_id = ${messages.id}), '{}')`,
};

/** Every row of the user's data, read with plain selects (a few dozen to a few thousand rows). */
export async function collectAccountData(userId: string) {
  const db = await getDb();
  const [profile] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      fullName: users.fullName,
      avatarUrl: users.avatarUrl,
      bio: users.bio,
      location: users.location,
      country: users.country,
      locale: users.locale,
      emailVerifiedAt: users.emailVerifiedAt,
      messagesFromFollowingOnly: users.messagesFromFollowingOnly,
      mutedNotifications: users.mutedNotifications,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const other = { id: users.id, username: users.username };
  const [
    myPets,
    myPosts,
    myComments,
    myLikes,
    following,
    followers,
    blocked,
    dismissedSuggestions,
    sent,
    received,
    myMatches,
    myOrders,
    myStores,
    cart,
    devices,
    reports,
  ] = await Promise.all([
    db.select().from(pets).where(eq(pets.userId, userId)).orderBy(asc(pets.createdAt)),
    db.select().from(posts).where(eq(posts.userId, userId)).orderBy(asc(posts.createdAt)),
    db
      .select({ id: comments.id, postId: comments.postId, content: comments.content, createdAt: comments.createdAt })
      .from(comments)
      .where(eq(comments.userId, userId))
      .orderBy(asc(comments.createdAt)),
    db
      .select({ postId: likes.postId, createdAt: likes.createdAt })
      .from(likes)
      .where(eq(likes.userId, userId))
      .orderBy(asc(likes.createdAt)),
    db
      .select({ username: other.username, since: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followingId))
      .where(eq(follows.followerId, userId)),
    db
      .select({ username: other.username, since: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followerId))
      .where(eq(follows.followingId, userId)),
    db
      .select({ username: other.username, since: blocks.createdAt })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockedId))
      .where(eq(blocks.blockerId, userId)),
    db
      .select({ username: other.username, since: followSuggestionDismissals.createdAt })
      .from(followSuggestionDismissals)
      .innerJoin(users, eq(users.id, followSuggestionDismissals.dismissedUserId))
      .where(eq(followSuggestionDismissals.userId, userId)),
    db
      .select({ to: other.username, ...chatMessageFields })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.receiverId))
      .where(eq(messages.senderId, userId))
      .orderBy(asc(messages.createdAt)),
    db
      .select({ from: other.username, ...chatMessageFields, isRead: messages.isRead })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(eq(messages.receiverId, userId))
      .orderBy(asc(messages.createdAt)),
    db
      .select({
        id: matches.id,
        user1Id: matches.user1Id,
        user2Id: matches.user2Id,
        pet1Id: matches.pet1Id,
        pet2Id: matches.pet2Id,
        type: matches.matchType,
        status: matches.status,
        createdAt: matches.createdAt,
        respondedAt: matches.respondedAt,
      })
      .from(matches)
      .where(or(eq(matches.user1Id, userId), eq(matches.user2Id, userId))),
    db.select().from(orders).where(eq(orders.buyerId, userId)).orderBy(asc(orders.createdAt)),
    db.select().from(stores).where(eq(stores.userId, userId)),
    db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity, createdAt: cartItems.createdAt })
      .from(cartItems)
      .where(eq(cartItems.userId, userId)),
    db
      .select({
        userAgent: userSessions.userAgent,
        createdAt: userSessions.createdAt,
        lastUsedAt: userSessions.lastUsedAt,
        revokedAt: userSessions.revokedAt,
      })
      .from(userSessions)
      .where(eq(userSessions.userId, userId)),
    db
      .select({
        contentType: reportedContent.contentType,
        contentId: reportedContent.contentId,
        reason: reportedContent.reason,
        details: reportedContent.details,
        status: reportedContent.status,
        createdAt: reportedContent.createdAt,
      })
      .from(reportedContent)
      .where(eq(reportedContent.reporterId, userId)),
  ]);
  // A photo post's photos after the first (decision 048), in their order.
  const morePhotos = await db
    .select({ postId: postPhotos.postId, url: postPhotos.url })
    .from(postPhotos)
    .innerJoin(posts, eq(posts.id, postPhotos.postId))
    .where(eq(posts.userId, userId))
    .orderBy(asc(postPhotos.postId), asc(postPhotos.position));
  const orderIds = myOrders.map((order) => order.id);
  const storeIds = myStores.map((store) => store.id);
  const [items, storeProducts, myReviews] = await Promise.all([
    orderIds.length ? db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)) : [],
    storeIds.length
      ? db
          .select()
          .from(products)
          .where(and(inArray(products.storeId, storeIds)))
      : [],
    // The reviews the user wrote (decision 046), with their photos.
    db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.createdAt)),
  ]);
  // What they kept for later (issue 26), private to them, and their reactions in chats (issue 46).
  const [saved, favourites, reactions] = await Promise.all([
    db
      .select({ postId: savedPosts.postId, createdAt: savedPosts.createdAt })
      .from(savedPosts)
      .where(eq(savedPosts.userId, userId))
      .orderBy(asc(savedPosts.createdAt)),
    db
      .select({ productId: favouriteProducts.productId, createdAt: favouriteProducts.createdAt })
      .from(favouriteProducts)
      .where(eq(favouriteProducts.userId, userId))
      .orderBy(asc(favouriteProducts.createdAt)),
    db
      .select({
        messageId: messageReactions.messageId,
        emoji: messageReactions.emoji,
        createdAt: messageReactions.createdAt,
      })
      .from(messageReactions)
      .where(eq(messageReactions.userId, userId))
      .orderBy(asc(messageReactions.createdAt)),
  ]);
  // Lost & found (issue 45): the user's reports, the sightings they added and their alert settings. A
  // report's exact point is left out, as everywhere (the public point, ~500 m, says where).
  const [myCases, mySightings, alertSettings] = await Promise.all([
    db
      .select({
        id: lostCases.id,
        kind: lostCases.kind,
        foundState: lostCases.foundState,
        petId: lostCases.petId,
        name: lostCases.name,
        species: lostCases.species,
        sex: lostCases.sex,
        size: lostCases.size,
        colours: lostCases.colours,
        colourNotes: lostCases.colourNotes,
        description: lostCases.description,
        photos: lostCases.photos,
        lastSeenAt: lostCases.lastSeenAt,
        placeId: lostCases.placeId,
        neighbourhood: lostCases.neighbourhood,
        publicLat: lostCases.publicLat,
        publicLng: lostCases.publicLng,
        rewardText: lostCases.rewardText,
        phone: lostCases.phone,
        status: lostCases.status,
        createdAt: lostCases.createdAt,
        closedAt: lostCases.closedAt,
      })
      .from(lostCases)
      .where(eq(lostCases.userId, userId))
      .orderBy(asc(lostCases.createdAt)),
    db
      .select({
        id: lostSightings.id,
        caseId: lostSightings.caseId,
        placeId: lostSightings.placeId,
        seenAt: lostSightings.seenAt,
        note: lostSightings.note,
        photoUrl: lostSightings.photoUrl,
        createdAt: lostSightings.createdAt,
      })
      .from(lostSightings)
      .where(eq(lostSightings.authorId, userId))
      .orderBy(asc(lostSightings.createdAt)),
    db.select().from(lostAlertPreferences).where(eq(lostAlertPreferences.userId, userId)),
  ]);
  // Store owners' secrets (the payments account id) are not the user's personal data to carry away.
  const storesOut = myStores.map((store) => ({
    ...store,
    stripeAccountId: undefined,
    products: storeProducts.filter((product) => product.storeId === store.id),
  }));
  return {
    exportedAt: new Date().toISOString(),
    profile,
    pets: myPets,
    posts: myPosts.map((post) => ({
      ...post,
      morePhotos: morePhotos.filter((photo) => photo.postId === post.id).map((photo) => photo.url),
    })),
    comments: myComments,
    likes: myLikes,
    following,
    followers,
    blocked,
    dismissedSuggestions,
    messages: { sent, received, reactions },
    matches: myMatches,
    orders: myOrders.map((order) => ({ ...order, items: items.filter((item) => item.orderId === order.id) })),
    stores: storesOut,
    reviews: myReviews,
    cart,
    devices,
    reports,
    saved: { posts: saved, products: favourites },
    lost: { cases: myCases, sightings: mySightings, alerts: alertSettings[0] ?? null },
  };
}

export type AccountData = Awaited<ReturnType<typeof collectAccountData>>;

/** Every media URL the data points to: avatar, pet photos, post media, store and product pictures, lost & found photos. */
export function mediaUrlsOf(data: AccountData): string[] {
  const urls = [
    data.profile?.avatarUrl,
    ...data.pets.flatMap((pet) => pet.photos),
    ...data.posts.flatMap((post) => [post.imageUrl, post.videoUrl, post.thumbnailUrl, ...post.morePhotos]),
    ...data.stores.flatMap((store) => [
      store.logoUrl,
      store.bannerUrl,
      ...store.products.flatMap((product) => product.images),
    ]),
    ...data.reviews.flatMap((review) => review.photos),
    // The photos they sent in chats; those they received are the sender's files.
    ...data.messages.sent.flatMap((message) => message.photos),
    ...data.lost.cases.flatMap((lost) => lost.photos),
    ...data.lost.sightings.map((sighting) => sighting.photoUrl),
  ];
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}

/**
 * The archive: the JSON first, then each stored file under media/<its key>, read one at a time while the
 * archive streams out. A file that is gone from storage is listed in the JSON's `missingMedia` instead
 * of failing the download.
 */
export async function* accountArchive(userId: string): AsyncGenerator<Uint8Array> {
  const data = await collectAccountData(userId);
  const mediaFiles: Record<string, string> = {};
  const missingMedia: string[] = [];
  for (const url of mediaUrlsOf(data)) {
    const key = keyFromPublicUrl(url);
    if (key && (await statObject(key))) mediaFiles[url] = key;
    else missingMedia.push(url);
  }
  const json = Buffer.from(
    JSON.stringify(
      {
        ...data,
        mediaFiles: Object.fromEntries(Object.entries(mediaFiles).map(([url, key]) => [url, `media/${key}`])),
        missingMedia,
      },
      null,
      2,
    ),
  );
  async function* entries(): AsyncGenerator<ZipEntry> {
    yield { name: EXPORT_FILE, data: json };
    for (const key of Object.values(mediaFiles)) {
      const object = await getObject(key);
      if (object) yield { name: `media/${key}`, data: object.body };
    }
  }
  yield* zipStream(entries());
}
