import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { hasRole } from "@/lib/auth/session";
import { parseInput } from "@/lib/errors";
import type { ViewerDataView } from "@/lib/http/viewer-data-route";
import { canSendSql } from "@/lib/messages/partners";
import type { Badges } from "@/lib/messages/queries";
import { followersCountSql } from "@/lib/profiles/queries";
import { headerCountColumns, headerCountsOf, type HeaderCountsRow } from "@/lib/views/header-counts";
import { viewerLayerQuerySchema, type ViewerLayerQuery } from "@/lib/posts/schemas";

/**
 * The viewer's relation to the user of a profile page, and that user's followers counted now: the cached
 * page's counter may be a few seconds old (a follow purges it as a counter, decision 052), and the viewer
 * who just followed must see their own follow counted.
 */
export type ProfileRelation = { iFollow: boolean; followsMe: boolean; messageable: boolean; followers: number };

/**
 * What a cached public page (decision 032) needs from its signed-in viewer, as data: who they are (the
 * cards' menus, "is this my profile or pet"), the header's counts, which of the page's posts they liked
 * and saved, which of its products they favourited (issue 26), which of the page's people are hidden
 * from them by a block, either way, and on a profile page how they relate to its user.
 */
export type ViewerLayer = {
  viewer: { id: string; canModerate: boolean };
  badges: Badges;
  cartUnits: number;
  liked: string[];
  saved: string[];
  favourites: string[];
  hidden: string[];
  profile: ProfileRelation | null;
};

/**
 * A list of ids as one parameter, an array literal: the statement's text then depends only on which lists
 * the page sent, not on how many ids each holds, so the named statement below keeps one plan instead of
 * being parsed and planned for every page (decision 052). The ids are UUIDs (viewerLayerQuerySchema).
 */
const idArray = (ids: string[]): SQL => sql`${`{${ids.join(",")}}`}::uuid[]`;

type ViewerLayerRow = HeaderCountsRow & {
  liked: string[];
  saved: string[];
  favourites: string[];
  hidden: string[];
  i_follow: boolean;
  follows_me: boolean;
  followers: number;
  messageable: boolean;
};

/**
 * The layer for a signed-in user with a username, in one statement with the session (decision 058): the
 * header's counts, hearts, saves, favourites, blocks and, on a profile page, the follows, the followers and
 * whether they may message its user. Ids the page did not ask about are never answered, so the layer says
 * nothing of the viewer beyond what the page shows.
 */
export const viewerLayerView: ViewerDataView<ViewerLayerQuery, ViewerLayerRow, ViewerLayer> = {
  statement: "viewer_layer",
  parse: (raw) => parseInput(viewerLayerQuerySchema, raw),
  columns: (userId, query) => sql`${headerCountColumns(userId)}, ${relationColumns(userId, query)}`,
  answer: (user, row, { profile }) => ({
    viewer: { id: user.id, canModerate: hasRole(user, "moderator") },
    ...headerCountsOf(row),
    liked: row.liked ?? [],
    saved: row.saved ?? [],
    favourites: row.favourites ?? [],
    hidden: [...new Set(row.hidden ?? [])],
    profile: profile
      ? {
          iFollow: Boolean(row.i_follow),
          followsMe: Boolean(row.follows_me),
          messageable: Boolean(row.messageable),
          followers: Number(row.followers ?? 0),
        }
      : null,
  }),
};

/**
 * The columns of the caller's relations to what the page shows. The statement's text depends only on
 * which lists the page sent (idArray), so each kind of page keeps one plan.
 */
function relationColumns(viewerId: string, { posts, users: people, products, profile }: ViewerLayerQuery): SQL {
  const users = profile ? [...new Set([...people, profile])] : people;
  const none = sql`'{}'::text[]`;
  const liked = posts.length
    ? sql`(select coalesce(array_agg(l.post_id::text), '{}') from likes l where l.user_id = ${viewerId} and l.post_id = any(${idArray(posts)}))`
    : none;
  // Saves and favourites have their primary keys on (user_id, item id): one index probe an id.
  const saved = posts.length
    ? sql`(select coalesce(array_agg(s.post_id::text), '{}') from saved_posts s where s.user_id = ${viewerId} and s.post_id = any(${idArray(posts)}))`
    : none;
  const favourites = products.length
    ? sql`(select coalesce(array_agg(fp.product_id::text), '{}') from favourite_products fp where fp.user_id = ${viewerId} and fp.product_id = any(${idArray(products)}))`
    : none;
  // blocks has a primary key on (blocker_id, blocked_id) and an index on blocked_id: two index probes a person.
  const hidden = users.length
    ? sql`(select coalesce(array_agg(b.blocked_id::text), '{}') from blocks b where b.blocker_id = ${viewerId} and b.blocked_id = any(${idArray(users)}))
        || (select coalesce(array_agg(b.blocker_id::text), '{}') from blocks b where b.blocked_id = ${viewerId} and b.blocker_id = any(${idArray(users)}))`
    : none;
  // One's own profile: no follow, and no "Message" link to oneself.
  const other = profile && profile !== viewerId ? profile : null;
  const follows = profile
    ? sql`exists (select 1 from follows f where f.follower_id = ${viewerId} and f.following_id = ${profile}::uuid) as i_follow,
        exists (select 1 from follows f where f.follower_id = ${profile}::uuid and f.following_id = ${viewerId}) as follows_me,
        ${followersCountSql(sql`${profile}::uuid`)} as followers,
        ${other ? canSendSql(viewerId, sql`${other}::uuid`) : sql`false`} as messageable`
    : sql`false as i_follow, false as follows_me, 0 as followers, false as messageable`;
  return sql`${liked} as liked, ${saved} as saved, ${favourites} as favourites, ${hidden} as hidden, ${follows}`;
}
