// Its own module so that the proxy, which sets it, loads nothing else of lib/auth/entry.ts (zod, the logger).

/**
 * The request header in which the proxy names the sign-in page's language prefix (none for Spanish) for
 * GET /api/auth-entry (decision 063). A header, not the query: a route handler behind a proxy rewrite reads
 * the query of the URL the browser asked for, which keeps the page's own `mode` and `next`.
 */
export const AUTH_ENTRY_LOCALE_HEADER = "x-patitas-auth-locale";
