// How large a request body the front door lets through, per route (issue 43): one small default for
// everything, larger only where the app takes large bodies. Without it a sign-in form of 200 MB was read
// in full, and a Content-Length of 1e9 held a connection open. Server actions keep Next.js's own limit
// (next.config's serverActions.bodySizeLimit, read at start), which the gate applies to them instead.
const KiB = 1024;
const MiB = 1024 * KiB;

export interface BodyLimits {
  /** The limit of every route no rule names, in bytes. */
  defaultBytes: number;
  /** The first rule whose pattern matches the request's path (query string included) gives its limit. */
  routes: readonly { path: RegExp; bytes: number }[];
}

export const BODY_LIMITS: BodyLimits = {
  // Forms and JSON of the API routes (sign-in, realtime authentication) are a few hundred bytes.
  defaultBytes: 64 * KiB,
  routes: [
    // lib/media/upload-route.ts: the largest video and 1 MiB for the form around it (body-limits.test.ts
    // keeps the two equal; the route refuses more itself, with its own message).
    { path: /^\/api\/uploads(?:[/?]|$)/, bytes: 51 * MiB },
    // Stripe's events are JSON of a few kB; an order with many lines stays far below this.
    { path: /^\/api\/webhooks\/stripe(?:[/?]|$)/, bytes: 1 * MiB },
  ],
};

/** The body limit of a request to `url` that is not a server action. */
export function routeBodyLimit(url: string, limits: BodyLimits = BODY_LIMITS): number {
  return limits.routes.find((rule) => rule.path.test(url))?.bytes ?? limits.defaultBytes;
}
