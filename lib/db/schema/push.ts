import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userSessions } from "./sessions";
import { users } from "./users";

// Web push (decision 028): one row per browser that turned notifications on. The endpoint is the push
// service's capability URL for that browser, so it is unique: the same browser signed in as someone else
// moves to them. p256dh and auth are the browser's keys that web-push encrypts each payload to. The
// row belongs to the sign-in it was made in, so signing that device out stops its pushes.
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: uuid()
      .notNull()
      .references(() => userSessions.id, { onDelete: "cascade" }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId), index("push_subscriptions_session_idx").on(t.sessionId)],
);
