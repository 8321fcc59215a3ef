import "server-only";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { cursorTimestamp, type Cursor } from "@/lib/paging/cursor";
import { afterCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { getDb, queryRows } from "@/lib/db/client";
import { pets } from "@/lib/db/schema";
import { breedSlug, type Species } from "@/lib/pets/breeds";
import type { PetGender, PetSize } from "@/lib/pets/fields";
import { notBlocked } from "@/lib/db/not-blocked";
import { DECK_BANDS, type DeckCursor, type DeckFilters, type MatchMode } from "./schemas";

/** Cards per deck fetch (docs/product-spec.md §9: match pets limit 20). */
export const DECK_PAGE_SIZE = 20;
/** Where pets without a known distance sort: after every real one (no two places are this far apart). */
const UNKNOWN_KM = 100_000;

export type DeckCard = {
  id: string;
  name: string;
  species: Species;
  breed: string | null;
  /** The breed's message key (`pets.breeds.<key>`), null outside the catalogue: set here so the deck's
   * browser code needs no breed list. */
  breedKey: string | null;
  isMixedBreed: boolean;
  age: number;
  gender: PetGender;
  size: PetSize;
  photos: string[];
  description: string | null;
  tags: string[];
  isVerified: boolean;
  /** A gazetteer city (its country in placeCountry), or the free text of a place the gazetteer does not know. */
  place: string | null;
  placeCountry: string | null;
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
  place_country: string | null;
  km: number;
  band: number;
  username: string;
  full_name: string;
  avatar_url: string | null;
  at: string;
};

/** The band of a rounded distance in SQL: the deck sorts by band, then newest first (decision 042). */
const bandOf = (
  km: SQL,
) => sql`case when ${km} >= ${UNKNOWN_KM} then ${DECK_BANDS} when ${km} <= 25 then 0 when ${km} <= 100 then 1
  when ${km} <= 300 then 2 when ${km} <= 1000 then 3 else 4 end`;

/**
 * One page of the match deck, in one query: other users' active pets, never mine, never of banned or
 * blocked-either-way users, never pets I already liked or passed in this mode. Love keeps to the species
 * of the pet I match for (the chosen one, or my first active pet) and the other sex; friend crosses
 * species. A pet without a place is where its owner is. Order: distance band (≤ 25, ≤ 100, ≤ 300,
 * ≤ 1 000 km, farther, unknown), then newest first inside a band, so a new pet nearby is seen first
 * instead of after every older pet a few km closer. Filters: species, size, max distance, age.
 */
export async function loadDeck(
  viewerId: string,
  params: DeckFilters & { cursor?: DeckCursor | null; limit?: number },
): Promise<DeckPage> {
  const db = await getDb();
  const limit = params.limit ?? DECK_PAGE_SIZE;
  const c = params.cursor;
  // Cursor numbers are cast: two bare parameters compare as text ('480' > '100000'), which skipped pets.
  // Conditions on the pet itself, shared by every branch below.
  const petFilters = sql`p.is_active and p.user_id <> ${viewerId}
    ${params.mode === "love" ? sql`and p.species = (select species from mine) and p.gender <> (select gender from mine)` : sql``}
    ${params.species ? sql`and p.species = ${params.species}` : sql``}
    ${params.size ? sql`and p.size = ${params.size}` : sql``}
    ${params.minAge != null ? sql`and p.age >= ${params.minAge}` : sql``}
    ${params.maxAge != null ? sql`and p.age <= ${params.maxAge}` : sql``}
    and not exists (select 1 from pet_swipes s where s.user_id = ${viewerId} and s.match_type = ${params.mode} and s.pet_id = p.id)`;
  const owner = sql`u.id = p.user_id and not u.is_banned and u.username is not null and ${notBlocked(viewerId, sql`p.user_id`)}`;
  const columns = sql`p.id, p.name, p.species, p.breed, p.is_mixed_breed, p.age, p.gender, p.size, p.photos, p.description,
    (p.likes || p.interests) as tags, p.is_verified, u.username, u.full_name, u.avatar_url, ${cursorTimestamp(sql`p.created_at`)} as at, p.created_at`;
  const after = c
    ? sql`and (n.band > ${c.band}::int or (p.created_at, p.id) < (${c.at}::timestamptz, ${c.id}::uuid))`
    : sql``;
  // The viewer's place is read once (a join, not a subquery per place: that read it 3 300 times, 26 000
  // buffers a deck; decision 040).
  // Distances are computed per gazetteer place, not per pet: places are walked by band and each one's
  // pets read newest first, from pets_place_created_idx, and (pets without a place of their own) through
  // their owners' place (users_place_idx); the LIMIT stops the walk after the first bands (incremental
  // sort). Pets of place-less owners without a place come last, newest first.
  const rows = await queryRows<DeckRow & { created_at: string }>(
    db,
    sql`with me as materialized (select pl.latitude, pl.longitude from users mu join places pl on pl.id = mu.place_id where mu.id = ${viewerId}),
      mine as (select species, gender from pets where user_id = ${viewerId} and is_active
        order by ${params.pet ? sql`(id = ${params.pet}::uuid) desc,` : sql``} created_at, id limit 1)
      select * from (
        (select p.id, p.name, p.species, p.breed, p.is_mixed_breed, p.age, p.gender, p.size, p.photos, p.description, p.tags,
            p.is_verified, p.username, p.full_name, p.avatar_url, p.at, p.created_at, n.name as place, n.country as place_country, n.km, n.band
          from (select k.*, ${bandOf(sql`k.km`)} as band
                from (select pl.id, pl.name, pl.country,
                    coalesce(round(patitas_km(me.latitude, me.longitude, pl.latitude, pl.longitude))::int, ${UNKNOWN_KM}) as km
                  from places pl left join me on true) k
                order by band) n
          cross join lateral (
            (select ${columns} from pets p join users u on ${owner}
              where p.place_id = n.id and ${petFilters} ${after}
              order by p.created_at desc, p.id desc
              ${keysetLimit(limit)})
            union all
            (select ${columns} from users u join pets p on ${owner}
              where u.place_id = n.id and p.place_id is null and ${petFilters} ${after}
              order by p.created_at desc, p.id desc
              ${keysetLimit(limit)})) p
          where true ${params.maxKm != null ? sql`and n.km <= ${params.maxKm}` : sql``} ${c ? sql`and n.band >= ${c.band}::int` : sql``}
          order by n.band, p.created_at desc, p.id desc
          ${keysetLimit(limit)})
        union all
        (select ${columns}, p.location as place, null as place_country, ${UNKNOWN_KM} as km, ${DECK_BANDS} as band
          from pets p join users u on ${owner}
          where p.place_id is null and u.place_id is null and ${petFilters} ${params.maxKm != null ? sql`and false` : sql``}
            ${c ? sql`and (${c.band}::int < ${DECK_BANDS}::int or (p.created_at, p.id) < (${c.at}::timestamptz, ${c.id}::uuid))` : sql``}
          order by p.created_at desc, p.id desc
          ${keysetLimit(limit)})
      ) deck
      order by band, created_at desc, id desc
      ${keysetLimit(limit)}`,
  );
  const { items: cards, nextCursor } = keysetPage(
    rows,
    limit,
    (row) => ({
      id: row.id,
      name: row.name,
      species: row.species,
      breed: row.breed,
      breedKey: row.breed ? breedSlug(row.breed) : null,
      isMixedBreed: row.is_mixed_breed,
      age: row.age,
      gender: row.gender,
      size: row.size,
      photos: row.photos,
      description: row.description,
      tags: row.tags,
      isVerified: row.is_verified,
      place: row.place,
      placeCountry: row.place_country,
      km: row.km === UNKNOWN_KM ? null : row.km,
      owner: { username: row.username, fullName: row.full_name, avatarUrl: row.avatar_url },
    }),
    (row) => ({ band: row.band, at: row.at, id: row.id }),
  );
  return { cards, nextCursor };
}

export type MyMatchPet = { id: string; name: string; species: Species; photo: string | null };

/** My active pets to like with, first one first (the default, docs/product-spec.md §5). */
export async function listMyMatchPets(userId: string): Promise<MyMatchPet[]> {
  const db = await getDb();
  return db
    .select({ id: pets.id, name: pets.name, species: pets.species, photo: sql<string | null>`${pets.photos}[1]` })
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

/** Matches per box and page of the matches view. */
export const MATCH_BOX_SIZE = 20;

export type MatchBoxPage = { items: MatchItem[]; nextCursor: Cursor | null };
type MatchesOptions = { box?: MatchBox; cursor?: Cursor | null; limit?: number };

const newestFirst = (a: MatchRow, b: MatchRow) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at));

