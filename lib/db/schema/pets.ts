import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { petGender, petSize, species } from "./enums";
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
    likes: text().array().notNull().default(sql`'{}'::text[]`),
    dislikes: text().array().notNull().default(sql`'{}'::text[]`),
    interests: text().array().notNull().default(sql`'{}'::text[]`),
    lookingFor: text().array().notNull().default(sql`'{}'::text[]`),
    description: text(),
    photos: text().array().notNull().default(sql`'{}'::text[]`),
    location: text(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("pets_age_range", sql`${t.age} between 0 and 30`),
    check("pets_photos_max", sql`coalesce(array_length(${t.photos}, 1), 0) <= 6`),
    index("pets_user_idx").on(t.userId, t.isActive),
    // The match deck reads active pets newest first.
    index("pets_active_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isActive}`),
  ],
);
