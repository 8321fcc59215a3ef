// docs/product-spec.md §3 Countries: where checkout ships. "UK" is the spec's code (lib/format/country.ts names it).
export const SHIPPING_COUNTRIES = ["ES", "US", "FR", "DE", "IT", "PT", "UK", "MX", "AR", "CO", "BR"] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];
