// The production server of `npm start` (scripts/start.mjs runs it after the build and database setup):
// Next.js embedded through its programmatic API, behind the front door of scripts/front-door/, which
// every request passes first (docs/decisions/006-front-door-server.md). Around Next.js, in the order a
// request meets them: security headers and compression (every response), the request gate (refusals,
// client address), the anonymous page cache (docs/decisions/009-public-page-cache.md).
//
// With PostgreSQL it runs one worker per core (node:cluster; WORKERS overrides), each a full server
// sharing the port; with PGlite one process, which owns the embedded database. The built-in realtime
// server shares the port through the 'upgrade' event; Next.js only hears the upgrades that are not its
// own, since it ends any whose path a route matches and the [locale] catch-all matches every path
// (scripts/realtime/built-in.mjs).
import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import bytes from "next/dist/compiled/bytes/index.js";
import { parseTrustedProxyHops } from "./front-door/client-ip.mjs";
import { createListener } from "./front-door/listener.mjs";
import { PageCache } from "./front-door/page-cache.mjs";
import { createPurgeBus } from "./front-door/purge-bus.mjs";
import { createPurger, registerPurger } from "./front-door/purge-registry.mjs";
import { loadRefusalMessages, localeSettings } from "./front-door/refusals.mjs";
import { pageCacheSettings, workerCount } from "./front-door/settings.mjs";
import { builtInRealtimeFromEnv } from "./realtime/built-in.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** The build's serialized next.config (what Next.js itself loads at start). */
function builtConfig(dir) {
  return JSON.parse(readFileSync(path.join(dir, ".next", "required-server-files.json"), "utf8")).config;
}

/** The body limit Next.js applies to server actions: serverActions.bodySizeLimit, else its 1 MB default. */
function actionBodyLimit(config) {
  const configured = config.experimental?.serverActions?.bodySizeLimit;
  return configured === undefined ? 1024 * 1024 : bytes.parse(configured);
}

/**
 * The page cache of this process, its purge bus (PostgreSQL: purges reach every process of every
 * instance; PGlite: one process, purges stay in it) and the purger app code finds on globalThis.
 */
function startPageCache(env) {
  const settings = pageCacheSettings(env);
  if (!settings) return null;
  const cache = new PageCache(settings);
  const bus = env.DATABASE_URL
    ? createPurgeBus({ connectionString: env.DATABASE_URL, onPurge: (tags) => cache.purge(tags), onReconnect: () => cache.purge(["*"]) })
    : null;
  registerPurger(createPurger({ cache, bus }));
  return { cache, bus };
}

export async function startServer({ dir = root, port = Number(process.env.PORT ?? 3000) } = {}) {
  const started = Date.now();
  const trustedHops = parseTrustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
  const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;
  const config = builtConfig(dir);
  // Loaded here, not at the top: the cluster's primary process never serves and need not load it.
  const { default: next } = await import("next");
  // No hostname: with an explicit one (0.0.0.0, 127.0.0.1) Next 16.4 turns next-intl's locale
  // rewrites into a redirect loop (docs/decisions/002-next-start-not-standalone.md).
  // The built-in Pusher-protocol server, unless PUSHER_* name another (docs/decisions/010-realtime-transport.md).
  const realtime = builtInRealtimeFromEnv({ trustedHops });
  const app = next({ dev: false, dir, port, httpServer: realtime?.upgradesForNext });
  await app.prepare();

  const pageCache = startPageCache(process.env);
  const frontDoor = createListener({
    handle: app.getRequestHandler(),
    pageCache,
    trustedHops,
    appUrl,
    actionBodyLimit: actionBodyLimit(config),
    refusalOptions: { ...localeSettings, messages: loadRefusalMessages(dir, localeSettings.locales) },
    compress: config.compress !== false,
    htmlLimitedBots: config.htmlLimitedBots,
  });
  // The realtime events API (signed by the publisher) is answered before the front door.
  const listener = (req, res) => realtime?.handleHttp(req, res) || frontDoor(req, res);
  const server = createServer(listener);
  server.on("checkContinue", listener);
  realtime?.attach(server);

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    // Every interface, as `next start` without --hostname did.
    server.listen(port, resolve);
  });
  const cacheNote = pageCache ? `page cache ${pageCacheSettings(process.env).maxBytes / 1024 / 1024} MB` : "page cache off";
  const who = cluster.isWorker ? `worker ${cluster.worker.id} (pid ${process.pid})` : `pid ${process.pid}`;
  console.log(`✓ Ready on http://localhost:${port} in ${Date.now() - started} ms: ${who}, trusted proxy hops ${trustedHops}, ${cacheNote}`);
  // Realtime sockets are told to reconnect (4200), to another worker if there is one.
  return { server, app, close: () => Promise.all([pageCache?.bus?.close(), realtime?.close()]) };
}

/** One server in this process; stops on SIGINT / SIGTERM after the requests in flight. */
async function serve() {
  const { server, app, close } = await startServer();
  // Ctrl-C reaches this process twice (from the terminal and forwarded by start.mjs): stop once.
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // Finish the requests in flight, then stop; a stuck connection does not hold the exit for long.
      setTimeout(() => process.exit(0), 5000).unref();
      server.close(() => Promise.all([app.close(), close()]).finally(() => process.exit(0)));
      server.closeIdleConnections();
    });
  }
}

/**
 * The cluster's primary: forks the workers (which share the port), replaces one that dies, and stops
 * them all on SIGINT / SIGTERM. A worker that dies within its first seconds will not do better when
 * replaced (a port in use, a bad build): then everything stops.
 */
function supervise(count) {
  const STARTUP_MS = 20_000;
  const startedAt = new Map();
  let stopping = false;
  const fork = () => startedAt.set(cluster.fork().id, Date.now());
  const stopAll = (code) => {
    stopping = true;
    process.exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(code), 10_000).unref();
  };

  console.log(`Starting ${count} server processes (node:cluster), one per core unless WORKERS says otherwise`);
  for (let i = 0; i < count; i += 1) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    if (lived < STARTUP_MS) {
      console.error(`Worker ${worker.id} stopped during start (${signal ?? `exit ${code}`}): stopping the server.`);
      stopAll(1);
      return;
    }
    console.error(`Worker ${worker.id} stopped (${signal ?? `exit ${code}`}): starting another.`);
    fork();
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => !stopping && stopAll(0));
}

const workers = cluster.isPrimary ? workerCount(process.env) : 1;
if (cluster.isPrimary && workers > 1) supervise(workers);
else await serve();
