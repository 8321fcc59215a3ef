// Prometheus metrics (docs/runbook.md): off unless METRICS_PORT is set. Each serving process measures its
// own requests and page-cache answers and reads the app's gauges (mail outbox, payouts, checkouts, its
// database pool) through the contract module; with node:cluster the primary process answers the scrape
// for all of them (prom-client's AggregatorRegistry asks each worker over IPC and adds the answers up).
import cluster from "node:cluster";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { timingSafeEqual } from "node:crypto";
import client from "prom-client";
import { appEventCounts, collectAppGauges, type AppGaugeSample } from "../shared/front-door-contract";
import { log } from "../shared/log";
import type { RequestHandler } from "../front-door/response-tap";
import { routeKind } from "../front-door/route-kind";

const CACHE_HEADER = "x-patitas-cache";

// The app's gauges by name; `max` across workers, since each worker reads the same database.
const APP_GAUGES: Record<string, { help: string; labelNames?: string[] }> = {
  patitas_mail_outbox_depth: { help: "Mails waiting for SMTP in the outbox." },
  patitas_mail_outbox_oldest_seconds: { help: "Age of the oldest mail waiting for SMTP (0 when none waits)." },
  patitas_payouts_pending: { help: "Store payouts not yet transferred." },
  patitas_checkouts_open: { help: "Checkouts started and neither paid nor expired." },
  patitas_db_pool_connections: {
    help: "PostgreSQL pool connections of this process, by state.",
    labelNames: ["state"],
  },
};

export interface Metrics {
  /** Measures one request: counts it and its duration, and the page cache's answer, once it is sent. */
  observe(req: IncomingMessage, res: ServerResponse): void;
  /** The request listener, measured. */
  measure<T>(listener: RequestHandler<T>): RequestHandler<T>;
}

/** The built-in realtime server's counts, when this process runs it. */
export type RealtimeStats = () => { sockets: number; signedIn: number; published: number };

/** The CDN purger's counts (server/front-door/cdn-purge.ts), when a CDN is configured. */
export type CdnStats = () => { requests: number; failedRequests: number; failedPurges: number };

/** The read lane's reads running and waiting (server/front-door/read-lane.ts). */
export type ReadLaneStats = () => { running: number; waiting: number };

