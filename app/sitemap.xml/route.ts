import { sitemapIndexRoute } from "@/lib/seo/sitemap-route";

export const dynamic = "force-dynamic";

/** GET /sitemap.xml → the sitemap index (lib/seo/sitemap.ts): a child sitemap per kind of public page and per 50 000 URLs. */
export const GET = sitemapIndexRoute;
