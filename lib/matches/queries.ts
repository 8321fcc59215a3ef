import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { cursorTimestamp, splitPage } from "@/lib/db/cursor";
import { getDb, queryRows } from "@/lib/db/client";
import { pets } from "@/lib/db/schema";
import type { Species } from "@/lib/pets/breeds";
import type { PetGender, PetSize } from "@/lib/pets/fields";
import { notBlocked } from "@/lib/social/blocks-sql";
import type { DeckCursor, DeckFilters, MatchMode } from "./schemas";

/** Cards per deck fetch (spec §9: match pets limit 20). */
export const DECK_PAGE_SIZE = 20;
/** Where pets without a known distance sort: after every real one (no two places are this far apart). */
const UNKNOWN_KM = 100_000;

export type DeckCard = {
  id: string;
  name: string;
  species: Species;
  breed: string | null;
  isMixedBreed: boolean;
  age: number;
  gender: PetGender;
  size: PetSize;
  photos: string[];
  description: string | null;
  tags: string[];
  isVerified: boolean;
  place: string | null;
  /** Rounded kilometres from my place, or null when either place is unknown. */
  km: number | null;
  owner: { username: string; fullName: string; avatarUrl: string | null };
};
export type DeckPage = { cards: DeckCard[]; nextCursor: DeckCursor | null };

type DeckRow = {
  id: string;
  name: string;
  species: Species;
  breed: string | null;
  is_mixed_breed: boolean;
  age: number;
  gender: PetGender;
  size: PetSize;
  photos: string[];
  description: string | null;
  tags: string[];
  is_verified: boolean;
  place: string | null;
  km: number;
  username: string;
  full_name: string;
  avatar_url: string | null;
  at: string;
};

/**
 * One page of the match deck, in one query: other users' active pets, never mine, never of banned or
 * blocked-either-way users, never pets I already liked or passed in this mode; nearest first (haversine
 * between the two gazetteer places, rounded km), then newest. Filters: species, size, max distance, age.
 */
export async function loadDeck(viewerId: string, params: DeckFilters & { cursor?: DeckCursor | null; limit?: number }): Promise<DeckPage> {
  const db = await getDb();
  const limit = params.limit ?? DECK_PAGE_SIZE;
  const km = sql`coalesce(round(patitas_km(mp.latitude, mp.longitude, pl.latitude, pl.longitude))::int, ${UNKNOWN_KM})`;
  const after = params.cursor
    ? sql`and (${km} > ${params.cursor.km} or (${km} = ${params.cursor.km} and (p.created_at, p.id) < (${params.cursor.at}::timestamptz, ${params.cursor.id}::uuid)))`
    : sql``;
  const rows = await queryRows<DeckRow>(
    db,
    sql`select p.id, p.name, p.species, p.breed, p.is_mixed_breed, p.age, p.gender, p.size, p.photos, p.description,
        (p.likes || p.interests) as tags, p.is_verified,
        coalesce(pl.name || ', ' || pl.country, p.location) as place, ${km} as km,
        u.username, u.full_name, u.avatar_url, ${cursorTimestamp(sql`p.created_at`)} as at
      from pets p
      join users u on u.id = p.user_id
      left join places pl on pl.id = p.place_id
      left join places mp on mp.id = (select place_id from users where id = ${viewerId})
      where p.is_active and p.user_id <> ${viewerId} and not u.is_banned and u.username is not null
        and ${notBlocked(viewerId, sql`p.user_id`)}
        and not exists (select 1 from pet_swipes s where s.user_id = ${viewerId} and s.match_type = ${params.mode} and s.pet_id = p.id)
        ${params.species ? sql`and p.species = ${params.species}` : sql``}
        ${params.size ? sql`and p.size = ${params.size}` : sql``}
        ${params.minAge != null ? sql`and p.age >= ${params.minAge}` : sql``}
        ${params.maxAge != null ? sql`and p.age <= ${params.maxAge}` : sql``}
        ${params.maxKm != null ? sql`and ${km} <= ${params.maxKm}` : sql``}
        ${after}
      order by km, p.created_at desc, p.id desc
      limit ${limit + 1}`,
  );
  const { page, lastBeforeMore: last } = splitPage(rows, limit);
  return {
    cards: page.map((row) => ({
      id: row.id,
      name: row.name,
      species: row.species,
      breed: row.breed,
      isMixedBreed: row.is_mixed_breed,
      age: row.age,
      gender: row.gender,
      size: row.size,
      photos: row.photos,
      description: row.description,
      tags: row.tags,
      isVerified: row.is_verified,
      place: row.place,
      km: row.km === UNKNOWN_KM ? null : row.km,
      owner: { username: row.username, fullName: row.full_name, avatarUrl: row.avatar_url },
    })),
    nextCursor: last ? { km: last.km, at: last.at, id: last.id } : null,
  };
}

