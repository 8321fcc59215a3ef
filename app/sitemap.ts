import type { MetadataRoute } from "next";
import { routing } from "@/lib/i18n/routing";
import { localizedUrl } from "@/lib/i18n/urls";

// The public, indexable pages; hashtag, store and product pages join as their features land.
const publicPaths = ["/", "/auth"];

export const dynamic = "force-dynamic";

export default function sitemap(): MetadataRoute.Sitemap {
  return publicPaths.map((path) => ({
    url: localizedUrl(routing.defaultLocale, path),
    changeFrequency: "daily",
    alternates: { languages: Object.fromEntries(routing.locales.map((locale) => [locale, localizedUrl(locale, path)])) },
  }));
}
