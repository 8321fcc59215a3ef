/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { responsiveImage } from "@/lib/storage/responsive-image";
import { getFormatter, getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/market/json-ld";
import { ProductCard } from "@/components/market/product-card";
import { favouriteHearts } from "@/components/saved/product-favourite";
import { ProductButtonWords } from "@/components/market/product-button-words";
import { readPageViewer } from "@/lib/auth/page-viewer";
import { guideProse as prose } from "@/components/guides/guide-prose";
import { languageName } from "@/lib/format/language";
import { guideArticleJsonLd } from "@/lib/guides/json-ld";
import { renderGuideMarkdown } from "@/lib/guides/markdown";
import type { GuidePage } from "@/lib/guides/queries";
import { Link } from "@/lib/i18n/navigation";
import { listProductCardsByIds } from "@/lib/market/queries";

/** A guide's page: header, cover, the text, its other languages and "Shop the guide". */
export async function GuideArticle({
  guide,
  locale,
  backLabel,
}: {
  guide: GuidePage;
  locale: string;
  backLabel: string;
}) {
  const [t, tMeta, tLanguage, format, products, { user }] = await Promise.all([
    getTranslations("guides"),
    getTranslations("meta"),
    getTranslations("language"),
    getFormatter(),
    listProductCardsByIds(guide.productIds),
    readPageViewer(),
  ]);
  // A cached copy is rendered for nobody (its viewer's layer fills the hearts in), as on store pages.
  const heart = await favouriteHearts(
    user?.username ? user.id : null,
    products.map((product) => product.id),
  );
  const published = new Date(guide.publishedAt);
  const updated = new Date(guide.updatedAt);
  const day = (date: Date) => format.dateTime(date, { dateStyle: "long" });
  const foreign = guide.language !== locale;
  const others = guide.translations.filter((version) => version.language !== guide.language);

  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:px-6">
      <JsonLd
        data={guideArticleJsonLd(guide, {
          siteName: tMeta("siteName"),
          topicName: t(`topics.${guide.topic}`),
          fallbackImage: "/opengraph-image.png",
        })}
      />
      <Link
        href="/guides"
        className="mb-5 inline-flex items-center gap-1 text-sm font-bold text-brand-700 hover:underline"
      >
        <span aria-hidden>←</span> {backLabel}
      </Link>
      <header className="mb-6">
        <p className="mb-3 flex flex-wrap gap-2 text-xs font-bold uppercase tracking-wide">
          <Link
            href={{ pathname: "/guides", query: { topic: guide.topic } }}
            className="rounded-full bg-violet-100 px-3 py-1 text-violet-800 hover:underline"
          >
            {t(`topics.${guide.topic}`)}
          </Link>
          <Link
            href={{ pathname: "/guides", query: { species: guide.species } }}
            className="rounded-full bg-brand-50 px-3 py-1 text-brand-700 hover:underline"
          >
            {t(`species.${guide.species}`)}
          </Link>
        </p>
        <h1 className="text-3xl font-black leading-tight text-ink sm:text-[2.5rem]" lang={guide.language}>
          {guide.title}
        </h1>
        <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
          <span className="font-semibold text-ink/80">{t("readingTime", { minutes: guide.readingMinutes })}</span>
          <span aria-hidden>·</span>
          <time dateTime={published.toISOString()}>{t("publishedOn", { date: day(published) })}</time>
          {day(updated) !== day(published) && (
            <>
              <span aria-hidden>·</span>
              <time dateTime={updated.toISOString()}>{t("updatedOn", { date: day(updated) })}</time>
            </>
          )}
          {guide.authorName && (
            <>
              <span aria-hidden>·</span>
              <span>{t("by", { name: guide.authorName })}</span>
            </>
          )}
        </p>
        {foreign && (
          <p className="mt-4 rounded-2xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
            {t("onlyIn", { language: languageName(guide.language, locale) })}
          </p>
        )}
      </header>
      {guide.coverUrl && (
        <img
          {...responsiveImage(guide.coverUrl)}
          sizes="(min-width: 768px) 48rem, 100vw"
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
          className="mb-8 aspect-[16/9] w-full rounded-3xl object-cover"
        />
      )}
      <div
        lang={guide.language}
        className={`max-w-[68ch] ${prose}`}
        dangerouslySetInnerHTML={{ __html: renderGuideMarkdown(guide.body) }}
      />
      {others.length > 0 && (
        <nav aria-label={t("otherLanguages")} className="mt-10 flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-muted">{t("otherLanguages")}:</span>
          {others.map((version) => (
            <Link
              key={version.language}
              href={`/guides/${version.slug}`}
              locale={version.language as "es"}
              hrefLang={version.language}
              lang={version.language}
              className="rounded-full bg-white px-3 py-1 font-bold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
            >
              {tLanguage(version.language as "es")}
            </Link>
          ))}
        </nav>
      )}
      {products.length > 0 && (
        <section aria-labelledby="shop-the-guide" className="mt-12 space-y-4 border-t border-brand-100 pt-8">
          <div>
            <h2 id="shop-the-guide" className="text-2xl font-extrabold text-ink">
              {t("shopTitle")}
            </h2>
            <p className="text-muted">{t("shopIntro")}</p>
          </div>
          {/* Three to a row at most: the text's column is too narrow for the catalogue's four. */}
          <ProductButtonWords>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {products.map((product) => (
                <ProductCard key={product.id} product={product} locale={locale} favourite={heart(product.id)} />
              ))}
            </div>
          </ProductButtonWords>
        </section>
      )}
    </article>
  );
}