/** My active pets to like with, first one first (the default, spec §5). */
export async function listMyMatchPets(userId: string): Promise<{ id: string; name: string }[]> {
  const db = await getDb();
  return db
    .select({ id: pets.id, name: pets.name })
    .from(pets)
    .where(and(eq(pets.userId, userId), eq(pets.isActive, true)))
    .orderBy(asc(pets.createdAt), asc(pets.id));
}

export type MatchBox = "incoming" | "accepted" | "sent";
export type MatchItem = {
  id: string;
  box: MatchBox;
  mode: MatchMode;
  other: { id: string; username: string; fullName: string; avatarUrl: string | null };
  myPet: string | null;
  theirPet: string | null;
  createdAt: string;
};

type MatchRow = {
  id: string;
  box: MatchBox;
  match_type: MatchMode;
  other_id: string;
  username: string;
  full_name: string;
  avatar_url: string | null;
  my_pet: string | null;
  their_pet: string | null;
  at: string;
};

/** Newest matches shown per box of the matches view. */
export const MATCH_BOX_SIZE = 50;

/**
 * The matches view in one query: incoming pending (I am the recipient), accepted (either side) and
 * sent pending, newest first, each read from its (user, created_at) index; the other side must be an
 * active, unblocked user.
 */
export async function listMatches(viewerId: string): Promise<Record<MatchBox, MatchItem[]>> {
  const db = await getDb();
  const box = (name: MatchBox, mine: "user1_id" | "user2_id", status: "pending" | "accepted") => sql`
    (select m.id, ${name}::text as box, m.match_type, u.id as other_id, u.username, u.full_name, u.avatar_url,
        case when m.user1_id = ${viewerId} then p1.name else p2.name end as my_pet,
        case when m.user1_id = ${viewerId} then p2.name else p1.name end as their_pet,
        ${cursorTimestamp(sql`m.created_at`)} as at
      from matches m
      join users u on u.id = case when m.user1_id = ${viewerId} then m.user2_id else m.user1_id end
      left join pets p1 on p1.id = m.pet1_id
      left join pets p2 on p2.id = m.pet2_id
      where m.${sql.raw(mine)} = ${viewerId} and m.status = ${status} and not u.is_banned and u.username is not null
        and ${notBlocked(viewerId, sql`u.id`)}
      order by m.created_at desc limit ${MATCH_BOX_SIZE})`;
  const rows = await queryRows<MatchRow>(
    db,
    sql`${box("incoming", "user2_id", "pending")}
      union all ${box("accepted", "user1_id", "accepted")}
      union all ${box("accepted", "user2_id", "accepted")}
      union all ${box("sent", "user1_id", "pending")}`,
  );
  const result: Record<MatchBox, MatchItem[]> = { incoming: [], accepted: [], sent: [] };
  for (const row of rows) {
    result[row.box].push({
      id: row.id,
      box: row.box,
      mode: row.match_type,
      other: { id: row.other_id, username: row.username, fullName: row.full_name, avatarUrl: row.avatar_url },
      myPet: row.my_pet,
      theirPet: row.their_pet,
      createdAt: row.at,
    });
  }
  result.accepted.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return result;
}
