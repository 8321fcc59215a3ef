import "server-only";
import { headers } from "next/headers";

/**
 * The caller's address for rate limiting: the first X-Forwarded-For hop (set by Next's server or the
 * load balancer in front of it). Behind an untrusted proxy this can be forged, which is why every
 * per-IP limit is paired with a per-account one.
 */
export async function clientIp(): Promise<string> {
  const list = await headers();
  const forwarded = list.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || list.get("x-real-ip") || "unknown";
}
