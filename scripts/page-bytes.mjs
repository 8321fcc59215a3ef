// `node scripts/page-bytes.mjs [base]`: the bytes every kind of public page sends (issue 47, goal 2),
// against a running production server (`npm start`, demo data): the HTML document, the part of it that is
// the RSC payload (the inline `self.__next_f.push` scripts), the stylesheets and the scripts it links, raw
// and gzip. Bytes do not depend on the machine's load, so before / after compare across sessions.
// The pages: scripts/public-pages.mjs (HASHTAG=name chooses the hashtag, LOCALE=en… the language).
import { gzipSync } from "node:zlib";
import { fetchText, postCards, publicPages, rscPayload } from "./public-pages.mjs";

const base = process.argv[2] ?? "http://localhost:3000";
const pages = await publicPages(base, { locale: process.env.LOCALE, hashtag: process.env.HASHTAG });

const assets = new Map();
async function asset(url) {
  if (!assets.has(url))
    assets.set(
      url,
      Buffer.from(
        await (await fetch(new URL(url, base), { headers: { "Accept-Encoding": "identity" } })).arrayBuffer(),
      ),
    );
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
  const html = await fetchText(base, path);
  const rsc = Buffer.from(rscPayload(html));
  const posts = postCards(html);
  const css = [
    ...new Set(
      [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)]
        .map((m) => m[0].match(/href="([^"]+)"/)?.[1])
        .filter(Boolean),
    ),
  ];
  // Module scripts only: noModule ones are polyfills modern browsers skip.
  const js = [
    ...new Set(
      [...html.matchAll(/<script([^>]*)src="([^"]+)"([^>]*)>/g)]
        .filter((m) => !/nomodule/i.test(m[1] + m[3]))
        .map((m) => m[2]),
    ),
  ];
  const cssBytes = Buffer.concat(await Promise.all(css.map(asset)));
  const jsBytes = Buffer.concat(await Promise.all(js.map(asset)));
  const perPost = posts ? ` (${posts} posts, ${kB(rsc.length / posts)} each)` : "";
  console.log(
    `| ${label} | ${path} | ${both(Buffer.from(html))} | ${both(rsc)}${perPost} | ${both(cssBytes)} | ${both(jsBytes)} (${js.length}) |`,
  );
}
console.log("\nkB = 1000 bytes; each cell is raw / gzip.");
