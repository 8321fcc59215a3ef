// The seller dashboard's constants, shared by the forms (browser) and the server. Client-safe: no imports
// of server code.

/** docs/product-spec.md §3 Countries: the 11 the marketplace sells in and ships to (codes as the spec spells them). */
export const MARKET_COUNTRIES = ["ES", "US", "FR", "DE", "IT", "PT", "UK", "MX", "AR", "CO", "BR"] as const;
export type MarketCountry = (typeof MARKET_COUNTRIES)[number];
/** docs/product-spec.md §9: default country ES, default shipping countries ES. */
export const DEFAULT_COUNTRY: MarketCountry = "ES";

export const STORE_LIMITS = {
  nameMax: 80,
  descriptionMax: 1000,
  addressMax: 200,
  emailMax: 320,
  phoneMax: 30,
} as const;

export const PRODUCT_LIMITS = {
  nameMax: 120,
  descriptionMax: 4000,
  imagesMax: 8,
  /** 999 999,99 €: a typo guard, and one unit stays buyable (the largest order, lib/cart/limits.ts). */
  priceMaxCents: 99_999_999,
  stockMax: 100_000,
} as const;

export const TRACKING_MAX = 100;
export const SELLER_PAGE_SIZE = 20;

/** docs/product-spec.md §4 Order status, as the store moves a paid order along: each status has one next step. */
export const NEXT_ORDER_STATUS = { pending: "processing", processing: "shipped", shipped: "delivered" } as const;
export type FulfilmentStatus = (typeof NEXT_ORDER_STATUS)[keyof typeof NEXT_ORDER_STATUS];
export const FULFILMENT_STATUSES = [
  "processing",
  "shipped",
  "delivered",
] as const satisfies readonly FulfilmentStatus[];

/**
 * A price typed by a person ("12", "12,5", "12.50", "1.234,56") in integer cents, or null when it is not
 * a price. The last "," or "." followed by one or two digits is the decimal mark; other marks group.
 */
export function parsePriceInput(raw: string): number | null {
  const value = raw.replace(/[\s€]/g, "");
  if (value === "") return null;
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const euros = Number(match[1]!.replace(/[.,]/g, ""));
  const cents = match[2] ? Number(match[2].padEnd(2, "0")) : 0;
  return euros * 100 + cents;
}

/** Cents as the form shows them for editing: "12.50" → "12,50" in locales with a decimal comma. */
export function priceInputValue(cents: number | null, locale: string): string {
  if (cents === null) return "";
  const text = (cents / 100).toFixed(2);
  return locale === "en" || locale === "zh" ? text : text.replace(".", ",");
}
