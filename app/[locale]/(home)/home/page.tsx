import { log } from "@/server/shared/log";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { FeedIntlProvider } from "@/components/posts/feed-intl-provider";
import { FeedModeSwitch } from "@/components/posts/feed-mode-switch";
import { HomeComposer, HomeFeed, HomeSuggestions, HomeViewProvider } from "@/components/posts/home-view";
import { preloadHomeView } from "@/components/posts/home-view-url";
import { PostSkeletons } from "@/components/posts/post-skeleton";
import { TrendingHashtags } from "@/components/posts/trending-hashtags";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AppFrame } from "@/components/layout/app-frame";
import { LazyShellBadge, LazyShellCartButton } from "@/components/layout/shell-parts";
import { SiteHeader } from "@/components/layout/site-header";
import { FEED_TRENDING_LIMIT, type HashtagSummary } from "@/lib/hashtags/queries";
import { trendingHashtags } from "@/lib/hashtags/trending-cache";
import { mediaLimitsInMb } from "@/lib/posts/media-limits";
import { PendingNavigation, PendingRegion } from "@/lib/i18n/pending-navigation";
import { pageMetadata } from "@/lib/seo/metadata";
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ mode?: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "tabs" });
  return pageMetadata({ locale, title: t("home"), path: "/home" });
}

/**
 * The feed (docs/product-spec.md §2 Home), as a shell (decision 029): this page reads no session, so the front door
 * serves one copy of it to every signed-in visitor of a language; `HomeViewProvider` then fetches the
 * viewer's part (feed, badges, cart, reminders, suggestions) in one request. Everything here is the
 * same for every viewer: the frame, the trending tags, the composer's button, the mode switch.
 */
export default async function HomePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const mode = (await searchParams).mode === "following" ? "following" : "all";
  preloadHomeView(mode);
  const [t, common, trending] = await Promise.all([
    getTranslations("feed"),
    getTranslations("common"),
    // A failing trending card must not take the feed down with it.
    trendingHashtags(FEED_TRENDING_LIMIT).then(
      (tags): HashtagSummary[] | null => tags,
      (error: unknown) => {
        log.error({ err: error }, "Trending hashtags failed");
        return null;
      },
    ),
  ]);

  const skeletons = <PostSkeletons count={2} label={common("loading")} />;
  return (
    <HomeViewProvider mode={mode}>
      <SiteHeader
        shell={{
          badge: (kind, label, config) => <LazyShellBadge kind={kind} label={label} config={config} />,
          cart: <LazyShellCartButton />,
        }}
      />
      <AppFrame>
        <main id="main" className="mx-auto min-h-[calc(100dvh-4rem)] max-w-5xl">
          <FeedIntlProvider cardsInBrowser>
            <div className="mx-auto grid max-w-5xl gap-6 px-3 pt-4 sm:px-5 lg:grid-cols-[minmax(0,36rem)_17rem] lg:justify-center xl:grid-cols-[minmax(0,36rem)_minmax(17rem,24rem)]">
              <div className="flex min-w-0 flex-col gap-4">
                <h1 className="sr-only">{t("title")}</h1>
                <div className="lg:hidden">
                  <TrendingHashtags hashtags={trending ?? []} failed={trending === null} search />
                </div>
                <HomeComposer limits={mediaLimitsInMb()} />
                <PendingNavigation>
                  <FeedModeSwitch mode={mode} />
                  {/* Skeletons from the click on a mode until its posts arrive: first while the server
                      answers the new shell (PendingRegion), then until the viewer's posts come (HomeFeed). */}
                  <PendingRegion fallback={skeletons}>
                    <HomeFeed skeletons={skeletons} />
                  </PendingRegion>
                </PendingNavigation>
              </div>
              {/* The third column from 1024 px up (navigation rail | feed | this). Phones keep today's
                  layout, and never ask for the suggestions. */}
              <aside className="hidden lg:block">
                {/* Sticky, and scrolling on its own when taller than the window, so its end stays reachable. */}
                <div className="sticky top-20 -m-1 flex max-h-[calc(100dvh-5.5rem)] flex-col gap-4 overflow-y-auto overscroll-contain p-1 pb-6 [scrollbar-width:thin]">
                  <TrendingHashtags hashtags={trending ?? []} failed={trending === null} search />
                  {/* The Follow button's words and the card's own (a nested provider replaces its parent's messages). */}
                  <ClientMessages namespaces={["errors", "follows"]}>
                    <HomeSuggestions />
                  </ClientMessages>
                </div>
              </aside>
            </div>
          </FeedIntlProvider>
        </main>
      </AppFrame>
    </HomeViewProvider>
  );
}
