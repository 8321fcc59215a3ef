import { Icon } from "@/components/icons/icon";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { HashtagSummary } from "@/lib/hashtags/queries";
import { LazyHashtagSearch } from "./lazy-hashtag-search";

type Props = {
  hashtags: HashtagSummary[];
  failed?: boolean;
  title?: string;
  /** Signed-in readers also get the hashtag search box (Discover will host one too). */
  search?: boolean;
};

/** docs/product-spec.md §2 Feed: the trending hashtags card (the feed shows the top 5). */
export async function TrendingHashtags({ hashtags, failed = false, title, search = false }: Props) {
  const t = await getTranslations("feed.trending");
  // Named by its heading's text rather than an id: the home page shows the card twice (phones, desktops).
  const heading = title ?? t("title");
  return (
    <section
      aria-label={heading}
      className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-brand-100"
      data-testid="trending-hashtags"
    >
      <h2 className="mb-3 flex items-center gap-2 font-black text-ink">
        <Icon name="trending-up" className="h-5 w-5 text-brand-500" />
        {heading}
      </h2>
      {search ? <LazyHashtagSearch /> : null}
      {failed ? (
        <p className="text-sm font-semibold text-red-700">{t("error")}</p>
      ) : hashtags.length === 0 ? (
        <p className="text-sm text-muted">{t("empty")}</p>
      ) : (
        <ol className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {hashtags.map((tag, index) => (
            <li key={tag.id}>
              {/* One drawing for both widths (each tag's markup travels twice, as HTML and RSC payload): a chip
                  with the tag on phones, a ranked row with its count from lg up. */}
              <Link href={`/hashtag/${encodeURIComponent(tag.name)}`} className="trending-tag">
                <span aria-hidden className="trending-rank">
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate lg:text-ink">#{tag.name}</span>
                  <span className="trending-count">{t("posts", { count: tag.usageCount })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
