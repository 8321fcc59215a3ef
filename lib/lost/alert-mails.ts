import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { routing } from "@/lib/i18n/routing";
import { translatorFor } from "@/lib/i18n/translator";
import { localizedUrl } from "@/lib/i18n/urls";
import type { LostKind } from "./fields";
import { caseTitle } from "./labels";

// "Also by e-mail" (issue 45): the lost-pet alert's mail, and the day's summary mail for the person the
// case takes past the daily cap. A case's mail is the same for everyone who reads the same language, so
// each language's pair is written once here and the fan-out's batch statement (alerts.ts) picks one per
// person by their language, inserting it into mail_outbox in the same transaction as the alert row:
// once per case and person, like the alert.

/** What a mail says of a case: never the point, only the city. */
export type AlertMailFacts = {
  id: string;
  kind: LostKind;
  name: string | null;
  species: string;
  place: string;
  lastSeenAt: Date;
};

/** Where the person turns these mails off: the alert settings on their profile page. */
const SETTINGS_PATH = "/profile/edit#lost-alert-preferences";

/** The mails of one case in one language: the alert, and the summary for the one past the day's cap. */
export function alertMails(facts: AlertMailFacts, locale: string, dailyCap: number) {
  const t = translatorFor(locale);
  // caseTitle asks the lost and pets namespaces by key, as the pages' own translators answer it.
  const say = t as unknown as (key: string, values?: Record<string, string | number>) => string;
  const title = caseTitle(
    facts,
    (key, values) => say(`lost.${key}`, values),
    (key, values) => say(`pets.${key}`, values),
  );
  const settings = localizedUrl(locale, SETTINGS_PATH);
  return {
    subject: t("mail.lostAlert.subject", { title }),
    body: t("mail.lostAlert.body", {
      title,
      kind: facts.kind,
      place: facts.place,
      seen: facts.lastSeenAt,
      link: localizedUrl(locale, `/lost/${facts.id}`),
      settings,
    }),
    summarySubject: t("mail.lostAlertSummary.subject"),
    summaryBody: t("mail.lostAlertSummary.body", { cap: dailyCap, link: localizedUrl(locale, "/lost"), settings }),
  };
}

/**
 * Every language's mails of the case as a table `m (locale, subject, body, summary_subject, summary_body)`
 * for the batch statement to join; `mailLocaleSql` says which row a person reads.
 */
export function alertMailsSql(facts: AlertMailFacts, dailyCap: number): SQL {
  const rows = routing.locales.map((locale) => {
    const mail = alertMails(facts, locale, dailyCap);
    return sql`(${locale}::text, ${mail.subject}::text, ${mail.body}::text, ${mail.summarySubject}::text, ${mail.summaryBody}::text)`;
  });
  return sql`(values ${sql.join(rows, sql`, `)}) as m (locale, subject, body, summary_subject, summary_body)`;
}

/** The language a user row `u` reads mail in: theirs when the app speaks it, else the default (as translatorFor does). */
export function mailLocaleSql(): SQL {
  const known = sql.join(
    routing.locales.map((locale) => sql`${locale}::text`),
    sql`, `,
  );
  return sql`(case when u.locale in (${known}) then u.locale else ${routing.defaultLocale}::text end)`;
}
