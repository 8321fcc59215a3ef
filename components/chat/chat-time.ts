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
