import "server-only";
import { log } from "@/server/shared/log";
import { sql } from "drizzle-orm";
import { pageTags, purgePublicPages } from "@/lib/cache/public-pages";
import { getDb, queryRows, type Executor } from "@/lib/db/client";
import { AppError, errorKeys } from "@/lib/errors";
import { translatorFor } from "@/lib/i18n/translator";
import { localizedUrl } from "@/lib/i18n/urls";
import { sendMail } from "@/lib/mail/mailer";
import { notify } from "@/lib/notifications/notify";
import { LOST_EXPIRY_DAYS, LOST_REMINDER_DAYS } from "./fields";
import { lostPetPages } from "./reports";

// How a case ends: its reporter marks it reunited, or it expires after LOST_EXPIRY_DAYS (reminded twice
// before), or staff remove it (moderation.ts). A closed case leaves /lost, the sitemap and the matches at
// once; its page stays and says so.

/**
 * The reporter marks their open case reunited; everyone who sighted it or wrote to them about it is told
 * (lost_reunited). Someone else's case reads as not found; a closed one as a conflict.
 */
export async function markReunited(reporter: { id: string }, caseId: string): Promise<{ id: string; told: number }> {
  const db = await getDb();
  const told = await db.transaction(async (tx) => {
    const [current] = await queryRows<{ status: string; pet_id: string | null }>(
      tx,
      sql`select status, pet_id from lost_cases where id = ${caseId}::uuid and user_id = ${reporter.id}::uuid for update`,
    );
    if (!current || current.status === "removed") throw new AppError("not_found", errorKeys.notFound);
    if (current.status !== "open") throw new AppError("conflict", "lost.errors.closed");
    await tx.execute(
      sql`update lost_cases set status = 'reunited', closed_at = now(), updated_at = now() where id = ${caseId}::uuid`,
    );
    return { count: await notifyHelpers(tx, reporter.id, caseId), pets: lostPetPages([current]) };
  });
  await purgePublicPages([pageTags.lost(caseId), ...told.pets], "hard");
  return { id: caseId, told: told.count };
}

/** Everyone who added a sighting to the case or wrote to its reporter about it, once each. */
async function notifyHelpers(tx: Executor, reporterId: string, caseId: string): Promise<number> {
  const helpers = await queryRows<{ id: string }>(
    tx,
    sql`select author_id as id from lost_sightings where case_id = ${caseId}::uuid and author_id <> ${reporterId}::uuid
      union select sender_id from messages where lost_case_id = ${caseId}::uuid and sender_id <> ${reporterId}::uuid`,
  );
  for (const helper of helpers)
    await notify(tx, { userId: helper.id, actorId: reporterId, type: "lost_reunited", lostCaseId: caseId });
  return helpers.length;
}

type DueCase = { id: string; email: string; locale: string | null; name: string | null; created_at: string };

/**
 * The periodic sweep's work: open cases older than LOST_EXPIRY_DAYS expire (and leave every list and the
 * sitemap); open cases past a reminder day whose reporter was not yet reminded of it get an e-mail in
 * their language. Batches of `limit`; answers what it did. Safe to run on several instances at once: each
 * row is claimed by the update that changes it.
 */
export async function expireLostCases(now = new Date(), limit = 200): Promise<{ expired: number; reminded: number }> {
  const db = await getDb();
  const expired = await queryRows<{ id: string; pet_id: string | null }>(
    db,
    sql`update lost_cases set status = 'expired', closed_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
      where id in (select id from lost_cases where status = 'open' and created_at <= ${now.toISOString()}::timestamptz - ${`${LOST_EXPIRY_DAYS} days`}::interval
        order by created_at limit ${limit} for update skip locked)
      returning id, pet_id`,
  );
  // The case's page says it expired; its pet's page loses the "lost" banner.
  if (expired.length > 0)
    await purgePublicPages([...expired.map((row) => pageTags.lost(row.id)), ...lostPetPages(expired)], "hard");
  let reminded = 0;
  for (const [index, days] of LOST_REMINDER_DAYS.entries()) {
    // reminders_sent counts the reminders given: the first is due from day 30, the second from day 53.
    const due = await queryRows<DueCase>(
      db,
      sql`update lost_cases c set reminders_sent = ${index + 1}
        from users u
        where c.id in (select id from lost_cases where status = 'open' and reminders_sent = ${index}
            and created_at <= ${now.toISOString()}::timestamptz - ${`${days} days`}::interval order by created_at limit ${limit} for update skip locked)
          and u.id = c.user_id and not u.is_banned
        returning c.id, u.email, u.locale, c.name, c.created_at::text as created_at`,
    );
    for (const row of due) {
      await remind(row, LOST_EXPIRY_DAYS - days).catch((error: unknown) =>
        log.error({ err: error, caseId: row.id }, "Lost case reminder failed"),
      );
      reminded += 1;
    }
  }
  return { expired: expired.length, reminded };
}

async function remind(row: DueCase, daysLeft: number): Promise<void> {
  const t = translatorFor(row.locale);
  const link = localizedUrl(row.locale, `/lost/${row.id}`);
  await sendMail({
    to: row.email,
    subject: t("mail.lostReminder.subject"),
    text: t("mail.lostReminder.body", { days: daysLeft, link }),
  });
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;
let sweeps: NodeJS.Timeout | undefined;

/** Every hour, in this server process (started by instrumentation.ts beside the checkout expiry). */
export function startLostExpiry(): void {
  if (sweeps) return;
  sweeps = setInterval(() => {
    expireLostCases()
      .then((done) => {
        if (done.expired || done.reminded) log.info(done, "Lost cases swept");
      })
      .catch((error: unknown) => log.error({ err: error }, "Lost case expiry sweep failed"));
  }, SWEEP_EVERY_MS);
  sweeps.unref();
}
