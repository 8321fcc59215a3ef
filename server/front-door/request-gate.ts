// The front door: every request passes here before Next.js sees it (server/server.ts). It answers,
// with a proper 4xx, the requests Next.js would turn into a 500, refuses cross-site writes, and fixes
// the client's address once for the whole app (docs/decisions/006-front-door-server.md).
import { IncomingMessage, type IncomingHttpHeaders } from "node:http";
import { routeBodyLimit, type BodyLimits } from "./body-limits";
import { CLIENT_IP_HEADER, resolveClientIp } from "./client-ip";
import { isReadableForm } from "./form-body";
import { refusals, sendRefusal, type Refusal, type RefusalOptions } from "./refusals";
import type { Layer } from "./request-context";

const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const multipart = /^multipart\/form-data/i;

/** new URL() without the throw (URL.parse arrived after Node 20.9, the oldest Node we support). */
function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

export function isApiPath(url: string): boolean {
  return /^\/api(?:[/?]|$)/.test(url);
}

/** Next.js answers 500 when a path does not percent-decode (`/u/%ZZ`); the query string is tolerated. */
export function hasMalformedPath(url: string): boolean {
  try {
    decodeURIComponent(url.split("?", 1)[0] ?? "");
    return false;
  } catch {
    return true;
  }
}

/**
 * A write whose Origin is another site: neither this request's Host nor APP_URL's host (a proxy may
 * rewrite Host). Requests without Origin pass: browsers send it on every cross-site write, so its
 * absence means a same-origin navigation of an old browser or a non-browser client, neither of which
 * carries a victim's cookies. "null" (sandboxed frames, file: pages) is foreign.
 */
export function isForeignOrigin({
  method,
  origin,
  host,
  appHost,
}: {
  method: string | undefined;
  origin: string | undefined;
  host: string | undefined;
  appHost: string;
}): boolean {
  if (method === undefined || !writeMethods.has(method) || origin === undefined) return false;
  const originUrl = parseUrl(origin);
  if (!originUrl) return true;
  if (originUrl.host === appHost) return false;
  // Parsed with the origin's scheme so that a default port written in Host compares equal.
  return !host || parseUrl(`${originUrl.protocol}//${host}`)?.host !== originUrl.host;
}

/**
 * Whether Next.js will run this POST as a server action: it names one (the Next-Action header of the
 * client router), or it is a multipart form posted to a page, which is how a form with an action is
 * submitted before JavaScript loads. Route handlers under /api read their own bodies.
 */
export function isActionRequest({
  method,
  url,
  headers,
}: {
  method?: string | undefined;
  url?: string | undefined;
  headers: IncomingHttpHeaders;
}): boolean {
  if (method !== "POST" || isApiPath(url ?? "")) return false;
  return headers["next-action"] !== undefined || multipart.test(headers["content-type"] ?? "");
}

/**
 * Refuses a body over its route's limit from its Content-Length, before reading any of it (Next.js reads
 * an action body to its limit and then answers 500; route handlers read everything). An action body
 * sent without one (chunked) must state its length; any other is counted as it is read (readBoundedBody).
 */
export function bodyLengthRefusal(
  headers: IncomingHttpHeaders,
  limit: number,
  { action }: { action: boolean },
): Refusal | null {
  const length = headers["content-length"];
  if (length === undefined)
    return action && headers["transfer-encoding"] !== undefined ? refusals.lengthRequired : null;
  return Number(length) > limit ? refusals.bodyTooLarge : null;
}

/**
 * The client router sends an action's arguments as a form (multipart) or, when they are simple, as one
 * JSON text (React's encodeReply). Next.js parses the latter without a guard and answers 500.
 */
export function hasJsonBody(headers: IncomingHttpHeaders): boolean {
  return headers["next-action"] !== undefined && !multipart.test(headers["content-type"] ?? "");
}

/**
 * How deeply a JSON argument list may nest. React's decodeReply walks the parsed value recursively and
 * a few thousand levels exhaust the stack (a 500); the app's arguments are zod-checked objects a few
 * levels deep.
 */
export const MAX_ARGUMENT_DEPTH = 64;

/**
 * Whether a JSON body is what React's encodeReply sends and Next.js can run: an array (the argument
 * list, which Next.js spreads into the action: a string, number, null, boolean or object is a 500
 * there), nested at most MAX_ARGUMENT_DEPTH levels, whose strings and keys hold no lone surrogate
 * (`"\ud800"` parses, but is no text: encoders refuse it or replace it, and Next.js answered 500).
 */
export function isArgumentList(body: Buffer): boolean {
  let value: unknown;
  try {
    value = JSON.parse(body.toString("utf8"));
  } catch {
    return false;
  }
  if (!Array.isArray(value)) return false;
  // Walked with a stack of its own: the check must not recurse as deep as what it refuses.
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item === "string") {
      if (!item.isWellFormed()) return false;
      continue;
    }
    if (typeof item !== "object" || item === null) continue;
    if (depth > MAX_ARGUMENT_DEPTH) return false;
    if (Array.isArray(item)) {
      for (const element of item) pending.push([element, depth + 1]);
      continue;
    }
    for (const [key, element] of Object.entries(item)) {
      if (!key.isWellFormed()) return false;
      pending.push([element, depth + 1]);
    }
  }
  return true;
}

