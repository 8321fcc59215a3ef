import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { moderationActionType, orderStatus, reportContentType, reportStatus } from "./enums";
import { orders } from "./market";
import { users } from "./users";

export const reportedContent = pgTable(
  "reported_content",
  {
    id: uuid().primaryKey().defaultRandom(),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentType: reportContentType().notNull(),
    contentId: uuid().notNull(),
    reason: text().notNull(),
    details: text(),
    status: reportStatus().notNull().default("pending"),
    reviewedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reported_content_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst()),
    index("reported_content_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("reported_content_reporter_idx").on(t.reporterId),
    index("reported_content_reviewer_idx").on(t.reviewedBy),
    index("reported_content_target_idx").on(t.contentType, t.contentId),
  ],
);

export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: uuid().primaryKey().defaultRandom(),
    actionType: moderationActionType().notNull(),
    targetType: text().notNull(),
    targetId: uuid().notNull(),
    moderatorId: uuid().references(() => users.id, { onDelete: "set null" }),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("moderation_actions_created_idx").on(t.createdAt.desc().nullsFirst()),
    index("moderation_actions_moderator_idx").on(t.moderatorId),
    index("moderation_actions_target_idx").on(t.targetType, t.targetId),
  ],
);

/**
 * Staff settings (issue 11, docs/decisions/023-staff-config-and-moderation.md): one row per key, a JSON
 * value checked by lib/config's zod schema on every write and read.
 */
export const appConfig = pgTable("app_config", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
});

/** Every status change of an order, by its store or by staff: the order's history on the staff screen. */
export const orderStatusEvents = pgTable(
  "order_status_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: orderStatus(),
    toStatus: orderStatus().notNull(),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_status_events_order_idx").on(t.orderId, t.createdAt)],
);
