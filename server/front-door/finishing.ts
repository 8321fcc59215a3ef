// The one step that finishes every response on its way out (docs/decisions/069-one-server-pipeline.md):
// the security headers and CSP (security-headers.ts), the visitor's theme on the <html> tag of a page
// (html-theme.ts, decision 031), the CSP nonce on its scripts, and compression. A page Next.js renders is
// finished as it streams; a page the page cache replays was finished by this same step once per variant
// (finishStored, decision 039) and carries script hashes instead of a nonce, so its bytes go out as they
// are. Next.js never compresses: the nonce and the theme are written into the HTML it produced, so it must
// hand over plain bytes, and it never sees Accept-Encoding (the context keeps it).
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import compression from "next/dist/compiled/compression/index.js";
import { createHtmlThemeInjector, themeFromCookie, type Theme } from "./html-theme";
import { encodeBody, preferredEncoding, type Encoding } from "./prepared-body";
import type { Layer, RequestContext } from "./request-context";
import { tapResponse } from "./response-tap";
import { createScriptNonceInjector } from "./script-nonce";
import { externalSources, isHttpsRequest, securityHeaders } from "./security-headers";
import type { Env } from "./settings";
import type { ChunkRewriter } from "./tag-attribute";

export interface FinishingOptions {
  appUrl: string;
  trustedHops: number;
  env?: Env;
  /** next.config's `compress` (gzip of compressible bodies when the client takes it). */
  compress?: boolean;
}

const isHtml = (res: ServerResponse): boolean => /^text\/html/i.test(String(res.getHeader("content-type") ?? ""));

/** The request the compression middleware is shown: its method and Accept-Encoding, and whose it is. */
type ShownRequest = { method?: string | undefined; headers: Record<string, string>; ctx: RequestContext };

/** Rewriters applied in turn to each chunk; at the end, each one's held bytes pass through the next ones. */
function chain(rewriters: ChunkRewriter[]): { transform(chunk: Buffer): Buffer; finish(): Buffer } {
  return {
    transform: (chunk) => rewriters.reduce((bytes, rewriter) => rewriter.push(bytes), chunk),
    finish: () =>
      rewriters.reduce((held, rewriter) => Buffer.concat([rewriter.push(held), rewriter.end()]), Buffer.alloc(0)),
  };
}

/** A stored page in the variant one request asks for: its name in the cache, and how to make it. */
export interface StoredVariant {
  name: string;
  theme: Theme | null;
  encoding: Encoding;
  /** True when the stored bytes are the variant already (no theme, no encoding). */
  plain: boolean;
}

/** Which variant of a stored page this request gets: the context's theme and accepted encoding. */
export function storedVariant(ctx: Pick<RequestContext, "theme" | "acceptEncoding">): StoredVariant {
  const encoding = preferredEncoding(ctx.acceptEncoding);
  return {
    name: `${ctx.theme ?? "system"}/${encoding}`,
    theme: ctx.theme,
    encoding,
    plain: !ctx.theme && encoding === "identity",
  };
}

/**
 * A stored page finished for a variant, off the event loop: the same theme rewriter a render streams
 * through, then brotli or gzip once for all the variant's visitors. No nonce: the page cache marks the
 * response prepared, and its CSP allows the page's script hashes.
 */
export function finishStored(
  body: Buffer,
  { theme, encoding }: Pick<StoredVariant, "theme" | "encoding">,
): Promise<Buffer> {
  const themed = theme ? chain([createHtmlThemeInjector(theme)]) : null;
  return encodeBody(themed ? Buffer.concat([themed.transform(body), themed.finish()]) : body, encoding);
}

/** The finishing layer: reads the request's encoding and theme into the context, then finishes the response. */
export function createFinishing({ appUrl, trustedHops, env = process.env, compress = true }: FinishingOptions): Layer {
  const appUrlIsHttps = new URL(appUrl).protocol === "https:";
  const { media, realtime } = externalSources(env);
  // A prepared body is encoded already (or meant to go out plain).
  const compressResponse = compress
    ? compression({ filter: (req, res) => (req as ShownRequest).ctx.prepared === null && compression.filter(req, res) })
    : null;

  return function finishing(ctx, next) {
    const { req, res } = ctx;
    const acceptEncoding = req.headers["accept-encoding"];
    delete req.headers["accept-encoding"];
    ctx.acceptEncoding = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : acceptEncoding;
    ctx.theme = themeFromCookie(req.headers.cookie);
    const shown: ShownRequest = {
      method: req.method,
      headers: ctx.acceptEncoding === undefined ? {} : { "accept-encoding": ctx.acceptEncoding },
      ctx,
    };
    compressResponse?.(shown, res, () => {});

    tapResponse(res, () => {
      const scriptHashes = ctx.prepared?.scriptHashes;
      const html = isHtml(res);
      const nonce =
        !ctx.prepared && html && !res.hasHeader("content-security-policy") ? randomBytes(16).toString("base64") : null;
      const https = isHttpsRequest(req, { appUrlIsHttps, trustedHops });
      // A 304 has no body: its headers replace those the browser stored with the page, whose scripts carry
      // the nonce of the policy stored beside them. A script-less policy here would stop the stored page's
      // scripts (the offline page the service worker keeps, when Next.js prerenders it).
      if (res.statusCode !== 304) {
        for (const [name, value] of Object.entries(securityHeaders({ nonce, scriptHashes, https, media, realtime }))) {
          if (!res.hasHeader(name)) res.setHeader(name, value);
        }
      }
      // A prepared page was themed when its variant was made (finishStored).
      const rewriters: ChunkRewriter[] = [];
      if (html && !ctx.prepared && ctx.theme) rewriters.push(createHtmlThemeInjector(ctx.theme));
      if (nonce) rewriters.push(createScriptNonceInjector(nonce));
      if (rewriters.length === 0) return null;
      // The body grows by the attributes: its length is only known at the end. And Next.js's ETag names
      // the bytes it rendered, not these: without it, no browser asks for the page again with
      // If-None-Match (a prerendered page would answer 304).
      res.removeHeader("content-length");
      res.removeHeader("etag");
      return chain(rewriters);
    });
    return next();
  };
}
