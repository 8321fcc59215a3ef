import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { hasRole, type CurrentUser } from "@/lib/auth/session";
import { getDb, queryRows } from "@/lib/db/client";
import { parseInput } from "@/lib/errors";
import type { Badges } from "@/lib/messages/queries";
import { headerCounts } from "@/lib/navigation/header-counts";
import { viewerLayerQuerySchema } from "./schemas";

/**
 * What a cached public page (decision 032) needs from its signed-in viewer, as data: who they are (the
 * cards' menus), the header's counts, which of the page's posts they liked, and which of the page's
 * people are hidden from them by a block, either way.
 */
export type ViewerLayer = {
  viewer: { id: string; canModerate: boolean };
  badges: Badges;
  cartUnits: number;
  liked: string[];
  hidden: string[];
};

const idValues = (ids: string[]): SQL => sql.join(
  ids.map((id) => sql`${id}::uuid`),
  sql`, `,
);

/**
 * The layer for a signed-in user with a username: the session (already read), the header's counts and one
 * statement for liked-by-me and blocks, side by side on the pool. Ids the page did not ask about are
 * never answered, so the layer says nothing of the viewer beyond what the page shows.
 */
export async function loadViewerLayer(user: CurrentUser, raw: unknown): Promise<ViewerLayer> {
  const { posts, users } = parseInput(viewerLayerQuerySchema, raw);
  const [counts, relations] = await Promise.all([headerCounts(user.id), likedAndHidden(user.id, posts, users)]);
  return { viewer: { id: user.id, canModerate: hasRole(user, "moderator") }, ...counts, ...relations };
}

async function likedAndHidden(viewerId: string, posts: string[], users: string[]): Promise<{ liked: string[]; hidden: string[] }> {
  if (posts.length === 0 && users.length === 0) return { liked: [], hidden: [] };
  const liked = posts.length
    ? sql`(select coalesce(array_agg(l.post_id::text), '{}') from likes l where l.user_id = ${viewerId} and l.post_id in (${idValues(posts)}))`
    : sql`'{}'::text[]`;
  // blocks has a primary key on (blocker_id, blocked_id) and an index on blocked_id: two index probes a person.
  const hidden = users.length
    ? sql`(select coalesce(array_agg(b.blocked_id::text), '{}') from blocks b where b.blocker_id = ${viewerId} and b.blocked_id in (${idValues(users)}))
        || (select coalesce(array_agg(b.blocker_id::text), '{}') from blocks b where b.blocked_id = ${viewerId} and b.blocker_id in (${idValues(users)}))`
    : sql`'{}'::text[]`;
  const db = await getDb();
  const [row] = await queryRows<{ liked: string[]; hidden: string[] }>(db, sql`select ${liked} as liked, ${hidden} as hidden`);
  return { liked: row?.liked ?? [], hidden: [...new Set(row?.hidden ?? [])] };
}
