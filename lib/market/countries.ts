// Spec §3 Countries: where checkout ships. "UK" is the spec's code; Intl names it as GB.
export const SHIPPING_COUNTRIES = ["ES", "US", "FR", "DE", "IT", "PT", "UK", "MX", "AR", "CO", "BR"] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

export function intlRegion(code: string): string {
  return code === "UK" ? "GB" : code;
}
