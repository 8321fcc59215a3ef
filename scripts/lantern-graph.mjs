// `node scripts/lantern-graph.mjs <url> [<url> …]`: what Lighthouse's simulated LCP of each page is made of.
// Lantern (Lighthouse's simulation) builds two graphs from the unthrottled load, an optimistic and a
// pessimistic one, keeping every request that had finished before the largest paint was observed, then replays
// them on a slow 4G phone; the LCP it reports is their average. This prints, for each page and each graph, the
// kilobytes it kept by kind and when the replay ended, and with VERBOSE=1 every request and task in replay
// order. Why it matters (decision 033): a script that arrived before the observed paint is charged to the LCP
// even when the paint did not need it, so the same page can be charged its framework or not depending on
// which came first in a load of a few hundred milliseconds.
// LOCALE (es) as in scripts/lighthouse.mjs; an https:// address is taken to be behind scripts/h2-front.mjs.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runLighthouse } from "./lighthouse-run.mjs";

const urls = process.argv.slice(2);
if (urls.length === 0) throw new Error("usage: node scripts/lantern-graph.mjs <url> [<url> …]");
const locale = process.env.LOCALE ?? "es";
const kB = (bytes) => (bytes / 1024).toFixed(1);

/** The requests and CPU tasks of one simulated graph, in replay time (ms from the navigation). */
function replayed(file, kinds) {
  const events = JSON.parse(readFileSync(file, "utf8")).traceEvents;
  const requests = new Map();
  const tasks = [];
  // Lantern's debug traces start the navigation at 1 000 s.
  const at = (event) => event.ts / 1000 - 1_000_000;
  for (const event of events) {
    const data = event.args?.data;
    if (event.name === "ResourceSendRequest") {
      requests.set(data.requestId, {
        url: data.url,
        priority: data.priority,
        start: at(event),
        kind: kinds.get(data.url) ?? "?",
      });
    } else if (event.name === "ResourceFinish") {
      Object.assign(requests.get(data.requestId), { end: at(event), bytes: data.encodedDataLength });
    } else if (event.name === "Task" && event.ph === "X" && event.dur > 1000) {
      tasks.push({ start: at(event), end: at(event) + event.dur / 1000 });
    }
  }
  return { requests: [...requests.values()], tasks };
}

for (const url of urls) {
  const dir = mkdtempSync(path.join(tmpdir(), "lantern-"));
  const base = path.join(dir, "run");
  runLighthouse(url, {
    locale,
    h2: url.startsWith("https:"),
    args: ["--output=json", `--output-path=${base}.json`, "--save-assets"],
    env: { LANTERN_DEBUG: "1" },
  });
  const report = JSON.parse(readFileSync(`${base}.json`, "utf8"));
  const observed = report.audits.metrics.details.items[0];
  const kinds = new Map(report.audits["network-requests"].details.items.map((item) => [item.url, item.resourceType]));
  console.log(
    `\n${url}\n  LCP ${Math.round(report.audits["largest-contentful-paint"].numericValue)} ms simulated, ` +
      `${Math.round(observed.observedLargestContentfulPaint)} ms observed; performance ${Math.round(report.categories.performance.score * 100)}`,
  );
  for (const graph of ["optimistic", "pessimistic"]) {
    const { requests, tasks } = replayed(`${base}-${graph}LargestContentfulPaint.trace.json`, kinds);
    const byKind = new Map();
    for (const request of requests) byKind.set(request.kind, (byKind.get(request.kind) ?? 0) + request.bytes);
    const total = requests.reduce((sum, request) => sum + request.bytes, 0);
    const lastRequest = Math.max(...requests.map((request) => request.end));
    const cpu = tasks.reduce((sum, task) => sum + task.end - task.start, 0);
    console.log(
      `  ${graph}: ${kB(total)} kB in ${requests.length} requests (${[...byKind]
        .map(([kind, bytes]) => `${kind} ${kB(bytes)}`)
        .join(", ")}), last one ends at ${Math.round(lastRequest)} ms; ${Math.round(cpu)} ms of CPU tasks`,
    );
    if (process.env.VERBOSE !== "1") continue;
    const rows = [
      ...requests.map((r) => ({
        ...r,
        what: `${kB(r.bytes).padStart(6)} kB ${r.priority.padEnd(8)} ${r.url.replace(/^https?:\/\/[^/]+/, "")}`,
      })),
      ...tasks.map((task) => ({ ...task, what: "CPU task" })),
    ].sort((a, b) => a.start - b.start);
    for (const row of rows)
      console.log(
        `    ${Math.round(row.start).toString().padStart(5)}–${Math.round(row.end).toString().padEnd(5)} ${row.what.slice(0, 110)}`,
      );
  }
  rmSync(dir, { recursive: true, force: true });
}
