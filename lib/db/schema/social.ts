import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { matchStatus, matchType, notificationType, orderStatus } from "./enums";
import { orders, products, stores } from "./market";
import { pets } from "./pets";
import { reviews } from "./reviews";
import { lostCases } from "./lost";
import { comments, posts } from "./posts";
import { users } from "./users";

export const follows = pgTable(
  "follows",
  {
    id: uuid().primaryKey().defaultRandom(),
    followerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followingId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("follows_not_self", sql`${t.followerId} <> ${t.followingId}`),
    uniqueIndex("follows_pair_idx").on(t.followerId, t.followingId),
    index("follows_following_created_idx").on(t.followingId, t.createdAt.desc().nullsFirst()),
  ],
);

export const blocks = pgTable(
  "blocks",
  {
    blockerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check("blocks_not_self", sql`${t.blockerId} <> ${t.blockedId}`),
    index("blocks_blocked_idx").on(t.blockedId),
  ],
);

export const matches = pgTable(
  "matches",
  {
    id: uuid().primaryKey().defaultRandom(),
    user1Id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    user2Id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pet1Id: uuid().references(() => pets.id, { onDelete: "set null" }),
    pet2Id: uuid().references(() => pets.id, { onDelete: "set null" }),
    matchType: matchType().notNull(),
    status: matchStatus().notNull().default("pending"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("matches_not_self", sql`${t.user1Id} <> ${t.user2Id}`),
    // At most one match between two users, whichever of them sent it.
    uniqueIndex("matches_pair_idx").on(
      sql`least(${t.user1Id}, ${t.user2Id})`,
      sql`greatest(${t.user1Id}, ${t.user2Id})`,
    ),
    index("matches_user1_created_idx").on(t.user1Id, t.createdAt.desc().nullsFirst()),
    index("matches_user2_created_idx").on(t.user2Id, t.createdAt.desc().nullsFirst()),
    // The staff dashboard's daily series range-scans matches by day (lib/admin/dashboard.ts).
    index("matches_created_idx").on(t.createdAt.desc().nullsFirst()),
    index("matches_pet1_idx").on(t.pet1Id),
    index("matches_pet2_idx").on(t.pet2Id),
    index("matches_status_type_idx").on(t.status, t.matchType),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    receiverId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Null for a message of photos or a shared card only, and once it is unsent (issue 46).
    content: text(),
    isRead: boolean().notNull().default(false),
    // A reply quotes one earlier message of the same pair (checked on send); an unsent one stays quoted as "deleted".
    replyToId: uuid().references((): AnyPgColumn => messages.id, { onDelete: "set null" }),
    // Unsent by its sender (issue 46): content, photos, card and reactions are gone, the row stays as "Mensaje eliminado".
    deletedAt: timestamp({ withTimezone: true }),
    // "Send in a message": a reference (kind + id) to a post, pet or product, never a copy; the card is read
    // for whoever looks, when they look (lib/messages/shared.ts). Kinds grow with that module.
    sharedKind: text(),
    sharedId: uuid(),
    // A store inquiry (decision 038): the store the buyer wrote to, and the product it is about. Set on
    // the message that opens or re-opens an inquiry; the thread's rule reads them.
    storeId: uuid().references(() => stores.id, { onDelete: "set null" }),
    productId: uuid().references(() => products.id, { onDelete: "set null" }),
    // A message about a lost & found case (issue 45): anyone signed in may write to its reporter, as with
    // a store inquiry; set on the message that opens the thread.
    lostCaseId: uuid().references(() => lostCases.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("messages_not_self", sql`${t.senderId} <> ${t.receiverId}`),
    check("messages_length", sql`${t.content} is null or length(${t.content}) between 1 and 2000`),
    check("messages_shared", sql`(${t.sharedKind} is null) = (${t.sharedId} is null)`),
    index("messages_sender_receiver_created_idx").on(t.senderId, t.receiverId, t.createdAt.desc().nullsFirst()),
    index("messages_receiver_created_idx").on(t.receiverId, t.createdAt.desc().nullsFirst()),
    index("messages_unread_idx")
      .on(t.receiverId, t.senderId)
      .where(sql`not ${t.isRead}`),
    index("messages_created_idx").on(t.createdAt.desc().nullsFirst()),
    index("messages_store_idx")
      .on(t.storeId)
      .where(sql`${t.storeId} is not null`),
    index("messages_product_idx")
      .on(t.productId)
      .where(sql`${t.productId} is not null`),
    index("messages_lost_case_idx")
      .on(t.lostCaseId)
      .where(sql`${t.lostCaseId} is not null`),
    index("messages_reply_to_idx")
      .on(t.replyToId)
      .where(sql`${t.replyToId} is not null`),
  ],
);

/**
 * A chat message's photos (issue 46), at most 4, private to the pair: the media route serves a `chat`
 * key only to the two of them, looking the URL up here (message_photos_url_idx).
 */
export const messagePhotos = pgTable(
  "message_photos",
  {
    messageId: uuid()
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    url: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    preview: text(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.position] }),
    uniqueIndex("message_photos_url_idx").on(t.url),
    check("message_photos_position", sql`${t.position} between 0 and 3`),
    check("message_photos_size", sql`${t.width} > 0 and ${t.height} > 0`),
    // As post_photos_preview: written into a style attribute, so base64 only.
    check(
      "message_photos_preview",
      sql`${t.preview} is null or (${t.preview} ~ '^data:image/webp.base64,[A-Za-z0-9+/=]+$' and length(${t.preview}) <= 2048)`,
    ),
  ],
);

