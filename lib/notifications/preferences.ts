import "server-only";
import type * as z from "zod";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { AppError, errorKeys } from "@/lib/errors";
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPreferences } from "./kinds";
import { notificationPreferenceSchema } from "./schemas";

function fromMuted(muted: readonly string[]): NotificationPreferences {
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !muted.includes(kind)])) as NotificationPreferences;
}

/** PostgreSQL arrays of an enum may come back as the text "{like,follow}" (pg) or an array (PGlite). */
function parseArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== "string") return [];
  const inner = value.replace(/^\{|\}$/g, "");
  return inner ? inner.split(",") : [];
}

/** The settings page's switches: every kind, on unless the user turned it off. */
export async function notificationPreferences(userId: string): Promise<NotificationPreferences> {
  const db = await getDb();
  const [row] = await queryRows<{ muted: unknown }>(
    db,
    sql`select muted_notifications as muted from users where id = ${userId}::uuid`,
  );
  return fromMuted(parseArray(row?.muted));
}

/**
 * Turns one kind on or off for the actor, in one statement that only touches that kind, so two tabs
 * switching different kinds at once both win. Answers every kind's state after the change.
 */
export async function setNotificationPreference(
  actorId: string,
  input: z.output<typeof notificationPreferenceSchema>,
): Promise<NotificationPreferences> {
  const kind: NotificationKind = input.kind;
  const db = await getDb();
  const muted = input.on
    ? sql`array_remove(muted_notifications, ${kind}::notification_type)`
    : sql`case when ${kind}::notification_type = any(muted_notifications) then muted_notifications
        else array_append(muted_notifications, ${kind}::notification_type) end`;
  const [row] = await queryRows<{ muted: unknown }>(
    db,
    sql`update users set muted_notifications = ${muted} where id = ${actorId}::uuid returning muted_notifications as muted`,
  );
  if (!row) throw new AppError("not_found", errorKeys.notFound);
  return fromMuted(parseArray(row.muted));
}
