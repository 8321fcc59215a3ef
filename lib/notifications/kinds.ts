// The notification kinds a user can turn off, in the order the settings list them. Client-safe (the
// settings form imports it). It must name every value of the notification_type enum (a test checks):
// a new kind is one line here, its label under activity.preferences.kinds in the five catalogues, and
// it starts on for everyone (users.muted_notifications stores only what was turned off, decision 016).
export const NOTIFICATION_KINDS = ["like", "comment", "follow", "match", "message", "order", "moderation", "mention", "sale"] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Which kinds the user receives: true = on. */
export type NotificationPreferences = Record<NotificationKind, boolean>;