/** Registers this process's metrics in prom-client's global registry (the one the cluster aggregator reads). */
export function createMetrics(
  registry: client.Registry = client.register,
  realtime: RealtimeStats | null = null,
  cdn: CdnStats | null = null,
  lane: ReadLaneStats | null = null,
): Metrics {
  // A worker answers the primary's scrape requests once an aggregator exists in it (prom-client adds its
  // IPC listener in the constructor); it reads the global registry.
  if (cluster.isWorker) new client.AggregatorRegistry();
  client.collectDefaultMetrics({ register: registry, prefix: "patitas_" });
  const requests = new client.Counter({
    name: "patitas_http_requests_total",
    help: "Requests answered, by kind and status class.",
    labelNames: ["kind", "status"] as const,
    registers: [registry],
  });
  const durations = new client.Histogram({
    name: "patitas_http_request_duration_seconds",
    help: "Time to the end of the response, by kind.",
    labelNames: ["kind"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cacheAnswers = new client.Counter({
    name: "patitas_page_cache_responses_total",
    help: "Page requests by what the page cache did (hit, stale, miss, bypass).",
    labelNames: ["result"] as const,
    registers: [registry],
  });

  // One read of the app's gauges per scrape: prom-client starts every collect() of a scrape in the same
  // tick, before the shared read settles.
  let pending: Promise<AppGaugeSample[]> | null = null;
  const appGauges = () => {
    pending ??= collectAppGauges()
      .catch((error: unknown) => {
        log.error({ err: error }, "Metrics: the app's gauges could not be read");
        return [];
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  for (const [name, { help, labelNames = [] }] of Object.entries(APP_GAUGES)) {
    new client.Gauge({
      name,
      help,
      labelNames,
      aggregator: name === "patitas_db_pool_connections" ? "sum" : "max",
      registers: [registry],
      async collect() {
        this.reset();
        for (const sample of await appGauges()) if (sample.name === name) this.set(sample.labels ?? {}, sample.value);
      },
    });
  }
  new client.Counter({
    name: "patitas_checkouts_expired_total",
    help: "Checkouts this process expired, giving their stock back.",
    registers: [registry],
    collect() {
      const total = appEventCounts()
        .filter(([event]) => event === "checkout_expired")
        .reduce((sum, [, , count]) => sum + count, 0);
      this.reset();
      this.inc(total);
    },
  });

  // Refusals of the app's own rate limits (lib/rate-limit.ts), by limiter: sign-ups, sign-in failures,
  // messages, uploads… A rising count is an attack, or a limit set too low for real use.
  new client.Counter({
    name: "patitas_rate_limit_refusals_total",
    help: "Requests the app refused for a rate limit, by limiter.",
    labelNames: ["limiter"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [event, limiter, count] of appEventCounts())
        if (event === "rate_limited") this.inc({ limiter }, count);
    },
  });

  if (cdn) {
    new client.Counter({
      name: "patitas_cdn_purge_requests_total",
      help: "Requests this process sent to the CDN's purge API, by result (a retried request counts each time).",
      labelNames: ["result"] as const,
      registers: [registry],
      collect() {
        const { requests, failedRequests } = cdn();
        this.reset();
        this.inc({ result: "ok" }, requests);
        this.inc({ result: "error" }, failedRequests);
      },
    });
    new client.Counter({
      name: "patitas_cdn_purge_failures_total",
      help: "Batches of tags this process gave up purging from the CDN (their edge copies live until their max-age).",
      registers: [registry],
      collect() {
        this.reset();
        this.inc(cdn().failedPurges);
      },
    });
  }

  if (lane) {
    // Reads waiting for their turn, summed over the workers: a queue that stays long means the process is
    // short of CPU for its readers (more workers or instances), while writes still run at once.
    new client.Gauge({
      name: "patitas_read_lane_requests",
      help: "Reads (GET, HEAD) running and waiting for their turn in the read lane.",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const { running, waiting } = lane();
        this.set({ state: "running" }, running);
        this.set({ state: "waiting" }, waiting);
      },
    });
  }

  if (realtime) {
    new client.Gauge({
      name: "patitas_realtime_sockets",
      help: "Open sockets on the built-in realtime server, and how many of them are signed in.",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const { sockets, signedIn } = realtime();
        this.set({ state: "open" }, sockets);
        this.set({ state: "signed_in" }, signedIn);
      },
    });
    new client.Counter({
      name: "patitas_realtime_events_published_total",
      help: "Events published through the built-in realtime server by this process.",
      registers: [registry],
      collect() {
        this.reset();
        this.inc(realtime().published);
      },
    });
  }

  const metrics: Metrics = {
    observe(req, res) {
      const started = process.hrtime.bigint();
      const kind = routeKind(req);
      // The page cache names its answer in a header, often given to writeHead() directly, where
      // getHeader() cannot see it afterwards: read it on the way out.
      let cacheResult: string | undefined;
      const writeHead = res.writeHead;
      res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
        const headers = args.find((arg) => typeof arg === "object" && arg !== null && !Array.isArray(arg)) as
          Record<string, unknown> | undefined;
        const value = headers?.[CACHE_HEADER] ?? this.getHeader(CACHE_HEADER);
        if (typeof value === "string") cacheResult = value;
        return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
      } as ServerResponse["writeHead"];
      res.once("finish", () => {
        requests.inc({ kind, status: `${Math.floor(res.statusCode / 100)}xx` });
        durations.observe({ kind }, Number(process.hrtime.bigint() - started) / 1e9);
        const cached = cacheResult ?? res.getHeader(CACHE_HEADER);
        if (typeof cached === "string") cacheAnswers.inc({ result: cached });
      });
    },
    measure(listener) {
      return (req, res) => {
        metrics.observe(req, res);
        return listener(req, res);
      };
    },
  };
  return metrics;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The scrape endpoint on its own port (never the public one) and address (loopback unless METRICS_HOST
 * says otherwise, then with a token: settings.ts): GET /metrics, with `Authorization: Bearer
 * <METRICS_TOKEN>` when a token is set. In a cluster's primary it aggregates the workers.
 */
export function serveMetrics({
  port,
  host,
  token,
}: {
  port: number;
  host: string;
  token: string | undefined;
}): Promise<Server> {
  const aggregator =
    cluster.isPrimary && cluster.workers && Object.keys(cluster.workers).length > 0
      ? new client.AggregatorRegistry()
      : null;
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") return void res.writeHead(404).end();
    if (token && !sameSecret(req.headers.authorization ?? "", `Bearer ${token}`))
      return void res.writeHead(401, { "WWW-Authenticate": "Bearer" }).end();
    try {
      const body = aggregator ? await aggregator.clusterMetrics() : await client.register.metrics();
      res.writeHead(200, { "Content-Type": client.register.contentType }).end(body);
    } catch (error) {
      log.error({ err: error }, "Metrics: the scrape failed");
      res.writeHead(500).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
