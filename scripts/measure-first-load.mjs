// First-load JavaScript of pages, as DESIGN §9 budgets it: the scripts the server-rendered HTML itself
// loads (not later prefetches), gzip-compressed. Usage, against a running server:
//   node scripts/measure-first-load.mjs http://localhost:3000 / /auth
import { gzipSync } from "node:zlib";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);

async function firstLoadBytes(path) {
  const html = await (await fetch(base + path, { redirect: "follow" })).text();
  // noModule scripts are legacy polyfills that modern browsers skip.
  const tags = [...html.matchAll(/<script([^>]+)src="([^"]+)"([^>]*)>/g)].filter((match) => !/nomodule/i.test(match[1] + match[3]));
  const sources = [...new Set(tags.map((match) => match[2]))];
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join("");
  let bytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return { bytes, files: sources.length, inlineBytes: gzipSync(inline).length };
}

for (const path of paths.length ? paths : ["/"]) {
  const { bytes, files, inlineBytes } = await firstLoadBytes(path);
  console.log(`${path}: ${(bytes / 1024).toFixed(1)} kB gzip in ${files} scripts (+ ${(inlineBytes / 1024).toFixed(1)} kB inline RSC payload)`);
}
