// Issue 48, item 7: a postal code must be one the carrier of its shipping country can deliver to. One
// pattern per country of SHIPPING_COUNTRIES (the forms the national post offices publish); spaces around
// are trimmed by the schema, letters compared upper-case.
import type { ShippingCountry } from "@/lib/market/countries";

export const POSTAL_CODE_PATTERNS: Record<ShippingCountry, RegExp> = {
  // Spain: two digits of the province (01–52), then three.
  ES: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  US: /^\d{5}(?:-\d{4})?$/,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  IT: /^\d{5}$/,
  PT: /^\d{4}-\d{3}$/,
  UK: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  MX: /^\d{5}$/,
  // Argentina: the old four digits, or the CPA (a province letter, four digits, three letters).
  AR: /^(?:\d{4}|[A-HJ-NP-Z]\d{4}[A-Z]{3})$/,
  CO: /^\d{6}$/,
  BR: /^\d{5}-?\d{3}$/,
};

export function isPostalCodeOf(country: ShippingCountry, postalCode: string): boolean {
  return POSTAL_CODE_PATTERNS[country].test(postalCode.trim().toUpperCase());
}

/** libphonenumber-js names the United Kingdom GB; the spec's list says UK. */
export function phoneRegionOf(country: ShippingCountry): string {
  return country === "UK" ? "GB" : country;
}
