import "server-only";
import type * as z from "zod";
import { log } from "@/server/shared/log";
import { and, eq, sql } from "drizzle-orm";
import { hasRole, type CurrentUser } from "@/lib/auth/session";
import { pagesShowingPost } from "@/lib/cache/page-tags";
import { purgePublicPages } from "@/lib/cache/public-pages";
import { forgetTrendingHashtags } from "@/lib/hashtags/trending-cache";
import { getDb, queryRows, type Executor } from "@/lib/db/client";
import { hashtags, moderationActions, pets, postHashtags, postPhotos, posts, reportedContent } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { extractHashtags, extractMentions } from "@/lib/hashtags/extract";
import { claimMedia } from "@/lib/media/claims";
import { assertOwnedMedia, deleteMedia, storedImageShape } from "@/lib/media/uploads";
import { thumbnailUrlFor } from "@/lib/storage/thumbnails";
import { notify, notifyMentions, signalBadges } from "@/lib/notifications/notify";
import { cursorTimestamp } from "@/lib/paging/cursor";
import { createPostSchema, editPostSchema, postIdSchema, reportPostSchema } from "./schemas";

import { purgePostPages, visiblePostAuthor } from "./interactable";

// A post's life: created, edited by its author, reported, deleted by its author or staff.

type Actor = Pick<CurrentUser, "id" | "role">;

/** Adds one use to each tag (creating it at first use) and links it to the post, in the caller's transaction. */
async function attachHashtags(executor: Executor, post: { id: string }, names: string[]): Promise<void> {
  if (names.length === 0) return;
  // Sorted, so two posts sharing tags lock the tag rows in the same order and cannot deadlock.
  const sorted = [...names].sort();
  const tagRows = await executor
    .insert(hashtags)
    .values(sorted.map((name) => ({ name, usageCount: 1 })))
    .onConflictDoUpdate({
      target: hashtags.name,
      set: { usageCount: sql`${hashtags.usageCount} + 1`, updatedAt: sql`now()` },
    })
    .returning({ id: hashtags.id });
  // The copy is taken in SQL: a JavaScript Date would drop the microseconds, and the hashtag page's
  // keyset cursor (built from posts.created_at) would then repeat rows on PostgreSQL.
  const postCreatedAt = sql`(select created_at from posts where id = ${post.id})`;
  await executor
    .insert(postHashtags)
    .values(tagRows.map((tag) => ({ postId: post.id, hashtagId: tag.id, postCreatedAt })));
}

/** docs/product-spec.md §7 Create post, with the checks the spec left out: own active pet, own uploaded media. */
export async function createPost(user: Actor, input: z.output<typeof createPostSchema>): Promise<{ id: string }> {
  const db = await getDb();

  if (input.petId) {
    const [pet] = await db
      .select({ id: pets.id })
      .from(pets)
      .where(and(eq(pets.id, input.petId), eq(pets.userId, user.id), eq(pets.isActive, true)));
    if (!pet) throw new AppError("validation", errorKeys.validation, { petId: "posts.errors.petInvalid" });
  }

  let thumbnailUrl: string | null = null;
  let size: { width: number; height: number; preview?: string | null } | null = null;
  // One photo (`imageUrl`) or several in the author's order (`imageUrls`); the first is the cover.
  const photoUrls = input.imageUrls.length > 0 ? input.imageUrls : input.imageUrl ? [input.imageUrl] : [];
  const photos = await Promise.all(
    photoUrls.map(async (url) => {
      const media = await assertOwnedMedia(user.id, url, "posts");
      if (media.kind !== "image")
        throw new AppError("validation", errorKeys.validation, { imageUrl: "posts.errors.mediaInvalid" });
      return { url, thumbnailUrl: thumbnailUrlFor(url), shape: await storedImageShape(media.key) };
    }),
  );
  const [cover, ...morePhotos] = photos;
  if (cover) {
    thumbnailUrl = cover.thumbnailUrl;
    size = cover.shape;
  }
  if (input.videoUrl) {
    const media = await assertOwnedMedia(user.id, input.videoUrl, "posts");
    if (media.kind !== "video")
      throw new AppError("validation", errorKeys.validation, { videoUrl: "posts.errors.mediaInvalid" });
    thumbnailUrl = thumbnailUrlFor(input.videoUrl);
    // Its poster: a frame the browser drew, uploaded by the same user as an image (decision 030).
    if (input.videoPosterUrl) {
      const poster = await assertOwnedMedia(user.id, input.videoPosterUrl, "posts");
      if (poster.kind !== "image")
        throw new AppError("validation", errorKeys.validation, { videoPosterUrl: "posts.errors.mediaInvalid" });
      thumbnailUrl = input.videoPosterUrl;
    }
    // The browser measured the video (we store videos as sent, unparsed); both sides or neither.
    size = input.videoWidth && input.videoHeight ? { width: input.videoWidth, height: input.videoHeight } : null;
  }

  const created = await db.transaction(async (tx) => {
    await claimMedia(
      tx,
      user.id,
      [...photoUrls, input.videoUrl, input.videoPosterUrl],
      input.videoUrl ? "videoUrl" : "imageUrl",
    );
    const [post] = await tx
      .insert(posts)
      .values({
        userId: user.id,
        content: input.content,
        petId: input.petId,
        location: input.location,
        imageUrl: cover?.url ?? null,
        imageAlt: cover ? input.imageAlt : null,
        videoUrl: input.videoUrl,
        thumbnailUrl,
        mediaWidth: size?.width ?? null,
        mediaHeight: size?.height ?? null,
        mediaPreview: size?.preview ?? null,
      })
      .returning({ id: posts.id, createdAt: posts.createdAt });
    if (morePhotos.length > 0) {
      await tx.insert(postPhotos).values(
        morePhotos.map((photo, index) => ({
          postId: post!.id,
          position: index + 1,
          url: photo.url,
          thumbnailUrl: photo.thumbnailUrl,
          width: photo.shape?.width ?? null,
          height: photo.shape?.height ?? null,
          preview: photo.shape?.preview ?? null,
        })),
      );
    }
    await attachHashtags(tx, post!, extractHashtags(input.content));
    const mentioned = await notifyMentions(tx, {
      actorId: user.id,
      usernames: extractMentions(input.content),
      postId: post!.id,
    });
    return { id: post!.id, mentioned };
  });
  forgetTrendingHashtags();
  // A new post: on its hashtag pages and its author's profile within NEW_CONTENT_STALE_MS.
  await purgePostPages(created.id, "new-content");
  for (const userId of created.mentioned) await signalBadges(userId, user.id);
  return { id: created.id };
}

