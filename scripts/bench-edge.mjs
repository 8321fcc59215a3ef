// `npm run bench:edge`: the edge cache's throughput (issue 47, goal 3). Starts `npm start` (WORKERS, 2, on
// PostgreSQL: DATABASE_URL, seeded with `npm run db:seed:large`) purging a local varnishd with the
// repository's VCL (scripts/varnish.mjs), then loads, through Varnish and side by side, /api/health (never
// stored: every request reaches the app) and the most used hashtag's page as a guest with a language
// cookie (a hit), alternating for BENCH_ROUNDS (2) rounds of BENCH_DURATION (10) s at BENCH_CONNECTIONS (50).
// Prints req/s, p50, p97.5 and p99, what Varnish said (X-Cache), and the load average.
import autocannon from "autocannon";
import { availableParallelism, loadavg } from "node:os";
import { mostUsedHashtagPath } from "./bench-pages.mjs";
import { startServer } from "./bench-server.mjs";
import { freePort } from "./free-port.mjs";
import { purgeSettings, startVarnish } from "./varnish.mjs";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

/** X-Cache of an answer: autocannon keeps the header names as sent (Varnish's "X-Cache"). */
function xCache(headers) {
  const name = Object.keys(headers ?? {}).find((key) => key.toLowerCase() === "x-cache");
  return name ? String(headers[name]) : "none";
}

function load(url, headers) {
  const caches = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        headers,
        requests: [
          {
            onResponse: (status, body, context, answer) => (caches[xCache(answer)] = (caches[xCache(answer)] ?? 0) + 1),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, caches })),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error("Set DATABASE_URL (PostgreSQL with `npm run db:seed:large`)");
  const [appPort, edgePort] = [await freePort(), await freePort()];
  Object.assign(process.env, { LOG_LEVEL: process.env.LOG_LEVEL ?? "warn", ...purgeSettings(edgePort) });
  const varnish = startVarnish({ port: edgePort, backendPort: appPort });
  const server = await startServer(Number(process.env.WORKERS ?? 2), appPort);
  try {
    const hashtag = await mostUsedHashtagPath(varnish.url);
    const targets = [
      { name: "/api/health through Varnish", path: "/api/health", headers: {} },
      {
        name: `${decodeURIComponent(hashtag)} through Varnish (guest)`,
        path: hashtag,
        headers: { cookie: "NEXT_LOCALE=es", "accept-encoding": "gzip" },
      },
    ];
    // Warm: the app's page cache, then Varnish (it keeps the page from the app's second answer on).
    for (const target of targets) await load(`${varnish.url}${target.path}`, target.headers);
    const rows = [];
    const loadBefore = loadavg()[0];
    for (let round = 1; round <= rounds; round += 1) {
      for (const target of targets) {
        const { result, caches } = await load(`${varnish.url}${target.path}`, target.headers);
        rows.push({
          round,
          target: target.name,
          "req/s": Math.round(result.requests.average),
          "p50 ms": result.latency.p50,
          "p97.5 ms": result.latency.p97_5,
          "p99 ms": result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
          "X-Cache": Object.entries(caches)
            .map(([kind, count]) => `${kind} ${count}`)
            .join(", "),
          load: loadavg()[0].toFixed(2),
        });
      }
    }
    console.log(
      `\nThrough Varnish (${varnish.url}) to ${process.env.WORKERS ?? 2} workers; ${connections} connections, ${duration} s a row; load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after (${availableParallelism()} cores)`,
    );
    console.table(rows);
    const mean = (name) =>
      rows.filter((row) => row.target === name).reduce((sum, row) => sum + row["req/s"], 0) / rounds;
    console.log(`hashtag page / health: ${(mean(targets[1].name) / mean(targets[0].name)).toFixed(2)}×`);
  } finally {
    await server.stop();
    await varnish.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
