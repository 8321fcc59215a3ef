/** @no-database — reads the message catalogues only. */
import { readFileSync } from "node:fs";
import path from "node:path";

// Wording rules the key-by-key checks of messages.test.ts cannot see: the brand in page titles, and one
// register per language.

const locales = ["es", "en", "fr", "pt", "zh"] as const;
type Locale = (typeof locales)[number];

function leaves(node: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object") leaves(value, full, out);
    else out.set(full, String(value));
  }
  return out;
}

const catalogues = Object.fromEntries(
  locales.map((locale) => [locale, leaves(JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")))]),
) as Record<Locale, Map<string, string>>;

describe("page titles", () => {
  // The layout's template appends " · Patitas" to every page title; meta.defaultTitle is used alone.
  const titleKey = /^tabs\.|[tT]itle$/;

  it.each(locales)("%s: no page title repeats the brand", (locale) => {
    const brand = catalogues[locale].get("meta.siteName")!;
    const repeated = [...catalogues[locale]].filter(([key, value]) => titleKey.test(key) && key !== "meta.defaultTitle" && value.includes(brand)).map(([key]) => key);
    expect(repeated).toEqual([]);
  });
});
