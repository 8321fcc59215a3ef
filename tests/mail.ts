// Reads what lib/mail/mailer.ts wrote to the test outbox (MAIL_OUTBOX_DIR, set by tests/setup/env.ts).
import { readOutbox } from "@/lib/mail/mailer";

/**
 * The token of the newest mail to `to` that links to `pathname` (e.g. "/auth/reset"), with the link
 * itself. Throws when there is no such mail, so a test that expects one fails with a clear message.
 */
export async function tokenFromMail(to: string, pathname: string): Promise<{ token: string; link: string }> {
  const mails = await readOutbox(to);
  for (const mail of mails) {
    const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.endsWith(pathname));
    const token = link && new URL(link).searchParams.get("token");
    if (link && token) return { token, link };
  }
  throw new Error(`No mail to ${to} links to ${pathname}; outbox holds ${mails.length} mail(s) for that address.`);
}
