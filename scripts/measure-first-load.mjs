// First-load JavaScript of pages, as docs/design.md §9 budgets it: the scripts the server-rendered HTML itself
// loads (not later prefetches), gzip-compressed. Usage, against a running server:
//   node scripts/measure-first-load.mjs http://localhost:3000 / /auth
// Signed-in pages (/messages, /activity): MEASURE_EMAIL (and MEASURE_PASSWORD, default the demo
// password) logs in first, through next-auth's credentials endpoint as the browser does.
import { gzipSync } from "node:zlib";
import { logIn } from "./log-in.mjs";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);

const cookie = process.env.MEASURE_EMAIL
  ? await logIn(base, process.env.MEASURE_EMAIL, process.env.MEASURE_PASSWORD)
  : null;

async function firstLoadBytes(path) {
  const response = await fetch(base + path, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  // A signed-in page asked for without a session redirects to /auth: measuring /auth instead would mislead.
  if (response.status >= 300 && response.status < 400)
    throw new Error(
      `${path} redirects to ${response.headers.get("location")}: set MEASURE_EMAIL to measure it signed in`,
    );
  const html = await response.text();
  // noModule scripts are legacy polyfills that modern browsers skip.
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

for (const path of paths.length ? paths : ["/"]) {
  const { bytes, files, inlineBytes } = await firstLoadBytes(path);
  console.log(
    `${path}: ${(bytes / 1024).toFixed(1)} kB gzip in ${files} scripts (+ ${(inlineBytes / 1024).toFixed(1)} kB inline RSC payload)`,
  );
}
