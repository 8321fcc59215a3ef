import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { cursorTimestamp } from "@/lib/paging/cursor";
import { afterCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { getDb, queryRows } from "@/lib/db/client";
import { notBlocked } from "@/lib/db/not-blocked";

export type Profile = {
  id: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
  bio: string | null;
  /** A gazetteer city (its country in placeCountry), or the free text of a place the gazetteer does not know. */
  location: string | null;
  placeCountry: string | null;
  joinedAt: Date;
  counts: { posts: number; pets: number; followers: number; following: number };
  isMe: boolean;
  iFollow: boolean;
  followsMe: boolean;
};

type ProfileRow = {
  id: string;
  username: string;
  full_name: string;
  avatar_url: string | null;
  bio: string | null;
  location: string | null;
  place_country: string | null;
  created_at: string | Date;
  posts: number;
  pets: number;
  followers: number;
  following: number;
  i_follow: boolean;
  follows_me: boolean;
};

/**
 * SQL for the number of a user's followers (`userId`: a uuid expression). Followers who are banned are not
 * counted, so the number matches the followers list. The profile page and the viewer's layer (which
 * counts it again for a signed-in viewer, so their own follow is in it at once) both use it.
 */
export function followersCountSql(userId: SQL): SQL {
  return sql`(select count(*)::int from follows f join users fu on fu.id = f.follower_id
    where f.following_id = ${userId} and not fu.is_banned)`;
}

/**
 * A profile by username with its four counters and the viewer's follow state, in one query.
 * Null for unknown and banned users and when either of viewer and owner blocked the other.
 * Follows of banned users are not counted, so the counters match the lists.
 */
export async function getProfile(username: string, viewerId: string | null): Promise<Profile | null> {
  const db = await getDb();
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`select u.id, u.username, u.full_name, u.avatar_url, u.bio, coalesce(pl.name, u.location) as location, pl.country as place_country, u.created_at,
        (select count(*)::int from posts p where p.user_id = u.id) as posts,
        (select count(*)::int from pets pe where pe.user_id = u.id and pe.is_active) as pets,
        ${followersCountSql(sql`u.id`)} as followers,
        (select count(*)::int from follows f join users fu on fu.id = f.following_id
          where f.follower_id = u.id and not fu.is_banned) as following,
        exists (select 1 from follows f where f.follower_id = ${viewerId}::uuid and f.following_id = u.id) as i_follow,
        exists (select 1 from follows f where f.follower_id = u.id and f.following_id = ${viewerId}::uuid) as follows_me
      from users u left join places pl on pl.id = u.place_id
      where u.username = ${username} and not u.is_banned and ${notBlocked(viewerId, sql`u.id`)}
      limit 1`,
  );
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    avatarUrl: row.avatar_url,
    bio: row.bio,
    location: row.location,
    placeCountry: row.place_country,
    joinedAt: new Date(row.created_at),
    counts: {
      posts: Number(row.posts),
      pets: Number(row.pets),
      followers: Number(row.followers),
      following: Number(row.following),
    },
    isMe: row.id === viewerId,
    iFollow: Boolean(row.i_follow),
    followsMe: Boolean(row.follows_me),
  };
}

export type PostCursor = { at: string; id: string };
export type ProfilePostTile = {
  id: string;
  imageUrl: string | null;
  imageAlt: string | null;
  isVideo: boolean;
  excerpt: string;
  likesCount: number;
  commentsCount: number;
};
export type ProfilePostsPage = { items: ProfilePostTile[]; nextCursor: PostCursor | null };

export const PROFILE_POSTS_PAGE_SIZE = 12;

type PostRow = {
  id: string;
  image_url: string | null;
  image_alt: string | null;
  is_video: boolean;
  excerpt: string;
  likes_count: number;
  comments_count: number;
  at: string;
};

/** The posts grid, newest first, 12 a page, keyset on (created_at, id) along posts_user_created_idx. */
export async function listProfilePosts(
  userId: string,
  cursor: PostCursor | null = null,
  limit = PROFILE_POSTS_PAGE_SIZE,
): Promise<ProfilePostsPage> {
  const db = await getDb();
  const after = afterCursor(cursor, sql`p.created_at`, sql`p.id`);
  const rows = await queryRows<PostRow>(
    db,
    sql`select p.id, coalesce(p.thumbnail_url, p.image_url) as image_url, p.image_alt,
        p.video_url is not null as is_video, left(p.content, 120) as excerpt, p.likes_count, p.comments_count,
        ${cursorTimestamp(sql`p.created_at`)} as at
      from posts p
      where p.user_id = ${userId} ${after}
      order by p.created_at desc, p.id desc
      ${keysetLimit(limit)}`,
  );
  return keysetPage(
    rows,
    limit,
    (row) => ({
      id: row.id,
      imageUrl: row.image_url,
      imageAlt: row.image_alt,
      isVideo: Boolean(row.is_video),
      excerpt: row.excerpt,
      likesCount: Number(row.likes_count),
      commentsCount: Number(row.comments_count),
    }),
    (last) => ({ at: last.at, id: last.id }),
  );
}

export type ProfilePet = {
  id: string;
  name: string;
  species: string;
  /** Null when the pet is a mixed breed: the page shows "Criollo" (docs/product-spec.md §2 Profile). */
  breed: string | null;
  isMixedBreed: boolean;
  age: number;
  gender: "male" | "female";
  size: "small" | "medium" | "large";
  photoUrl: string | null;
};

