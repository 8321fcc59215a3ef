import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { cursorTimestamp, encodeCursor, readCursor } from "@/lib/paging/cursor";
import { afterCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { getDb, queryRows } from "@/lib/db/client";
import { pets, places, users } from "@/lib/db/schema";
import { notBlocked } from "@/lib/db/not-blocked";
import type { Species } from "./breeds";
import { isUuid } from "@/lib/validation/uuid";
import type { LookingFor, PetGender, PetSize } from "./fields";

/** A card of the /pets list. */
export type MyPetCard = {
  id: string;
  name: string;
  species: Species;
  breed: string | null;
  isMixedBreed: boolean;
  age: number;
  gender: PetGender;
  size: PetSize;
  photo: string | null;
  isActive: boolean;
  /** An open lost case of the owner's own names it (the card's "Lost" chip). */
  isLost: boolean;
};

/** The owner's pets: active first, then inactive, newest first within each (served by pets_user_idx). */
export async function listMyPets(userId: string): Promise<MyPetCard[]> {
  const db = await getDb();
  return db
    .select({
      id: pets.id,
      name: pets.name,
      species: pets.species,
      breed: pets.breed,
      isMixedBreed: pets.isMixedBreed,
      age: pets.age,
      gender: pets.gender,
      size: pets.size,
      photo: sql<string | null>`${pets.photos}[1]`,
      isActive: pets.isActive,
      // Qualified by hand: a one-table select writes ${pets.id} as a bare "id", which here would be c.id.
      isLost: sql<boolean>`exists (select 1 from lost_cases c where c.pet_id = pets.id and c.user_id = pets.user_id
        and c.kind = 'lost' and c.status = 'open')`,
    })
    .from(pets)
    .where(eq(pets.userId, userId))
    .orderBy(desc(pets.isActive), desc(pets.createdAt), desc(pets.id));
}

/** Everything the pet form edits. */
export type PetForEdit = {
  id: string;
  name: string;
  age: number;
  species: Species;
  breed: string | null;
  isMixedBreed: boolean;
  gender: PetGender;
  size: PetSize;
  likes: string[];
  dislikes: string[];
  interests: string[];
  lookingFor: LookingFor[];
  description: string | null;
  /** A gazetteer city (its country in placeCountry), or the free text of a place the gazetteer does not know. */
  location: string | null;
  placeCountry: string | null;
  placeId: number | null;
  photos: string[];
  isActive: boolean;
};

const publicColumns = {
  id: pets.id,
  name: pets.name,
  age: pets.age,
  species: pets.species,
  breed: pets.breed,
  isMixedBreed: pets.isMixedBreed,
  gender: pets.gender,
  size: pets.size,
  likes: pets.likes,
  dislikes: pets.dislikes,
  interests: pets.interests,
  lookingFor: pets.lookingFor,
  description: pets.description,
  // The city of a gazetteer place, named with its country in the reader's language (placeLabel), whatever
  // words the form stored with it.
  location: sql<string | null>`coalesce(${places.name}, ${pets.location})`,
  placeCountry: places.country,
  photos: pets.photos,
};
const editColumns = { ...publicColumns, placeId: pets.placeId, isActive: pets.isActive };

/** One pet for its edit form; null unless the user owns it (someone else's pet is "not found"). */
export async function getPetForEdit(userId: string, petId: string): Promise<PetForEdit | null> {
  if (!isUuid(petId)) return null;
  const db = await getDb();
  const [row] = await db
    .select(editColumns)
    .from(pets)
    .leftJoin(places, eq(places.id, pets.placeId))
    .where(and(eq(pets.id, petId), eq(pets.userId, userId)))
    .limit(1);
  return row ? { ...row, lookingFor: row.lookingFor as LookingFor[] } : null;
}

export type PublicPet = Omit<PetForEdit, "isActive" | "placeId"> & {
  postsCount: number;
  /** Set by staff (/admin/content): the badge beside the name. */
  isVerified: boolean;
  owner: { id: string; username: string; fullName: string; avatarUrl: string | null };
  /** Its open lost case, while there is one: the page's "lost" banner. */
  lost: PetLostCase | null;
};

/** The open lost case of a pet, as its page's banner shows it (issue 45). */
export type PetLostCase = { caseId: string; since: string; place: string; placeCountry: string };

/**
 * The pet's open lost case, its owner's own report of it, newest if several: a subquery of the pet's read
 * (one round trip), on lost_cases_pet_idx. Only the case's city, never its point or neighbourhood. A closed
 * or removed case shows nothing; every write that opens or closes one purges the pet's page (pet:{id}).
 */
const openLostCaseOf = sql<PetLostCase | null>`(select json_build_object('caseId', c.id, 'since', c.last_seen_at,
    'place', pl.name, 'placeCountry', pl.country)
  from lost_cases c join places pl on pl.id = c.place_id
  where c.pet_id = pets.id and c.user_id = pets.user_id and c.kind = 'lost' and c.status = 'open'
  order by c.created_at desc limit 1)`;

/**
 * The public profile of an active pet whose owner is not banned and has a username. A signed-in viewer
 * does not see the pet of someone they blocked or who blocked them.
 */
export async function getPublicPet(petId: string, viewerId: string | null): Promise<PublicPet | null> {
  if (!isUuid(petId)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      ...publicColumns,
      isVerified: pets.isVerified,
      postsCount: sql<number>`(select count(*)::int from posts p where p.pet_id = ${pets.id})`,
      ownerId: users.id,
      ownerUsername: users.username,
      ownerFullName: users.fullName,
      ownerAvatarUrl: users.avatarUrl,
      lost: openLostCaseOf,
    })
    .from(pets)
    .innerJoin(users, eq(users.id, pets.userId))
    .leftJoin(places, eq(places.id, pets.placeId))
    .where(
      and(
        eq(pets.id, petId),
        eq(pets.isActive, true),
        eq(users.isBanned, false),
        sql`${users.username} is not null`,
        notBlocked(viewerId, pets.userId),
      ),
    )
    .limit(1);
  if (!row || !row.ownerUsername) return null;
  const { ownerId, ownerUsername, ownerFullName, ownerAvatarUrl, ...pet } = row;
  return {
    ...pet,
    lookingFor: pet.lookingFor as LookingFor[],
    owner: { id: ownerId, username: ownerUsername, fullName: ownerFullName, avatarUrl: ownerAvatarUrl },
  };
}

