import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { petGender, petSize, species } from "./enums";
import { pets } from "./pets";
import { places } from "./places";
import { users } from "./users";

// Lost & found (issue 45). A case is a lost pet or a found/seen stray; its exact point (where the reporter
// stood) is kept for the alerts' distance only and never leaves the database: every read uses the public
// point, the exact one rounded to a ~500 m grid (or the place's centre) when the case is written.

export const lostCaseKind = pgEnum("lost_case_kind", ["lost", "found"]);
/** A found animal: the finder keeps it, or only saw it. */
export const foundState = pgEnum("found_state", ["keeping", "seen"]);
export const lostCaseStatus = pgEnum("lost_case_status", ["open", "reunited", "expired", "removed"]);
export const lostAlertJobState = pgEnum("lost_alert_job_state", ["pending", "running", "done"]);

/** The colour words a case may carry (lib/lost/schemas.ts reads the same list; free text beside them). */
export const LOST_COLOURS = [
  "black",
  "white",
  "brown",
  "grey",
  "golden",
  "cream",
  "orange",
  "tabby",
  "spotted",
  "brindle",
  "tricolour",
] as const;

export const lostCases = pgTable(
  "lost_cases",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: lostCaseKind().notNull(),
    // Found cases only: null on a lost case.
    foundState: foundState(),
    // A lost case may be one of the reporter's pets (its details pre-filled the form).
    petId: uuid().references(() => pets.id, { onDelete: "set null" }),
    name: text(),
    species: species().notNull(),
    sex: petGender(),
    size: petSize(),
    colours: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colourNotes: text(),
    description: text().notNull(),
    photos: text().array().notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    placeId: integer()
      .notNull()
      .references(() => places.id),
    neighbourhood: text(),
    // Never selected by any read path (lib/lost/privacy.test.ts checks): the alerts' radius only.
    exactLat: doublePrecision(),
    exactLng: doublePrecision(),
    publicLat: doublePrecision().notNull(),
    publicLng: doublePrecision().notNull(),
    rewardText: text(),
    rewardCents: integer(),
    // Shown to signed-in viewers only, never in the cached HTML.
    phone: text(),
    status: lostCaseStatus().notNull().default("open"),
    remindersSent: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("lost_cases_found_state", sql`(${t.kind} = 'found') = (${t.foundState} is not null)`),
    check("lost_cases_photos", sql`coalesce(array_length(${t.photos}, 1), 0) between 1 and 6`),
    check(
      "lost_cases_colours",
      sql`${t.colours} <@ array[${sql.raw(LOST_COLOURS.map((c) => `'${c}'`).join(", "))}]::text[]`,
    ),
    check("lost_cases_exact_point", sql`(${t.exactLat} is null) = (${t.exactLng} is null)`),
    check("lost_cases_reward_cents", sql`${t.rewardCents} is null or ${t.rewardCents} between 0 and 100000000`),
    check("lost_cases_closed", sql`(${t.status} = 'open') = (${t.closedAt} is null)`),
    // /lost: open cases place by place (nearest band first), newest first within a place.
    index("lost_cases_place_open_idx")
      .on(t.placeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'open'`),
    // Matching and the alerts' radius: a bounding box on the public point of open cases of a kind and species.
    index("lost_cases_match_idx")
      .on(t.kind, t.species, t.publicLat, t.publicLng)
      .where(sql`${t.status} = 'open'`),
    index("lost_cases_point_open_idx")
      .on(t.publicLat, t.publicLng)
      .where(sql`${t.status} = 'open'`),
    // The staff list, the sitemap and expiry: newest first (and oldest open first, read backwards).
    index("lost_cases_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("lost_cases_open_created_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'open'`),
    index("lost_cases_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("lost_cases_pet_idx").on(t.petId),
  ],
);

/** "Seen here" on a case, by anyone signed in; the case's owner writing one is an update of theirs. */
export const lostSightings = pgTable(
  "lost_sightings",
  {
    id: uuid().primaryKey().defaultRandom(),
    caseId: uuid()
      .notNull()
      .references(() => lostCases.id, { onDelete: "cascade" }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    placeId: integer()
      .notNull()
      .references(() => places.id),
    // Rounded like a case's public point: a sighting keeps no exact point at all.
    publicLat: doublePrecision().notNull(),
    publicLng: doublePrecision().notNull(),
    seenAt: timestamp({ withTimezone: true }).notNull(),
    note: text().notNull(),
    photoUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("lost_sightings_note_length", sql`length(${t.note}) between 1 and 1000`),
    index("lost_sightings_case_created_idx").on(t.caseId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("lost_sightings_author_idx").on(t.authorId),
  ],
);

/**
 * A user's lost-pet alerts: off by default; the radius is counted from the profile's place or from a
 * point the device gave (kept rounded like a case's public point).
 */
export const lostAlertPreferences = pgTable(
  "lost_alert_preferences",
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    lostAlertsOn: boolean().notNull().default(false),
    lostAlertRadiusKm: smallint().notNull().default(5),
    lostAlertPlace: text().notNull().default("profile"),
    lostAlertLat: doublePrecision(),
    lostAlertLng: doublePrecision(),
    // "Also by e-mail": a mail per alert (and the day's summary) to a confirmed address (lib/lost/alert-mails.ts).
    lostAlertEmail: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("lost_alert_radius", sql`${t.lostAlertRadiusKm} in (1, 5, 10, 25)`),
    check("lost_alert_place", sql`${t.lostAlertPlace} in ('profile', 'device')`),
    check(
      "lost_alert_device_point",
      sql`${t.lostAlertPlace} = 'profile' or (${t.lostAlertLat} is not null and ${t.lostAlertLng} is not null)`,
    ),
    // The fan-out's bounding box over device points of people who turned alerts on.
    index("lost_alert_device_point_idx")
      .on(t.lostAlertLat, t.lostAlertLng)
      .where(sql`${t.lostAlertsOn} and ${t.lostAlertPlace} = 'device'`),
  ],
);

/** One fan-out of alerts per reported case, enqueued in the report's transaction; resumable by cursor. */
export const lostAlertJobs = pgTable(
  "lost_alert_jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    caseId: uuid()
      .notNull()
      .references(() => lostCases.id, { onDelete: "cascade" }),
    state: lostAlertJobState().notNull().default("pending"),
    // Where the fan-out stopped (the last user id told, or the worker's own encoding); null: not started.
    cursor: text(),
    attempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lost_alert_jobs_case_idx").on(t.caseId),
    index("lost_alert_jobs_pending_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.state} <> 'done'`),
  ],
);

/** Who was alerted of a case: the primary key keeps a retried fan-out from telling anyone twice. */
export const lostAlertDeliveries = pgTable(
  "lost_alert_deliveries",
  {
    caseId: uuid()
      .notNull()
      .references(() => lostCases.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.userId] }), index("lost_alert_deliveries_user_idx").on(t.userId)],
);

/** Alerts told to a user per day (UTC): the cap of 5 a day. */
export const lostAlertDailyCounts = pgTable(
  "lost_alert_daily_counts",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date().notNull(),
    count: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
