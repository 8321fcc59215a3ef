import "server-only";
import type { deleteAccountSchema } from "./schemas";
import { log } from "@/server/shared/log";
import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type * as z from "zod";
import { endAllSessions } from "@/lib/auth/device-sessions";
import { assertCurrentPassword } from "@/lib/auth/current-password";
import { pageTags, purgePublicPages } from "@/lib/cache/public-pages";
import { getDb, type Executor } from "@/lib/db/client";
import {
  blocks,
  cartItems,
  comments,
  emailVerificationTokens,
  favouriteProducts,
  follows,
  followSuggestionDismissals,
  likes,
  matches,
  messagePhotos,
  messages,
  notifications,
  orders,
  passwordResetTokens,
  pets,
  petSwipes,
  postPhotos,
  posts,
  products,
  savedPosts,
  stores,
  userRoles,
  users,
} from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { forgetTrendingHashtags } from "@/lib/hashtags/trending-cache";
import { deleteMedia } from "@/lib/media/uploads";
import { endRealtimeSessions } from "@/lib/realtime/publish";

// "Delete my account" (docs/decisions/021-privacy-tools.md). What the user made for others to see goes:
// posts (with their likes, comments and tags), comments, likes, pets, matches, follows, blocks, dismissed
// follow suggestions, messages both ways, notifications, cart, tokens, roles and the media files. Orders
// stay for the stores' accounting (their shipping address is the invoice's), attached to an anonymous
// row: the users row is kept with no name, e-mail, password or profile, because orders and audit records
// point to it.

/** The anonymous row's e-mail: unique, lower case, and in a domain that can never receive mail (RFC 2606). */
export function deletedEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** True for the anonymous row left by a deleted account. */
export function isDeletedEmail(email: string): boolean {
  return email.endsWith("@deleted.invalid");
}

async function mediaOf(executor: Executor, userId: string): Promise<string[]> {
  const [profile] = await executor.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId));
  const petPhotos = await executor.select({ photos: pets.photos }).from(pets).where(eq(pets.userId, userId));
  const postMedia = await executor
    .select({ image: posts.imageUrl, video: posts.videoUrl, thumbnail: posts.thumbnailUrl })
    .from(posts)
    .where(eq(posts.userId, userId));
  const morePhotos = await executor
    .select({ url: postPhotos.url })
    .from(postPhotos)
    .innerJoin(posts, eq(posts.id, postPhotos.postId))
    .where(eq(posts.userId, userId));
  // Chat photos both ways (issue 46): their messages are deleted with the account, so are the files.
  const chatPhotos = await executor
    .select({ url: messagePhotos.url })
    .from(messagePhotos)
    .innerJoin(messages, eq(messages.id, messagePhotos.messageId))
    .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)));
  return [
    profile?.avatarUrl,
    ...petPhotos.flatMap((pet) => pet.photos),
    ...postMedia.flatMap((post) => [post.image, post.video, post.thumbnail]),
    ...morePhotos.map((photo) => photo.url),
    ...chatPhotos.map((photo) => photo.url),
  ].filter((url): url is string => Boolean(url));
}

/** A store with paid orders not yet shipped must fulfil or cancel them before its owner leaves. */
async function hasOpenStoreOrders(executor: Executor, userId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(stores.userId, userId), isNotNull(orders.paidAt), inArray(orders.status, ["pending", "processing"])))
    .limit(1);
  return Boolean(row);
}

export async function deleteAccount(
  user: { id: string },
  { password }: z.output<typeof deleteAccountSchema>,
): Promise<void> {
  await assertCurrentPassword(user.id, password, { field: "password", wrongKey: "privacy.errors.passwordWrong" });
  const db = await getDb();
  if (await hasOpenStoreOrders(db, user.id)) throw new AppError("conflict", "privacy.errors.openOrders");

  const files = await db.transaction(async (tx) => {
    const id = user.id;
    const files = await mediaOf(tx, id);
    // Counters on other people's posts lose this user's comments and likes.
    await tx.execute(sql`update posts p set comments_count = p.comments_count - c.n
      from (select post_id, count(*)::int as n from comments where user_id = ${id} group by post_id) c
      where p.id = c.post_id and p.user_id <> ${id}`);
    await tx.execute(sql`update posts p set likes_count = p.likes_count - l.n
      from (select post_id, count(*)::int as n from likes where user_id = ${id} group by post_id) l
      where p.id = l.post_id and p.user_id <> ${id}`);
    await tx.execute(sql`update hashtags h set usage_count = h.usage_count - t.n
      from (select ph.hashtag_id, count(*)::int as n from post_hashtags ph join posts p on p.id = ph.post_id
            where p.user_id = ${id} group by ph.hashtag_id) t
      where h.id = t.hashtag_id`);
    await tx.delete(comments).where(eq(comments.userId, id));
    await tx.delete(likes).where(eq(likes.userId, id));
    await tx.delete(posts).where(eq(posts.userId, id));
    await tx.delete(matches).where(or(eq(matches.user1Id, id), eq(matches.user2Id, id)));
    await tx.delete(petSwipes).where(eq(petSwipes.userId, id));
    await tx.delete(pets).where(eq(pets.userId, id));
    await tx.delete(follows).where(or(eq(follows.followerId, id), eq(follows.followingId, id)));
    await tx.delete(blocks).where(or(eq(blocks.blockerId, id), eq(blocks.blockedId, id)));
    // The users row stays, so its foreign keys' cascades do not run: delete by hand.
    await tx
      .delete(followSuggestionDismissals)
      .where(or(eq(followSuggestionDismissals.userId, id), eq(followSuggestionDismissals.dismissedUserId, id)));
    await tx.delete(messages).where(or(eq(messages.senderId, id), eq(messages.receiverId, id)));
    await tx.delete(notifications).where(or(eq(notifications.userId, id), eq(notifications.actorId, id)));
    await tx.delete(cartItems).where(eq(cartItems.userId, id));
    await tx.delete(savedPosts).where(eq(savedPosts.userId, id));
    await tx.delete(favouriteProducts).where(eq(favouriteProducts.userId, id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, id));
    await tx.delete(userRoles).where(eq(userRoles.userId, id));
    // The store leaves the marketplace; its rows stay for the orders and payouts that name it.
    const ownStores = await tx
      .update(stores)
      .set({ isActive: false })
      .where(eq(stores.userId, id))
      .returning({ id: stores.id });
    if (ownStores.length)
      await tx
        .update(products)
        .set({ isActive: false })
        .where(
          inArray(
            products.storeId,
            ownStores.map((store) => store.id),
          ),
        );
    await tx
      .update(users)
      .set({
        email: deletedEmail(id),
        // Not an argon2 hash: no password can ever verify against it.
        passwordHash: `deleted:${randomBytes(16).toString("hex")}`,
        fullName: "",
        username: null,
        avatarUrl: null,
        bio: null,
        location: null,
        placeId: null,
        country: null,
        locale: null,
        emailVerifiedAt: null,
        messagesFromFollowingOnly: false,
        mutedNotifications: [],
      })
      .where(eq(users.id, id));
    await endAllSessions(tx, id);
    return files;
  });
  await endRealtimeSessions(user.id, null);
  // Their name was on cards, comments, counters and store pages everywhere: every cached page goes.
  forgetTrendingHashtags();
  await purgePublicPages([pageTags.all], "hard");
  // Files go after the rows; a failure leaves an orphan file, never a broken row.
  await deleteMedia(files).catch((error: unknown) =>
    log.error({ err: error }, "Could not delete the media of a deleted account"),
  );
}