/** One reaction per person per message (issue 46); the set of emoji is lib/messages/schemas.ts's REACTIONS. */
export const messageReactions = pgTable(
  "message_reactions",
  {
    messageId: uuid()
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    emoji: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index("message_reactions_user_idx").on(t.userId),
    check("message_reactions_emoji", sql`${t.emoji} in ('❤️', '😂', '😮', '😢', '🐾', '👍')`),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    actorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: notificationType().notNull(),
    postId: uuid().references(() => posts.id, { onDelete: "cascade" }),
    commentId: uuid().references(() => comments.id, { onDelete: "cascade" }),
    matchId: uuid().references(() => matches.id, { onDelete: "cascade" }),
    // An "order" notification: the buyer's order and the step it reached (decision 019).
    orderId: uuid().references(() => orders.id, { onDelete: "cascade" }),
    orderStatus: orderStatus(),
    // A "moderation" notification: what staff removed and why (the post itself is gone, so it is told here).
    note: text(),
    // A "review" (to the seller) or "review_answer" (to the buyer) notification: it goes with the review.
    reviewId: uuid().references(() => reviews.id, { onDelete: "cascade" }),
    // A lost & found notification (lost_nearby, lost_sighting, lost_match, lost_reunited): its case.
    lostCaseId: uuid().references(() => lostCases.id, { onDelete: "cascade" }),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("notifications_not_self", sql`${t.userId} <> ${t.actorId}`),
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index("notifications_actor_idx").on(t.actorId),
    index("notifications_post_idx").on(t.postId),
    index("notifications_comment_idx").on(t.commentId),
    index("notifications_match_idx").on(t.matchId),
    index("notifications_order_idx").on(t.orderId),
    index("notifications_review_idx").on(t.reviewId),
    index("notifications_lost_case_idx").on(t.lostCaseId),
  ],
);

/**
 * Every like and pass in the match deck, per mode: the deck never shows a pet the user already acted on
 * in that mode, and likes of the last 24 hours count towards the daily limit.
 */
export const petSwipes = pgTable(
  "pet_swipes",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    petId: uuid()
      .notNull()
      .references(() => pets.id, { onDelete: "cascade" }),
    matchType: matchType().notNull(),
    liked: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.matchType, t.petId] }),
    index("pet_swipes_user_likes_idx")
      .on(t.userId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.liked}`),
    index("pet_swipes_pet_idx").on(t.petId),
  ],
);

/**
 * "Who to follow" suggestions a user dismissed (×): never suggested to them again. Deleting either user
 * deletes the row.
 */
export const followSuggestionDismissals = pgTable(
  "follow_suggestion_dismissals",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dismissedUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.dismissedUserId] }),
    check("follow_suggestion_dismissals_not_self", sql`${t.userId} <> ${t.dismissedUserId}`),
    // The cascade from a deleted dismissed user.
    index("follow_suggestion_dismissals_dismissed_idx").on(t.dismissedUserId),
  ],
);