export const PET_POSTS_PAGE_SIZE = 12;

export type PetPostTile = {
  id: string;
  content: string;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  videoUrl: string | null;
  likesCount: number;
  commentsCount: number;
};

export type PetPostsPage = { posts: PetPostTile[]; nextCursor: string | null };

/**
 * One page of a pet's posts for its profile grid, newest first, keyset by (created_at, id) on
 * posts_pet_created_idx. The cursor carries created_at with microseconds (lib/paging/cursor.ts).
 */
export async function listPetPosts(
  petId: string,
  viewerId: string | null,
  cursor: string | null = null,
): Promise<PetPostsPage> {
  if (!isUuid(petId)) return { posts: [], nextCursor: null };
  const after = readCursor(cursor);
  const db = await getDb();
  const rows = await queryRows<PetPostTile & { createdAtText: string }>(
    db,
    sql`
      select p.id, p.content, p.image_url as "imageUrl", p.thumbnail_url as "thumbnailUrl", p.video_url as "videoUrl",
             p.likes_count as "likesCount", p.comments_count as "commentsCount", ${cursorTimestamp(sql`p.created_at`)} as "createdAtText"
      from posts p
      join users u on u.id = p.user_id
      where p.pet_id = ${petId}
        and not u.is_banned
        and ${notBlocked(viewerId, sql`p.user_id`)}
        ${afterCursor(after, sql`p.created_at`, sql`p.id`)}
      order by p.created_at desc, p.id desc
      ${keysetLimit(PET_POSTS_PAGE_SIZE)}`,
  );
  const { items, nextCursor } = keysetPage(
    rows,
    PET_POSTS_PAGE_SIZE,
    (post) => ({
      id: post.id,
      content: post.content,
      imageUrl: post.imageUrl,
      thumbnailUrl: post.thumbnailUrl,
      videoUrl: post.videoUrl,
      likesCount: Number(post.likesCount),
      commentsCount: Number(post.commentsCount),
    }),
    (last) => encodeCursor({ at: last.createdAtText, id: last.id }),
  );
  return { posts: items, nextCursor };
}
