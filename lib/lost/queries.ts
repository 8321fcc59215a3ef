import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, queryRows, type Executor } from "@/lib/db/client";
import { notBlocked } from "@/lib/db/not-blocked";
import { cursorTimestamp, encodeCursor, readCursor, type Cursor } from "@/lib/paging/cursor";
import { afterCursor, keysetLimit, keysetPage, sqlLimit } from "@/lib/paging/keyset";
import type { PetGender, PetSize } from "@/lib/pets/fields";
import type { Species } from "@/lib/pets/breeds";
import { MATCH_RADIUS_KM, MATCH_WINDOW_DAYS, type FoundState, type LostKind, type LostStatus } from "./fields";
import { NEAR_BANDS, type NearCursor, type NearFilters } from "./schemas";

// Every read of Lost & found. Privacy (issue 45): the exact point (exact_lat, exact_lng) and the phone are
// in none of these columns; the phone has its own signed-in read (casePhone), the exact point none at all.

export const NEAR_PAGE_SIZE = 20;
export const TIMELINE_LIMIT = 50;
export const MATCHES_LIMIT = 12;

export type LostPlace = { id: number; name: string; country: string };
export type LostOwner = { id: string; username: string; fullName: string; avatarUrl: string | null };

/** A case as its public page shows it. */
export type LostCase = {
  id: string;
  kind: LostKind;
  foundState: FoundState | null;
  petId: string | null;
  name: string | null;
  species: Species;
  sex: PetGender | null;
  size: PetSize | null;
  colours: string[];
  colourNotes: string | null;
  description: string;
  photos: string[];
  lastSeenAt: string;
  place: LostPlace;
  neighbourhood: string | null;
  /** The rounded public point (~500 m), never the exact one. */
  lat: number;
  lng: number;
  rewardText: string | null;
  hasPhone: boolean;
  status: LostStatus;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  owner: LostOwner;
};

/** A case on a list: /lost, the matches, the staff list. */
export type LostCard = {
  id: string;
  kind: LostKind;
  foundState: FoundState | null;
  name: string | null;
  species: Species;
  photo: string;
  place: string;
  neighbourhood: string | null;
  lastSeenAt: string;
  status: LostStatus;
  /** Rounded kilometres from where the list is read, when it is read from somewhere. */
  km: number | null;
  createdAt: string;
};

type CaseRow = {
  id: string;
  kind: LostKind;
  found_state: FoundState | null;
  pet_id: string | null;
  name: string | null;
  species: Species;
  sex: PetGender | null;
  size: PetSize | null;
  colours: string[];
  colour_notes: string | null;
  description: string;
  photos: string[];
  last_seen_at: string;
  place_id: number;
  place_name: string;
  place_country: string;
  neighbourhood: string | null;
  public_lat: number;
  public_lng: number;
  reward_text: string | null;
  has_phone: boolean;
  status: LostStatus;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  owner_id: string;
  username: string;
  full_name: string;
  avatar_url: string | null;
};

type CardRow = {
  id: string;
  kind: LostKind;
  found_state: FoundState | null;
  name: string | null;
  species: Species;
  photo: string;
  place: string;
  neighbourhood: string | null;
  last_seen_at: string;
  status: LostStatus;
  km: number | null;
  at: string;
};

/** A visible reporter: a case of a banned or username-less user is not shown anywhere. */
const visibleOwner = sql`owner.id = c.user_id and not owner.is_banned and owner.username is not null`;

/** The columns of a card, from `c` (lost_cases) and `pl` (its place). */
const cardColumns = sql`c.id, c.kind, c.found_state, c.name, c.species, c.photos[1] as photo, pl.name as place, c.neighbourhood,
  c.last_seen_at::text as last_seen_at, c.status, ${cursorTimestamp(sql`c.created_at`)} as at`;

function toCard(row: CardRow): LostCard {
  return {
    id: row.id,
    kind: row.kind,
    foundState: row.found_state,
    name: row.name,
    species: row.species,
    photo: row.photo,
    place: row.place,
    neighbourhood: row.neighbourhood,
    lastSeenAt: row.last_seen_at,
    status: row.status,
    km: row.km == null ? null : Number(row.km),
    createdAt: row.at,
  };
}

