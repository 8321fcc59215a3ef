// `npm run bench:alerts`: lost-pet alerts at scale (issue 45, decision 070). On a scratch PostgreSQL
// database (BENCH_ADMIN_URL's server, default the local one), with the production server (`npm start`,
// WORKERS=1 then 2: every server process runs the alerts worker), it seeds BENCH_ALERT_USERS (100 000)
// people with alerts on in one city, each with a browser subscribed to a push service on this machine
// (loopback, counting only: it keeps no bodies), plus a fifth as many around other cities. Then:
//   - BENCH_REPORTS (20) small reports far from anyone and one report in the city, each timed through the
//     report action's own steps (the input parsed with reportSchema, then createLostCase: the
//     transaction that writes the case and enqueues its job); its p95;
//   - the time until every alert row of the big case is written, and until every push is accepted;
//   - /api/health and the landing page's throughput (autocannon) before the report and while it fans out.
// Each number is printed with the load average beside it: the machine is shared.
// Run: node --import tsx scripts/bench-alerts.mjs (the npm script does).
import { once } from "node:events";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { mkdirSync, rmSync } from "node:fs";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import { startServer } from "./bench-server.mjs";
import { createScratchDatabase } from "./scratch-database.mjs";

const USERS = Number(process.env.BENCH_ALERT_USERS ?? 100_000);
const REPORTS = Number(process.env.BENCH_REPORTS ?? 20);
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? "1,2").split(",").map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3460);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ROWS_TARGET_S = 60;
const PUSH_TARGET_S = 300;
const load = () => loadavg()[0].toFixed(1);
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

/**
 * The push service: answers 201 to every POST and counts them. Loopback only. It runs on a thread of its
 * own, so receiving the pushes does not slow this process's load generator (autocannon), which would
 * understate the pages' throughput while the pushes go out; the counts are shared memory.
 */
async function startCountingPushService() {
  const shared = new SharedArrayBuffer(16);
  const thread = new Worker(
    `const { createServer } = require("node:http");
     const { parentPort, workerData } = require("node:worker_threads");
     const total = new Int32Array(workerData, 0, 1);
     const lastAt = new Float64Array(workerData, 8, 1);
     const server = createServer((request, response) => {
       request.resume();
       request.on("end", () => {
         Atomics.add(total, 0, 1);
         lastAt[0] = performance.timeOrigin + performance.now();
         response.writeHead(201).end();
       });
     });
     server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
     parentPort.on("message", () => server.close(() => process.exit(0)));`,
    { eval: true, workerData: shared },
  );
  const [port] = await once(thread, "message");
  const total = new Int32Array(shared, 0, 1);
  const lastAt = new Float64Array(shared, 8, 1);
  return {
    origin: `http://127.0.0.1:${port}`,
    counts: {
      get total() {
        return Atomics.load(total, 0);
      },
      /** When the last push arrived, on this process's performance.now() clock. */
      get lastAt() {
        return lastAt[0] - performance.timeOrigin;
      },
    },
    close: async () => {
      thread.postMessage("close");
      await once(thread, "exit");
    },
  };
}

// The app's server modules say `import "server-only"`; this process is no client, so that import is made
// empty here, as Jest's mapping does (the react-server condition would break next-intl outside Next.js).
const require = createRequire(import.meta.url);
const serverOnly = require.resolve("server-only");
require.cache[serverOnly] = { id: serverOnly, filename: serverOnly, loaded: true, exports: {} };

const dataDir = "/tmp/patitas-bench-alerts";
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// BENCH_KEEP_DATABASE=1 keeps the seeded database at the end, and the next run with it set starts from it.
const scratch = await createScratchDatabase(ADMIN_URL, "patitas_bench_alerts", {
  reuse: Boolean(process.env.BENCH_KEEP_DATABASE),
});
Object.assign(process.env, {
  DATABASE_URL: scratch.url,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
});
const pushService = await startCountingPushService();

// The app's modules read DATABASE_URL and DATA_DIR as they load: imported once these are set.
const { sql } = await import("drizzle-orm");
const { getDb, queryRows, closeDb } = await import("../lib/db/client.ts");
const { parseInput } = await import("../lib/errors.ts");
const { reportSchema } = await import("../lib/lost/schemas.ts");
const { createLostCase } = await import("../lib/lost/reports.ts");
const { recipientsSql } = await import("../lib/lost/alerts.ts");
const { seedAlertPeople, benchPhoto } = await import("./seed/alert-people.ts");

const results = { machine: { users: USERS, startedAt: new Date().toISOString() }, rounds: [] };
let server = null;
try {
  for (const workers of WORKER_COUNTS) {
    console.log(`\n== ${workers} server process(es) (load ${load()}) ==`);
    server = await startServer(workers, PORT);
    const db = await getDb();
    const city = await seedOnce(db);
    await db.execute(sql`delete from lost_cases`);
    await db.execute(sql`delete from lost_alert_daily_counts`);
    results.rounds.push(await round(db, server.baseUrl, workers, city));
    await server.stop();
    server = null;
  }
  await explainRecipients();
  console.log(`\n${JSON.stringify(results, null, 2)}`);
} finally {
  await server?.stop();
  await closeDb();
  await pushService.close();
  if (!process.env.BENCH_KEEP_DATABASE) await scratch.drop();
}

async function seedOnce(db) {
  const [seeded] = await queryRows(db, sql`select count(*)::int as n from lost_alert_preferences`);
  const started = performance.now();
  const city = await seedAlertPeople(db, { users: USERS, pushOrigin: pushService.origin, seed: seeded.n === 0 });
  if (seeded.n === 0)
    console.log(
      `seeded ${USERS} people in ${city.name} and ${Math.ceil(USERS / 5)} around other cities in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${load()})`,
    );
  return city;
}

