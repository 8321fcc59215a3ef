// `node scripts/lighthouse.mjs label=url …`: Lighthouse mobile (its default preset: simulated slow 4G,
// CPU 4× slower), RUNS (3) rounds, the pages alternating within each round so that a change of the
// machine's load hits every page alike (decision 033). Put a control first (an empty Next.js page, 033
// says how to build it): a score is only worth what the control scores in the same session.
// Lighthouse is not a dependency: LIGHTHOUSE_BIN names its CLI, else `npx --yes lighthouse@12.8.2`.
// Each run also prints the first paint Lighthouse observed in its unthrottled load: when Chromium's paint
// holding keeps that frame back (decision 033), it reads 1.2 s or more, and the run is marked "held".
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";

const runs = Number(process.env.RUNS ?? 3);
const targets = process.argv.slice(2).map((argument) => {
  const [label, url] = argument.includes("=") ? argument.split(/=(.*)/s) : [argument, argument];
  return { label, url };
});
if (targets.length === 0) throw new Error("usage: node scripts/lighthouse.mjs label=url …");

const chromeFlags = `--headless=new --no-sandbox --disable-gpu`;
function lighthouse(url) {
  const [command, prefix] = process.env.LIGHTHOUSE_BIN ? [process.env.LIGHTHOUSE_BIN, []] : ["npx", ["--yes", "lighthouse@12.8.2"]];
  const out = execFileSync(command, [...prefix, url, "--output=json", "--output-path=stdout", "--quiet", `--chrome-flags=${chromeFlags}`], {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    maxBuffer: 256 * 1024 * 1024,
  });
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
    lcpElement: report.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? "",
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
  return rounded[0] === rounded.at(-1) && new Set(rounded).size === 1 ? rounded[0] : `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
};
console.log("\n| page | performance | LCP (s) | TBT (ms) | CLS | runs held | a11y / bp / seo | load |");
console.log("|---|---|---|---|---|---|---|---|");
for (const [label, list] of results) {
  const others = [...new Set(list.map((result) => `${result.accessibility} / ${result.bestPractices} / ${result.seo}`))].join(", ");
  console.log(
    `| ${label} | ${list.map((result) => result.performance).join(", ")} | ${range(list.map((result) => result.lcp / 1000), 2)} | ` +
      `${range(list.map((result) => result.tbt))} | ${range(list.map((result) => result.cls), 3)} | ${list.filter(held).length} of ${list.length} | ${others} | ${range(list.map((result) => Number(result.load)), 2)} |`,
  );
}
