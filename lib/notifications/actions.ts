"use server";

import { userAction } from "@/lib/auth/action-builder";
import { deletePushSubscription, savePushSubscription, subscriptionSchema } from "@/lib/push/subscriptions";
import { pushEndpointSchema } from "@/lib/push/schemas";
import { setNotificationPreference } from "./preferences";
import { listActivity } from "./queries";
import { markAllNotificationsRead } from "./read";
import { activityListSchema, notificationPreferenceSchema } from "./schemas";

// A signed-in, not banned user with a username (userAction); each function reads only the actor's rows.

export const markAllReadAction = userAction.action(({ actor }) => markAllNotificationsRead(actor.id));

export const loadActivityAction = userAction
  .input(activityListSchema)
  .action(({ actor, input }) => listActivity(actor.id, input));

/** Turns one notification kind on or off for oneself (`{ kind, on }`); answers every kind's state. */
export const setNotificationPreferenceAction = userAction
  .input(notificationPreferenceSchema)
  .action(({ actor, input }) => setNotificationPreference(actor.id, input));

/** Turns push notifications on for the caller's browser (`{ endpoint, keys: { p256dh, auth } }`, decision 028). */
export const savePushSubscriptionAction = userAction
  .input(subscriptionSchema)
  .action(({ actor, input }) => savePushSubscription(actor, input));

/** Turns them off for one of the caller's own browsers (`{ endpoint }`). */
export const deletePushSubscriptionAction = userAction
  .input(pushEndpointSchema)
  .action(({ actor, input }) => deletePushSubscription(actor.id, input));
