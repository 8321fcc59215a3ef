import "server-only";
import { sql } from "drizzle-orm";
import { log } from "@/server/shared/log";
import { hasRole } from "@/lib/auth/session";
import type { ViewerDataView } from "@/lib/http/viewer-data-route";
import type { Badges } from "@/lib/messages/queries";
import { headerCountColumns, headerCountsOf, type HeaderCountsRow } from "@/lib/views/header-counts";
import { listFollowSuggestions, type FollowSuggestion } from "@/lib/social/suggestions";
import { parseInput } from "@/lib/errors";
import { feedColumn, feedOf, type FeedColumnRow, type PostPage } from "@/lib/posts/queries";
import { homeViewQuerySchema, type HomeViewQuery } from "@/lib/posts/schemas";

/** Everything on /home that belongs to one viewer: data only, rendered by the page's client parts. */
export type HomeView = {
  viewer: { id: string; fullName: string; avatarUrl: string | null; canModerate: boolean };
  badges: Badges;
  cartUnits: number;
  /** The address to name in the "verify your e-mail" reminder, or null once it is verified. */
  unverifiedEmail: string | null;
  /** The feed's first page, liked-by-me included; blocks and bans are filtered in its SQL. */
  feed: PostPage;
  /** "Who to follow" for the wide layout's third column; null when the window is narrow (phones never show it). */
  suggestions: FollowSuggestion[] | null;
};

/**
 * The /home shell's per-viewer part (decision 029), for a signed-in user with a username: the session, the
 * header's counts (decision 058) and the feed's first page (decision 060) in one statement, then, in the
 * wide layout only, "who to follow". A failing "who to follow" read leaves the card out instead of taking
 * the feed down with it.
 */
export const homeView: ViewerDataView<HomeViewQuery, HeaderCountsRow & FeedColumnRow, HomeView> = {
  statement: "home_view",
  parse: (raw) => parseInput(homeViewQuerySchema, raw),
  columns: (userId, { mode }) => sql`${headerCountColumns(userId)}, ${feedColumn(userId, mode)}`,
  async answer(user, row, { wide }) {
    const suggestions =
      wide === "1"
        ? await listFollowSuggestions(user.id).catch((error: unknown): FollowSuggestion[] => {
            log.error({ err: error }, "Follow suggestions failed");
            return [];
          })
        : null;
    return {
      viewer: {
        id: user.id,
        fullName: user.fullName,
        avatarUrl: user.avatarUrl,
        canModerate: hasRole(user, "moderator"),
      },
      ...headerCountsOf(row),
      unverifiedEmail: user.emailVerified ? null : user.email,
      feed: feedOf(row),
      suggestions,
    };
  },
};
