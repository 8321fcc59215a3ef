"use server";

import { requireUser } from "@/lib/auth/session";
import { runAction, type ActionResult } from "@/lib/errors";
import { deletePushSubscription, savePushSubscription } from "@/lib/push/subscriptions";
import type { NotificationPreferences } from "./kinds";
import { setNotificationPreference } from "./preferences";
import { listActivity, type ActivityPage } from "./queries";
import { markAllNotificationsRead } from "./read";

// A signed-in, not banned user with a username (requireUser); each function reads only the actor's rows.

export async function markAllReadAction(): Promise<ActionResult<{ marked: number }>> {
  return runAction(async () => markAllNotificationsRead((await requireUser()).id));
}

export async function loadActivityAction(raw: unknown): Promise<ActionResult<ActivityPage>> {
  return runAction(async () => listActivity((await requireUser()).id, raw));
}

/** Turns one notification kind on or off for oneself (`{ kind, on }`); answers every kind's state. */
export async function setNotificationPreferenceAction(raw: unknown): Promise<ActionResult<NotificationPreferences>> {
  return runAction(async () => setNotificationPreference((await requireUser()).id, raw));
}

/** Turns push notifications on for the caller's browser (`{ endpoint, keys: { p256dh, auth } }`, decision 028). */
export async function savePushSubscriptionAction(raw: unknown): Promise<ActionResult<{ subscribed: true }>> {
  return runAction(async () => savePushSubscription(await requireUser(), raw));
}

/** Turns them off for one of the caller's own browsers (`{ endpoint }`). */
export async function deletePushSubscriptionAction(raw: unknown): Promise<ActionResult<{ unsubscribed: true }>> {
  return runAction(async () => deletePushSubscription((await requireUser()).id, raw));
}
