import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { GuideArticle } from "@/components/guides/guide-article";
import { getPublishedGuide } from "@/lib/guides/queries";
import { redirect } from "@/lib/i18n/navigation";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string; slug: string }> };

function readSlug(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

// The head and the page ask for the same guide in one request: read it once.
const loadGuide = cache((slug: string, locale: string) => getPublishedGuide(readSlug(slug), locale));

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params;
  const guide = await loadGuide(slug, locale);
  if (!guide) return notFoundMetadata(locale);
  return pageMetadata({
    locale,
    title: guide.title,
    description: guide.excerpt,
    path: `/guides/${encodeURIComponent(guide.slug)}`,
    image: guide.coverUrl ?? undefined,
    index: true,
    // hreflang between the translations; the address in the guide's own language is the canonical one.
    versions: {
      language: guide.language,
      paths: Object.fromEntries(
        guide.translations.map((version) => [version.language, `/guides/${encodeURIComponent(version.slug)}`]),
      ),
    },
  });
}

// Public and the same for every visitor: the front door caches it (tag guide:{slug}, decision 045).
export default async function GuidePage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const guide = await loadGuide(slug, locale);
  if (!guide) notFound();
  // Another language's version at this address (a link from a list, or the language picker on a guide):
  // the reader's own translation when there is one.
  const own = guide.language !== locale ? guide.translations.find((version) => version.language === locale) : undefined;
  if (own) redirect({ href: `/guides/${own.slug}`, locale });
  const t = await getTranslations("guides");
  return <GuideArticle guide={guide} locale={locale} backLabel={t("title")} />;
}
