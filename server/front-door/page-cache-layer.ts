// The anonymous page cache in front of Next.js (docs/decisions/009-public-page-cache.md): answers a
// cacheable request from the store, or lets Next.js render it and keeps a copy of what it wrote.
// Every answer says what happened in `x-patitas-cache`: hit, miss (rendered, maybe stored) or bypass.
import { cacheDecision, isStorableResponse, SHELL_HEADER, stripToShellRequest } from "./public-pages";
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { CacheEntry, PageCache } from "./page-cache";
import { tapResponse, type RequestHandler } from "./response-tap";

export const CACHE_HEADER = "x-patitas-cache";

// Not replayed: they describe one connection or one answer. Security headers are not among them: the
// security layer adds them (with a fresh nonce) only after this layer has taken its copy.
const UNSTORED_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", CACHE_HEADER]);

// React marks a boundary whose server render failed (the browser retries it) with this attribute: such
// a page shows a transient failure and must not be shared.
const FAILED_BOUNDARY = Buffer.from("data-dgst=");

function storedHeaders(res: ServerResponse): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !UNSTORED_HEADERS.has(name)));
}

/**
 * The server's request handler (Next.js) behind the cache. `isAvailable()` false (the purge bus lost
 * its connection: other processes' purges would be missed) makes every request a bypass.
 * htmlLimitedBots: next.config's setting of that name, if any (see userAgentVariant).
 */
export interface PageCacheLayerOptions {
  cache: PageCache;
  handle: RequestHandler;
  isAvailable?: () => boolean;
  htmlLimitedBots?: string | undefined;
}

export function createPageCacheLayer({ cache, handle, isAvailable = () => true, htmlLimitedBots }: PageCacheLayerOptions): RequestHandler {
  function replay(res: ServerResponse, entry: CacheEntry): void {
    res.writeHead(entry.status, { ...entry.headers, [CACHE_HEADER]: "hit" });
    res.end(entry.body);
  }

  return function servePage(req, res) {
    // Only this layer may mark a shell render (a visitor's own header would be dropped anyway).
    delete req.headers[SHELL_HEADER];
    const decision = isAvailable() ? cacheDecision({ method: req.method, url: req.url ?? "/", headers: req.headers }, { htmlLimitedBots }) : { bypass: "unavailable" };
    if (decision.bypass !== undefined) {
      res.setHeader(CACHE_HEADER, "bypass");
      return handle(req, res);
    }
    const entry = cache.get(decision.key);
    if (entry) return replay(res, entry);

    res.setHeader(CACHE_HEADER, "miss");
    if (decision.shell) stripToShellRequest(req);
    const ticket = cache.startRender();
    res.once("close", () => cache.finishRender(ticket));
    tapResponse(res, () => {
      if (!isStorableResponse(res)) return null;
      const headers = storedHeaders(res);
      const chunks: Buffer[] = [];
      let bytes = 0;
      return {
        transform(chunk) {
          // Copied: the writer may reuse its buffer once write() returns. Past the entry limit the
          // copy stops (the store would refuse it anyway).
          if (bytes <= cache.maxEntryBytes) chunks.push(Buffer.from(chunk));
          bytes += chunk.length;
          return chunk;
        },
        onEnd() {
          if (bytes > cache.maxEntryBytes) return;
          const body = Buffer.concat(chunks);
          if (body.includes(FAILED_BOUNDARY)) return;
          cache.store(decision.key, { status: res.statusCode, headers, body, tags: decision.tags }, ticket);
        },
      };
    });
    return handle(req, res);
  };
}
