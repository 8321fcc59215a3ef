// `npm run lighthouse -- <base>` or `node scripts/lighthouse.mjs <base> [label=url …]`: Lighthouse mobile (its
// default preset: simulated slow 4G, CPU 4× slower), RUNS (3) rounds, the pages alternating within each
// round so that a change of the machine's load hits every page alike (decision 033). The control comes
// first, built and served by this script: scripts/lighthouse-control/, an empty page with the app's own
// Next.js, React, stylesheet and font (built once; CONTROL_REBUILD=1 builds it again; CONTROL_PORT, 3600),
// twice: its text as the largest paint ("control"), and the same page with one preloaded photo under it
// ("control, photo"), the closest control for the pages whose largest paint is a photo. The summary gives
// every page's median LCP over each control's.
// Without label=url arguments the pages are every public kind of the server at <base>
// (scripts/public-pages.mjs), fetched twice first so that they are warm in the page cache. Give the base
// the server's APP_URL names (http://localhost:PORT): the canonical links point there, and Lighthouse's
// SEO audit reads 92 when they point to another host (127.0.0.1, say).
// LOCALE (es) chooses the pages' language, and the browser asks for it. Chromium runs with paint holding
// off for every page (--disable-features=PaintHolding): decision 033 traced the hold to a headless browser
// waiting for an external tick, which a phone does not do.
// H2_FRONT=1: the control is served through an HTTP/2 front with TLS (scripts/h2-front.mjs, on
// CONTROL_H2_PORT, 3601) and Chromium accepts its self-signed certificate: give the pages' base through a
// front of their own (`node scripts/h2-front.mjs 8443 http://127.0.0.1:3460`, the app's APP_URL
// https://localhost:8443), so that both are measured over HTTP/2, as a phone meets a deployed site.
// Lighthouse is not a dependency: LIGHTHOUSE_BIN names its CLI, else `npx --yes lighthouse@12.8.2`.
// scripts/lantern-graph.mjs shows, for one page, which requests and tasks the simulated LCP was made of.
// Each run also prints the first paint Lighthouse observed in its unthrottled load: when that frame is
// still held back, it reads 1.2 s or more, and the run is marked "held".
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { runLighthouse } from "./lighthouse-run.mjs";
import { publicPages } from "./public-pages.mjs";

const h2 = process.env.H2_FRONT === "1";
// The fronts' certificates are signed by nobody; this script only reads its own servers.
if (h2) process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
const runs = Number(process.env.RUNS ?? 3);
const locale = process.env.LOCALE ?? "es";
const [base, ...named] = process.argv.slice(2);
if (!base) throw new Error("usage: node scripts/lighthouse.mjs <base> [label=url …]");
const listed = named.map((argument) => {
  const [label, url] = argument.split(/=(.*)/s);
  return { label, url };
});
const pages =
  listed.length > 0
    ? listed
    : (await publicPages(base, { locale }))
        .filter(([, page]) => page)
        .map(([label, page]) => ({ label, url: new URL(page, base).href }));
// Warm: each page twice (the page cache), and the phone copies its srcsets name, which the media route
// makes on their first request when the demo seed stored the image without one.
for (const page of pages) {
  let html = "";
  for (let i = 0; i < 2; i += 1) html = await fetch(page.url).then((response) => response.text());
  const copies = new Set(
    [...html.matchAll(/(?:srcSet|imageSrcSet)="([^"]+)"/g)].flatMap((match) =>
      match[1].split(",").map((candidate) => candidate.trim().split(" ")[0]),
    ),
  );
  for (const copy of copies) await fetch(new URL(copy, page.url)).then((response) => response.arrayBuffer());
}

const control = await servedControl();
const controls = [
  { label: "control", url: control.url },
  { label: "control, photo", url: new URL("photo", control.url).href },
];
const targets = [...controls, ...pages];

