// First-load JavaScript of a page, as docs/design.md §9 budgets it: the scripts the server-rendered HTML
// itself loads (not later prefetches, not the legacy polyfills modern browsers skip), gzip-compressed, and
// apart from them the inline RSC payload. Used by scripts/measure-first-load.mjs and the budget's test
// (tests/e2e/first-load-budget.spec.ts).
import { gzipSync } from "node:zlib";

/** `headers`: a signed-in page's cookie. A redirect throws: measuring /auth instead would mislead. */
export async function firstLoadBytes(base, path, headers = {}) {
  const response = await fetch(base + path, { redirect: "manual", headers });
  if (response.status >= 300 && response.status < 400)
    throw new Error(
      `${path} redirects to ${response.headers.get("location")}: set MEASURE_EMAIL to measure it signed in`,
    );
  const html = await response.text();
  const tags = [...html.matchAll(/<script([^>]+)src="([^"]+)"([^>]*)>/g)].filter(
    (match) => !/nomodule/i.test(match[1] + match[3]),
  );
  const sources = [...new Set(tags.map((match) => match[2]))];
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join("");
  let bytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return { bytes, files: sources.length, inlineBytes: gzipSync(inline).length };
}
