import { getTranslations, setRequestLocale } from "next-intl/server";
import { GuideCard } from "@/components/guides/guide-card";
import { GuideFilters } from "@/components/guides/guide-filters";
import { Icon } from "@/components/icons/icon";
import { guideListQuery, readGuideListParams } from "@/lib/guides/list-params";
import { listPublishedGuides } from "@/lib/guides/queries";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "guides" });
  return pageMetadata({ locale, title: t("title"), description: t("metaDescription"), path: "/guides", index: true });
}

// Public and the same for every visitor: the front door caches the plain list (tag "guides", decision 045);
// a filtered or later page (a query string) is rendered for its request.
export default async function GuidesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = readGuideListParams(await searchParams);
  const [t, page] = await Promise.all([getTranslations("guides"), listPublishedGuides(locale, query, query.cursor)]);
  const filtered = Boolean(query.q || query.species || query.topic);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 pb-16 pt-6 sm:px-5">
      <header className="rounded-3xl bg-gradient-to-br from-violet-100 via-white to-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
        <p className="mb-2 inline-flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-violet-700">
          <Icon name="book-open" className="h-4 w-4" />
          {t("eyebrow")}
        </p>
        <h1 className="text-3xl font-black text-ink sm:text-4xl">{t("title")}</h1>
        <p className="mt-2 max-w-2xl text-lg text-ink/75">{t("intro")}</p>
      </header>
      <GuideFilters params={query} locale={locale} />
      {page.items.length === 0 ? (
        <p className="rounded-3xl bg-white p-8 text-center text-muted ring-1 ring-brand-100" role="status">
          {filtered ? t("emptyFiltered") : t("empty")}
        </p>
      ) : (
        <section aria-label={filtered ? t("results") : t("latest")}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.items.map((guide, index) => (
              <li key={guide.id}>
                <GuideCard guide={guide} locale={locale} priority={index < 3} first={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {page.nextCursor && (
        <div className="flex justify-center">
          <Link
            href={{ pathname: "/guides", query: guideListQuery({ ...query, cursor: page.nextCursor }) }}
            className="rounded-full bg-white px-5 py-2.5 font-bold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            {t("more")}
          </Link>
        </div>
      )}
    </div>
  );
}
