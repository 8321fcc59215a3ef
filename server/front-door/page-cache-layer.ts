// The anonymous page cache in front of Next.js (docs/decisions/009-public-page-cache.md, 039): answers a
// cacheable request from the store, or lets Next.js render it and keeps a copy of what it wrote.
// Every answer says what happened in `x-patitas-cache`: hit (from the store, or the copy of a render it
// waited for), stale (a copy past a soft purge, within its bound, while another request renders the
// next one), miss (rendered, maybe stored) or bypass.
//
// One render per key at a time (single-flight): a request that misses while another renders the same
// key waits for that render's copy; only when none could be stored does it render for itself.
//
// A hit is sent as prepared bytes (prepared-body.ts): finished by the finishing step once per variant
// (themed, compressed; finishing.ts), with a CSP of script hashes instead of a nonce, so the same step
// lets the bytes pass as they are when they go out.
import {
  cacheDecision,
  isStorableResponse,
  SHELL_HEADER,
  stripToShellRequest,
  type CacheDecision,
} from "./public-pages";
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { finishStored, storedVariant, type StoredVariant } from "./finishing";
import type { CacheEntry, PageCache } from "./page-cache";
import { inlineScriptHashes } from "./prepared-body";
import type { Layer, RequestContext } from "./request-context";
import { tapResponse } from "./response-tap";
import { CDN_HEADERS, cdnHeaders } from "./cdn-headers";
import type { CdnSettings } from "./settings";

export const CACHE_HEADER = "x-patitas-cache";

// Not replayed: they describe one connection or one answer. Security headers are not among them: the
// finishing step adds them only after this layer has taken its copy. CDN headers are this layer's to
// write on each replay (decision 050), never a render's to leave in the copy.
const UNSTORED_HEADERS = new Set<string>([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  CACHE_HEADER,
  ...CDN_HEADERS,
]);

// React marks a boundary whose server render failed (the browser retries it) with this attribute: such
// a page shows a transient failure and must not be shared.
const FAILED_BOUNDARY = Buffer.from("data-dgst=");

function storedHeaders(res: ServerResponse): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !UNSTORED_HEADERS.has(name)));
}

