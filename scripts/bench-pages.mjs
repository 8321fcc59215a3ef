// What the benchmarks read: the most used hashtag's page, found as a visitor would. /sitemap.xml is an
// index of child files (decision 044) listing hashtags in key order, so any hashtag page from it leads to
// the trending card, whose first link is the most used hashtag (docs/product-spec.md §7: by usage).

/** The path of the most used hashtag's page (`/hashtag/…`), or BENCH_HASHTAG's when set. */
export async function mostUsedHashtagPath(base) {
  if (process.env.BENCH_HASHTAG) return `/hashtag/${encodeURIComponent(process.env.BENCH_HASHTAG)}`;
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const child = /<loc>([^<]*\/sitemaps\/hashtags\/[^<]+)<\/loc>/.exec(index)?.[1];
  if (!child) throw new Error("No hashtag file in /sitemap.xml: is the database seeded?");
  const list = await (await fetch(new URL(new URL(child).pathname, base))).text();
  const anyHashtag = /<loc>[^<]*?(\/hashtag\/[^<]+)<\/loc>/.exec(list)?.[1];
  if (!anyHashtag) throw new Error(`No hashtag in ${child}`);
  const page = await (await fetch(`${base}${anyHashtag}`)).text();
  const trending = page.slice(page.indexOf('data-testid="trending-hashtags"'));
  return /href="(\/hashtag\/[^"]+)"/.exec(trending)?.[1] ?? anyHashtag;
}

/** GET /api/viewer for the cards of a page's HTML, as ViewerLayerProvider asks it (decision 032). */
export function layerPath(html) {
  const posts = new Set([...html.matchAll(/data-post-id="([0-9a-f-]{36})"/g)].map((match) => match[1]));
  const users = new Set([...html.matchAll(/data-author="([0-9a-f-]{36})"/g)].map((match) => match[1]));
  return `/api/viewer?${new URLSearchParams({ posts: [...posts].join(","), users: [...users].join(",") })}`;
}
