import { routing } from "./routing";

type QueryValue = string | number | boolean | null | undefined;

/** A path of the app without its language, or a path with its query (`{ pathname: "/guides", query }`). */
export type Href = string | { pathname: string; query?: Record<string, QueryValue | readonly QueryValue[]> };

/** `?a=1&b=2`, or "" when nothing is set; absent values (null, undefined) are left out, lists repeat their key. */
function queryString(query: Record<string, QueryValue | readonly QueryValue[]> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value]) if (item != null) params.append(key, String(item));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * A path in the given language, as `<a href>` and the router need it: Spanish, the default, has no prefix
 * (localePrefix "as-needed"), the others start with theirs ("/" in English is "/en"). `forcePrefix`
 * writes the prefix for Spanish too, for a change of language: "/es/…" tells the front door which
 * language was chosen even where a stale cookie would say another. Hrefs that are not the app's own
 * paths (a scheme, a hash, a relative path) are returned as given, the rule of next-intl's `getPathname`.
 */
export function localPath(href: Href, locale: string, { forcePrefix = false } = {}): string {
  const path = typeof href === "string" ? href : href.pathname + queryString(href.query);
  if (!path.startsWith("/")) return path;
  if (locale === routing.defaultLocale && !forcePrefix) return path;
  return `/${locale}${/^\/(\?.*)?$/.test(path) ? path.slice(1) : path}`;
}
