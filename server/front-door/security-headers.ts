// Security headers on every response the server sends — pages, API routes, media, static files and the
// front door's own refusals — and the per-response CSP nonce on every <script> (and <link>) of an HTML page
// (docs/decisions/009-public-page-cache.md, "Security headers"): what they say. The finishing step
// (finishing.ts) writes them, with the nonce, the theme and the compression of every response.
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import type { Env } from "./settings";

/**
 * What the app really uses. Uploads are file inputs (no camera, microphone or capture); "copy link"
 * writes to the clipboard; videos may go fullscreen or picture-in-picture from their controls; the place
 * picker's "use my location" asks this origin's pages (never frames) for the position (decision 013).
 * Everything else a page could ask a browser for is refused, for this page and any frame in it.
 */
export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=(self)",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "display-capture=()",
  "accelerometer=()",
  "gyroscope=()",
  "magnetometer=()",
  "clipboard-read=()",
  "clipboard-write=(self)",
  "fullscreen=(self)",
  "picture-in-picture=(self)",
].join(", ");

/** An origin ("https://cdn.example.com") from a URL setting, or null when unset or not a URL. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The sources beyond the app's own origin, from the environment: media (S3_PUBLIC_URL, a CDN or a public
 * bucket) and the realtime server browsers connect to (lib/realtime/config.ts): hosted Pusher's
 * cluster, or PUSHER_WS_HOST / PUSHER_HOST for soketi. The built-in server is the app's own origin,
 * which 'self' covers (ws: and wss: included).
 */
export function externalSources(env: Env): { media: string[]; realtime: string[] } {
  const media = [originOf(env.S3_PUBLIC_URL)].filter((origin): origin is string => origin !== null);
  return { media, realtime: realtimeSources(env) };
}

function realtimeSources(env: Env): string[] {
  if (!env.PUSHER_KEY) return [];
  if (env.PUSHER_CLUSTER) return [`wss://ws-${env.PUSHER_CLUSTER}.pusher.com`];
  const host = env.PUSHER_WS_HOST ?? env.PUSHER_HOST;
  if (!host) return [];
  const useTLS = env.PUSHER_USE_TLS === "true";
  const port = env.PUSHER_WS_PORT ?? env.PUSHER_PORT ?? (useTLS ? "443" : "80");
  return [`${useTLS ? "wss" : "ws"}://${host}:${port}`];
}

/**
 * The Content-Security-Policy. HTML pages get their nonce with 'strict-dynamic' (the scripts Next.js
 * loads from a trusted script are trusted too; no host list, no 'unsafe-inline' for scripts); any other
 * response runs no script at all. Styles keep 'unsafe-inline': React and Radix set style attributes.
 *
 * A page replayed from the page cache has the same bytes for every visitor, so no nonce: its scripts
 * are allowed by 'self' (Next.js's own chunks, same origin) and by the sha256 hash of each of its
 * inline scripts (decision 039); still no 'unsafe-inline', no other host, no 'unsafe-eval'.
 */
export interface PolicyOptions {
  /** The response's nonce when it is an HTML page, else null (no script runs, unless scriptHashes). */
  nonce: string | null;
  /** A cached page's inline script hashes ('sha256-…'): its scripts are allowed by 'self' and these. */
  scriptHashes?: readonly string[] | undefined;
  https: boolean;
  media?: readonly string[];
  realtime?: readonly string[];
}

function scriptSources(nonce: string | null, scriptHashes: readonly string[] | undefined): string {
  if (nonce) return `script-src 'nonce-${nonce}' 'strict-dynamic'`;
  if (scriptHashes) return ["script-src 'self'", ...scriptHashes].join(" ");
  return "script-src 'none'";
}

export function contentSecurityPolicy({
  nonce,
  scriptHashes,
  https,
  media = [],
  realtime = [],
}: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    scriptSources(nonce, scriptHashes),
    "style-src 'self' 'unsafe-inline'",
    // The service worker (public/sw.js): nonces cannot name a worker, and 'strict-dynamic' drops 'self'.
    "worker-src 'self'",
    // data: for tiny inline images, blob: for the previews of files picked for upload.
    ["img-src 'self' data: blob:", ...media].join(" "),
    ["media-src 'self' blob:", ...media].join(" "),
    "font-src 'self'",
    ["connect-src 'self'", ...realtime].join(" "),
    "object-src 'none'",
    "base-uri 'none'",
    // Forms post to the app only. A form whose answer redirects to another site (e.g. Stripe Checkout
    // when the marketplace lands) needs that site here: browsers check redirects of form posts too.
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** The headers for one response; HSTS only over HTTPS (browsers ignore it on plain HTTP anyway). */
export function securityHeaders({
  nonce,
  scriptHashes,
  https,
  media,
  realtime,
}: PolicyOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy({ nonce, scriptHashes, https, media, realtime }),
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "Permissions-Policy": PERMISSIONS_POLICY,
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000";
  return headers;
}

/**
 * Whether the browser reached us over HTTPS: APP_URL says so, the socket is TLS, or the nearest trusted
 * proxy (TRUSTED_PROXY_HOPS > 0) says so in X-Forwarded-Proto. A client's own X-Forwarded-Proto is
 * not believed without a trusted proxy in front.
 */
export function isHttpsRequest(
  req: Pick<IncomingMessage, "headers" | "socket">,
  { appUrlIsHttps, trustedHops }: { appUrlIsHttps: boolean; trustedHops: number },
): boolean {
  if (appUrlIsHttps || (req.socket as Partial<TLSSocket> | undefined)?.encrypted) return true;
  if (trustedHops === 0) return false;
  const forwarded = String(req.headers["x-forwarded-proto"] ?? "").split(",");
  return forwarded.at(-1)?.trim().toLowerCase() === "https";
}
