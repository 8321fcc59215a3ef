import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { pets } from "./pets";
import { users } from "./users";

export const posts = pgTable(
  "posts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    petId: uuid().references(() => pets.id, { onDelete: "set null" }),
    content: text().notNull().default(""),
    imageUrl: text(),
    thumbnailUrl: text(),
    imageAlt: text(),
    videoUrl: text(),
    /** The photo's or video's own size, so cards reserve its shape before it loads (issue 13). */
    mediaWidth: integer(),
    mediaHeight: integer(),
    /** A photo's tiny blurred stand-in (a ~12 px WebP as a data URL), shown until the photo loads. */
    mediaPreview: text(),
    location: text(),
    likesCount: integer().notNull().default(0),
    commentsCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When its author last changed its text; null for a post never edited (cards then say nothing). */
    editedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check(
      "posts_not_empty",
      sql`length(trim(${t.content})) > 0 or ${t.imageUrl} is not null or ${t.videoUrl} is not null`,
    ),
    check("posts_one_media", sql`${t.imageUrl} is null or ${t.videoUrl} is null`),
    check(
      "posts_media_size",
      sql`(${t.mediaWidth} is null and ${t.mediaHeight} is null) or (${t.mediaWidth} > 0 and ${t.mediaHeight} > 0)`,
    ),
    // Base64 only (the "." stands for the ";" a migration file cannot hold here): the card writes it
    // into a style attribute, so nothing else may ever get in.
    check(
      "posts_media_preview",
      sql`${t.mediaPreview} is null or (${t.mediaPreview} ~ '^data:image/webp.base64,[A-Za-z0-9+/=]+$' and length(${t.mediaPreview}) <= 2048)`,
    ),
    check("posts_counts_non_negative", sql`${t.likesCount} >= 0 and ${t.commentsCount} >= 0`),
    index("posts_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("posts_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("posts_pet_created_idx").on(t.petId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * A photo post's photos after the first (decision 048): the first stays in the posts row (image_url and its
 * siblings), where every reader of a post's cover already looks (grids, thumbnails, Open Graph, the media
 * sweep, exports), so posts from before need no move. `position` 1–9 orders them after it.
 */
export const postPhotos = pgTable(
  "post_photos",
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    url: text().notNull(),
    thumbnailUrl: text(),
    width: integer(),
    height: integer(),
    preview: text(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.position] }),
    check("post_photos_position", sql`${t.position} between 1 and 9`),
    check(
      "post_photos_size",
      sql`(${t.width} is null and ${t.height} is null) or (${t.width} > 0 and ${t.height} > 0)`,
    ),
    // As posts_media_preview: written into a style attribute, so base64 only.
    check(
      "post_photos_preview",
      sql`${t.preview} is null or (${t.preview} ~ '^data:image/webp.base64,[A-Za-z0-9+/=]+$' and length(${t.preview}) <= 2048)`,
    ),
  ],
);

export const likes = pgTable(
  "likes",
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index("likes_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("comments_length", sql`length(${t.content}) between 1 and 1000`),
    index("comments_post_created_idx").on(t.postId, t.createdAt, t.id),
    index("comments_user_idx").on(t.userId),
  ],
);

export const hashtags = pgTable(
  "hashtags",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull().unique(),
    usageCount: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("hashtags_name_lowercase", sql`${t.name} = lower(${t.name}) and length(${t.name}) > 0`),
    index("hashtags_trending_idx").on(t.usageCount.desc().nullsFirst(), t.updatedAt.desc().nullsFirst()),
  ],
);

export const postHashtags = pgTable(
  "post_hashtags",
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    hashtagId: uuid()
      .notNull()
      .references(() => hashtags.id, { onDelete: "cascade" }),
    // Copy of the post's created_at so a hashtag page pages by one index, without sorting posts.
    postCreatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.hashtagId] }),
    index("post_hashtags_tag_created_idx").on(
      t.hashtagId,
      t.postCreatedAt.desc().nullsFirst(),
      t.postId.desc().nullsFirst(),
    ),
  ],
);
