// Input of the activity list: a filter tab and a keyset cursor. Pure, so a client could share it.
import * as z from "zod/mini";
import { cursorObjectSchema } from "@/lib/paging/cursor-shape";
import { NOTIFICATION_KINDS } from "./kinds";

export const ACTIVITY_FILTERS = ["all", "match", "like", "comment", "sale"] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

export const activityListSchema = z.object({
  filter: z._default(z.enum(ACTIVITY_FILTERS), "all"),
  cursor: z.optional(z.nullable(cursorObjectSchema)),
});

/** One switch of the notification settings (decision 016). */
export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS, "activity.preferences.errors.kind"),
  on: z.boolean(),
});
