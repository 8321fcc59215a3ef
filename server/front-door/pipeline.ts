// The whole front door, in one ordered list of layers (docs/decisions/069-one-server-pipeline.md). Every
// request the server receives gets one context (request-context.ts) that each layer reads and writes in
// turn, then reaches Next.js (`handle`) unless a layer answered it. server/server.ts serves the listener;
// the front door's tests drive it with a stand-in for Next.js.
import type { IncomingMessage, ServerResponse } from "node:http";
import { log } from "../shared/log";
import { countRequestBegun } from "../shared/front-door-contract";
import type { BodyLimits } from "./body-limits";
import { cdnHeaderGuard } from "./cdn-headers";
import { createFinishing } from "./finishing";
import type { PageCache } from "./page-cache";
import { createPageCacheLayer } from "./page-cache-layer";
import type { PurgeBus } from "./purge-bus";
import { createReadLane, type ReadLaneSettings } from "./read-lane";
import type { RefusalOptions } from "./refusals";
import { newContext, type Layer } from "./request-context";
import { createRequestGate } from "./request-gate";
import { requestIdLayer } from "./request-id";
import type { RequestHandler } from "./response-tap";
import type { CdnSettings, Env } from "./settings";

/** The listener serves both 'request' and 'checkContinue'. */
export interface FrontDoorOptions {
  /** Next.js's request handler (or a stand-in). */
  handle: RequestHandler;
  /** pageCache: { cache, bus } or null (off); bus: the purge bus, null with PGlite (one process). */
  pageCache: { cache: PageCache; bus: Pick<PurgeBus, "connected"> | null } | null;
  trustedHops: number;
  appUrl: string;
  actionBodyLimit: number;
  /** The other routes' body limits: body-limits.ts's table unless a test gives its own. */
  bodyLimits?: BodyLimits;
  refusalOptions: RefusalOptions;
  /** next.config's settings of these names. */
  compress?: boolean;
  htmlLimitedBots?: string | undefined;
  /** The CDN in front, if any (decision 050); without one no response carries a CDN header. */
  cdn?: Pick<CdnSettings, "provider"> | null;
  env?: Env;
  /** The built-in realtime server's events API, answered before everything else when it runs here. */
  realtimeApi?: ((req: IncomingMessage, res: ServerResponse) => boolean) | null;
  /** Writes ahead of reads (decision 055); none: every request runs at once. */
  readLane?: ReadLaneSettings | null;
  /** This process's request metrics (server/metrics/, which imports this folder), given the read lane's counts; null: not measured. */
  metrics?:
    | ((
        lane: () => { running: number; waiting: number },
      ) => { observe(req: IncomingMessage, res: ServerResponse): void } | null)
    | null;
}

/** The failures no layer answered: logged, and a 500 when the head has not gone out yet. */
const answerErrors: Layer = async (ctx, next) => {
  try {
    return await next();
  } catch (error) {
    const { req, res } = ctx;
    if (req.destroyed && !res.headersSent) return; // the client went away while sending its body
    // The path without its query string, which may hold a reset or verification token.
    log.error({ err: error, method: req.method, path: (req.url ?? "/").split("?")[0] }, "Failed to handle a request");
    if (res.headersSent) res.destroy();
    else res.writeHead(500, { "Content-Type": "text/plain" }).end("Internal Server Error");
  }
};

/**
 * The layers, in the order a request meets them; a layer absent from the options is left out. Outer
 * layers see every answer of the inner ones: the request id and the finishing step are on refusals,
 * errors and cached pages alike.
 */
export function frontDoorLayers(options: FrontDoorOptions): [name: string, layer: Layer][] {
  const { pageCache, trustedHops, appUrl, htmlLimitedBots, cdn = null, realtimeApi, readLane } = options;
  const lane = readLane ? createReadLane(readLane) : null;
  const metrics = options.metrics?.(() => lane?.stats() ?? { running: 0, waiting: 0 }) ?? null;
  const layers: [string, Layer | null][] = [
    ["metrics", metrics && ((ctx, next) => (metrics.observe(ctx.req, ctx.res), next()))],
    // Signed by the publisher; neither a page nor a read that should wait its turn.
    ["realtime events API", realtimeApi ? (ctx, next) => realtimeApi(ctx.req, ctx.res) || next() : null],
    ["read lane", lane && ((ctx, next) => lane.admit(ctx.req, ctx.res, next))],
    // Outermost of the request's own layers, so that refusals, errors and cached pages carry its id.
    ["request id", requestIdLayer({ trustedHops })],
    // Security headers, CSP nonce, theme and compression, for renders and cache hits alike.
    ["finishing", createFinishing({ appUrl, trustedHops, compress: options.compress, env: options.env })],
    ["errors", answerErrors],
    // CDN headers only on what the page cache tagged itself.
    ["cdn header guard", cdnHeaderGuard],
    [
      "request gate",
      createRequestGate({
        trustedHops,
        appHost: new URL(appUrl).host,
        actionBodyLimit: options.actionBodyLimit,
        bodyLimits: options.bodyLimits,
        refusalOptions: options.refusalOptions,
      }),
    ],
    [
      "page cache",
      pageCache &&
        createPageCacheLayer({
          cache: pageCache.cache,
          isAvailable: () => pageCache.bus?.connected ?? true,
          htmlLimitedBots,
          cdn,
        }),
    ],
  ];
  return layers.filter((entry): entry is [string, Layer] => entry[1] !== null);
}

/** The front door as one request listener: a context per request, through the layers, then Next.js. */
export function createFrontDoor(options: FrontDoorOptions): RequestHandler<unknown> {
  const layers = frontDoorLayers(options).map(([, layer]) => layer);
  const { handle } = options;
  const run = (ctx: ReturnType<typeof newContext>, index: number): unknown => {
    const layer = layers[index];
    return layer ? layer(ctx, () => run(ctx, index + 1)) : handle(ctx.req, ctx.res);
  };
  return (req, res) => {
    countRequestBegun();
    return run(newContext(req, res), 0);
  };
}
