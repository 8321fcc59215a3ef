// Country names in the reader's language from the ISO code the stores keep, with the platform's Intl.
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
