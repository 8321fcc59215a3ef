import "server-only";
import { withRouteErrors } from "@/lib/http/route-errors";
import { listSitemapEntries, listSitemapFiles, readSitemapFile, sitemapIndexXml, sitemapUrlsetXml } from "./sitemap";

// Cached like the public pages (decision 009): each process keeps a document for the page cache's default
// lifetime, 5 minutes, and renders a missing one once however many crawlers ask (single flight). The
// front door stores only HTML, so the sitemap keeps its own copies here. A page removed meanwhile (a
// ban, a deleted post) stays listed until then and answers 404, which crawlers take as "gone".
const TTL_MS = 5 * 60_000;
// Bounds the memory any stream of made-up file names can take: the oldest copy goes first.
const MAX_DOCUMENTS = 500;
const documents = new Map<string, { at: number; xml: Promise<string | null> }>();

function cached(key: string, build: () => Promise<string | null>): Promise<string | null> {
  const now = Date.now();
  const hit = documents.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.xml;
  const xml = build();
  documents.delete(key);
  documents.set(key, { at: now, xml });
  // A failed render is not kept: the next request tries again.
  xml.catch(() => documents.delete(key));
  while (documents.size > MAX_DOCUMENTS) documents.delete(documents.keys().next().value as string);
  return xml;
}

/** Forgets every kept document (tests). */
export function forgetSitemaps(): void {
  documents.clear();
}

function xmlResponse(xml: string | null): Response {
  if (xml === null)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

/** GET /sitemap.xml → the index of the child sitemaps. */
export const sitemapIndexRoute = withRouteErrors("Sitemap index", async (): Promise<Response> => {
  return xmlResponse(await cached("index", async () => sitemapIndexXml(await listSitemapFiles())));
});

/** GET /sitemaps/{kind}/{start | key}.xml → one child sitemap; 404 for a name that is no file or an empty one. */
export const sitemapFileRoute = withRouteErrors(
  "Sitemap file",
  async (_request: Request, context: { params: Promise<{ kind: string; page: string }> }): Promise<Response> => {
    const file = readSitemapFile(await context.params);
    if (!file) return xmlResponse(null);
    return xmlResponse(
      await cached(`${file.kind}/${file.after ?? "start"}`, async () => {
        const entries = await listSitemapEntries(file.kind, file.after);
        return entries.length === 0 && file.after ? null : sitemapUrlsetXml(entries);
      }),
    );
  },
);
