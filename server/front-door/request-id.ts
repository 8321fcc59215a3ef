// Every request gets an id, the outermost layer of the front door (docs/decisions/049-structured-logs.md):
// it is passed on to Next.js as a request header, returned in the response, and carried by every log
// line written while the request is handled (server/shared/log.ts). An id that came with the request
// is kept only behind our own proxies (TRUSTED_PROXY_HOPS above 0, the trust X-Forwarded-For gets), so
// a proxy's or load balancer's id joins its logs to ours; a client's own is replaced, or anyone could
// write ids into our logs that point at other people's requests.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { withRequestContext } from "../shared/log";
import type { Layer } from "./request-context";
import { tapResponse } from "./response-tap";
import { routeKind } from "./route-kind";

export const REQUEST_ID_HEADER = "x-request-id";

// What proxies send (UUIDs, hex, Heroku's and AWS's forms): short, and no spaces or quotes.
const ACCEPTED_ID = /^[A-Za-z0-9._:;=+/-]{1,128}$/;

/** The request's id: the trusted proxy's when there is one and it looks like an id, else a new one. */
export function requestIdOf(req: Pick<IncomingMessage, "headers">, trustedHops: number): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  if (trustedHops > 0 && typeof incoming === "string" && ACCEPTED_ID.test(incoming)) return incoming;
  return randomUUID();
}

/** The outermost layer of a request (pipeline.ts): its id on the context, the request, the response and the logs. */
export function requestIdLayer({ trustedHops }: { trustedHops: number }): Layer {
  return (ctx, next) => {
    const requestId = requestIdOf(ctx.req, trustedHops);
    ctx.requestId = requestId;
    ctx.req.headers[REQUEST_ID_HEADER] = requestId;
    // Set as the head goes out, after every inner layer has read the headers: the page cache never
    // stores an id with a page, and whatever an inner layer wrote under this name is replaced.
    tapResponse(ctx.res, (response) => {
      response.setHeader(REQUEST_ID_HEADER, requestId);
      return null;
    });
    return withRequestContext({ requestId, kind: routeKind(ctx.req) }, next);
  };
}