/**
 * The author rewrites their post's text (issue 26). Only the author: staff remove posts, they never put
 * words in someone's mouth. Its hashtags are read again (a tag dropped loses the use, a new one gains
 * it, so usage counts stay exact) and people newly mentioned are told once: never someone the post
 * already told. The same text again changes nothing (and does not mark the post edited).
 */
export async function editPost(
  user: Actor,
  input: z.output<typeof editPostSchema>,
): Promise<{ content: string; editedAt: string | null }> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    // Locked: two edits of one post must not both read the same old tags and count them twice.
    const [post] = await queryRows<{ user_id: string; content: string; has_media: boolean; edited_at: string | null }>(
      tx,
      sql`select user_id, content, (image_url is not null or video_url is not null) as has_media,
          ${cursorTimestamp(sql`edited_at`)} as edited_at
        from posts where id = ${input.postId} for update`,
    );
    if (!post) throw new AppError("not_found", errorKeys.notFound);
    if (post.user_id !== user.id) throw new AppError("forbidden", errorKeys.forbidden);
    if (input.content.length === 0 && !post.has_media)
      throw new AppError("validation", errorKeys.validation, { content: "posts.errors.empty" });
    if (input.content === post.content) return { changed: false as const, editedAt: post.edited_at };

    // The pages showing the old text, hashtag pages of dropped tags included: read before the links change.
    const before = await pagesShowingPost(tx, input.postId);
    // The tags the post is linked to now (exact whatever rule extracted them then).
    const linked = await queryRows<{ name: string }>(
      tx,
      sql`select h.name from post_hashtags ph join hashtags h on h.id = ph.hashtag_id where ph.post_id = ${input.postId}`,
    );
    const oldTags = new Set(linked.map((row) => row.name));
    const newTags = extractHashtags(input.content);
    const dropped = [...oldTags].filter((name) => !newTags.includes(name));
    const added = newTags.filter((name) => !oldTags.has(name));
    if (dropped.length > 0) {
      const names = sql.join(
        dropped.map((name) => sql`${name}`),
        sql`, `,
      );
      await tx.execute(sql`update hashtags set usage_count = usage_count - 1
        where name in (${names}) and id in (select hashtag_id from post_hashtags where post_id = ${input.postId})`);
      await tx.execute(sql`delete from post_hashtags where post_id = ${input.postId}
        and hashtag_id in (select id from hashtags where name in (${names}))`);
    }
    await attachHashtags(tx, { id: input.postId }, added);

    const [edited] = await queryRows<{ edited_at: string }>(
      tx,
      sql`update posts set content = ${input.content}, edited_at = now() where id = ${input.postId}
        returning ${cursorTimestamp(sql`edited_at`)} as edited_at`,
    );
    // Told already: whoever the old text named, and whoever holds a mention of this post (a name
    // removed and written again must not ring twice).
    const alreadyTold = await queryRows<{ user_id: string }>(
      tx,
      sql`select user_id from notifications where post_id = ${input.postId} and type = 'mention' and comment_id is null`,
    );
    const oldMentions = new Set(extractMentions(post.content));
    const mentioned = await notifyMentions(tx, {
      actorId: user.id,
      usernames: extractMentions(input.content).filter((name) => !oldMentions.has(name)),
      postId: input.postId,
      except: alreadyTold.map((row) => row.user_id),
    });
    const after = await pagesShowingPost(tx, input.postId);
    return {
      changed: true as const,
      editedAt: edited!.edited_at,
      mentioned,
      pages: [...new Set([...before, ...after])],
    };
  });
  if (!result.changed) return { content: input.content, editedAt: result.editedAt };
  forgetTrendingHashtags();
  // An edit of what someone wrote: no reader may see the old words once this returns (decision 039).
  await purgePublicPages(result.pages, "hard");
  for (const userId of result.mentioned) await signalBadges(userId, user.id);
  return { content: input.content, editedAt: result.editedAt };
}

