// Country names in the reader's language, from the ISO 3166 codes the app keeps (stores, shipping,
// the places gazetteer), with the platform's Intl. One function for every screen and e-mail, so a code
// reads the same everywhere.

/** Codes the app keeps that Intl does not know by that name: the spec's "UK" is ISO's "GB". */
const INTL_REGION: Readonly<Record<string, string>> = { UK: "GB" };

const namesByLocale = new Map<string, Intl.DisplayNames>();

/** "ES" → "España" for es, "Spain" for en; the code itself when the platform has no name for it. */
export function countryName(code: string, locale: string): string {
  try {
    let names = namesByLocale.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
      namesByLocale.set(locale, names);
    }
    return names.of(INTL_REGION[code] ?? code) ?? code;
  } catch {
    return code; // Not a region code (or not a locale) at all: shown as stored.
  }
}

/** A place as lists show it: "Soria, España" for a gazetteer city, free text as its owner wrote it. */
export function placeLabel(place: string, country: string | null, locale: string): string {
  return country ? `${place}, ${countryName(country, locale)}` : place;
}
