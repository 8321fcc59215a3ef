// Set by the e-mail reminder's "make smaller" button (components/auth/verification-reminder.tsx) and read
// by the server (email-verification-banner.tsx), so a smaller reminder is drawn smaller from the first
// byte on every later page, without a jump. Not httpOnly: the browser writes it.
export const REMINDER_COOKIE = "email-reminder";
export const REMINDER_SMALL = "small";

/** Whether a Cookie header's pairs (or document.cookie) ask for the small reminder. */
export function reminderIsSmall(cookieHeader: string): boolean {
  return cookieHeader.split(/;\s*/).includes(`${REMINDER_COOKIE}=${REMINDER_SMALL}`);
}