/**
 * The matches view in one query: incoming pending (I am the recipient), accepted (either side) and
 * sent pending, newest first (keyset on created_at, id), each read from its (user, created_at) index;
 * the other side must be an active, unblocked user. With `box`, only that box, from `cursor` on.
 */
export async function listMatches(
  viewerId: string,
  options: MatchesOptions = {},
): Promise<Record<MatchBox, MatchBoxPage>> {
  const db = await getDb();
  const limit = options.limit ?? MATCH_BOX_SIZE;
  const cursor = options.box ? options.cursor : null;
  const branch = (name: MatchBox, mine: "user1_id" | "user2_id", status: "pending" | "accepted") => sql`
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
        ${afterCursor(cursor, sql`m.created_at`, sql`m.id`)}
      order by m.created_at desc, m.id desc ${keysetLimit(limit)})`;
  const branches: Record<MatchBox, SQL[]> = {
    incoming: [branch("incoming", "user2_id", "pending")],
    accepted: [branch("accepted", "user1_id", "accepted"), branch("accepted", "user2_id", "accepted")],
    sent: [branch("sent", "user1_id", "pending")],
  };
  const chosen = options.box ? branches[options.box] : Object.values(branches).flat();
  const rows = await queryRows<MatchRow>(db, sql.join(chosen, sql` union all `));
  const result: Record<MatchBox, MatchBoxPage> = {
    incoming: { items: [], nextCursor: null },
    accepted: { items: [], nextCursor: null },
    sent: { items: [], nextCursor: null },
  };
  for (const name of Object.keys(result) as MatchBox[]) {
    // Accepted merges two branches of up to limit + 1 rows each: sorted, the first limit + 1 decide.
    result[name] = keysetPage(
      rows.filter((row) => row.box === name).sort(newestFirst),
      limit,
      (row) => ({
        id: row.id,
        box: row.box,
        mode: row.match_type,
        other: { id: row.other_id, username: row.username, fullName: row.full_name, avatarUrl: row.avatar_url },
        myPet: row.my_pet,
        theirPet: row.their_pet,
        createdAt: row.at,
      }),
      (row) => ({ at: row.at, id: row.id }),
    );
  }
  return result;
}
