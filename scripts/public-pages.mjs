// The kinds of public page issue 47 measures, as concrete paths of a running server: the first page of
// each kind in its sitemaps (the hashtag: the fullest of the first five, or `hashtag` when given), so the
// scripts that use it (page-bytes.mjs, lighthouse.mjs) need no ids. `locale` "es" is the unprefixed one.
export async function fetchText(base, path) {
  const response = await fetch(new URL(path, base), {
    headers: { "Accept-Encoding": "identity", Accept: "text/html" },
    redirect: "follow",
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.text();
}

export const postCards = (html) => (html.match(/data-testid="post-card"/g) ?? []).length;

/** The page's RSC payload as the HTML carries it: its inline `self.__next_f.push` scripts, escaped as sent. */
export const rscPayload = (html) =>
  [...html.matchAll(/<script[^>]*>(\(?self\.__next_f[\s\S]*?)<\/script>/g)].map((match) => match[1]).join("");

export async function publicPages(base, { locale = "es", hashtag } = {}) {
  const prefix = locale === "es" ? "" : `/${locale}`;
  const fromSitemap = async (kind, count = 1) => {
    const xml = await fetchText(base, `/sitemaps/${kind}/start.xml`);
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const local = paths.filter((path) =>
      prefix ? path.startsWith(`${prefix}/`) : !/^\/(en|fr|pt|zh)(\/|$)/.test(path),
    );
    return local.filter((path) => !/\/new$/.test(path)).slice(0, count);
  };
  const fullestHashtag = async () => {
    if (hashtag) return `${prefix}/hashtag/${encodeURIComponent(hashtag)}`;
    let best = null;
    for (const path of await fromSitemap("hashtags", 5)) {
      const posts = postCards(await fetchText(base, path));
      if (!best || posts > best.posts) best = { path, posts };
    }
    return best?.path;
  };
  return [
    ["landing", `${prefix}/`],
    ["hashtag", await fullestHashtag()],
    ["post", (await fromSitemap("posts"))[0]],
    ["profile", (await fromSitemap("users"))[0]],
    ["pet", (await fromSitemap("pets"))[0]],
    ["marketplace", `${prefix}/marketplace`],
    ["product", (await fromSitemap("products"))[0]],
    ["store", (await fromSitemap("stores"))[0]],
    ["guides list", `${prefix}/guides`],
    ["guide", (await fromSitemap("guides"))[0]],
    ["lost case", (await fromSitemap("lost"))[0]],
  ];
}
