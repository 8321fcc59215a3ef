// docs/product-spec.md §9 post age labels: under an hour "less than 1h", under a day "{n}h", otherwise "{n}d".
// The one relative-time rule of the app; the words are the "age" messages of the posts namespace.

export type Age = { unit: "lessThanHour" } | { unit: "hours"; count: number } | { unit: "days"; count: number };

const HOUR_MS = 60 * 60 * 1000;

export function ageOf(date: Date | string, now: Date | number = Date.now()): Age {
  const elapsed = Math.max(0, (typeof now === "number" ? now : now.getTime()) - new Date(date).getTime());
  if (elapsed < HOUR_MS) return { unit: "lessThanHour" };
  if (elapsed < 24 * HOUR_MS) return { unit: "hours", count: Math.floor(elapsed / HOUR_MS) };
  return { unit: "days", count: Math.floor(elapsed / (24 * HOUR_MS)) };
}

/** A translator of the posts namespace's age messages: lessThanHour, hours and days (ICU, with {count}). */
type AgeTranslator = (key: "lessThanHour" | "hours" | "days", values?: { count: number }) => string;

export function formatAge(t: AgeTranslator, date: Date | string, now?: Date | number): string {
  const age = ageOf(date, now);
  return age.unit === "lessThanHour" ? t("lessThanHour") : t(age.unit, { count: age.count });
}
