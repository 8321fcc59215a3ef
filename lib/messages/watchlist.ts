import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { notBlocked } from "@/lib/db/not-blocked";

/** Pusher's limit on a watchlist. */
export const WATCHLIST_LIMIT = 100;

/**
 * Whose online status the user may see: the people they may message each other with (they follow each
 * other, or share an accepted match), never across a block, never a banned account. The relation is
 * symmetric, so they see the user's status too. Past Pusher's limit of 100, the most recent
 * conversations first. The socket's sign-in carries it (Pusher's watchlist, docs/decisions/037).
 */
export async function listWatchlist(userId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    await getDb(),
    sql`with partners as (
        select f.following_id as id from follows f
          where f.follower_id = ${userId}::uuid
            and exists (select 1 from follows back where back.follower_id = f.following_id and back.following_id = ${userId}::uuid)
        union
        select case when m.user1_id = ${userId}::uuid then m.user2_id else m.user1_id end from matches m
          where m.status = 'accepted' and (m.user1_id = ${userId}::uuid or m.user2_id = ${userId}::uuid))
      select p.id from partners p
        join users u on u.id = p.id
      where not u.is_banned and u.username is not null and ${notBlocked(userId, sql`p.id`)}
      order by (select max(msg.created_at) from messages msg
                 where (msg.sender_id = ${userId}::uuid and msg.receiver_id = p.id)
                    or (msg.sender_id = p.id and msg.receiver_id = ${userId}::uuid)) desc nulls last, p.id
      limit ${WATCHLIST_LIMIT}`,
  );
  return rows.map((row) => row.id);
}
