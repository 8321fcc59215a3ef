import "server-only";
import { headers } from "next/headers";
import { env } from "@/lib/env";
// Set by the front door (server/front-door/client-ip.ts) on every request; a client's own copy is removed.
import { CLIENT_IP_HEADER } from "@/server/shared/front-door-contract";

/**
 * The caller's address for rate limiting, as the front door of `npm start` established it: the socket's
 * peer, or the address the outermost of TRUSTED_PROXY_HOPS trusted proxies saw. Never a header the
 * client wrote.
 */
export async function clientIp(): Promise<string> {
  const list = await headers();
  const fromFrontDoor = list.get(CLIENT_IP_HEADER);
  if (fromFrontDoor) return fromFrontDoor;
  // `next dev` has no front door. It fills X-Forwarded-For with the socket's address when the client
  // sent none, so the last hop is right for a browser; a hand-made request can forge it (or the header
  // above), which is acceptable on a developer's machine only. In production a missing header means a
  // server without the front door (plain `next start`): every caller then shares one rate-limit bucket
  // rather than choosing its own.
  if (env.NODE_ENV === "production") return "unknown";
  return list.get("x-forwarded-for")?.split(",").at(-1)?.trim() || "unknown";
}