/** The pets tab: the owner's active pets with their first photo, in one query. */
export async function listProfilePets(userId: string): Promise<ProfilePet[]> {
  const db = await getDb();
  const rows = await queryRows<{
    id: string;
    name: string;
    species: string;
    breed: string | null;
    is_mixed_breed: boolean;
    age: number;
    gender: "male" | "female";
    size: "small" | "medium" | "large";
    photo_url: string | null;
  }>(
    db,
    sql`select id, name, species, breed, is_mixed_breed, age, gender, size, photos[1] as photo_url
      from pets where user_id = ${userId} and is_active
      order by created_at desc, id desc
      limit 50`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    species: row.species,
    breed: row.is_mixed_breed ? null : row.breed,
    isMixedBreed: Boolean(row.is_mixed_breed),
    age: Number(row.age),
    gender: row.gender,
    size: row.size,
    photoUrl: row.photo_url,
  }));
}

export type ActivityItem =
  | { kind: "post"; at: Date; postId: string; imageUrl: string | null; excerpt: string }
  | {
      kind: "like";
      at: Date;
      postId: string;
      imageUrl: string | null;
      excerpt: string;
      otherUsername: string;
      otherFullName: string;
    }
  | { kind: "follow"; at: Date; otherUsername: string; otherFullName: string; otherAvatarUrl: string | null };

type ActivityRow = {
  kind: "post" | "like" | "follow";
  at: string | Date;
  post_id: string | null;
  image_url: string | null;
  excerpt: string | null;
  other_username: string | null;
  other_full_name: string | null;
  other_avatar_url: string | null;
};

export const ACTIVITY_LIMIT = 20;

/**
 * The activity tab: posts the user created, likes they gave and follows they made, merged newest first
 * in one UNION ALL query; each branch is limited first, along its own index. Likes and follows that
 * point at banned users or at users blocked with the viewer are left out.
 */
export async function listProfileActivity(
  userId: string,
  viewerId: string | null,
  limit = ACTIVITY_LIMIT,
): Promise<ActivityItem[]> {
  const db = await getDb();
  const rows = await queryRows<ActivityRow>(
    db,
    sql`select * from (
        (select 'post' as kind, p.created_at as at, p.id as post_id, coalesce(p.thumbnail_url, p.image_url) as image_url,
            left(p.content, 120) as excerpt, null::text as other_username, null::text as other_full_name, null::text as other_avatar_url
          from posts p where p.user_id = ${userId}
          order by p.created_at desc limit ${limit})
        union all
        (select 'like', l.created_at, p.id, coalesce(p.thumbnail_url, p.image_url), left(p.content, 120),
            a.username, a.full_name, a.avatar_url
          from likes l join posts p on p.id = l.post_id join users a on a.id = p.user_id
          where l.user_id = ${userId} and not a.is_banned and ${notBlocked(viewerId, sql`a.id`)}
          order by l.created_at desc limit ${limit})
        union all
        (select 'follow', f.created_at, null, null, null, u.username, u.full_name, u.avatar_url
          from follows f join users u on u.id = f.following_id
          where f.follower_id = ${userId} and not u.is_banned and ${notBlocked(viewerId, sql`u.id`)}
          order by f.created_at desc limit ${limit})
      ) activity
      order by at desc
      limit ${limit}`,
  );
  return rows.map((row): ActivityItem => {
    const at = new Date(row.at);
    if (row.kind === "post")
      return { kind: "post", at, postId: row.post_id!, imageUrl: row.image_url, excerpt: row.excerpt ?? "" };
    if (row.kind === "like") {
      return {
        kind: "like",
        at,
        postId: row.post_id!,
        imageUrl: row.image_url,
        excerpt: row.excerpt ?? "",
        otherUsername: row.other_username!,
        otherFullName: row.other_full_name!,
      };
    }
    return {
      kind: "follow",
      at,
      otherUsername: row.other_username!,
      otherFullName: row.other_full_name!,
      otherAvatarUrl: row.other_avatar_url,
    };
  });
}

/** Whether the viewer may see this user's content (exists, not banned, no block either way). */
export async function isProfileVisible(userId: string, viewerId: string | null): Promise<boolean> {
  const db = await getDb();
  const [row] = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from users u where u.id = ${userId} and not u.is_banned and ${notBlocked(viewerId, sql`u.id`)} limit 1`,
  );
  return Boolean(row);
}

export type EditableProfile = {
  fullName: string;
  bio: string | null;
  /** As on the profile: a gazetteer city (its country in placeCountry), or free text. */
  location: string | null;
  placeCountry: string | null;
  placeId: number | null;
  avatarUrl: string | null;
};

/** What the edit form starts from: the owner's current values. */
export async function getEditableProfile(userId: string): Promise<EditableProfile> {
  const db = await getDb();
  const [row] = await queryRows<{
    full_name: string;
    bio: string | null;
    location: string | null;
    place_country: string | null;
    place_id: number | null;
    avatar_url: string | null;
  }>(
    db,
    sql`select u.full_name, u.bio, coalesce(pl.name, u.location) as location, pl.country as place_country, u.place_id, u.avatar_url
      from users u left join places pl on pl.id = u.place_id where u.id = ${userId}`,
  );
  return {
    fullName: row?.full_name ?? "",
    bio: row?.bio ?? null,
    location: row?.location ?? null,
    placeCountry: row?.place_country ?? null,
    placeId: row?.place_id ?? null,
    avatarUrl: row?.avatar_url ?? null,
  };
}