/** Throughput of /api/health and the landing page for LOAD_SECONDS each. */
async function throughput(baseUrl) {
  const measure = (path) =>
    new Promise((resolve, reject) =>
      autocannon({ url: `${baseUrl}${path}`, connections: 10, duration: LOAD_SECONDS }, (error, result) =>
        error ? reject(error) : resolve(Math.round(result.requests.average)),
      ),
    );
  const health = await measure("/api/health");
  const landing = await measure("/");
  return { health, landing, load: load() };
}

/** Times a report the way the action runs it after authorizing: parse, then createLostCase. */
async function timedReport(reporter, placeId, point) {
  const raw = {
    kind: "lost",
    species: "dog",
    name: "Toby",
    colours: ["brown"],
    description: "Brown dog with a red collar, very friendly.",
    photos: [reporter.photo],
    lastSeenAt: new Date().toISOString(),
    placeId,
    point,
  };
  const started = performance.now();
  const { id } = await createLostCase({ id: reporter.id }, parseInput(reportSchema, raw));
  return { id, ms: performance.now() - started };
}

async function round(db, baseUrl, workers, city) {
  const before = await throughput(baseUrl);
  console.log(
    `throughput before: health ${before.health} req/s, landing ${before.landing} req/s (load ${before.load})`,
  );
  const reporter = { id: city.reporterId, photo: await benchPhoto(city.reporterId) };
  const [far] = await queryRows(
    db,
    sql`select id, latitude as lat, longitude as lng from places where country = 'AR' order by population limit 1`,
  );
  const reportMs = [];
  for (let index = 0; index < REPORTS; index += 1)
    reportMs.push((await timedReport(reporter, far.id, { latitude: far.lat, longitude: far.lng })).ms);

  const pushesBefore = pushService.counts.total;
  const big = await timedReport(reporter, city.id, { latitude: city.lat + 0.003, longitude: city.lng });
  reportMs.push(big.ms);
  const started = performance.now();
  const during = throughput(baseUrl);
  let rowsAt = null;
  let rowsLoad = null;
  let pushesAt = null;
  // Past the target and half a minute, the pushes missed it: the count then is what is reported.
  const deadline = started + (PUSH_TARGET_S + 30) * 1000;
  while (performance.now() < deadline && pushesAt === null) {
    await wait(500);
    if (rowsAt === null) {
      const [rows] = await queryRows(
        db,
        sql`select count(*)::int as n from notifications where lost_case_id = ${big.id}::uuid`,
      );
      if (rows.n >= USERS) [rowsAt, rowsLoad] = [performance.now() - started, load()];
    }
    if (pushService.counts.total - pushesBefore >= USERS) pushesAt = pushService.counts.lastAt - started;
  }
  const [told] = await queryRows(
    db,
    sql`select count(*)::int as n from lost_alert_deliveries where case_id = ${big.id}::uuid`,
  );
  const whileFanningOut = await during;
  const result = {
    workers,
    reportP95Ms: Math.round(percentile(reportMs, 95)),
    bigReportMs: Math.round(big.ms),
    told: told.n,
    alertRowsSeconds: rowsAt === null ? null : Math.round(rowsAt / 100) / 10,
    alertRowsLoad: rowsLoad,
    pushes: pushService.counts.total - pushesBefore,
    pushesSeconds: pushesAt === null ? null : Math.round(pushesAt / 100) / 10,
    pushesPerSecond: Math.round(
      ((pushService.counts.total - pushesBefore) * 1000) / Math.max(1, pushesAt ?? pushService.counts.lastAt - started),
    ),
    pushesLoad: load(),
    before,
    during: whileFanningOut,
    healthKept: Math.round((100 * whileFanningOut.health) / before.health),
    landingKept: Math.round((100 * whileFanningOut.landing) / before.landing),
  };
  console.log(
    `report p95 ${result.reportP95Ms} ms (the big one ${result.bigReportMs} ms; target < 300) · ${told.n} told · alert rows in ${result.alertRowsSeconds} s (≤ ${ROWS_TARGET_S}; load ${rowsLoad}) · ` +
      `${result.pushes} pushes in ${result.pushesSeconds} s (≤ ${PUSH_TARGET_S}; load ${result.pushesLoad}) · during: health ${whileFanningOut.health} req/s (${result.healthKept} %), ` +
      `landing ${whileFanningOut.landing} req/s (${result.landingKept} %) (load ${whileFanningOut.load})`,
  );
  return result;
}

/** The recipients query's plan for a case in the city, first batch: printed for the decision. */
async function explainRecipients() {
  const db = await getDb();
  const [found] = await queryRows(
    db,
    sql`select user_id, coalesce(exact_lat, public_lat) as lat, coalesce(exact_lng, public_lng) as lng from lost_cases order by created_at desc limit 1`,
  );
  if (!found) return;
  const subject = {
    user_id: found.user_id,
    lat: Number(found.lat),
    lng: Number(found.lng),
    open: true,
    reporter_banned: false,
  };
  results.explain = {};
  for (const walk of ["box", "ordered"]) {
    const plan = await queryRows(
      db,
      sql`explain (analyze, buffers, costs off) ${recipientsSql(subject, null, 1000, walk)}`,
    );
    results.explain[walk] = plan.map((row) => row["QUERY PLAN"]).join("\n");
    console.log(`\nRecipients, first batch of 1000, walk "${walk}":\n${results.explain[walk]}`);
  }
}
