"use server";

import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { VerificationReminder } from "@/components/auth/email-verification-banner";
import type { SuggestionItem } from "@/components/profiles/suggestion-list";
import { whoToFollow } from "@/components/profiles/who-to-follow";
import { RememberFeed } from "@/components/pwa/remember-feed";
import { getEmailVerifiedAt } from "@/lib/auth/email-verification";
import { hasRole, requireUser } from "@/lib/auth/session";
import { cartCount } from "@/lib/cart/cart";
import { parseInput, runAction, type ActionResult } from "@/lib/errors";
import { unreadBadges, type Badges } from "@/lib/messages/queries";
import { loadFeedPageAction, loadHashtagPageAction } from "@/lib/posts/actions";
import { listFeed } from "@/lib/posts/queries";
import { homeViewSchema } from "@/lib/posts/schemas";
import { LAST_FEED_SIZE } from "@/lib/pwa/last-feed";
import { PostCard } from "./post-card";
import { PostList } from "./post-list";

export type PostSource = { kind: "feed"; mode: "all" | "following" } | { kind: "hashtag"; tag: string };

/**
 * The next page of a list as rendered cards (server components travel as elements), for infinite
 * scroll: the same reads and checks as the data actions it wraps, then the same markup as the first page.
 */
export async function loadMoreCardsAction(source: PostSource, cursor: string): Promise<ActionResult<{ cards: ReactNode; nextCursor: string | null }>> {
  const result =
    source?.kind === "hashtag" ? await loadHashtagPageAction({ tag: source.tag, cursor }) : await loadFeedPageAction({ mode: source?.mode, cursor });
  if (!result.ok) return result;
  return {
    ok: true,
    data: {
      cards: result.data.posts.map((post) => <PostCard key={post.id} post={post} />),
      nextCursor: result.data.nextCursor,
    },
  };
}

export type HomeView = {
  viewer: { id: string; fullName: string; avatarUrl: string | null; canModerate: boolean };
  badges: Badges;
  cartUnits: number;
  /** The unverified-address reminder, or null. */
  banner: ReactNode;
  /** The feed's first page as server-rendered cards, with the list's controller and infinite scroll. */
  feed: ReactNode;
  /** "Who to follow" for the wide layout's third column; null on phones (they do not show it). */
  suggestions: { title: string; suggestions: SuggestionItem[] } | null;
};

/**
 * Everything on /home that belongs to one viewer, in one request (decision 029): the page itself is a
 * shell shared by every signed-in visitor (the front door caches it), and this fills it. The same reads
 * and checks as before: the session from the database, blocks and bans in the feed's SQL.
 */
export async function loadHomeViewAction(input: unknown): Promise<ActionResult<HomeView>> {
  return runAction(async () => {
    const user = await requireUser();
    const { mode, wide } = parseInput(homeViewSchema, input);
    const [feed, badges, cartUnits, verifiedAt, t, suggestions] = await Promise.all([
      listFeed(user.id, { mode }),
      unreadBadges(user.id),
      cartCount(user.id),
      getEmailVerifiedAt(user.id),
      getTranslations("feed"),
      wide ? whoToFollow(user.id) : null,
    ]);
    const viewer = { id: user.id, fullName: user.fullName, avatarUrl: user.avatarUrl, canModerate: hasRole(user, "moderator") };
    // A few lines per post for the offline page (public/sw.js): text and a thumbnail, nothing per viewer.
    const remembered = feed.posts.slice(0, LAST_FEED_SIZE).map((post) => ({
      id: post.id,
      fullName: post.author.fullName,
      username: post.author.username,
      content: post.content.slice(0, 280),
      imageUrl: post.thumbnailUrl ?? post.imageUrl,
      createdAt: post.createdAt,
    }));
    return {
      viewer,
      badges,
      cartUnits,
      banner: verifiedAt ? null : <VerificationReminder email={user.email} />,
      feed: (
        <>
          <RememberFeed posts={remembered} />
          <PostList
            initial={feed}
            source={{ kind: "feed", mode }}
            viewer={{ id: viewer.id, canModerate: viewer.canModerate }}
            emptyTitle={t("empty")}
            emptyBody={mode === "following" ? t("emptyFollowingBody") : t("emptyBody")}
          />
        </>
      ),
      suggestions,
    };
  });
}
