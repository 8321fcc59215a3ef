import { routing } from "./routing";

/**
 * A path in the given language, as `<a href>` needs it: Spanish, the default, has no prefix
 * (localePrefix "as-needed"), the others start with theirs. For markup rendered once for many (post
 * cards), where next-intl's `Link` would cost a client component per link.
 */
export function localPath(path: string, locale: string): string {
  return locale === routing.defaultLocale ? path : `/${locale}${path}`;
}
