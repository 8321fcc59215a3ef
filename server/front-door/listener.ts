// The whole front door as one request listener, in the order a request meets its layers: the request
// id (on the response and every log line of the request), security headers and compression (every response, refusals included), the theme attribute on HTML pages
// (outside the cache, so stored pages carry no one's theme), the request gate (refusals, client
// address), the anonymous page cache, and finally Next.js (`handle`). server/server.ts serves it;
// front-door.test.ts drives it with a stand-in for Next.js.
import { log } from "../shared/log";
import type { BodyLimits } from "./body-limits";
import { withHtmlTheme } from "./html-theme";
import type { PageCache } from "./page-cache";
import { createPageCacheLayer } from "./page-cache-layer";
import type { PurgeBus } from "./purge-bus";
import type { RefusalOptions } from "./refusals";
import { withRequestId } from "./request-id";
import { createFrontDoor } from "./request-gate";
import type { RequestHandler } from "./response-tap";
import { withSecurityHeaders } from "./security-headers";
import type { CdnSettings, Env } from "./settings";
import { withCdnHeaderGuard } from "./cdn-headers";

/**
 * pageCache: { cache, bus } or null (off); bus: the purge bus, null with PGlite (one process).
 * compress and htmlLimitedBots: next.config's settings. The listener serves both 'request' and
 * 'checkContinue'.
 */
export interface ListenerOptions {
  /** Next.js's request handler (or a stand-in). */
  handle: RequestHandler;
  pageCache: { cache: PageCache; bus: Pick<PurgeBus, "connected"> | null } | null;
  trustedHops: number;
  appUrl: string;
  actionBodyLimit: number;
  /** The other routes' body limits: body-limits.ts's table unless a test gives its own. */
  bodyLimits?: BodyLimits;
  refusalOptions: RefusalOptions;
  compress?: boolean;
  htmlLimitedBots?: string | undefined;
  /** The CDN in front, if any (decision 050); without one no response carries a CDN header. */
  cdn?: Pick<CdnSettings, "provider"> | null;
  env?: Env;
}

export function createListener({
  handle,
  pageCache,
  trustedHops,
  appUrl,
  actionBodyLimit,
  bodyLimits,
  refusalOptions,
  compress = true,
  htmlLimitedBots,
  cdn = null,
  env = process.env,
}: ListenerOptions): RequestHandler<Promise<unknown>> {
  const isAvailable = () => pageCache?.bus?.connected ?? true;
  const frontDoor = createFrontDoor({
    handle: pageCache ? createPageCacheLayer({ cache: pageCache.cache, handle, isAvailable, htmlLimitedBots, cdn }) : handle,
    trustedHops,
    appHost: new URL(appUrl).host,
    actionBodyLimit,
    bodyLimits,
    refusalOptions,
  });
  // CDN headers only on what the page cache tagged itself: never on a personal page, never to a browser
  // when no CDN is configured.
  const themed = withCdnHeaderGuard(withHtmlTheme(frontDoor));
  const secured = withSecurityHeaders(
    (req, res) =>
      themed(req, res).catch((error) => {
        if (req.destroyed && !res.headersSent) return; // the client went away while sending its body
        // The path without its query string, which may hold a reset or verification token.
        log.error({ err: error, method: req.method, path: (req.url ?? "/").split("?")[0] }, "Failed to handle a request");
        if (res.headersSent) res.destroy();
        else res.writeHead(500, { "Content-Type": "text/plain" }).end("Internal Server Error");
      }),
    { appUrl, trustedHops, compress, env },
  );
  // Outermost, so that refusals, errors and cached pages all carry the request's id.
  return withRequestId(secured, { trustedHops });
}