/**
 * A case as its page shows it, or null when there is none to show: unknown, removed by staff, or of a
 * banned or username-less reporter. Reunited and expired cases stay readable (their page says so).
 */
export async function getLostCase(id: string, executor?: Executor): Promise<LostCase | null> {
  const db = executor ?? (await getDb());
  const [row] = await queryRows<CaseRow>(
    db,
    sql`select c.id, c.kind, c.found_state, c.pet_id, c.name, c.species, c.sex, c.size, c.colours, c.colour_notes, c.description, c.photos,
        c.last_seen_at::text as last_seen_at, c.place_id, pl.name as place_name, pl.country as place_country, c.neighbourhood,
        c.public_lat, c.public_lng, c.reward_text, c.phone is not null as has_phone, c.status,
        c.created_at::text as created_at, c.updated_at::text as updated_at, c.closed_at::text as closed_at,
        owner.id as owner_id, owner.username, owner.full_name, owner.avatar_url
      from lost_cases c join places pl on pl.id = c.place_id join users owner on ${visibleOwner}
      where c.id = ${id}::uuid and c.status <> 'removed'`,
  );
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    foundState: row.found_state,
    petId: row.pet_id,
    name: row.name,
    species: row.species,
    sex: row.sex,
    size: row.size,
    colours: row.colours,
    colourNotes: row.colour_notes,
    description: row.description,
    photos: row.photos,
    lastSeenAt: row.last_seen_at,
    place: { id: row.place_id, name: row.place_name, country: row.place_country },
    neighbourhood: row.neighbourhood,
    lat: Number(row.public_lat),
    lng: Number(row.public_lng),
    rewardText: row.reward_text,
    hasPhone: row.has_phone,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    closedAt: row.closed_at,
    owner: { id: row.owner_id, username: row.username, fullName: row.full_name, avatarUrl: row.avatar_url },
  };
}

/**
 * The case's phone for a signed-in viewer (never part of the page's HTML): null when the case has none;
 * not found when the case is closed, hidden or between people who blocked each other.
 */
export async function casePhone(viewerId: string, caseId: string): Promise<string | null | undefined> {
  const db = await getDb();
  const [row] = await queryRows<{ phone: string | null }>(
    db,
    sql`select c.phone from lost_cases c join users owner on ${visibleOwner}
      where c.id = ${caseId}::uuid and c.status = 'open' and ${notBlocked(viewerId, sql`c.user_id`)}`,
  );
  return row ? row.phone : undefined;
}

export type TimelineEntry = {
  id: string;
  /** Written by the case's reporter: an update of theirs rather than a sighting. */
  isUpdate: boolean;
  author: { username: string; fullName: string; avatarUrl: string | null };
  place: string;
  lat: number;
  lng: number;
  seenAt: string;
  note: string;
  photoUrl: string | null;
  createdAt: string;
};

type TimelineRow = {
  id: string;
  is_update: boolean;
  username: string;
  full_name: string;
  avatar_url: string | null;
  place: string;
  public_lat: number;
  public_lng: number;
  seen_at: string;
  note: string;
  photo_url: string | null;
  created_at: string;
  at: string;
};

/** `first`: the newest page (no cursor, or one that did not read as a cursor). */
export type TimelinePage = { entries: TimelineEntry[]; nextCursor: string | null; first: boolean };

/**
 * One page of the case's sightings and updates, newest first: TIMELINE_LIMIT of them after `cursor` (the
 * `?older=` of the page), keyset by (created_at, id) on lost_sightings_case_created_idx, one round trip.
 * A cursor that does not read as one gives the first page.
 */
