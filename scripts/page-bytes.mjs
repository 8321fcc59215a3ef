// `node scripts/page-bytes.mjs [base]`: the bytes every kind of public page sends (issue 47, goal 2),
// against a running production server (`npm start`, demo data): the HTML document, the part of it that is
// the RSC payload (the inline `self.__next_f.push` scripts), the stylesheets and the scripts it links, raw
// and gzip. Bytes do not depend on the machine's load, so before / after compare across sessions.
// The concrete pages are the first of each kind in the sitemaps (the hashtag: the fullest of the first
// five, HASHTAG=name to choose), so the script needs no ids.
import { gzipSync } from "node:zlib";

const base = process.argv[2] ?? "http://localhost:3000";
const locale = process.env.LOCALE ?? "es";
const prefix = locale === "es" ? "" : `/${locale}`;

async function text(path) {
  const response = await fetch(new URL(path, base), { headers: { "Accept-Encoding": "identity", Accept: "text/html" }, redirect: "follow" });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.text();
}

const cards = (html) => (html.match(/data-testid="post-card"/g) ?? []).length;

/** The paths of the first `count` pages of a sitemap kind, in the chosen locale. */
async function fromSitemap(kind, count = 1) {
  const xml = await text(`/sitemaps/${kind}/start.xml`);
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).filter((path) => (prefix ? path.startsWith(`${prefix}/`) : !/^\/(en|fr|pt|zh)(\/|$)/.test(path)));
  return paths.filter((path) => !/\/new$/.test(path)).slice(0, count);
}

async function fullestHashtag() {
  if (process.env.HASHTAG) return `${prefix}/hashtag/${encodeURIComponent(process.env.HASHTAG)}`;
  let best = null;
  for (const path of await fromSitemap("hashtags", 5)) {
    const posts = cards(await text(path));
    if (!best || posts > best.posts) best = { path, posts };
  }
  return best?.path;
}

const pages = [
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

const assets = new Map();
async function asset(url) {
  if (!assets.has(url)) assets.set(url, Buffer.from(await (await fetch(new URL(url, base), { headers: { "Accept-Encoding": "identity" } })).arrayBuffer()));
  return assets.get(url);
}
const kB = (bytes) => (bytes / 1000).toFixed(1);
const both = (buffer) => `${kB(buffer.length)} / ${kB(gzipSync(buffer).length)}`;

console.log("| page | path | HTML | RSC payload (per post) | CSS | JS (files) |");
console.log("|---|---|---|---|---|---|");
for (const [label, path] of pages) {
  if (!path) {
    console.log(`| ${label} | (no link found) | | | | |`);
    continue;
  }
  const html = await text(path);
  const rsc = Buffer.from([...html.matchAll(/<script[^>]*>(\(?self\.__next_f[\s\S]*?)<\/script>/g)].map((m) => m[1]).join(""));
  const posts = cards(html);
  const css = [...new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map((m) => m[0].match(/href="([^"]+)"/)?.[1]).filter(Boolean))];
  // Module scripts only: noModule ones are polyfills modern browsers skip.
  const js = [...new Set([...html.matchAll(/<script([^>]*)src="([^"]+)"([^>]*)>/g)].filter((m) => !/nomodule/i.test(m[1] + m[3])).map((m) => m[2]))];
  const cssBytes = Buffer.concat(await Promise.all(css.map(asset)));
  const jsBytes = Buffer.concat(await Promise.all(js.map(asset)));
  const perPost = posts ? ` (${posts} posts, ${kB(rsc.length / posts)} each)` : "";
  console.log(`| ${label} | ${path} | ${both(Buffer.from(html))} | ${both(rsc)}${perPost} | ${both(cssBytes)} | ${both(jsBytes)} (${js.length}) |`);
}
console.log("\nkB = 1000 bytes; each cell is raw / gzip.");
