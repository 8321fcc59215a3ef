import "server-only";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * A WHERE condition true when neither the viewer nor the owner of a row has blocked the other, to add
 * to every list a viewer reads (feed, hashtag page, profiles, comments). A null viewer (signed out)
 * sees everything public.
 */
export function notBlocked(viewerId: string | null, ownerColumn: AnyColumn | SQL): SQL {
  if (!viewerId) return sql`true`;
  return sql`not exists (
    select 1 from blocks b
    where (b.blocker_id = ${viewerId} and b.blocked_id = ${ownerColumn})
       or (b.blocker_id = ${ownerColumn} and b.blocked_id = ${viewerId}))`;
}
