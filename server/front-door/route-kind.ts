// What a request is, in a handful of kinds: the label of the request metrics (server/metrics/) and a
// field of every log line written while handling it (server/front-door/request-id.ts).
import type { IncomingMessage } from "node:http";

export type RouteKind = "page" | "action" | "api" | "media" | "static" | "realtime";

export function routeKind(req: Pick<IncomingMessage, "method" | "url" | "headers">): RouteKind {
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  if (path.startsWith("/_next/") || path === "/sw.js" || path.startsWith("/icons") || path.startsWith("/pwa-icon/"))
    return "static";
  if (path.startsWith("/apps/") || path.startsWith("/app/")) return "realtime";
  if (path.startsWith("/api/media/")) return "media";
  if (path.startsWith("/api/")) return "api";
  if (req.method === "POST" && req.headers["next-action"] !== undefined) return "action";
  return "page";
}
