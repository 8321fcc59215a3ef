import { defineRouting } from "next-intl/routing";

export const locales = ["es", "en", "fr", "pt", "zh"] as const;
export type Locale = (typeof locales)[number];

export const routing = defineRouting({
  locales,
  defaultLocale: "es",
  // Spanish lives at the root, the others under /en, /fr, /pt, /zh.
  localePrefix: "as-needed",
  localeCookie: { name: "NEXT_LOCALE", maxAge: 60 * 60 * 24 * 365 },
});
