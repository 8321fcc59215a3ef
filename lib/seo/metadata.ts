import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { routing } from "@/lib/i18n/routing";
import { localizedUrl } from "@/lib/i18n/urls";

type PageHead = {
  locale: string;
  title: string;
  description?: string;
  /** The path without locale prefix, e.g. "/auth" or "/hashtag/perros". */
  path: string;
  /** A picture for shared links; with its size when known (og:image:width / height let previews lay out at once). */
  image?: string | { url: string; width?: number; height?: number; alt?: string };
  /** Signed-in and unfinished pages stay out of search engines. */
  index?: boolean;
  /**
   * A page whose versions live at different paths per language (a care guide and its translations): each
   * language's path, and the language of this version, whose address is the canonical one.
   */
  versions?: { language: string; paths: Record<string, string> };
};

/** docs/product-spec.md §2 Page head: title, description, social tags, canonical link and alternates per language. */
export async function pageMetadata({
  locale,
  title,
  description,
  path,
  image,
  index = false,
  versions,
}: PageHead): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "meta" });
  const summary = description ?? t("defaultDescription");
  const canonical = localizedUrl(versions?.language ?? locale, path);
  const paths = versions?.paths ?? Object.fromEntries(routing.locales.map((code) => [code, path]));
  const languages = Object.fromEntries(Object.entries(paths).map(([code, at]) => [code, localizedUrl(code, at)]));
  const fallback =
    paths[routing.defaultLocale] !== undefined
      ? localizedUrl(routing.defaultLocale, paths[routing.defaultLocale]!)
      : canonical;
  const images = image
    ? [typeof image === "string" ? { url: image } : image]
    : [{ url: "/opengraph-image.png", width: 1200, height: 630 }];
  return {
    title,
    description: summary,
    alternates: { canonical, languages: { ...languages, "x-default": fallback } },
    openGraph: {
      type: "website",
      siteName: t("siteName"),
      title,
      description: summary,
      url: canonical,
      locale,
      images,
    },
    twitter: { card: "summary_large_image", title, description: summary, images: images.map((item) => item.url) },
    robots: index ? { index: true, follow: true } : { index: false, follow: true },
  };
}

/**
 * The head of a page that answers 404: docs/product-spec.md §2 names its title, "Oops! Page not found", in the page's
 * language. Next.js uses a not-found file's own metadata only for paths no route matches, so the pages
 * that find nothing (the catch-all, a missing post, profile or hashtag) return this themselves.
 */
export async function notFoundMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "notFound" });
  return { title: { absolute: t("title") }, robots: { index: false, follow: true } };
}
