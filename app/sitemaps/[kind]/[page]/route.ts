import { sitemapFileRoute } from "@/lib/seo/sitemap-route";

export const dynamic = "force-dynamic";

/** GET /sitemaps/{kind}/{start | key}.xml → one child sitemap of the index (lib/seo/sitemap.ts). */
export const GET = sitemapFileRoute;
