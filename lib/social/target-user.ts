import "server-only";
import { and, eq, or, sql } from "drizzle-orm";
import type { Executor } from "@/lib/db/client";
import { blocks, users } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { isUuid } from "@/lib/validation/uuid";

/**
 * The user a social action targets, by id or username; unknown and banned users are "not found" alike,
 * so nobody learns who was banned.
 */
export async function findActiveUser(
  executor: Executor,
  target: string,
  options: { includeBanned?: boolean } = {},
): Promise<{ id: string }> {
  const byTarget = isUuid(target) ? eq(users.id, target) : eq(users.username, target);
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(options.includeBanned ? byTarget : and(byTarget, eq(users.isBanned, false)))
    .limit(1);
  if (!row) throw new AppError("not_found", errorKeys.notFound);
  return row;
}

/** Whether either of the two users has blocked the other. */
export async function isBlockedEitherWay(executor: Executor, a: string, b: string): Promise<boolean> {
  const [row] = await executor
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(
      or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))),
    )
    .limit(1);
  return Boolean(row);
}