export async function listTimeline(
  caseId: string,
  cursor: string | null = null,
  executor?: Executor,
): Promise<TimelinePage> {
  const after = readCursor(cursor);
  const db = executor ?? (await getDb());
  const rows = await queryRows<TimelineRow>(
    db,
    sql`select s.id, s.author_id = c.user_id as is_update, a.username, a.full_name, a.avatar_url, pl.name as place,
        s.public_lat, s.public_lng, s.seen_at::text as seen_at, s.note, s.photo_url, s.created_at::text as created_at,
        ${cursorTimestamp(sql`s.created_at`)} as at
      from lost_sightings s join lost_cases c on c.id = s.case_id join places pl on pl.id = s.place_id
        join users a on a.id = s.author_id and not a.is_banned and a.username is not null
      where s.case_id = ${caseId}::uuid ${afterCursor(after, sql`s.created_at`, sql`s.id`)}
      order by s.created_at desc, s.id desc
      ${keysetLimit(TIMELINE_LIMIT)}`,
  );
  const page = keysetPage(rows, TIMELINE_LIMIT, toTimelineEntry, (row) => encodeCursor({ at: row.at, id: row.id }));
  return { entries: page.items, nextCursor: page.nextCursor, first: after == null };
}

function toTimelineEntry(row: TimelineRow): TimelineEntry {
  return {
    id: row.id,
    isUpdate: row.is_update,
    author: { username: row.username, fullName: row.full_name, avatarUrl: row.avatar_url },
    place: row.place,
    lat: Number(row.public_lat),
    lng: Number(row.public_lng),
    seenAt: row.seen_at,
    note: row.note,
    photoUrl: row.photo_url,
    createdAt: row.created_at,
  };
}

/**
 * SQL of the open cases of the other kind that could be the same animal as case `subject` (a uuid
 * expression): same species, public points within MATCH_RADIUS_KM, last seen within MATCH_WINDOW_DAYS of
 * each other, and a colour or the size in common. A bounding box on lost_cases_match_idx first, then
 * the exact distance. Columns: the card's, km, and the reporter's id (`owner_id`).
 */
export function matchingCasesSql(subject: SQL): SQL {
  const latBox = MATCH_RADIUS_KM / 111;
  return sql`select ${cardColumns}, round(patitas_km(s.public_lat, s.public_lng, c.public_lat, c.public_lng))::int as km, c.user_id as owner_id
    from lost_cases s
    join lost_cases c on c.status = 'open' and c.kind <> s.kind and c.species = s.species and c.id <> s.id
      and c.public_lat between s.public_lat - ${latBox}::float8 and s.public_lat + ${latBox}::float8
      and c.public_lng between s.public_lng - ${latBox}::float8 / greatest(cos(radians(s.public_lat)), 0.1)
                           and s.public_lng + ${latBox}::float8 / greatest(cos(radians(s.public_lat)), 0.1)
      and c.last_seen_at between s.last_seen_at - ${`${MATCH_WINDOW_DAYS} days`}::interval and s.last_seen_at + ${`${MATCH_WINDOW_DAYS} days`}::interval
      and (c.colours && s.colours or (c.size is not null and c.size = s.size))
      and patitas_km(s.public_lat, s.public_lng, c.public_lat, c.public_lng) <= ${MATCH_RADIUS_KM}
    join places pl on pl.id = c.place_id
    join users owner on ${visibleOwner}
    where s.id = ${subject}`;
}

/** The cases that could be the same animal as this one, nearest then newest: one round trip. */
export async function listMatches(caseId: string, executor?: Executor): Promise<LostCard[]> {
  const db = executor ?? (await getDb());
  const rows = await queryRows<CardRow & { owner_id: string }>(
    db,
    sql`${matchingCasesSql(sql`${caseId}::uuid`)} order by km, c.created_at desc, c.id desc ${sqlLimit(MATCHES_LIMIT)}`,
  );
  return rows.map(toCard);
}

/** The band of a distance in km (SQL): 0 ≤ 5, 1 ≤ 25, 2 ≤ 100, 3 farther. */
const bandOf = (km: SQL) =>
  sql`case when ${km} <= 5 then 0 when ${km} <= 25 then 1 when ${km} <= 100 then 2 else ${NEAR_BANDS} end`;

/** The country whose biggest city /lost starts from when the viewer has no place: the language's own. */
const DEFAULT_COUNTRY: Record<string, string> = { es: "ES", en: "US", fr: "FR", pt: "PT", zh: "ES" };

