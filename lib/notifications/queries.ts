import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";

export type UnreadCounts = { messages: number; notifications: number };

/** The header badges: unread incoming messages and unread notifications, in one round trip. */
export async function getUnreadCounts(userId: string): Promise<UnreadCounts> {
  const db = await getDb();
  const [row] = await queryRows<{ messages: number; notifications: number }>(
    db,
    sql`select
      (select count(*)::int from messages where receiver_id = ${userId} and not is_read) as messages,
      (select count(*)::int from notifications where user_id = ${userId} and read_at is null) as notifications`,
  );
  return { messages: Number(row?.messages ?? 0), notifications: Number(row?.notifications ?? 0) };
}
