// The server's own settings (README, "Configuration"), read from the environment and refused rather
// than guessed when malformed. server/start.ts checks them before building or touching the database,
// so a typo stops `npm start` at once.
import { availableParallelism } from "node:os";
import { isIP } from "node:net";
import type { ReadLaneSettings } from "./read-lane";

const LOOPBACK = "127.0.0.1";

/** The environment as the server reads it (process.env, or a test's own). */
export type Env = Record<string, string | undefined>;

/** A whole number from min to max; fallback when unset or empty. */
export function readWholeNumber(
  env: Env,
  name: string,
  { fallback, min, max }: { fallback: number; min: number; max: number },
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= min && value <= max)) {
    throw new Error(`Invalid configuration: ${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  }
  return value;
}

/**
 * The anonymous page cache: PUBLIC_PAGE_CACHE_MB (64; 0 turns it off) and PUBLIC_PAGE_CACHE_TTL_SECONDS
 * (300: the longest a page shows what no write purges, such as trending tags). Null when off.
 */
export function pageCacheSettings(env: Env): { maxBytes: number; ttlMs: number } | null {
  const megabytes = readWholeNumber(env, "PUBLIC_PAGE_CACHE_MB", { fallback: 64, min: 0, max: 4096 });
  const ttlSeconds = readWholeNumber(env, "PUBLIC_PAGE_CACHE_TTL_SECONDS", { fallback: 300, min: 1, max: 86_400 });
  return megabytes === 0 ? null : { maxBytes: megabytes * 1024 * 1024, ttlMs: ttlSeconds * 1000 };
}

/**
 * How many server processes `npm start` runs: WORKERS when set (0 or unset: one per core) with
 * PostgreSQL; always one with PGlite, which one process owns (WORKERS above 1 is then refused).
 */
export function workerCount(env: Env, cores: number = availableParallelism()): number {
  const requested = readWholeNumber(env, "WORKERS", { fallback: 0, min: 0, max: 256 });
  if (!env.DATABASE_URL) {
    if (requested > 1)
      throw new Error(
        `Invalid configuration: WORKERS=${requested} needs DATABASE_URL (the embedded PGlite database serves one process).`,
      );
    return 1;
  }
  return requested || cores;
}

/**
 * Writes ahead of reads (server/front-door/read-lane.ts): READ_LANE_CONCURRENCY reads run at once in a
 * process (4; 0 turns the lane off), each holding its place for READ_LANE_HOLD_MS at most (1000).
 */
export function readLaneSettings(env: Env): ReadLaneSettings {
  return {
    concurrency: readWholeNumber(env, "READ_LANE_CONCURRENCY", { fallback: 4, min: 0, max: 10_000 }),
    holdMs: readWholeNumber(env, "READ_LANE_HOLD_MS", { fallback: 1000, min: 1, max: 600_000 }),
  };
}

/**
 * DRAIN_SECONDS: how long a process keeps serving after SIGTERM, with readiness answering 503, before it
 * stops taking connections (0, the default, stops at once: right for a terminal's Ctrl-C). Behind a load
 * balancer, a few seconds more than its readiness probe's interval.
 */
export function drainSeconds(env: Env): number {
  return readWholeNumber(env, "DRAIN_SECONDS", { fallback: 0, min: 0, max: 300 });
}

/**
 * METRICS_PORT: the Prometheus endpoint's own port (GET /metrics), never the public one; unset, no
 * metrics. It listens on loopback (127.0.0.1), for a scraper on the same machine, unless METRICS_HOST
 * names another address (0.0.0.0: every interface); the metrics say how busy the service is and which
 * routes are slow, so an address others can reach needs METRICS_TOKEN, which a scrape must then send as
 * `Authorization: Bearer <token>`, and the server refuses to start without it.
 */
export function metricsSettings(env: Env): { port: number; host: string; token: string | undefined } | null {
  if (env.METRICS_PORT === undefined || env.METRICS_PORT.trim() === "") return null;
  const port = readWholeNumber(env, "METRICS_PORT", { fallback: 0, min: 1, max: 65535 });
  const token = env.METRICS_TOKEN?.trim() || undefined;
  if (token !== undefined && token.length < 16)
    throw new Error("Invalid configuration: METRICS_TOKEN must be at least 16 characters.");
  const host = env.METRICS_HOST?.trim() || LOOPBACK;
  if (isIP(host) === 0)
    throw new Error(`Invalid configuration: METRICS_HOST must be an IP address (127.0.0.1, 0.0.0.0), not "${host}".`);
  if (host !== LOOPBACK && token === undefined) {
    throw new Error(
      `Invalid configuration: METRICS_HOST=${host} needs METRICS_TOKEN (16+ characters): metrics others can reach must ask for a token.`,
    );
  }
  return { port, host, token };
}

/** The CDN in front of the server (docs/decisions/050-cdn-in-front-of-the-page-cache.md). */
export type CdnSettings =
  | { provider: "fastly"; apiUrl: string; serviceId: string; token: string }
  | { provider: "cloudflare"; apiUrl: string; zoneId: string; token: string };

const CDN_API_URLS = { fastly: "https://api.fastly.com", cloudflare: "https://api.cloudflare.com/client/v4" } as const;

function required(env: Env, name: string, provider: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`Invalid configuration: CDN_PROVIDER=${provider} needs ${name}.`);
  return value;
}

/**
 * CDN_PROVIDER (fastly | cloudflare; unset: no CDN) with its service (FASTLY_SERVICE_ID, FASTLY_API_TOKEN) or
 * zone (CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN). CDN_PURGE_URL replaces the provider's API address (a
 * local fake in tests, or a proxy). The CDN keeps copies of the page cache's hits, so it needs the page
 * cache: PUBLIC_PAGE_CACHE_MB=0 with a CDN is refused rather than silently never tagging a page.
 */
export function cdnSettings(env: Env): CdnSettings | null {
  const provider = env.CDN_PROVIDER?.trim().toLowerCase();
  if (!provider) return null;
  if (provider !== "fastly" && provider !== "cloudflare") {
    throw new Error(`Invalid configuration: CDN_PROVIDER must be fastly or cloudflare, not "${env.CDN_PROVIDER}".`);
  }
  if (!pageCacheSettings(env))
    throw new Error(
      "Invalid configuration: CDN_PROVIDER needs the page cache (PUBLIC_PAGE_CACHE_MB above 0): the CDN keeps copies of its pages.",
    );
  const override = env.CDN_PURGE_URL?.trim();
  if (override && !/^https?:\/\/[^/\s]+/i.test(override))
    throw new Error(`Invalid configuration: CDN_PURGE_URL must be an http(s) address, not "${override}".`);
  const apiUrl = (override || CDN_API_URLS[provider]).replace(/\/+$/, "");
  return provider === "fastly"
    ? {
        provider,
        apiUrl,
        serviceId: required(env, "FASTLY_SERVICE_ID", provider),
        token: required(env, "FASTLY_API_TOKEN", provider),
      }
    : {
        provider,
        apiUrl,
        zoneId: required(env, "CLOUDFLARE_ZONE_ID", provider),
        token: required(env, "CLOUDFLARE_API_TOKEN", provider),
      };
}