/** A card of /lost, with its distance band (0 ≤ 5 km, 1 ≤ 25, 2 ≤ 100, 3 farther). */
export type NearCard = LostCard & { band: number };
export type NearPage = { origin: LostPlace | null; cards: NearCard[]; nextCursor: NearCursor | null };

/**
 * /lost: open cases around a place, in one query. The origin is the `?place=` id, else the viewer's
 * profile place, else the biggest city of the language's country. Order: distance band (≤ 5, ≤ 25,
 * ≤ 100 km, farther), then newest first within a band. Places are walked by band and each one's open
 * cases read newest first from lost_cases_place_open_idx (the match deck's plan, decision 040).
 */
export async function listNearby(params: {
  placeId?: number | null;
  viewerId?: string | null;
  locale: string;
  filters: NearFilters;
  cursor?: NearCursor | null;
  limit?: number;
}): Promise<NearPage> {
  const db = await getDb();
  const limit = params.limit ?? NEAR_PAGE_SIZE;
  const c = params.cursor;
  const country = DEFAULT_COUNTRY[params.locale] ?? "ES";
  const filters = sql`${params.filters.kind ? sql`and c.kind = ${params.filters.kind}` : sql``} ${params.filters.species ? sql`and c.species = ${params.filters.species}` : sql``}`;
  const after = c
    ? sql`and (n.band > ${c.band}::int or (c.created_at, c.id) < (${c.at}::timestamptz, ${c.id}::uuid))`
    : sql``;
  // The origin always comes back, with the cards beside it (none: one row of nulls), so one round trip says both.
  const rows = await queryRows<
    Omit<CardRow, "id"> & {
      id: string | null;
      band: number;
      origin_id: number;
      origin_name: string;
      origin_country: string;
    }
  >(
    db,
    sql`with origin as materialized (
        select o.id, o.name, o.country, o.latitude, o.longitude from places o
        where o.id = coalesce(${params.placeId ?? null}::int,
          (select u.place_id from users u where u.id = ${params.viewerId ?? null}::uuid),
          (select d.id from places d where d.country = ${country} order by d.population desc, d.id limit 1))
        limit 1)
      select origin.id as origin_id, origin.name as origin_name, origin.country as origin_country, cards.*
      from origin left join lateral (
        select ${cardColumns}, n.km, n.band
        from (select k.*, ${bandOf(sql`k.km`)} as band from (
            select pl.id, round(patitas_km(origin.latitude, origin.longitude, pl.latitude, pl.longitude))::int as km from places pl) k
          order by band) n
        cross join lateral (
          select c.* from lost_cases c join users owner on ${visibleOwner}
          where c.place_id = n.id and c.status = 'open' ${filters} ${after}
          order by c.created_at desc, c.id desc
          ${keysetLimit(limit)}) c
        join places pl on pl.id = c.place_id
        where true ${c ? sql`and n.band >= ${c.band}::int` : sql``}
        order by n.band, c.created_at desc, c.id desc
        ${keysetLimit(limit)}) cards on true
      order by cards.band, cards.at desc, cards.id desc`,
  );
  const first = rows[0];
  const origin = first ? { id: first.origin_id, name: first.origin_name, country: first.origin_country } : null;
  const cardRows = rows.filter((row): row is typeof row & { id: string } => row.id !== null);
  const { items, nextCursor } = keysetPage(
    cardRows,
    limit,
    (row) => ({ ...toCard(row), band: Number(row.band) }),
    (row) => ({ band: Number(row.band), at: row.at, id: row.id }),
  );
  return { origin, cards: items, nextCursor };
}

/** The reporter's own cases, newest first (lost_cases_user_created_idx), any status but removed. */
export async function listMyCases(userId: string): Promise<LostCard[]> {
  const db = await getDb();
  const rows = await queryRows<CardRow>(
    db,
    sql`select ${cardColumns}, null::int as km from lost_cases c join places pl on pl.id = c.place_id
      where c.user_id = ${userId}::uuid and c.status <> 'removed'
      order by c.created_at desc, c.id desc ${sqlLimit(50)}`,
  );
  return rows.map(toCard);
}

