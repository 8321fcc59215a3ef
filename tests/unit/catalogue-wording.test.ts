/** @no-database — reads the message catalogues only. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { allBreedSlugs } from "@/lib/pets/breeds";

// Wording rules the key-by-key checks of messages.test.ts cannot see: the brand in page titles, breed
// names in every language, and one register per language.

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

describe("breed names", () => {
  const slugs = allBreedSlugs();

  it("give every catalogue breed its own message key", () => {
    // The spec's lists: dog 20, cat 12, rabbit 5, bird 5, reptile 4, rodent 4.
    expect(new Set(slugs).size).toBe(50);
  });

  it.each(locales)("%s names every catalogue breed, and nothing else", (locale) => {
    const keys = [...catalogues[locale].keys()].filter((key) => key.startsWith("pets.breeds."));
    expect(keys.sort()).toEqual(slugs.map((slug) => `pets.breeds.${slug}`).sort());
  });
});