/** Builds the control when it has no build yet, serves it with `next start`, and answers once it is up. */
async function startControl() {
  const dir = path.join(import.meta.dirname, "lighthouse-control");
  const next = path.join(import.meta.dirname, "..", "node_modules", ".bin", "next");
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
  if (!existsSync(path.join(dir, ".next", "BUILD_ID")) || process.env.CONTROL_REBUILD === "1") {
    execFileSync(next, ["build"], { cwd: dir, env, stdio: "inherit" });
  }
  const port = process.env.CONTROL_PORT ?? "3600";
  const child = spawn(next, ["start", "-p", port, "-H", "127.0.0.1"], { cwd: dir, env, stdio: "ignore" });
  process.on("exit", () => child.kill());
  return answering(`http://127.0.0.1:${port}/`, "the control");
}
/** Resolves with `{ url }` once `url` answers 200, within a minute. */
async function answering(url, what) {
  for (let tries = 0; tries < 240; tries += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start on ${url}`);
}
/**
 * The control as measured: itself, or behind an HTTP/2 front (H2_FRONT=1), in a process of its own: this
 * script waits for Lighthouse synchronously, and a front in its own event loop would answer nothing.
 */
async function servedControl() {
  const control = await startControl();
  if (!h2) return control;
  const port = process.env.CONTROL_H2_PORT ?? "3601";
  const front = spawn(process.execPath, [path.join(import.meta.dirname, "h2-front.mjs"), port, control.url], {
    stdio: "ignore",
  });
  process.on("exit", () => front.kill());
  return answering(`https://localhost:${port}/`, "the control's HTTP/2 front");
}

// The browser asks for the pages' language, as a phone set to it does: Lighthouse's Chromium asks for
// en-US, and the proxy answers every unprefixed (Spanish) address with a redirect to /en first, one round
// trip that the simulation charges to every page and never to the control. (Every run before 2026-11-29
// paid it.) scripts/lighthouse-run.mjs holds the flags.
function lighthouse(url) {
  const out = runLighthouse(url, { locale, h2 });
  const report = JSON.parse(out.toString());
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const score = (id) => Math.round((report.categories[id]?.score ?? NaN) * 100);
  // What the unthrottled load itself showed, before the simulation.
  const observed = report.audits.metrics?.details?.items?.[0] ?? {};
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    lcpElement:
      report.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? "",
    benchmarkIndex: report.environment?.benchmarkIndex,
    observedFcp: observed.observedFirstContentfulPaint ?? NaN,
    observedLoad: observed.observedLoad ?? NaN,
  };
}

// The page had loaded, but its first frame was not drawn: the hold decision 033 describes.
const held = (result) => result.observedFcp > result.observedLoad && result.observedFcp >= 1000;

const results = new Map(targets.map((target) => [target.label, []]));
for (let round = 1; round <= runs; round += 1) {
  for (const target of targets) {
    const load = loadavg()[0].toFixed(2);
    const result = { ...lighthouse(target.url), load };
    results.get(target.label).push(result);
    console.log(
      `round ${round} ${target.label}: ${result.performance} (LCP ${Math.round(result.lcp)} ms, FCP ${Math.round(result.fcp)} ms, ` +
        `TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}; observed first paint ${Math.round(result.observedFcp)} ms, ` +
        `loaded at ${Math.round(result.observedLoad)} ms${held(result) ? " (held)" : ""}; a11y ${result.accessibility}, bp ${result.bestPractices}, seo ${result.seo}; ` +
        `benchmarkIndex ${result.benchmarkIndex}, load ${load}) LCP element: ${result.lcpElement.slice(0, 60)}`,
    );
  }
}

const range = (values, digits = 0) => {
  const rounded = values.map((value) => value.toFixed(digits));
  return rounded[0] === rounded.at(-1) && new Set(rounded).size === 1
    ? rounded[0]
    : `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
};
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const medianLcp = (label) => median(results.get(label).map((result) => result.lcp));
console.log(
  "\n| page | performance | LCP (s) | median LCP ÷ control's | ÷ photo control's | TBT (ms) | CLS | runs held | a11y / bp / seo | load |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const [label, list] of results) {
  const others = [
    ...new Set(list.map((result) => `${result.accessibility} / ${result.bestPractices} / ${result.seo}`)),
  ].join(", ");
  console.log(
    `| ${label} | ${list.map((result) => result.performance).join(", ")} | ${range(
      list.map((result) => result.lcp / 1000),
      2,
    )} | ` +
      `${controls.map((control) => (medianLcp(label) / medianLcp(control.label)).toFixed(2)).join(" | ")} | ` +
      `${range(list.map((result) => result.tbt))} | ${range(
        list.map((result) => result.cls),
        3,
      )} | ${list.filter(held).length} of ${list.length} | ${others} | ${range(
        list.map((result) => Number(result.load)),
        2,
      )} |`,
  );
}
process.exit(0);