export type StaffLostRow = LostCard & {
  owner: { id: string; username: string | null; email: string };
  reports: number;
};

/** The staff list: every case, newest first, keyset paged on lost_cases_created_idx. */
export async function listCasesForStaff(
  rawCursor: string | null,
  limit = 30,
): Promise<{ rows: StaffLostRow[]; nextCursor: Cursor | null }> {
  const db = await getDb();
  const cursor = readCursor(rawCursor);
  const rows = await queryRows<CardRow & { owner_id: string; username: string | null; email: string; reports: number }>(
    db,
    sql`select ${cardColumns}, null::int as km, owner.id as owner_id, owner.username, owner.email,
        (select count(*)::int from reported_content rc where rc.content_type = 'lost_case' and rc.content_id = c.id and rc.status = 'pending') as reports
      from lost_cases c join places pl on pl.id = c.place_id join users owner on owner.id = c.user_id
      where true ${afterCursor(cursor, sql`c.created_at`, sql`c.id`)}
      order by c.created_at desc, c.id desc
      ${keysetLimit(limit)}`,
  );
  const { items, nextCursor } = keysetPage(
    rows,
    limit,
    (row) => ({
      ...toCard(row),
      owner: { id: row.owner_id, username: row.username, email: row.email },
      reports: Number(row.reports),
    }),
    (row) => ({ at: row.at, id: row.id }),
  );
  return { rows: items, nextCursor };
}

export type ReporterPet = {
  id: string;
  name: string;
  species: Species;
  gender: PetGender;
  size: PetSize;
  photos: string[];
  place: LostPlace | null;
};

/** The reporter's pets a lost report may start from (pets_user_idx): what they pre-fill. */
export async function listReporterPets(userId: string): Promise<ReporterPet[]> {
  const db = await getDb();
  const rows = await queryRows<{
    id: string;
    name: string;
    species: Species;
    gender: PetGender;
    size: PetSize;
    photos: string[];
    place_id: number | null;
    place_name: string | null;
    place_country: string | null;
  }>(
    db,
    sql`select p.id, p.name, p.species, p.gender, p.size, p.photos, pl.id as place_id, pl.name as place_name, pl.country as place_country
      from pets p left join places pl on pl.id = coalesce(p.place_id, (select u.place_id from users u where u.id = p.user_id))
      where p.user_id = ${userId}::uuid
      order by p.is_active desc, p.created_at desc, p.id desc`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    species: row.species,
    gender: row.gender,
    size: row.size,
    photos: row.photos,
    place:
      row.place_id != null ? { id: row.place_id, name: row.place_name ?? "", country: row.place_country ?? "" } : null,
  }));
}

/** What the edit form starts from: the reporter's own open case, or null. Never the exact point. */
export async function getCaseForEdit(
  userId: string,
  caseId: string,
): Promise<(LostCase & { phone: string | null; hasExactPoint: boolean }) | null> {
  const found = await getLostCase(caseId);
  if (!found || found.owner.id !== userId || found.status !== "open") return null;
  const db = await getDb();
  const [row] = await queryRows<{ phone: string | null; has_point: boolean }>(
    db,
    sql`select phone, exact_lat is not null as has_point from lost_cases where id = ${caseId}::uuid`,
  );
  return { ...found, phone: row?.phone ?? null, hasExactPoint: Boolean(row?.has_point) };
}

/** A /lost page's cursor as its URL writes it: the band, then the keyset cursor ("1_2026-…Z_{uuid}"). */
export function encodeNearCursor(cursor: NearCursor): string {
  return `${cursor.band}_${encodeCursor(cursor)}`;
}

/** A cursor from the URL, which anyone can edit: a malformed one reads as the first page. */
export function readNearCursor(raw: string | null | undefined): NearCursor | null {
  const match = raw ? /^([0-9])_(.+)$/.exec(raw) : null;
  const band = match ? Number(match[1]) : NaN;
  const cursor = match ? readCursor(match[2]) : null;
  return cursor && band <= NEAR_BANDS ? { band, ...cursor } : null;
}
