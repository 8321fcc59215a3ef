import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { notBlocked } from "@/lib/db/not-blocked";
import { endWatching, refreshWatchlists } from "./publish";

/**
 * SQL selecting (as `p.id`) whom the user may see online: the people they may message each other with
 * (they follow each other, or share an accepted match), never across a block, never a banned account.
 * The relation is symmetric, so they see the user's status too. `only`: just that one, if they are.
 */
export function watchPartnersSql(userId: string, only?: string) {
  return sql`with partners as (
      select f.following_id as id from follows f
        where f.follower_id = ${userId}::uuid
          and exists (select 1 from follows back where back.follower_id = f.following_id and back.following_id = ${userId}::uuid)
      union
      select case when m.user1_id = ${userId}::uuid then m.user2_id else m.user1_id end from matches m
        where m.status = 'accepted' and (m.user1_id = ${userId}::uuid or m.user2_id = ${userId}::uuid))
    select p.id from partners p
      join users u on u.id = p.id
    where not u.is_banned and u.username is not null and ${notBlocked(userId, sql`p.id`)}
      ${only ? sql`and p.id = ${only}::uuid` : sql``}`;
}

/**
 * After a change that may have ended a pair's tie (a block, an unfollow, an unmatch; call it after the
 * commit): when they may no longer see each other online, the realtime server stops their watching
 * itself (endWatching); when they still may, their browsers only sign in again.
 */
export async function refreshPairWatchlists(a: string, b: string): Promise<boolean> {
  const still = await queryRows<{ id: string }>(await getDb(), watchPartnersSql(a, b));
  return still.length > 0 ? refreshWatchlists([a, b]) : endWatching(a, b);
}
