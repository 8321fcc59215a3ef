import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";

export type CommunityStats = { pets: number; loveMatches: number; friendships: number };

/** The landing's community strip, counted from the database in one round trip. */
export async function getCommunityStats(): Promise<CommunityStats> {
  const db = await getDb();
  const [row] = await queryRows<{ pets: number; love: number; friend: number }>(
    db,
    sql`select
      (select count(*)::int from pets where is_active) as pets,
      (select count(*)::int from matches where status = 'accepted' and match_type = 'love') as love,
      (select count(*)::int from matches where status = 'accepted' and match_type = 'friend') as friend`,
  );
  return { pets: Number(row?.pets ?? 0), loveMatches: Number(row?.love ?? 0), friendships: Number(row?.friend ?? 0) };
}
