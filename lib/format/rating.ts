/** An average of stars as shops show it, "4,5" in the reader's language: always one decimal. */
export function formatAverage(average: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}
