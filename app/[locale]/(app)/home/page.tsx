import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { CreatePostDialog } from "@/components/feed/create-post-dialog";
import { FeedIntlProvider } from "@/components/feed/feed-intl-provider";
import { FeedModeBody, FeedModeProvider } from "@/components/feed/feed-mode";
import { FeedModeSwitch } from "@/components/feed/feed-mode-switch";
import { FeedPosts } from "@/components/feed/feed-posts";
import { PostSkeletons } from "@/components/feed/post-skeleton";
import { TrendingHashtags } from "@/components/feed/trending-hashtags";
import { WhoToFollow } from "@/components/profiles/who-to-follow";
import { requirePageUser } from "@/lib/auth/page-guards";
import { hasRole } from "@/lib/auth/session";
import { FEED_TRENDING_LIMIT, type HashtagSummary } from "@/lib/hashtags/queries";
import { trendingHashtags } from "@/lib/hashtags/trending-cache";
import { mediaLimitsInMb } from "@/lib/posts/media-limits";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ mode?: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "tabs" });
  return pageMetadata({ locale, title: t("home"), path: "/home" });
}

export default async function HomePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  const mode = (await searchParams).mode === "following" ? "following" : "all";
  const [t, common, trending] = await Promise.all([
    getTranslations("feed"),
    getTranslations("common"),
    // A failing trending card must not take the feed down with it.
    trendingHashtags(FEED_TRENDING_LIMIT).then(
      (tags): HashtagSummary[] | null => tags,
      (error: unknown) => {
        console.error("Trending hashtags failed", error);
        return null;
      },
    ),
  ]);

  const skeletons = <PostSkeletons count={2} label={common("loading")} />;
  return (
    <FeedIntlProvider>
      <div className="mx-auto grid max-w-5xl gap-6 px-3 pt-4 sm:px-5 lg:grid-cols-[minmax(0,36rem)_17rem] lg:justify-center xl:grid-cols-[minmax(0,36rem)_minmax(17rem,24rem)]">
        <div className="flex min-w-0 flex-col gap-4">
          <h1 className="sr-only">{t("title")}</h1>
          <div className="lg:hidden">
            <TrendingHashtags hashtags={trending ?? []} failed={trending === null} search />
          </div>
          <CreatePostDialog user={{ fullName: user.fullName, avatarUrl: user.avatarUrl }} limits={mediaLimitsInMb()} />
          <FeedModeProvider>
            <FeedModeSwitch mode={mode} />
            {/* Skeletons from the click on a mode until its posts arrive: first while the server answers
                (FeedModeBody), then while the new mode's first page streams (Suspense keyed by mode). */}
            <FeedModeBody fallback={skeletons}>
              <Suspense key={mode} fallback={skeletons}>
                <FeedPosts
                  userId={user.id}
                  mode={mode}
                  viewer={{ id: user.id, canModerate: hasRole(user, "moderator") }}
                  emptyTitle={t("empty")}
                  emptyBody={mode === "following" ? t("emptyFollowingBody") : t("emptyBody")}
                />
              </Suspense>
            </FeedModeBody>
          </FeedModeProvider>
        </div>
        {/* The third column from 1024 px up (navigation rail | feed | this). Phones keep today's layout, so
            the suggestions stream in here only, after the feed, never holding it back. */}
        <aside className="hidden lg:block">
          {/* Sticky, and scrolling on its own when taller than the window, so its end stays reachable. */}
          <div className="sticky top-20 -m-1 flex max-h-[calc(100dvh-5.5rem)] flex-col gap-4 overflow-y-auto overscroll-contain p-1 pb-6 [scrollbar-width:thin]">
            <TrendingHashtags hashtags={trending ?? []} failed={trending === null} search />
            <Suspense fallback={null}>
              <WhoToFollow userId={user.id} />
            </Suspense>
          </div>
        </aside>
      </div>
    </FeedIntlProvider>
  );
}
