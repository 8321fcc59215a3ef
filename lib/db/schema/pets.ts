import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { petGender, petSize, species } from "./enums";
import { places } from "./places";
import { users } from "./users";

export const pets = pgTable(
  "pets",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    age: integer().notNull(),
    species: species().notNull(),
    breed: text(),
    isMixedBreed: boolean().notNull().default(false),
    gender: petGender().notNull(),
    size: petSize().notNull(),
    likes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dislikes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    interests: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lookingFor: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text(),
    photos: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text(),
    // The gazetteer city the location text names; distance in the deck is computed from it.
    placeId: integer().references(() => places.id, { onDelete: "set null" }),
    // Set by staff only; shown as the verified badge in match and discover.
    isVerified: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("pets_age_range", sql`${t.age} between 0 and 30`),
    check("pets_photos_max", sql`coalesce(array_length(${t.photos}, 1), 0) <= 6`),
    index("pets_user_idx").on(t.userId, t.isActive),
    // The deck reads active pets place by place (nearest first), newest first within a place.
    index("pets_place_created_idx")
      .on(t.placeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    // The staff content list reads every pet, active or not, newest first.
    index("pets_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("pets_active_created_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
  ],
);
