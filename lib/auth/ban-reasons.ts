// Why and how long staff ban someone (issue 25 item 14, decision 043): a code from this list, told to the banned user in their own
// language (`auth.banReasons.*`), plus the staff's optional note, shown as written. Client-safe: the
// sign-in form and the staff's ban dialog read it too.

export const BAN_REASONS = [
  "spam",
  "harassment",
  "inappropriate",
  "animal_abuse",
  "scam",
  "impersonation",
  "other",
] as const;
export type BanReason = (typeof BAN_REASONS)[number];

/** How long a ban lasts: a suspension of 1, 7 or 30 days, or for good. */
export const BAN_DURATIONS = ["1d", "7d", "30d", "permanent"] as const;
export type BanDuration = (typeof BAN_DURATIONS)[number];
const DAYS: Record<Exclude<BanDuration, "permanent">, number> = { "1d": 1, "7d": 7, "30d": 30 };

/** When a ban of `duration` starting `now` ends; null for a permanent one. */
export function banEnd(duration: BanDuration, now = new Date()): Date | null {
  return duration === "permanent" ? null : new Date(now.getTime() + DAYS[duration] * 24 * 60 * 60 * 1000);
}

/** The note staff may add to the reason; required with "other", which names no rule by itself. */
export const BAN_NOTE_MAX_LENGTH = 500;

export function isBanReason(value: unknown): value is BanReason {
  return typeof value === "string" && (BAN_REASONS as readonly string[]).includes(value);
}

/**
 * A ban's end as the browser tells it: the date and the time, in the reader's language and time zone.
 * Formatted here, not by an ICU `{until, date}` argument, which the browser's translator printed as a
 * date twice ("el 3/12/2026 a las 3/12/2026").
 */
export function banEndParts(until: Date, locale: string): { date: string; time: string } {
  return {
    date: new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(until),
    time: new Intl.DateTimeFormat(locale, { timeStyle: "short" }).format(until),
  };
}

type Translate = (key: string, values?: Record<string, string>) => string;
/** Any next-intl translator (typed ones take only their own keys; these keys are in every catalogue). */
type AnyTranslator = (key: never, values?: never) => string;

/**
 * The reason as the banned user reads it: the code's words, then the staff's note. A ban from before
 * codes were kept has none: it reads as "other", and the old English default is not a note.
 */
export function banReasonText(
  translator: AnyTranslator,
  code: string | null | undefined,
  note: string | null | undefined,
): string {
  const t = translator as unknown as Translate;
  const reason = t(`auth.banReasons.${isBanReason(code) ? code : "other"}`);
  const cleanNote = note?.trim() && note.trim() !== LEGACY_DEFAULT_REASON ? note.trim() : null;
  return cleanNote ? t("auth.banReasonWithNote", { reason, note: cleanNote }) : reason;
}

/** What a ban without a reason stored before reason codes (decision 043). */
const LEGACY_DEFAULT_REASON = "Banned by admin";
