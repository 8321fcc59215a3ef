import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { cursorTimestamp, type Cursor } from "@/lib/paging/cursor";
import { afterCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { getDb, queryRows } from "@/lib/db/client";
import type { Species } from "@/lib/pets/breeds";
import { notBlocked } from "@/lib/db/not-blocked";
import { NEAR_KM, type DiscoverRequest } from "./schemas";
import {
  attemptOf,
  candidateOrder,
  candidateRows,
  collectFromPostings,
  postingsCte,
  postingsEdge,
  type EdgeColumns,
  type PostingsAttempt,
} from "./postings";
import { placesNear } from "./search-sql";
import { readDiscoverQuery } from "./query-words";
import { resolveQuery, type ResolvedQuery } from "./vocabulary";

export const DISCOVER_PAGE_SIZE = 24;

export type DiscoverPet = {
  id: string;
  name: string;
  species: Species;
  breed: string | null;
  isMixedBreed: boolean;
  age: number;
  photo: string | null;
  isVerified: boolean;
  /** A gazetteer city (its country in placeCountry), or the free text of a place the gazetteer does not know. */
  place: string | null;
  placeCountry: string | null;
  km: number | null;
  owner: { id: string; username: string; fullName: string };
};
export type DiscoverUser = {
  id: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
  /** A gazetteer city (its country in placeCountry), or the free text of a place the gazetteer does not know. */
  place: string | null;
  placeCountry: string | null;
  pets: number;
  iFollow: boolean;
};
export type DiscoverPage<T> = { items: T[]; nextCursor: Cursor | null };

type PetRow = {
  id: string;
  name: string;
  species: Species;
  breed: string | null;
  is_mixed_breed: boolean;
  age: number;
  photo: string | null;
  is_verified: boolean;
  place: string | null;
  place_country: string | null;
  km: number | null;
  owner_id: string;
  username: string;
  full_name: string;
  at: string;
};

/**
 * Discover's pets: active pets of active, unblocked users (mine included: it is a search), matching the
 * words, chips and cursor; newest first (keyset on created_at, id).
 * Words are resolved to real words of the vocabulary first (lib/discover/vocabulary.ts: typos, prefixes,
 * accents), then matched on the rows through the full-text GIN index only (decision 051). How depends on
 * how many rows hold them (the vocabulary counts them), so the cost stays flat as the data grows:
 * - a common word ("luna": one pet in twenty) is tested on the newest pets, walked in the list's order on
 *   pets_active_created_idx, as many as should hold two pages of hits; when that fills a page it is the
 *   page (exactly the newest matches, since the window is the newest rows);
 * - a rarer word reads the newest postings of its rarest term's words after the cursor
 *   (lib/discover/postings.ts, decision 054: search_postings, one index-only range scan per word) and
 *   tests only those rows, reading further while rows are filtered out, so it costs about a page
 *   however many rows hold the word (a town's pets grow with the data);
 * the second is also the fallback when the window fell short (chips, hidden owners, a low estimate).
 * "Near me" reads the newest `limit + 1` qualifying pets of each nearby place from pets_place_created_idx
 * (a handful of short index scans, as the deck does) instead of walking every pet by date and keeping the
 * nearby ones, which read far more rows when few pets live near the viewer; a rare word's hits there are
 * still collected from the GIN index (whole rows, in a materialized CTE) and kept when nearby.
 * A pet without a place of its own is where its owner is (its place, distance and "near me").
 */
export async function searchPets(
  viewerId: string,
  request: DiscoverRequest,
  limit = DISCOVER_PAGE_SIZE,
): Promise<DiscoverPage<DiscoverPet>> {
  const params = petSearchOf(request);
  if (!params) return { items: [], nextCursor: null };
  const q = params.q?.trim();
  const words = q ? await resolveQuery("pet", q) : null;
  if (q && !words) return { items: [], nextCursor: null };
  const newest = words ? walkWindow(words, limit) : null;
  if (words && !params.near) {
    if (newest) {
      const recent = await petsQuery(viewerId, params, limit, words, newest);
      if (recent.length > limit) return petPage(recent, limit);
    }
    return petPage(
      await collectFromPostings(params.cursor, limit, (from, read) =>
        petsFromPostings(viewerId, params, limit, words, from, read),
      ),
      limit,
    );
  }
  return petPage(await petsQuery(viewerId, params, limit, words, params.near ? newest : null), limit);
}

/** A pet search: the request with any species word of its query made a species filter (issue 48 item 10). */
type PetSearch = Omit<DiscoverRequest, "species"> & { species?: Species | null };

/**
 * The search a request means: "perro madrid" is the dogs matching "madrid", "perro" alone every dog.
 * Null when nothing can match: a hashtag query (Discover lists hashtags for it), or a species word other
 * than the chip's.
 */
function petSearchOf(request: DiscoverRequest): PetSearch | null {
  const query = readDiscoverQuery(request.q);
  if (query.kind === "hashtag") return null;
  if (query.species && request.species && query.species !== request.species) return null;
  return { ...request, q: query.text || undefined, species: request.species ?? query.species };
}

/**
 * How many of the newest rows to test a query on before reading its postings, or null to read them at
 * once. (The rule was made for collecting every hit from the GIN index, decision 051: walking W rows
 * costs about as much as collecting W hits. Postings cost about a page whatever the word; the walk is
 * kept as it was for the common words it was measured flat on, decision 054.) A query held by
 * `estimate` of `total` rows should fill a page (twice over) within 2·(limit+1)·total/estimate rows.
 * Whichever is smaller wins, so a search never reads much more than √(2·(limit+1)·rows) rows:
 * about 2 200 at 100 000 pets, 7 100 at 1 000 000 (decision 051).
 */
export function walkWindow(
  { estimate, total }: Pick<ResolvedQuery, "estimate" | "total">,
  limit: number,
): number | null {
  if (estimate <= 0) return null;
  const rows = Math.ceil((2 * (limit + 1) * Math.max(total, estimate)) / estimate);
  return rows <= estimate ? rows : null;
}

/**
 * One page of pets. `newest`: test the words on the newest `newest` pets only; null: no words, or (near
 * me) collect the words' hits from the GIN index, or with a common word test them in each nearby place's walk.
 */
async function petsQuery(
  viewerId: string,
  params: PetSearch,
  limit: number,
  words: ResolvedQuery | null,
  newest: number | null,
): Promise<PetRow[]> {
  const db = await getDb();
  const tsquery = words ? sql`${words.tsquery}::tsquery` : null;
  const viaHits = tsquery !== null && newest === null;
  // Near me's walks keep the hits, whole rows read once.
  const matching = tsquery
    ? viaHits
      ? sql`and p.id in (select id from hits)`
      : sql`and p.search_tsv @@ ${tsquery}`
    : sql``;
  const qualifies = petQualifies(viewerId, params, matching);
  const ctes = [
    viaHits
      ? sql`hits as materialized (select p.* from pets p where p.is_active and p.search_tsv @@ ${tsquery} ${after(params)})`
      : null,
    params.near
      ? sql`nearby as materialized (select c.id from ${placesNear(viewerId, NEAR_KM)} n cross join lateral (
          (select p.id, p.created_at from pets p join users u on u.id = p.user_id
            where p.place_id = n.id and ${qualifies}
            order by p.created_at desc, p.id desc ${keysetLimit(limit)})
          union all
          (select p.id, p.created_at from users u join pets p on p.user_id = u.id
            where u.place_id = n.id and p.place_id is null and ${qualifies}
            order by p.created_at desc, p.id desc ${keysetLimit(limit)})) c)`
      : null,
  ].filter((cte) => cte !== null);
  const walk = newest !== null && !params.near;
  return queryRows<PetRow>(
    db,
    sql`${ctes.length ? sql`with ${sql.join(ctes, sql`, `)}` : sql``}
      select ${petColumns(viewerId)}
      from ${walk ? sql`(select * from pets p where p.is_active ${after(params)} order by p.created_at desc, p.id desc limit ${newest}) p` : sql`pets p`}
      join users u on u.id = p.user_id
      left join places pl on pl.id = coalesce(p.place_id, u.place_id)
      where ${qualifies} ${params.near ? sql`and p.id in (select id from nearby)` : sql``}
      order by p.created_at desc, p.id desc
      ${keysetLimit(limit)}`,
  );
}

/**
 * One attempt at a page of pets from the postings of the query's rarest term (decision 054): the
 * candidates, newest first, joined to their pets and tested like any hit; see collectFromPostings.
 */
async function petsFromPostings(
  viewerId: string,
  params: PetSearch,
  limit: number,
  words: ResolvedQuery,
  from: Cursor | null,
  read: number,
): Promise<PostingsAttempt<PetRow>> {
  const db = await getDb();
  const page = sql`select ${petColumns(viewerId)}
    from ${candidateRows("pets", "p")}
    join users u on u.id = p.user_id
    left join places pl on pl.id = coalesce(p.place_id, u.place_id)
    where ${petQualifies(viewerId, params, sql`and p.search_tsv @@ ${words.tsquery}::tsquery`)}
    order by ${candidateOrder}
    ${keysetLimit(limit)}`;
  return attemptOf(
    await queryRows<PetRow & EdgeColumns>(db, postingsEdge(postingsCte("pet", words.rarest, from, read), page)),
  );
}

/** What a pet of the list shows (`p` the pet, `u` its owner, `pl` its place or its owner's). */
function petColumns(viewerId: string) {
  return sql`p.id, p.name, p.species, p.breed, p.is_mixed_breed, p.age, p.photos[1] as photo, p.is_verified,
    coalesce(pl.name, p.location) as place, pl.country as place_country,
    (select round(patitas_km(a.latitude, a.longitude, pl.latitude, pl.longitude))::int
       from users me join places a on a.id = me.place_id where me.id = ${viewerId}) as km,
    u.id as owner_id, u.username, u.full_name, ${cursorTimestamp(sql`p.created_at`)} as at`;
}

/** A pet the viewer may see and that passes the words (`matching`), chips and cursor. */
function petQualifies(viewerId: string, params: PetSearch, matching: SQL) {
  return sql`p.is_active and not u.is_banned and u.username is not null and ${notBlocked(viewerId, sql`p.user_id`)}
    ${matching}
    ${params.species ? sql`and p.species = ${params.species}` : sql``}
    ${params.verified ? sql`and p.is_verified` : sql``}
    ${after(params)}`;
}

function after(params: Pick<DiscoverRequest, "cursor">, alias = sql`p`) {
  return afterCursor(params.cursor, sql`${alias}.created_at`, sql`${alias}.id`);
}

function petPage(rows: PetRow[], limit: number): DiscoverPage<DiscoverPet> {
  return keysetPage(
    rows,
    limit,
    (row) => ({
      id: row.id,
      name: row.name,
      species: row.species,
      breed: row.breed,
      isMixedBreed: row.is_mixed_breed,
      age: row.age,
      photo: row.photo,
      isVerified: row.is_verified,
      place: row.place,
      placeCountry: row.place_country,
      km: row.km,
      owner: { id: row.owner_id, username: row.username, fullName: row.full_name },
    }),
    (row) => ({ at: row.at, id: row.id }),
  );
}

type UserRow = {
  id: string;
  username: string;
  full_name: string;
  avatar_url: string | null;
  place: string | null;
  place_country: string | null;
  pets: number;
  i_follow: boolean;
  at: string;
};

/**
 * Discover's users: active, unblocked users with a username, matching the words; newest first. As for
 * pets, the words are resolved in the vocabulary, then tested on the newest users (users_created_at_idx)
 * when they are common, or read from the rarest term's postings when they are rare (near me: collected
 * from users_search_fts_idx).
 */
export async function searchUsers(
  viewerId: string,
  params: DiscoverRequest,
  limit = DISCOVER_PAGE_SIZE,
): Promise<DiscoverPage<DiscoverUser>> {
  const q = params.q?.trim();
  const words = q ? await resolveQuery("user", q) : null;
  if (q && !words) return { items: [], nextCursor: null };
  const newest = words ? walkWindow(words, limit) : null;
  if (words && !params.near) {
    if (newest) {
      const recent = await usersQuery(viewerId, params, limit, words, newest);
      if (recent.length > limit) return userPage(recent, limit);
    }
    return userPage(
      await collectFromPostings(params.cursor, limit, (from, read) =>
        usersFromPostings(viewerId, params, limit, words, from, read),
      ),
      limit,
    );
  }
  return userPage(await usersQuery(viewerId, params, limit, words, null), limit);
}

async function usersQuery(
  viewerId: string,
  params: DiscoverRequest,
  limit: number,
  words: ResolvedQuery | null,
  newest: number | null,
): Promise<UserRow[]> {
  const db = await getDb();
  const tsquery = words ? sql`${words.tsquery}::tsquery` : null;
  const viaHits = tsquery !== null && newest === null;
  return queryRows<UserRow>(
    db,
    sql`${viaHits ? sql`with hits as materialized (select u.* from users u where u.search_tsv @@ ${tsquery} ${after(params, sql`u`)})` : sql``}
      select ${userColumns(viewerId)}
      from ${newest !== null ? sql`(select * from users u where true ${after(params, sql`u`)} order by u.created_at desc, u.id desc limit ${newest}) u` : viaHits ? sql`hits u` : sql`users u`}
      left join places pl on pl.id = u.place_id
      where ${userQualifies(viewerId, params, tsquery && !viaHits ? sql`and u.search_tsv @@ ${tsquery}` : sql``)}
      order by u.created_at desc, u.id desc
      ${keysetLimit(limit)}`,
  );
}

/** One attempt at a page of users from the postings of the query's rarest term (see petsFromPostings). */
async function usersFromPostings(
  viewerId: string,
  params: DiscoverRequest,
  limit: number,
  words: ResolvedQuery,
  from: Cursor | null,
  read: number,
): Promise<PostingsAttempt<UserRow>> {
  const db = await getDb();
  const page = sql`select ${userColumns(viewerId)}
    from ${candidateRows("users", "u")}
    left join places pl on pl.id = u.place_id
    where ${userQualifies(viewerId, params, sql`and u.search_tsv @@ ${words.tsquery}::tsquery`)}
    order by ${candidateOrder}
    ${keysetLimit(limit)}`;
  return attemptOf(
    await queryRows<UserRow & EdgeColumns>(db, postingsEdge(postingsCte("user", words.rarest, from, read), page)),
  );
}

/** What a user of the list shows (`u` the user, `pl` their place). */
function userColumns(viewerId: string) {
  return sql`u.id, u.username, u.full_name, u.avatar_url, coalesce(pl.name, u.location) as place, pl.country as place_country,
    (select count(*)::int from pets mine where mine.user_id = u.id and mine.is_active) as pets,
    exists (select 1 from follows f where f.follower_id = ${viewerId} and f.following_id = u.id) as i_follow,
    ${cursorTimestamp(sql`u.created_at`)} as at`;
}

/** A user the viewer may see (not themself) and that passes the words (`matching`), near me and cursor. */
function userQualifies(viewerId: string, params: DiscoverRequest, matching: SQL) {
  return sql`not u.is_banned and u.username is not null and u.id <> ${viewerId} and ${notBlocked(viewerId, sql`u.id`)}
    ${matching}
    ${params.near ? sql`and u.place_id in ${placesNear(viewerId, NEAR_KM)}` : sql``}
    ${after(params, sql`u`)}`;
}

function userPage(rows: UserRow[], limit: number): DiscoverPage<DiscoverUser> {
  return keysetPage(
    rows,
    limit,
    (row) => ({
      id: row.id,
      username: row.username,
      fullName: row.full_name,
      avatarUrl: row.avatar_url,
      place: row.place,
      placeCountry: row.place_country,
      pets: row.pets,
      iFollow: Boolean(row.i_follow),
    }),
    (row) => ({ at: row.at, id: row.id }),
  );
}
