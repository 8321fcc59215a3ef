import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { watchPartnersSql } from "@/lib/realtime/watch-partners";

/** Pusher's limit on a watchlist. */
export const WATCHLIST_LIMIT = 100;

/**
 * Whose online status the user may see (watchPartnersSql). Past Pusher's limit of 100, the most recent
 * conversations first. The socket's sign-in carries it (Pusher's watchlist, docs/decisions/037).
 */
export async function listWatchlist(userId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    await getDb(),
    sql`${watchPartnersSql(userId)}
      order by (select max(msg.created_at) from messages msg
                 where (msg.sender_id = ${userId}::uuid and msg.receiver_id = p.id)
                    or (msg.sender_id = p.id and msg.receiver_id = ${userId}::uuid)) desc nulls last, p.id
      limit ${WATCHLIST_LIMIT}`,
  );
  return rows.map((row) => row.id);
}
