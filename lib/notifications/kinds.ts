// The notification kinds a user can turn off, in the order the settings list them. Client-safe (the
// settings form imports it). It must name every value of the notification_type enum (a test checks):
// a new kind is one line here, its label under activity.preferences.kinds in the five catalogues, and
// it starts on for everyone (users.muted_notifications stores only what was turned off, decision 016).
export const NOTIFICATION_KINDS = [
  "like",
  "comment",
  "follow",
  "match",
  "message",
  "order",
  "moderation",
  "mention",
  "sale",
  "review",
  "review_answer",
  "lost_nearby",
  "lost_sighting",
  "lost_match",
  "lost_reunited",
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Which kinds the user receives: true = on. */
export type NotificationPreferences = Record<NotificationKind, boolean>;

/** A notification to record (lib/notifications/notify.ts) and, for some kinds, push (lib/push/send.ts). */
export type NewNotification = {
  /** Who receives it. */
  userId: string;
  /** Who caused it. */
  actorId: string;
  type: NotificationKind;
  postId?: string;
  commentId?: string;
  matchId?: string;
  /**
   * An "order" notification: the buyer's order and what happened to it: "pending" (paid, the store has
   * it), a step the store moved it to, or "cancelled" (refunded in full). A "sale" notification: the
   * store's new paid order, told to the store's owner.
   */
  orderId?: string;
  orderStatus?: "pending" | "processing" | "shipped" | "delivered" | "cancelled";
  /**
   * A "moderation" notification's reason; an "order" notification's partial refund, in cents; a "review"
   * or "review_answer" notification's subject (the product's or store's name, as it was then).
   */
  note?: string;
  /** A "review" (to the store's owner) or "review_answer" (to its author) notification's review. */
  reviewId?: string;
  /** A lost & found notification's case (lost_nearby, lost_sighting, lost_match, lost_reunited). */
  lostCaseId?: string;
};
