import { pgEnum } from "drizzle-orm/pg-core";

export const staffRole = pgEnum("staff_role", ["admin", "moderator", "support"]);
export const species = pgEnum("species", ["dog", "cat", "rabbit", "bird", "reptile", "rodent", "other"]);
export const petGender = pgEnum("pet_gender", ["male", "female"]);
export const petSize = pgEnum("pet_size", ["small", "medium", "large"]);
export const matchType = pgEnum("match_type", ["love", "friend"]);
export const matchStatus = pgEnum("match_status", ["pending", "accepted", "rejected", "unmatched"]);
export const notificationType = pgEnum("notification_type", [
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
]);
export const orderStatus = pgEnum("order_status", ["pending", "processing", "shipped", "delivered", "cancelled"]);
export const paymentStatus = pgEnum("payment_status", ["open", "paid", "expired", "cancelled"]);
export const payoutStatus = pgEnum("payout_status", ["pending", "paid", "failed"]);
export const reportStatus = pgEnum("report_status", ["pending", "reviewed", "action_taken", "dismissed"]);
export const reportContentType = pgEnum("report_content_type", [
  "post",
  "comment",
  "user",
  "pet",
  "product",
  "store",
  "message",
  "review",
  "lost_case",
]);
export const moderationActionType = pgEnum("moderation_action_type", [
  "ban",
  "restore",
  "delete",
  "activate",
  "deactivate",
  "role",
  "verify",
  "unverify",
  "view",
  "config",
  "status",
  "create",
  "edit",
  "publish",
  "unpublish",
]);
// Care guides (decision 045): what a guide is about, and whether visitors can read it.
export const guideTopic = pgEnum("guide_topic", ["feeding", "health", "training", "grooming", "adoption", "travel"]);
export const guideStatus = pgEnum("guide_status", ["draft", "published"]);

// The TypeScript types of the enums, derived here once: areas re-export or import them as types (erased
// from browser bundles), never spell the members again.
export type StaffRole = (typeof staffRole.enumValues)[number];
export type Species = (typeof species.enumValues)[number];
export type OrderStatus = (typeof orderStatus.enumValues)[number];
export type PaymentStatus = (typeof paymentStatus.enumValues)[number];
export type MatchType = (typeof matchType.enumValues)[number];
export type GuideTopic = (typeof guideTopic.enumValues)[number];
export type GuideStatus = (typeof guideStatus.enumValues)[number];
