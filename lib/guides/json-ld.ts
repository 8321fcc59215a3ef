import { localizedUrl } from "@/lib/i18n/urls";
import type { GuidePage } from "./queries";

/** schema.org Article of a guide page (decision 045): what search engines show as an article result. */
export type ArticleJsonLd = {
  "@context": "https://schema.org";
  "@type": "Article";
  headline: string;
  description: string;
  image: string[];
  datePublished: string;
  dateModified: string;
  author: { "@type": "Person" | "Organization"; name: string; url?: string };
  publisher: { "@type": "Organization"; name: string; url: string };
  inLanguage: string;
  mainEntityOfPage: { "@type": "WebPage"; "@id": string };
  timeRequired: string;
  articleSection: string;
};

/**
 * The Article of a guide read at its own address. Google reads a headline of at most 110 characters;
 * images and URLs must be absolute. A guide whose author's account is gone is the site's.
 */
export function guideArticleJsonLd(
  guide: GuidePage,
  { siteName, topicName, fallbackImage }: { siteName: string; topicName: string; fallbackImage: string },
): ArticleJsonLd {
  const url = localizedUrl(guide.language, `/guides/${encodeURIComponent(guide.slug)}`);
  const site = localizedUrl(guide.language, "/");
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: guide.title.length > 110 ? `${guide.title.slice(0, 109)}…` : guide.title,
    description: guide.excerpt,
    image: [new URL(guide.coverUrl ?? fallbackImage, site).toString()],
    datePublished: new Date(guide.publishedAt).toISOString(),
    dateModified: new Date(guide.updatedAt).toISOString(),
    author: guide.authorName
      ? { "@type": "Person", name: guide.authorName }
      : { "@type": "Organization", name: siteName, url: site },
    publisher: { "@type": "Organization", name: siteName, url: site },
    inLanguage: guide.language,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    timeRequired: `PT${guide.readingMinutes}M`,
    articleSection: topicName,
  };
}
