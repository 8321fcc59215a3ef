import type { MetadataRoute } from "next";
import { listTrendingHashtags } from "@/lib/hashtags/queries";
import { routing } from "@/lib/i18n/routing";
import { localizedUrl } from "@/lib/i18n/urls";
import { listSitemapMarket } from "@/lib/market/queries";

// The public, indexable pages.
const publicPaths = ["/", "/auth", "/marketplace"];
// The most used hashtags: pages with real content that search engines should find.
const SITEMAP_HASHTAGS = 50;
// The newest sellable products and active stores.
const SITEMAP_MARKET = 500;

export const dynamic = "force-dynamic";

function entry(path: string): MetadataRoute.Sitemap[number] {
  return {
    url: localizedUrl(routing.defaultLocale, path),
    changeFrequency: "daily",
    alternates: { languages: Object.fromEntries(routing.locales.map((locale) => [locale, localizedUrl(locale, path)])) },
  };
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const hashtags = await listTrendingHashtags(SITEMAP_HASHTAGS).catch((error: unknown) => {
    console.error("Sitemap: hashtags failed", error);
    return [];
  });
  const market = await listSitemapMarket(SITEMAP_MARKET).catch((error: unknown) => {
    console.error("Sitemap: marketplace failed", error);
    return { products: [], stores: [] };
  });
  return [
    ...publicPaths.map(entry),
    ...hashtags.map((tag) => entry(`/hashtag/${encodeURIComponent(tag.name)}`)),
    ...market.stores.map((id) => entry(`/store/${id}`)),
    ...market.products.map((id) => entry(`/product/${id}`)),
  ];
}