/** The body limit of this request: Next.js's for a server action, else its route's (body-limits.ts). */
export function bodyLimitOf(
  req: IncomingMessage,
  { actionBodyLimit, bodyLimits }: { actionBodyLimit: number; bodyLimits?: BodyLimits | undefined },
): number {
  return isActionRequest(req) ? actionBodyLimit : routeBodyLimit(req.url ?? "/", bodyLimits);
}

/** Everything that can be decided from the request line and headers, in the order it is checked. */
export function checkHeaders(
  req: IncomingMessage,
  { appHost, bodyLimit }: { appHost: string; bodyLimit: number },
): Refusal | null {
  if (hasMalformedPath(req.url ?? "/")) return refusals.malformedPath;
  if (isForeignOrigin({ method: req.method, origin: req.headers.origin, host: req.headers.host, appHost }))
    return refusals.foreignOrigin;
  return bodyLengthRefusal(req.headers, bodyLimit, { action: isActionRequest(req) });
}

/** Replaces whatever the client said about its address with what the socket and trusted proxies say. */
export function setClientIp(req: IncomingMessage, trustedHops: number): string {
  const { clientIp, forwardedFor } = resolveClientIp({
    socketAddress: req.socket.remoteAddress,
    forwardedFor: req.headers["x-forwarded-for"],
    trustedHops,
  });
  delete req.headers["x-real-ip"];
  req.headers[CLIENT_IP_HEADER] = clientIp;
  req.headers["x-forwarded-for"] = forwardedFor;
  return clientIp;
}

/** The whole body, or null as soon as it passes `limit` (then nothing more is read: the refusal closes). */
function readBoundedBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off("data", onData);
      req.pause();
      resolve(null);
    };
    req.on("data", onData);
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
    req.on("aborted", () => reject(new Error("Request aborted")));
  });
}

/**
 * A request Next.js can read again after the front door consumed the body: same socket, method, URL
 * and headers, with the buffered body queued for reading. The response stays the original one.
 */
export function replayRequest(req: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = new IncomingMessage(req.socket);
  replay.method = req.method;
  replay.url = req.url;
  replay.httpVersion = req.httpVersion;
  replay.httpVersionMajor = req.httpVersionMajor;
  replay.httpVersionMinor = req.httpVersionMinor;
  replay.headers = req.headers;
  replay.rawHeaders = Object.entries(req.headers).flatMap(([name, value]) =>
    value === undefined ? [] : Array.isArray(value) ? value.flatMap((item) => [name, item]) : [name, value],
  );
  replay.push(body);
  replay.push(null);
  replay.complete = true;
  return replay;
}

/**
 * The gate's layer (pipeline.ts): refuses what must be refused, else hands the request (or its replay,
 * on the context) to the next layer, the page cache, then Next.js. The server listens for both 'request'
 * and 'checkContinue', so that a client announcing a large body with `Expect: 100-continue` is refused
 * before sending it.
 */
export interface RequestGateOptions {
  trustedHops: number;
  /** APP_URL's host. */
  appHost: string;
  /** Next.js's limit on a server action's body, in bytes. */
  actionBodyLimit: number;
  /** Every other route's (body-limits.ts's table unless a test gives its own). */
  bodyLimits?: BodyLimits | undefined;
  refusalOptions: RefusalOptions;
}

/** Whether the request's body comes without a stated length (chunked), so it can only be counted. */
const isUnmeasured = (req: IncomingMessage) =>
  req.headers["content-length"] === undefined && req.headers["transfer-encoding"] !== undefined;

export function createRequestGate({
  trustedHops,
  appHost,
  actionBodyLimit,
  bodyLimits,
  refusalOptions,
}: RequestGateOptions): Layer {
  return async function gate(ctx, next): Promise<unknown> {
    const { req, res } = ctx;
    const refuse = (refusal: Refusal) =>
      sendRefusal(req, res, refusal, {
        ...refusalOptions,
        json: isApiPath(req.url ?? "/") || req.headers["next-action"] !== undefined,
      });
    const bodyLimit = bodyLimitOf(req, { actionBodyLimit, bodyLimits });
    const refusal = checkHeaders(req, { appHost, bodyLimit });
    if (refusal) return refuse(refusal);
    ctx.clientIp = setClientIp(req, trustedHops);
    // An Origin equal to APP_URL's host names the host the browser asked for, whatever Host a proxy
    // wrote; Next.js compares its own Server Actions check with X-Forwarded-Host, so say it there.
    if (req.headers.origin && parseUrl(req.headers.origin)?.host === appHost) req.headers["x-forwarded-host"] = appHost;
    if (/100-continue/i.test(req.headers.expect ?? "")) res.writeContinue();
    const action = isActionRequest(req);
    if (!action && !isUnmeasured(req)) return next();

    // An action's body was bounded by the Content-Length check above, a chunked one is counted here; the
    // connection's own timeouts bound a slow client.
    const body = await readBoundedBody(req, bodyLimit);
    if (body === null) return refuse(refusals.bodyTooLarge);
    if (action && !(hasJsonBody(req.headers) ? isArgumentList(body) : await isReadableForm(body, req.headers)))
      return refuse(refusals.invalidBody);
    ctx.req = replayRequest(req, body);
    return next();
  };
}
