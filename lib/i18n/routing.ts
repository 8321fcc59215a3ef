import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALES } from "@/server/shared/front-door-contract";

export const locales = LOCALES;
export type Locale = (typeof locales)[number];

/** Where the reader's choice of language is remembered (a year), read by the front door and next-intl. */
export const LOCALE_COOKIE = { name: "NEXT_LOCALE", maxAge: 60 * 60 * 24 * 365 } as const;

export const routing = defineRouting({
  locales,
  defaultLocale: DEFAULT_LOCALE,
  // Spanish lives at the root, the others under /en, /fr, /pt, /zh.
  localePrefix: "as-needed",
  localeCookie: LOCALE_COOKIE,
});
