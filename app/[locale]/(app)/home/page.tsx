import { getTranslations, setRequestLocale } from "next-intl/server";
import { CreatePostDialog } from "@/components/feed/create-post-dialog";
import { FeedIntlProvider } from "@/components/feed/feed-intl-provider";
import { FeedModeSwitch } from "@/components/feed/feed-mode-switch";
import { PostList } from "@/components/feed/post-list";
import { TrendingHashtags } from "@/components/feed/trending-hashtags";
import { requirePageUser } from "@/lib/auth/page-guards";
import { hasRole } from "@/lib/auth/session";
import { FEED_TRENDING_LIMIT, listTrendingHashtags, type HashtagSummary } from "@/lib/hashtags/queries";
import { mediaLimitsInMb } from "@/lib/posts/media-limits";
import { listFeed, listPostablePets } from "@/lib/posts/queries";
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
  const [t, feed, pets, trending] = await Promise.all([
    getTranslations("feed"),
    listFeed(user.id, { mode }),
    listPostablePets(user.id),
    // A failing trending card must not take the feed down with it.
    listTrendingHashtags(FEED_TRENDING_LIMIT).then(
      (tags): HashtagSummary[] | null => tags,
      (error: unknown) => {
        console.error("Trending hashtags failed", error);
        return null;
      },
    ),
  ]);

  return (
    <FeedIntlProvider>
      <div className="mx-auto grid max-w-5xl gap-6 px-3 pt-4 sm:px-5 lg:grid-cols-[minmax(0,36rem)_1fr] lg:justify-center">
        <div className="flex min-w-0 flex-col gap-4">
          <h1 className="sr-only">{t("title")}</h1>
          <div className="lg:hidden">
            <TrendingHashtags hashtags={trending ?? []} failed={trending === null} />
          </div>
          <CreatePostDialog pets={pets} user={{ fullName: user.fullName, avatarUrl: user.avatarUrl }} limits={mediaLimitsInMb()} />
          <FeedModeSwitch mode={mode} />
          <PostList
            key={`${mode}:${feed.posts[0]?.id ?? "empty"}`}
            initial={feed}
            source={{ kind: "feed", mode }}
            viewer={{ id: user.id, canModerate: hasRole(user, "moderator") }}
            emptyTitle={t("empty")}
            emptyBody={mode === "following" ? t("emptyFollowingBody") : t("emptyBody")}
          />
        </div>
        <aside className="hidden lg:block">
          <div className="sticky top-20">
            <TrendingHashtags hashtags={trending ?? []} failed={trending === null} />
          </div>
        </aside>
      </div>
    </FeedIntlProvider>
  );
}
