// Times of the chat, formatted in the browser's time zone. Rendered on the server too (in its zone),
// so the elements that show them suppress the hydration warning instead of next-intl's formatter,
// which needs a configured time zone (it reports ENVIRONMENT_FALLBACK without one).

export function clockTime(locale: string, at: string): string {
  return at ? new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(new Date(at)) : "";
}

/** "5 minutes ago", "2 hours ago", "3 days ago" in the locale's words. */
export function timeAgo(locale: string, at: string, now = Date.now()): string {
  const minutes = Math.round((new Date(at).getTime() - now) / 60_000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  if (Math.abs(minutes) < 60) return format.format(minutes, "minute");
  if (Math.abs(minutes) < 60 * 24) return format.format(Math.round(minutes / 60), "hour");
  return format.format(Math.round(minutes / (60 * 24)), "day");
}

/** A date separator's words: "Hoy", "Ayer", or the weekday and date in the locale's words. */
export function dayLabel(locale: string, at: string, now = new Date()): string {
  const date = new Date(at);
  const midnight = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
  const days = Math.round((midnight(date) - midnight(now)) / 86_400_000);
  if (days === 0 || days === -1) {
    const words = new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(days, "day");
    return words.charAt(0).toLocaleUpperCase(locale) + words.slice(1);
  }
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", ...(sameYear ? {} : { year: "numeric" }) }).format(date);
}
