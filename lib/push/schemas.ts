// Input of the push subscription actions (decision 028): what PushSubscription.toJSON() gives. Pure.
import * as z from "zod/mini";

export const ENDPOINT_MAX = 2048;

/**
 * The push services of the browsers people use (these hosts and their subdomains): Chrome's, Edge's and
 * Opera's (FCM), Firefox's (autopush), Safari's (Apple), legacy Edge's (WNS). The server posts to every
 * stored endpoint, so an endpoint elsewhere (an internal address, someone's server) is refused rather
 * than ever requested.
 */
export const PUSH_SERVICE_DOMAINS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
  "notify.windows.com",
] as const;

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** The bytes of a base64url string (padding allowed), as a binary string; null when it is not one. */
function base64UrlDecode(value: string): string | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  const unpadded = value.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  if (unpadded.length % 4 === 1) return null;
  try {
    return atob(unpadded + "=".repeat((4 - (unpadded.length % 4)) % 4));
  } catch {
    return null;
  }
}

/** A push service's https endpoint; with `allowLoopback`, also plain http on this machine (tests' fake service). */
export function isPushEndpoint(value: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowLoopback && (url.protocol === "http:" || url.protocol === "https:") && LOOPBACK.has(url.hostname))
    return true;
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === "https:" && PUSH_SERVICE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`))
  );
}

export function pushSubscriptionSchema(allowLoopback: boolean) {
  return z.object({
    endpoint: z.string("push.errors.endpoint").check(
      z.maxLength(ENDPOINT_MAX, "push.errors.endpoint"),
      z.refine((value) => isPushEndpoint(value, allowLoopback), "push.errors.endpoint"),
    ),
    keys: z.object({
      // The browser's P-256 public key: 65 bytes, uncompressed point.
      p256dh: z.string("push.errors.keys").check(
        z.maxLength(100, "push.errors.keys"),
        z.refine((value) => {
          const bytes = base64UrlDecode(value);
          return bytes?.length === 65 && bytes.charCodeAt(0) === 4;
        }, "push.errors.keys"),
      ),
      // The auth secret: 16 bytes.
      auth: z.string("push.errors.keys").check(
        z.maxLength(44, "push.errors.keys"),
        z.refine((value) => {
          const length = base64UrlDecode(value)?.length ?? 0;
          return length >= 16 && length <= 32;
        }, "push.errors.keys"),
      ),
    }),
  });
}

export const pushEndpointSchema = z.object({
  endpoint: z
    .string("push.errors.endpoint")
    .check(z.minLength(1, "push.errors.endpoint"), z.maxLength(ENDPOINT_MAX, "push.errors.endpoint")),
});
