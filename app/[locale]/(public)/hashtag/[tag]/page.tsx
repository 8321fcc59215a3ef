import { Icon } from "@/components/icons/icon";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { FeedIntlProvider } from "@/components/posts/feed-intl-provider";
import { PostList } from "@/components/posts/post-list";
import { ShellPostInteractions } from "@/components/posts/shell-post-interactions";
import { TrendingHashtags } from "@/components/posts/trending-hashtags";
import { readPageViewer } from "@/lib/auth/page-viewer";
import { getHashtag } from "@/lib/hashtags/queries";
import { trendingHashtags } from "@/lib/hashtags/trending-cache";
import { listHashtagPosts } from "@/lib/posts/queries";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string; tag: string }> };

function readTag(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export async function generateMetadata({ params }: Props) {
  const { locale, tag } = await params;
  const hashtag = await getHashtag(readTag(tag));
  if (!hashtag) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: "hashtags" });
  return pageMetadata({
    locale,
    title: t("metaTitle", { tag: hashtag.name }),
    description: t("description", { tag: hashtag.name, count: hashtag.usageCount }),
    path: `/hashtag/${encodeURIComponent(hashtag.name)}`,
    image: hashtag.ogImage ?? undefined,
    index: true,
  });
}

/** docs/product-spec.md §2 Hashtag page: public and indexable; header with the tag and its post count, then the posts. */
export default async function HashtagPage({ params }: Props) {
  const { locale, tag } = await params;
  setRequestLocale(locale);
  // On a shell render (decision 032) the cards are a guest's; the viewer's layer fills in the rest.
  const [hashtag, { user, cardsViewer, signedIn, shell }] = await Promise.all([
    getHashtag(readTag(tag)),
    readPageViewer(),
  ]);
  if (!hashtag) notFound();
  const [t, page, trending] = await Promise.all([
    getTranslations("hashtags"),
    listHashtagPosts(hashtag.id, user?.id ?? null),
    trendingHashtags(6).catch(() => []),
  ]);
  const related = trending.filter((item) => item.id !== hashtag.id).slice(0, 5);
  const sideCard =
    related.length > 0 || signedIn ? (
      <TrendingHashtags hashtags={related} title={t("related")} search={signedIn} />
    ) : null;

  return (
    <FeedIntlProvider>
      <div className="mx-auto grid max-w-5xl gap-6 px-3 pb-16 pt-6 sm:px-5 lg:grid-cols-[minmax(0,36rem)_1fr] lg:justify-center">
        <div className="flex min-w-0 flex-col gap-5">
          <header className="flex items-center gap-4 rounded-3xl bg-gradient-to-br from-brand-500 to-brand-600 p-5 text-white shadow-sm">
            <span className="grid h-16 w-16 shrink-0 place-items-center rounded-2xl bg-white/20">
              <Icon name="hash" className="h-8 w-8" />
            </span>
            <div className="min-w-0">
              <h1 className="truncate text-3xl font-black" data-testid="hashtag-title">
                #{hashtag.name}
              </h1>
              <p className="font-bold text-white/90" data-testid="hashtag-count">
                {t("count", { count: hashtag.usageCount })}
              </p>
            </div>
          </header>
          {/* Phones: a signed-in reader's search box comes before the endless list, not after it. */}
          {signedIn ? <div className="lg:hidden">{sideCard}</div> : null}
          <PostList
            initial={page}
            source={{ kind: "hashtag", tag: hashtag.name }}
            viewer={cardsViewer}
            controller={shell ? (cards) => <ShellPostInteractions>{cards}</ShellPostInteractions> : undefined}
            emptyTitle={t("empty")}
          />
        </div>
        {sideCard ? (
          <aside className={signedIn ? "hidden lg:block" : "lg:block"}>
            <div className="sticky top-20">{sideCard}</div>
          </aside>
        ) : null}
      </div>
    </FeedIntlProvider>
  );
}
