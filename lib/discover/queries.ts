import "server-only";
import { sql } from "drizzle-orm";
import { cursorTimestamp, type Cursor } from "@/lib/paging/cursor";
import { afterCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { getDb, queryRows } from "@/lib/db/client";
import type { Species } from "@/lib/pets/breeds";
import { notBlocked } from "@/lib/db/not-blocked";
import { NEAR_KM, type DiscoverRequest } from "./schemas";
import { matchesQuery, petDocument, placesNear, userDocument } from "./search-sql";

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
  place: string | null;
  km: number | null;
  owner: { id: string; username: string; fullName: string };
};
export type DiscoverUser = {
  id: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
  place: string | null;
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
  km: number | null;
  owner_id: string;
  username: string;
  full_name: string;
  at: string;
};

/**
 * Discover's pets, one query: active pets of active, unblocked users (mine included: it is a search),
 * matching the words, chips and cursor; newest first (keyset on created_at, id). The words are matched
 * first, through the GIN indexes (a materialized CTE: otherwise the planner walks the created_at index
 * and tests every pet, measured 1 s on 100 000 pets), then the few hits are sorted.
 * "Near me" reads the newest `limit + 1` qualifying pets of each nearby place from pets_place_created_idx
 * (a handful of short index scans, as the deck does) instead of walking every pet by date and keeping the
 * nearby ones, which read far more rows when few pets live near the viewer.
 * A pet without a place of its own is where its owner is (its place, distance and "near me").
 * A common word ("luna": one pet in twenty) has so many hits that collecting and sorting them all grew
 * with the data (1.3 s at 1 000 000 pets, decision 040): words are first tested on the newest
 * RECENT_WINDOW pets only, walked in the list's order on pets_active_created_idx, and when that fills a
 * page it is the page; only a rarer word falls through to the GIN indexes.
 */
export async function searchPets(viewerId: string, params: DiscoverRequest, limit = DISCOVER_PAGE_SIZE): Promise<DiscoverPage<DiscoverPet>> {
  const q = params.q?.trim();
  if (q && !params.near) {
    const recent = await petsQuery(viewerId, params, limit, q, "recent");
    if (recent.length > limit) return petPage(recent, limit);
  }
  return petPage(await petsQuery(viewerId, params, limit, q, "all"), limit);
}

/** How many of the newest rows a word is tested on before the search asks the GIN indexes. */
export const RECENT_WINDOW = 1000;

async function petsQuery(viewerId: string, params: DiscoverRequest, limit: number, q: string | undefined, scope: "recent" | "all"): Promise<PetRow[]> {
  const db = await getDb();
  const words = q ? (scope === "recent" ? sql`and ${matchesQuery(petDocument, q)}` : sql`and p.id in (select id from hits)`) : sql``;
  const qualifies = sql`p.is_active and not u.is_banned and u.username is not null and ${notBlocked(viewerId, sql`p.user_id`)}
    ${words}
    ${params.species ? sql`and p.species = ${params.species}` : sql``}
    ${params.verified ? sql`and p.is_verified` : sql``}
    ${after(params)}`;
  const ctes = [
    q && scope === "all" ? sql`hits as materialized (select p.id from pets p where p.is_active and ${matchesQuery(petDocument, q)})` : null,
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
  return queryRows<PetRow>(
    db,
    sql`${ctes.length ? sql`with ${sql.join(ctes, sql`, `)}` : sql``}
      select p.id, p.name, p.species, p.breed, p.is_mixed_breed, p.age, p.photos[1] as photo, p.is_verified,
        coalesce(pl.name || ', ' || pl.country, p.location) as place,
        (select round(patitas_km(a.latitude, a.longitude, pl.latitude, pl.longitude))::int
           from users me join places a on a.id = me.place_id where me.id = ${viewerId}) as km,
        u.id as owner_id, u.username, u.full_name, ${cursorTimestamp(sql`p.created_at`)} as at
      from ${scope === "recent" ? sql`(select * from pets p where p.is_active ${after(params)} order by p.created_at desc, p.id desc limit ${RECENT_WINDOW}) p` : sql`pets p`}
      join users u on u.id = p.user_id
      left join places pl on pl.id = coalesce(p.place_id, u.place_id)
      where ${qualifies} ${params.near ? sql`and p.id in (select id from nearby)` : sql``}
      order by p.created_at desc, p.id desc
      ${keysetLimit(limit)}`,
  );
}

function after(params: DiscoverRequest, alias = sql`p`) {
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
      km: row.km,
      owner: { id: row.owner_id, username: row.username, fullName: row.full_name },
    }),
    (row) => ({ at: row.at, id: row.id }),
  );
}

type UserRow = { id: string; username: string; full_name: string; avatar_url: string | null; place: string | null; pets: number; i_follow: boolean; at: string };

/**
 * Discover's users, one query: active, unblocked users with a username, matching the words; newest
 * first. As for pets, a word is first tried on the newest RECENT_WINDOW users (users_created_at_idx).
 */
export async function searchUsers(viewerId: string, params: DiscoverRequest, limit = DISCOVER_PAGE_SIZE): Promise<DiscoverPage<DiscoverUser>> {
  const q = params.q?.trim();
  if (q && !params.near) {
    const recent = await usersQuery(viewerId, params, limit, q, "recent");
    if (recent.length > limit) return userPage(recent, limit);
  }
  return userPage(await usersQuery(viewerId, params, limit, q, "all"), limit);
}

async function usersQuery(viewerId: string, params: DiscoverRequest, limit: number, q: string | undefined, scope: "recent" | "all"): Promise<UserRow[]> {
  const db = await getDb();
  return queryRows<UserRow>(
    db,
    sql`${q && scope === "all" ? sql`with hits as materialized (select u.id from users u where ${matchesQuery(userDocument, q)})` : sql``}
      select u.id, u.username, u.full_name, u.avatar_url, coalesce(pl.name || ', ' || pl.country, u.location) as place,
        (select count(*)::int from pets mine where mine.user_id = u.id and mine.is_active) as pets,
        exists (select 1 from follows f where f.follower_id = ${viewerId} and f.following_id = u.id) as i_follow,
        ${cursorTimestamp(sql`u.created_at`)} as at
      from ${scope === "recent" ? sql`(select * from users u where true ${after(params, sql`u`)} order by u.created_at desc, u.id desc limit ${RECENT_WINDOW}) u` : sql`users u`}
      left join places pl on pl.id = u.place_id
      where not u.is_banned and u.username is not null and u.id <> ${viewerId} and ${notBlocked(viewerId, sql`u.id`)}
        ${q ? (scope === "recent" ? sql`and ${matchesQuery(userDocument, q)}` : sql`and u.id in (select id from hits)`) : sql``}
        ${params.near ? sql`and u.place_id in ${placesNear(viewerId, NEAR_KM)}` : sql``}
        ${after(params, sql`u`)}
      order by u.created_at desc, u.id desc
      ${keysetLimit(limit)}`,
  );
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
      pets: row.pets,
      iFollow: Boolean(row.i_follow),
    }),
    (row) => ({ at: row.at, id: row.id }),
  );
}
