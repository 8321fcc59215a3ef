"use client";

import { usePathname as useFrameworkPathname, useRouter as useFrameworkRouter } from "next/navigation";
import { useLocale } from "next-intl";
import { useMemo } from "react";
import { localPath, type Href } from "./local-path";
import { LOCALE_COOKIE } from "./routing";

type NavigateOptions = {
  /** Another language: the path gets its prefix and the choice is remembered (the cookie). */
  locale?: string;
  scroll?: boolean;
};

/**
 * Writes the language cookie before a change of language navigates: the router may answer from its
 * cache without asking the server, which would otherwise keep the old choice (next-intl#786).
 */
function rememberLocale(locale: string) {
  document.cookie = `${LOCALE_COOKIE.name}=${locale}; path=/; max-age=${LOCALE_COOKIE.maxAge}; samesite=lax`;
}

/**
 * Next.js's router, taking the app's paths without their language (`push("/home")` goes to /en/home for
 * an English reader), as next-intl's does; `{ locale }` changes the language.
 */
export function useRouter() {
  const router = useFrameworkRouter();
  const current = useLocale();
  return useMemo(() => {
    function target(href: Href, locale: string | undefined): string {
      if (locale === undefined || locale === current) return localPath(href, current);
      rememberLocale(locale);
      return localPath(href, locale, { forcePrefix: true });
    }
    return {
      ...router,
      push: (href: Href, { locale, ...options }: NavigateOptions = {}) => router.push(target(href, locale), options),
      replace: (href: Href, { locale, ...options }: NavigateOptions = {}) =>
        router.replace(target(href, locale), options),
      prefetch: (href: Href) => router.prefetch(localPath(href, current)),
    };
  }, [router, current]);
}

/** The current path without its language prefix ("/en/home" reads "/home"), as the app's hrefs write it. */
export function usePathname(): string {
  const pathname = useFrameworkPathname();
  const prefix = `/${useLocale()}`;
  return pathname === prefix || pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) || "/" : pathname;
}
