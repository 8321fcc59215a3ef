import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { notBlocked } from "@/lib/db/not-blocked";

/**
 * Told across a block all the same: a moderation notice comes from the platform through a staff member,
 * and blocking them must not silence it; an order's steps and a new sale are about a paid contract (the
 * buyer's money, the seller's duty to ship or refund), which a block does not end, as on Etsy.
 */
const TOLD_ACROSS_BLOCKS: readonly string[] = ["moderation", "order", "sale"];

/**
 * SQL true when a notification of `type` from `actorId` may reach the user `receiver` (a uuid
 * expression): never when either has blocked the other. The one block check of every statement that
 * records a notification (lib/notifications/notify.ts) and of the push sender (send.ts), so every kind,
 * present and future, is covered by construction.
 */
export function actorMayTell(actorId: string, type: string, receiver: SQL): SQL {
  return TOLD_ACROSS_BLOCKS.includes(type) ? sql`true` : notBlocked(actorId, receiver);
}
