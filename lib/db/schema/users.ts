import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { notificationType, staffRole } from "./enums";
import { places } from "./places";

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique(),
    passwordHash: text().notNull(),
    fullName: text().notNull(),
    // Null until the user picks one after sign-up; it can never change afterwards.
    username: text().unique(),
    avatarUrl: text(),
    bio: text(),
    location: text(),
    // The gazetteer city of the profile (decision 013): where "near me" and deck distances start.
    placeId: integer().references((): AnyPgColumn => places.id, { onDelete: "set null" }),
    country: text(),
    locale: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    isBanned: boolean().notNull().default(false),
    // The staff's note to the banned user, shown as written beside the reason (null: none).
    banReason: text(),
    // Why, as a code of lib/auth/ban-reasons.ts, told in the user's language (null: a ban from before codes).
    banReasonCode: text(),
    bannedAt: timestamp({ withTimezone: true }),
    bannedBy: uuid().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    // The banning staff member's role when they banned: only that rank or a higher one lifts the ban
    // (decision 035), whatever becomes of that member's role or account later.
    bannedByRole: staffRole(),
    // A suspension's end; null with is_banned = a ban without end. Lifted at the next sign-in after it.
    bannedUntil: timestamp({ withTimezone: true }),
    // Bumped on ban, logout-everywhere and password change: every JWT carrying an older value is dead.
    sessionVersion: integer().notNull().default(1),
    // Chat (decision 011): when true, only people this user follows may message them.
    messagesFromFollowingOnly: boolean().notNull().default(false),
    // Notification kinds this user turned off (decision 016): a set of the enum, empty = all on, so a new
    // kind starts on for everyone without a migration and nothing but a kind can be stored.
    mutedNotifications: notificationType()
      .array()
      .notNull()
      .default(sql`'{}'::notification_type[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("users_username_format", sql`${t.username} ~ '^[a-z0-9_]{3,20}$'`),
    check("users_email_lowercase", sql`${t.email} = lower(${t.email})`),
    index("users_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("users_banned_by_idx").on(t.bannedBy),
    // The match deck reads the pets without a place of their own through their owner's place.
    index("users_place_idx").on(t.placeId),
    // The @mention autocomplete's prefix searches (lib/social/mentions.ts): `like 'an%'` on the username
    // and on the lower-cased name, whatever the database's collation.
    index("users_username_prefix_idx").using("btree", t.username.op("text_pattern_ops")),
    index("users_full_name_prefix_idx").using("btree", sql`lower(${t.fullName}) text_pattern_ops`),
  ],
);

export const userRoles = pgTable("user_roles", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  role: staffRole().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
