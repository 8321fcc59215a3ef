// The production server of `npm start` (server/start.ts runs it after the build and database setup):
// Next.js embedded through its programmatic API, behind the front door of server/front-door/, which
// every request passes first (docs/decisions/006-front-door-server.md). This file starts the processes and
// wires the settings; the front door's layers, in the order a request meets them, are one list in
// server/front-door/pipeline.ts (docs/decisions/069-one-server-pipeline.md).
//
// With PostgreSQL it runs one worker per core (node:cluster; WORKERS overrides), each a full server
// sharing the port; with PGlite one process, which owns the embedded database. The built-in realtime
// server shares the port through the 'upgrade' event; Next.js only hears the upgrades that are not its
// own, since it ends any whose path a route matches and the [locale] catch-all matches every path
// (server/realtime/built-in.ts).
import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import bytes from "next/dist/compiled/bytes/index.js";
import { parseTrustedProxyHops } from "./front-door/client-ip";
import { createFrontDoor } from "./front-door/pipeline";
import { PageCache } from "./front-door/page-cache";
import { createPurgeBus, type PurgeBus } from "./front-door/purge-bus";
import { postgresNotifyBus, type NotifyBus } from "./bus/notify-bus";
import { createPurger, registerPurger } from "./front-door/purge-registry";
import { loadRefusalMessages, localeSettings } from "./front-door/refusals";
import {
  cdnSettings,
  drainSeconds,
  metricsSettings,
  pageCacheSettings,
  readLaneSettings,
  workerCount,
} from "./front-door/settings";
import { createCdnPurger, type CdnPurger } from "./front-door/cdn-purge";
import {
  createMetrics,
  serveMetrics,
  type CdnStats,
  type Metrics,
  type ReadLaneStats,
  type RealtimeStats,
} from "./metrics/metrics";
import { markDraining } from "./shared/front-door-contract";
import { log, routeConsoleToLog } from "./shared/log";
import type { Env } from "./front-door/settings";
import { builtInRealtimeFromEnv } from "./realtime/built-in";

const root = path.resolve(import.meta.dirname, "..");

/** The build's serialized next.config (what Next.js itself loads at start). */
/** What the server reads of the built next.config. */
interface BuiltConfig {
  compress?: boolean;
  htmlLimitedBots?: string;
  experimental?: { serverActions?: { bodySizeLimit?: string | number } };
}

/** The build's serialized next.config (what Next.js itself loads at start). */
function builtConfig(dir: string): BuiltConfig {
  const files = JSON.parse(readFileSync(path.join(dir, ".next", "required-server-files.json"), "utf8")) as {
    config: BuiltConfig;
  };
  return files.config;
}

/** The body limit Next.js applies to server actions: serverActions.bodySizeLimit, else its 1 MB default. */
function actionBodyLimit(config: BuiltConfig): number {
  const configured = config.experimental?.serverActions?.bodySizeLimit;
  const limit = configured === undefined ? 1024 * 1024 : bytes.parse(configured);
  if (limit === null)
    throw new Error(`Invalid next.config: serverActions.bodySizeLimit "${configured}" is not a size.`);
  return limit;
}

/**
 * The page cache of this process, its purge channel on the process's bus (PostgreSQL: purges reach every
 * process of every instance; PGlite: no bus, one process, purges stay in it), the CDN's purger when one
 * is configured (it sends the purges that begin in this process) and the purger app code finds on globalThis.
 */
function startPageCache(
  env: Env,
  notifyBus: NotifyBus | null,
): { cache: PageCache; bus: PurgeBus | null; cdn: CdnPurger | null } | null {
  const settings = pageCacheSettings(env);
  if (!settings) return null;
  const cache = new PageCache(settings);
  const bus = notifyBus
    ? createPurgeBus({
        bus: notifyBus,
        onPurge: (tags, kind) => cache.purge(tags, kind),
        onReconnect: () => cache.purge(["*"]),
      })
    : null;
  const edge = cdnSettings(env);
  const cdn = edge ? createCdnPurger({ settings: edge }) : null;
  registerPurger(createPurger({ cache, bus, cdn }));
  return { cache, bus, cdn };
}

export interface RunningServer {
  server: Server;
  app: { close(): Promise<void> };
  /** Stops what the server runs besides Next.js: the realtime server, the LISTEN/NOTIFY bus. */
  close(): Promise<unknown>;
}

/** How long an idle keep-alive connection stays open: longer than the usual proxies' 60 s. */
export const KEEP_ALIVE_MS = 65_000;

