// The one money formatter of the app: amounts are integer cents in EUR, shown with the locale's own
// grouping, decimal mark and symbol position ("12,50 €" in es/fr/pt, "€12.50" in en/zh).

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, locale: string, currency = "EUR"): string {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}

/** The discount badge of a product card: the rounded percent off, or null when there is none. */
export function discountPercent(priceCents: number, originalPriceCents: number | null): number | null {
  if (originalPriceCents === null || originalPriceCents <= priceCents || originalPriceCents === 0) return null;
  return Math.round(((originalPriceCents - priceCents) / originalPriceCents) * 100);
}