/** A Vary header's value with Accept-Encoding added (once). */
export function varyWithEncoding(vary: OutgoingHttpHeaders[string]): string {
  const names = (Array.isArray(vary) ? vary.join(",") : String(vary ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes("*")) return "*";
  if (!names.some((name) => name.toLowerCase() === "accept-encoding")) names.push("Accept-Encoding");
  return names.join(", ");
}

/**
 * The layer sits just before Next.js (pipeline.ts). `isAvailable()` false (the purge bus lost
 * its connection: other processes' purges would be missed) makes every request a bypass.
 * htmlLimitedBots: next.config's setting of that name, if any (see userAgentVariant).
 */
export interface PageCacheLayerOptions {
  cache: PageCache;
  isAvailable?: () => boolean;
  htmlLimitedBots?: string | undefined;
  /** The CDN in front, if any: copies replayed to signed-out visitors carry its tags and max-age (decision 050). */
  cdn?: Pick<CdnSettings, "provider"> | null;
}

/**
 * The CDN headers of one replayed copy, or null when the edge must not keep it: a shell (signed-in
 * visitors), a copy with a cookie (next-intl's locale cookie is a function of the key, but an edge that
 * replayed it would set it for visitors whose key differs), a themed variant (the edge would hand one
 * visitor's theme to others unless its key holds the theme cookie), or a copy with less than a second left.
 */
function edgeHeaders(
  cdn: Pick<CdnSettings, "provider">,
  cache: PageCache,
  entry: CacheEntry,
  { shell, theme }: { shell: boolean; theme: string | null },
): Record<string, string> | null {
  if (shell || theme || entry.headers["set-cookie"] !== undefined) return null;
  const maxAgeSeconds = Math.floor(cache.servableForMs(entry) / 1000);
  if (maxAgeSeconds < 1) return null;
  return cdnHeaders(cdn.provider, entry.tags, { maxAgeSeconds, stale: entry.staleUntil !== undefined });
}

export function createPageCacheLayer({
  cache,
  isAvailable = () => true,
  htmlLimitedBots,
  cdn = null,
}: PageCacheLayerOptions): Layer {
  /** entry → variant name → its body being prepared (one preparation per variant, shared by its requests). */
  const preparing = new WeakMap<CacheEntry, Map<string, Promise<Buffer>>>();

  function variantBody(key: string, entry: CacheEntry, variant: StoredVariant): Promise<Buffer> | Buffer {
    const { name } = variant;
    if (variant.plain) return entry.body;
    const ready = entry.variants.get(name);
    if (ready) return ready;
    const pending = preparing.get(entry) ?? new Map<string, Promise<Buffer>>();
    preparing.set(entry, pending);
    let body = pending.get(name);
    if (!body) {
      body = finishStored(entry.body, variant)
        .then((encoded) => {
          cache.addVariant(key, entry, name, encoded);
          return encoded;
        })
        // A failure is not remembered: the next request of the variant tries again.
        .finally(() => pending.delete(name));
      pending.set(name, body);
    }
    return body;
  }

  async function replay(
    ctx: RequestContext,
    decision: Extract<CacheDecision, { key: string }>,
    entry: CacheEntry,
    state: "hit" | "stale",
  ): Promise<void> {
    const { res } = ctx;
    const variant = storedVariant(ctx);
    const { encoding, theme } = variant;
    const body = await variantBody(decision.key, entry, variant);
    if (res.destroyed) return;
    ctx.prepared = { scriptHashes: entry.scriptHashes ?? [] };
    const headers: OutgoingHttpHeaders = {
      ...entry.headers,
      vary: varyWithEncoding(entry.headers.vary),
      "content-length": body.length,
      [CACHE_HEADER]: state,
    };
    if (encoding !== "identity") headers["content-encoding"] = encoding;
    const edge = cdn ? edgeHeaders(cdn, cache, entry, { shell: decision.shell, theme }) : null;
    if (edge) {
      Object.assign(headers, edge);
      ctx.cdnTagged = true;
    }
    res.writeHead(entry.status, headers);
    res.end(body);
  }

  /** Lets Next.js render the page; keeps a copy when it may be shared. Leads the key's flight when none runs. */
  function render(
    ctx: RequestContext,
    decision: Extract<CacheDecision, { key: string }>,
    next: () => unknown,
  ): unknown {
    const { req, res } = ctx;
    res.setHeader(CACHE_HEADER, "miss");
    if (decision.shell) stripToShellRequest(req);
    const ticket = cache.startRender(decision.key);
    res.once("close", () => cache.finishRender(ticket));
    tapResponse(res, () => {
      // Hits are encoded from the plain page; Next.js never compresses here (it sees no Accept-Encoding).
      if (!isStorableResponse(res) || res.hasHeader("content-encoding")) return null;
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
          cache.store(
            decision.key,
            { status: res.statusCode, headers, body, tags: decision.tags, scriptHashes: inlineScriptHashes(body) },
            ticket,
          );
        },
      };
    });
    return next();
  }

  return async function servePage(ctx, next) {
    const { req, res } = ctx;
    // Only this layer may mark a shell render (a visitor's own header would be dropped anyway).
    delete req.headers[SHELL_HEADER];
    const decision = isAvailable()
      ? cacheDecision({ method: req.method, url: req.url ?? "/", headers: req.headers }, { htmlLimitedBots })
      : { bypass: "unavailable" };
    if (decision.bypass !== undefined) {
      res.setHeader(CACHE_HEADER, "bypass");
      return next();
    }
    const entry = cache.get(decision.key);
    if (entry && entry.staleUntil === undefined) return replay(ctx, decision, entry, "hit");
    const flight = cache.inFlight(decision.key);
    // Stale within its bound: served while the render in flight brings the next copy, or while the copy is
    // younger than the refresh spacing (then no request renders yet).
    if (entry && (flight || !cache.refreshDue(entry))) return replay(ctx, decision, entry, "stale");
    if (flight) {
      const stored = await flight;
      if (stored) return replay(ctx, decision, stored, "hit");
    }
    return render(ctx, decision, next);
  };
}
