import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

// One row per sign-in (a device). The session cookie carries the row's id: signing out revokes the
// row, so a copied cookie dies with it, and the profile's "Devices" list is read from here.
export const userSessions = pgTable(
  "user_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userAgent: text(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  // The devices list: a user's live sessions, most recently used first.
  (t) => [
    index("user_sessions_user_idx")
      .on(t.userId, t.lastUsedAt.desc().nullsFirst())
      .where(sql`${t.revokedAt} is null`),
  ],
);
