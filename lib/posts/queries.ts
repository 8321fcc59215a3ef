import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, queryRows, type Executor } from "@/lib/db/client";
import { notBlocked } from "@/lib/db/not-blocked";
import { cursorTimestamp, decodeCursor, encodeCursor, readCursor } from "@/lib/paging/cursor";
import { afterCursor, createdAtCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { COMMENTS_PAGE_SIZE, FEED_PAGE_SIZE } from "./limits";

export type PostCard = {
  id: string;
  content: string;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  imageAlt: string | null;
  videoUrl: string | null;
  /** The media's own width and height, when known (posts before issue 13 have none). */
  mediaSize: { width: number; height: number } | null;
  /** The photo's blur-up stand-in (a data URL), or null. */
  mediaPreview: string | null;
  /** A photo post's photos after the first (`imageUrl`), in the author's order; empty for most posts. */
  morePhotos: PostPhoto[];
  location: string | null;
  likesCount: number;
  commentsCount: number;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601, when the author last changed the text; null if never. */
  editedAt: string | null;
  author: { id: string; username: string; fullName: string; avatarUrl: string | null };
  pet: { id: string; name: string; breed: string | null } | null;
  likedByMe: boolean;
  /** Whether the viewer saved it (issue 26): private, never counted in public. */
  savedByMe: boolean;
};

export type PostPhoto = { url: string; size: { width: number; height: number } | null; preview: string | null };

export type PostPage = { posts: PostCard[]; nextCursor: string | null };
export type FeedMode = "all" | "following";

type PostRow = {
  id: string;
  content: string;
  image_url: string | null;
  thumbnail_url: string | null;
  image_alt: string | null;
  video_url: string | null;
  media_width: number | null;
  media_height: number | null;
  media_preview: string | null;
  more_photos: Array<{ url: string; width: number | null; height: number | null; preview: string | null }> | null;
  location: string | null;
  likes_count: number;
  comments_count: number;
  created_at: string;
  edited_at: string | null;
  author_id: string;
  username: string;
  full_name: string;
  avatar_url: string | null;
  pet_id: string | null;
  pet_name: string | null;
  pet_breed: string | null;
  liked: boolean;
  saved: boolean;
};

// Every ORDER BY below is a plain "desc", the null ordering of the schema's list indexes (see
// lib/db/schema/index.ts): with another null ordering PostgreSQL sorts the whole table instead.

/**
 * Everything a post card shows, for the posts aliased `p`: author `u`, pet `pet`, and whether the viewer
 * liked it, as a correlated EXISTS on the likes primary key — one round trip for the whole page.
 */
function cardColumns(viewerId: string | null): SQL {
  const liked = viewerId
    ? sql`exists (select 1 from likes l where l.post_id = p.id and l.user_id = ${viewerId})`
    : sql`false`;
  const saved = viewerId
    ? sql`exists (select 1 from saved_posts s where s.user_id = ${viewerId} and s.post_id = p.id)`
    : sql`false`;
  // A photo post's other photos: a primary-key probe per card, null for the many posts that have none.
  const morePhotos = sql`case when p.image_url is null then null else (select json_agg(json_build_object('url', ph.url, 'width', ph.width, 'height', ph.height, 'preview', ph.preview) order by ph.position)
    from post_photos ph where ph.post_id = p.id) end`;
  return sql`p.id, p.content, p.image_url, p.thumbnail_url, p.image_alt, p.video_url, p.media_width, p.media_height, p.media_preview, p.location,
    ${morePhotos} as more_photos,
    p.likes_count, p.comments_count, ${cursorTimestamp(sql`p.created_at`)} as created_at,
    case when p.edited_at is null then null else ${cursorTimestamp(sql`p.edited_at`)} end as edited_at,
    u.id as author_id, u.username, u.full_name, u.avatar_url,
    pet.id as pet_id, pet.name as pet_name, pet.breed as pet_breed,
    ${liked} as liked, ${saved} as saved`;
}

/** Authors who are banned, or who blocked / were blocked by the viewer, are invisible everywhere. */
function visibleAuthor(viewerId: string | null): SQL {
  return sql`not u.is_banned and u.username is not null and ${notBlocked(viewerId, sql`u.id`)}`;
}

function toCard(row: PostRow): PostCard {
  return {
    id: row.id,
    content: row.content,
    imageUrl: row.image_url,
    thumbnailUrl: row.thumbnail_url,
    imageAlt: row.image_alt,
    videoUrl: row.video_url,
    mediaSize:
      row.media_width && row.media_height ? { width: Number(row.media_width), height: Number(row.media_height) } : null,
    mediaPreview: row.media_preview,
    morePhotos: (row.more_photos ?? []).map((photo) => ({
      url: photo.url,
      size: photo.width && photo.height ? { width: Number(photo.width), height: Number(photo.height) } : null,
      preview: photo.preview,
    })),
    location: row.location,
    likesCount: Number(row.likes_count),
    commentsCount: Number(row.comments_count),
    createdAt: row.created_at,
    editedAt: row.edited_at,
    author: { id: row.author_id, username: row.username, fullName: row.full_name, avatarUrl: row.avatar_url },
    pet: row.pet_id ? { id: row.pet_id, name: row.pet_name ?? "", breed: row.pet_breed } : null,
    likedByMe: Boolean(row.liked),
    savedByMe: Boolean(row.saved),
  };
}

function toPage(rows: PostRow[], limit: number): PostPage {
  const { items, nextCursor } = keysetPage(rows, limit, toCard, (last) => encodeCursor(createdAtCursor(last)));
  return { posts: items, nextCursor };
}

/**
 * The home feed (docs/product-spec.md §7 Posts): everyone's posts newest first, or ("following") those of the people
 * the viewer follows plus the viewer's own. Keyset paged on posts(created_at desc, id desc).
 * "Following" reads the newest page of each followed author from posts_user_created_idx (a lateral
 * join) and sorts those few: walking every post by date and keeping the followed ones read ever more
 * rows as the network grew, as the followed authors' posts get sparser among all posts (decision 040).
 * Visibility is per author, so a hidden author's page drops out whole and never hides a visible post.
 */
export async function listFeed(
  viewerId: string,
  { mode = "all", cursor, limit = FEED_PAGE_SIZE }: { mode?: FeedMode; cursor?: string | null; limit?: number } = {},
  executor?: Executor,
): Promise<PostPage> {
  const db = executor ?? (await getDb());
  // Every signed-in /home asks for it: planned once per connection (queryRows).
  const rows = await queryRows<PostRow>(db, feedQuery(viewerId, { mode, cursor, limit }), { prepare: "feed" });
  return toPage(rows, limit);
}

function feedQuery(
  viewerId: string,
  { mode, cursor, limit }: { mode: FeedMode; cursor?: string | null; limit: number },
): SQL {
  const keyset = afterCursor(decodeCursor(cursor), sql`p.created_at`, sql`p.id`);
  // Authors first (the viewer and the followed, a few dozen rows looked up by key), then their pages.
  const source =
    mode === "following"
      ? sql`(select ${viewerId}::uuid as id union select f.following_id from follows f where f.follower_id = ${viewerId}::uuid) a
          join users u on u.id = a.id
          cross join lateral (select p.* from posts p where p.user_id = u.id ${keyset} order by p.created_at desc, p.id desc ${keysetLimit(limit)}) p`
      : sql`posts p join users u on u.id = p.user_id`;
  return sql`select ${cardColumns(viewerId)}
      from ${source}
      left join pets pet on pet.id = p.pet_id
      where ${visibleAuthor(viewerId)} ${keyset}
      order by p.created_at desc, p.id desc
      ${keysetLimit(limit)}`;
}

/**
 * The feed's first page as one JSON column of a caller's statement: /home's view reads it in the session's
 * own statement (decision 060), one round trip instead of two. Every column of a card is JSON-safe (its
 * timestamps are already text), and the text timestamps sort as the times do.
 */
export function feedColumn(viewerId: string, mode: FeedMode): SQL {
  return sql`(select coalesce(json_agg(f order by f.created_at desc, f.id desc), '[]'::json)
    from (${feedQuery(viewerId, { mode, limit: FEED_PAGE_SIZE })}) f) as feed`;
}

/** What feedColumn adds to a row. */
export type FeedColumnRow = { feed: PostRow[] };

/** The first page of a row that carries feedColumn: the same page listFeed answers. */
export function feedOf(row: FeedColumnRow): PostPage {
  return toPage(row.feed, FEED_PAGE_SIZE);
}

/**
 * A hashtag's posts, newest first, paged on post_hashtags(hashtag_id, post_created_at desc, post_id desc)
 * so PostgreSQL walks one index instead of sorting the tag's posts.
 */
export async function listHashtagPosts(
  hashtagId: string,
  viewerId: string | null,
  { cursor, limit = FEED_PAGE_SIZE }: { cursor?: string | null; limit?: number } = {},
): Promise<PostPage> {
  const after = decodeCursor(cursor);
  const db = await getDb();
  const keyset = afterCursor(after, sql`ph.post_created_at`, sql`ph.post_id`);
  const rows = await queryRows<PostRow>(
    db,
    sql`select ${cardColumns(viewerId)}
      from post_hashtags ph
      join posts p on p.id = ph.post_id
      join users u on u.id = p.user_id
      left join pets pet on pet.id = p.pet_id
      where ph.hashtag_id = ${hashtagId} and ${visibleAuthor(viewerId)} ${keyset}
      order by ph.post_created_at desc, ph.post_id desc
      ${keysetLimit(limit)}`,
  );
  return toPage(rows, limit);
}

/** One post as a card, or null when it does not exist or the viewer may not see it. */
export async function getPost(postId: string, viewerId: string | null): Promise<PostCard | null> {
  const db = await getDb();
  const [row] = await queryRows<PostRow>(
    db,
    sql`select ${cardColumns(viewerId)}
      from posts p
      join users u on u.id = p.user_id
      left join pets pet on pet.id = p.pet_id
      where p.id = ${postId} and ${visibleAuthor(viewerId)}`,
  );
  return row ? toCard(row) : null;
}

export type CommentItem = {
  id: string;
  content: string;
  createdAt: string;
  author: { id: string; username: string; fullName: string; avatarUrl: string | null };
  /** The viewer wrote it, or the viewer wrote the post: they may delete it. */
  canDelete: boolean;
};

export type CommentPage = { comments: CommentItem[]; nextCursor: string | null };

type CommentRow = {
  id: string;
  content: string;
  created_at: string;
  author_id: string;
  username: string;
  full_name: string;
  avatar_url: string | null;
  post_author_id: string;
};

/** A post's comments, oldest first, keyset paged on comments(post_id, created_at, id). */
export async function listComments(
  postId: string,
  viewerId: string | null,
  { cursor, limit = COMMENTS_PAGE_SIZE }: { cursor?: string | null; limit?: number } = {},
): Promise<CommentPage> {
  const after = decodeCursor(cursor);
  const db = await getDb();
  const keyset = afterCursor(after, sql`c.created_at`, sql`c.id`, "asc");
  const rows = await queryRows<CommentRow>(
    db,
    sql`select c.id, c.content, ${cursorTimestamp(sql`c.created_at`)} as created_at,
        u.id as author_id, u.username, u.full_name, u.avatar_url, p.user_id as post_author_id
      from comments c
      join posts p on p.id = c.post_id
      join users u on u.id = c.user_id
      join users pu on pu.id = p.user_id
      where c.post_id = ${postId} and ${visibleAuthor(viewerId)}
        and not pu.is_banned and ${notBlocked(viewerId, sql`pu.id`)} ${keyset}
      order by c.created_at, c.id
      ${keysetLimit(limit)}`,
  );
  const { items, nextCursor } = keysetPage(
    rows,
    limit,
    (row) => ({
      id: row.id,
      content: row.content,
      createdAt: row.created_at,
      author: { id: row.author_id, username: row.username, fullName: row.full_name, avatarUrl: row.avatar_url },
      canDelete: viewerId !== null && (row.author_id === viewerId || row.post_author_id === viewerId),
    }),
    (last) => encodeCursor(createdAtCursor(last)),
  );
  return { comments: items, nextCursor };
}

/** The viewer's active pets, offered in the create-post dialog. */
export async function listPostablePets(userId: string): Promise<{ id: string; name: string }[]> {
  const db = await getDb();
  return queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from pets where user_id = ${userId} and is_active order by created_at, id`,
  );
}

/**
 * The viewer's saved posts (issue 26), newest save first, keyset paged on saved_posts(user_id,
 * created_at desc, post_id desc): the cursor is the save's time and the post's id, read from the page's
 * URL (a malformed one reads as the first page). Posts the viewer may not see now (a banned author, a
 * block either way) are left out; a deleted post took its save with it.
 */
export async function listSavedPosts(
  viewerId: string,
  { cursor, limit = FEED_PAGE_SIZE }: { cursor?: string | null; limit?: number } = {},
): Promise<PostPage> {
  const keyset = afterCursor(readCursor(cursor), sql`s.created_at`, sql`s.post_id`);
  const rows = await queryRows<PostRow & { saved_at: string }>(
    await getDb(),
    sql`select ${cardColumns(viewerId)}, ${cursorTimestamp(sql`s.created_at`)} as saved_at
      from saved_posts s
      join posts p on p.id = s.post_id
      join users u on u.id = p.user_id
      left join pets pet on pet.id = p.pet_id
      where s.user_id = ${viewerId} and ${visibleAuthor(viewerId)} ${keyset}
      order by s.created_at desc, s.post_id desc
      ${keysetLimit(limit)}`,
  );
  const { items, nextCursor } = keysetPage(rows, limit, toCard, (last) =>
    encodeCursor({ at: last.saved_at, id: last.id }),
  );
  return { posts: items, nextCursor };
}