export async function startServer({
  dir = root,
  port = Number(process.env.PORT ?? 3000),
}: { dir?: string; port?: number } = {}): Promise<RunningServer> {
  const started = Date.now();
  const trustedHops = parseTrustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
  const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;
  const config = builtConfig(dir);
  // Loaded here, not at the top: the cluster's primary process never serves and need not load it.
  const { default: next } = await import("next");
  // No hostname: with an explicit one (0.0.0.0, 127.0.0.1) Next 16.4 turns next-intl's locale
  // rewrites into a redirect loop (docs/decisions/002-next-start-not-standalone.md).
  // The built-in Pusher-protocol server, unless PUSHER_* name another (docs/decisions/010-realtime-transport.md).
  // One LISTEN/NOTIFY connection for the purges and the realtime messages (bus/notify-bus.ts).
  const notifyBus = process.env.DATABASE_URL ? postgresNotifyBus(process.env.DATABASE_URL) : null;
  const realtime = builtInRealtimeFromEnv({ trustedHops, notifyBus });
  // Next.js only listens for 'upgrade' on what it is given, so an emitter does (see realtime/built-in.ts).
  const app = next({ dev: false, dir, port, httpServer: realtime?.upgradesForNext as Server | undefined });
  await app.prepare();

  const pageCache = startPageCache(process.env, notifyBus);
  const cdnPurger = pageCache?.cdn ?? null;
  // Every layer of the front door, in order: front-door/pipeline.ts.
  const listener = createFrontDoor({
    handle: app.getRequestHandler(),
    pageCache,
    trustedHops,
    appUrl,
    actionBodyLimit: actionBodyLimit(config),
    refusalOptions: { ...localeSettings, messages: loadRefusalMessages(dir, localeSettings.locales) },
    compress: config.compress !== false,
    htmlLimitedBots: config.htmlLimitedBots,
    cdn: cdnPurger ? cdnSettings(process.env) : null,
    realtimeApi: realtime?.handleHttp ?? null,
    readLane: readLaneSettings(process.env),
    metrics: (lane) =>
      processMetrics(realtime ? () => realtime.hub.stats() : null, cdnPurger ? () => cdnPurger.stats() : null, lane),
  });
  const server = createServer(listener);
  // An idle keep-alive connection stays open longer than clients and proxies keep theirs (a load balancer's
  // 60 s): with Node's 5 s, a client that sends on a connection just as the server closes it gets a reset
  // (seen as ECONNRESET in the end-to-end tests). Shutdown closes idle connections at once (serve()).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  server.on("checkContinue", listener);
  realtime?.attach(server);

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    // Every interface, as `next start` without --hostname did.
    server.listen(port, resolve);
  });
  log.info(
    {
      port,
      startMs: Date.now() - started,
      worker: cluster.worker?.id,
      trustedProxyHops: trustedHops,
      pageCacheMb: pageCache ? pageCache.cache.maxBytes / 1024 / 1024 : 0,
      cdn: pageCache?.cdn ? process.env.CDN_PROVIDER : undefined,
    },
    "Ready",
  );
  // Realtime sockets are told to reconnect (4200), to another worker if there is one.
  const close = async () => {
    await Promise.all([pageCache?.cdn?.close(), realtime?.close()]);
    await notifyBus?.close();
  };
  return { server, app, close };
}

let metricsOfProcess: Metrics | null | undefined;

/** This process's request metrics when METRICS_PORT is set (created once: prom-client's registry is global). */
function processMetrics(realtime: RealtimeStats | null, cdn: CdnStats | null, lane: ReadLaneStats): Metrics | null {
  metricsOfProcess ??= metricsSettings(process.env) ? createMetrics(undefined, realtime, cdn, lane) : null;
  return metricsOfProcess;
}

/** The scrape endpoint, in the process that answers for the others (the cluster's primary, or the only one). */
async function startMetricsEndpoint(): Promise<void> {
  const settings = metricsSettings(process.env);
  if (!settings) return;
  await serveMetrics(settings);
  log.info(
    { port: settings.port, host: settings.host, bearerToken: Boolean(settings.token) },
    "Metrics served on their own port at /metrics",
  );
}

/**
 * One server in this process; on SIGINT / SIGTERM it drains: readiness answers 503 for DRAIN_SECONDS while
 * requests are still served, then the port closes and the requests in flight finish.
 */
async function serve(): Promise<void> {
  const { server, app, close } = await startServer();
  // A cluster's workers are scraped through the primary.
  if (!cluster.isWorker) await startMetricsEndpoint();
  const drainMs = drainSeconds(process.env) * 1000;
  // Ctrl-C reaches this process twice (from the terminal and forwarded by start.ts): stop once.
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      markDraining();
      log.info({ signal, drainSeconds: drainMs / 1000 }, "Draining: readiness answers 503, then the port closes");
      setTimeout(() => {
        // Finish the requests in flight, then stop; a stuck connection does not hold the exit for long.
        setTimeout(() => process.exit(0), 5000).unref();
        server.close(() => Promise.all([app.close(), close()]).finally(() => process.exit(0)));
        server.closeIdleConnections();
      }, drainMs);
    });
  }
}

/**
 * The cluster's primary: forks the workers (which share the port), replaces one that dies, and stops
 * them all on SIGINT / SIGTERM. A worker that dies within its first seconds will not do better when
 * replaced (a port in use, a bad build): then everything stops.
 */
function supervise(count: number): void {
  const STARTUP_MS = 20_000;
  const startedAt = new Map<number, number>();
  let stopping = false;
  const fork = () => startedAt.set(cluster.fork().id, Date.now());
  const stopAll = (code: number) => {
    stopping = true;
    process.exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    // The workers drain first (DRAIN_SECONDS), then have 5 s for what is in flight.
    setTimeout(() => process.exit(code), drainSeconds(process.env) * 1000 + 10_000).unref();
  };

  log.info(
    { workers: count },
    "Starting the server processes (node:cluster), one per core unless WORKERS says otherwise",
  );
  for (let i = 0; i < count; i += 1) fork();
  startMetricsEndpoint().catch((error: unknown) => {
    log.fatal({ err: error }, "The metrics endpoint could not start");
    stopAll(1);
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    if (lived < STARTUP_MS) {
      log.fatal(
        { worker: worker.id, workerPid: worker.process.pid, signal, exitCode: code },
        "A worker stopped during start: stopping the server",
      );
      stopAll(1);
      return;
    }
    log.error(
      { worker: worker.id, workerPid: worker.process.pid, signal, exitCode: code },
      "A worker stopped: starting another",
    );
    fork();
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => !stopping && stopAll(0));
}

// Next.js and libraries print with console.*: their lines become JSON log lines like ours.
routeConsoleToLog();
const workers = cluster.isPrimary ? workerCount(process.env) : 1;
if (cluster.isPrimary && workers > 1) supervise(workers);
else await serve();