/** The author deletes their post; moderators and admins delete anyone's (and it is logged). */
/**
 * The author deletes their post, or staff (moderator+) remove it: then the audit log keeps the reason and
 * the author is told, as Patitas, in their activity (the post itself is gone, so the notice carries it).
 */
export async function deletePost(
  user: Actor,
  postId: z.output<typeof postIdSchema>,
  reason: string | null = null,
): Promise<void> {
  const db = await getDb();
  const [post] = await db
    .select({
      userId: posts.userId,
      imageUrl: posts.imageUrl,
      videoUrl: posts.videoUrl,
      thumbnailUrl: posts.thumbnailUrl,
    })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!post) throw new AppError("not_found", errorKeys.notFound);
  // Read before the rows cascade away with the post: their files go after it, as the cover's do.
  const morePhotos = await db.select({ url: postPhotos.url }).from(postPhotos).where(eq(postPhotos.postId, postId));
  const isAuthor = post.userId === user.id;
  if (!isAuthor && !hasRole(user, "moderator")) throw new AppError("forbidden", errorKeys.forbidden);

  const pages = await db.transaction(async (tx) => {
    // Read first: the hashtag links go with the post.
    const showing = await pagesShowingPost(tx, postId);
    await tx.execute(sql`update hashtags set usage_count = usage_count - 1
      where id in (select hashtag_id from post_hashtags where post_id = ${postId})`);
    // Likes, comments, tag links and notifications go with it (foreign keys cascade).
    const deleted = await tx.delete(posts).where(eq(posts.id, postId)).returning({ id: posts.id });
    // Deleted by a concurrent request in between: roll back the counts.
    if (deleted.length === 0) throw new AppError("not_found", errorKeys.notFound);
    if (!isAuthor) {
      await tx
        .insert(moderationActions)
        .values({ actionType: "delete", targetType: "post", targetId: postId, moderatorId: user.id, reason });
      await notify(tx, {
        userId: post.userId,
        actorId: user.id,
        type: "moderation",
        ...(reason ? { note: reason } : {}),
      });
    }
    return showing;
  });
  forgetTrendingHashtags();
  await purgePublicPages(pages, "hard");
  if (!isAuthor) await signalBadges(post.userId, user.id);

  // Files go only after the rows are gone for good; a failure here leaves an orphan file, never a broken post.
  const files = [post.imageUrl, post.videoUrl, post.thumbnailUrl, ...morePhotos.map((photo) => photo.url)].filter(
    (url): url is string => Boolean(url),
  );
  if (files.length > 0) {
    await deleteMedia(files).catch((error: unknown) =>
      log.error({ err: error, postId }, "Could not delete post media"),
    );
  }
}

/** One pending report per user and post; reporting one's own post makes no sense and is refused. */
export async function reportPost(userId: string, input: z.output<typeof reportPostSchema>): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const authorId = await visiblePostAuthor(tx, userId, input.postId);
    if (authorId === userId) throw new AppError("forbidden", "posts.report.errors.own");
    // Serialises reports of the same user on the same post, so "one pending report" holds under races.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${userId}:${input.postId}`}))`);
    const [pending] = await tx
      .select({ id: reportedContent.id })
      .from(reportedContent)
      .where(
        and(
          eq(reportedContent.reporterId, userId),
          eq(reportedContent.contentType, "post"),
          eq(reportedContent.contentId, input.postId),
          eq(reportedContent.status, "pending"),
        ),
      );
    if (pending) throw new AppError("conflict", "posts.report.errors.already");
    await tx.insert(reportedContent).values({
      reporterId: userId,
      contentType: "post",
      contentId: input.postId,
      reason: input.reason,
      details: input.details,
    });
  });
}
