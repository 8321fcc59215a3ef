import "server-only";
import { log } from "@/server/shared/log";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { createTransport, type Transporter } from "nodemailer";
import { getDb, queryRows } from "@/lib/db/client";
import { mailOutbox } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { oneAtATime } from "@/lib/jobs/one-at-a-time";

export type Mail = { to: string; subject: string; text: string; html?: string };

type QueuedMail = {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  attempts: number;
};

let transport: Transporter | undefined;
let retries: NodeJS.Timeout | undefined;

/** A mail server that accepts the connection and then hangs fails the attempt in seconds, not minutes. */
function smtp(): Transporter {
  transport ??= createTransport({
    url: env.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return transport;
}

/** Readiness: "off" without SMTP_URL (mail goes to the local outbox), else the SMTP server's greeting. */
export async function checkMail(): Promise<"off" | "up"> {
  if (!env.SMTP_URL) return "off";
  await smtp().verify();
  return "up";
}

/** Without SMTP_URL: the mail as JSON in the local outbox (data/outbox), where development and the tests read it. */
async function writeOutboxFile(mail: Mail): Promise<void> {
  await mkdir(env.MAIL_OUTBOX_DIR, { recursive: true });
  const file = `${Date.now()}-${crypto.randomUUID()}.json`;
  await writeFile(
    path.join(env.MAIL_OUTBOX_DIR, file),
    JSON.stringify({ from: env.MAIL_FROM, ...mail, sentAt: new Date().toISOString() }, null, 2),
  );
}

/**
 * Sends through SMTP when SMTP_URL is set: the mail is first written to the `mail_outbox` table, then
 * tried at once; when SMTP is down it stays there and is retried (backoff from MAIL_RETRY_SECONDS, up to
 * an hour) by every server process, so the request that asked for it is answered all the same and
 * nothing is lost. Without SMTP_URL each mail is written to the local outbox (writeOutboxFile).
 * Work that queues its mail in mail_outbox itself, in its own transaction (the lost-pet alerts), calls
 * deliverQueuedMailSoon after the commit instead.
 */
export async function sendMail(mail: Mail): Promise<void> {
  if (!env.SMTP_URL) return writeOutboxFile(mail);
  const db = await getDb();
  const [queued] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      bodyText: mail.text,
      bodyHtml: mail.html ?? null,
      nextAttemptAt: sql`now() + interval '5 minutes'`,
    })
    .returning({ id: mailOutbox.id });
  await deliver({
    id: queued!.id,
    to_address: mail.to,
    subject: mail.subject,
    body_text: mail.text,
    body_html: mail.html ?? null,
    attempts: 0,
  });
}

/** One attempt: the row goes when SMTP took the mail, else its next attempt is pushed back. Never throws. */
async function deliver(mail: QueuedMail): Promise<boolean> {
  const db = await getDb();
  try {
    const outgoing = {
      to: mail.to_address,
      subject: mail.subject,
      text: mail.body_text,
      html: mail.body_html ?? undefined,
    };
    if (env.SMTP_URL) await smtp().sendMail({ from: env.MAIL_FROM, ...outgoing });
    else await writeOutboxFile(outgoing);
  } catch (error) {
    const attempts = mail.attempts + 1;
    const delay = Math.min(env.MAIL_RETRY_SECONDS * 2 ** (attempts - 1), 3600);
    // The mail's id, never its address: the row says who it is for.
    log.warn({ err: error, mailId: mail.id, attempts, retryInSeconds: delay }, "Mail not sent; it will be retried");
    await db
      .update(mailOutbox)
      .set({
        attempts,
        lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
      })
      .where(eq(mailOutbox.id, mail.id));
    return false;
  }
  await db.delete(mailOutbox).where(eq(mailOutbox.id, mail.id));
  return true;
}

/**
 * Tries the mail that is due. Each row is claimed for five minutes first (`skip locked`), so two
 * instances never send the same mail at once. Returns how many were sent.
 */
export async function deliverDueMail(limit = 20): Promise<number> {
  const db = await getDb();
  const due = await queryRows<QueuedMail>(
    db,
    sql`update mail_outbox set next_attempt_at = now() + interval '5 minutes'
        where id in (select id from mail_outbox where next_attempt_at <= now() order by next_attempt_at limit ${limit} for update skip locked)
        returning id, to_address, subject, body_text, body_html, attempts`,
  );
  let sent = 0;
  for (const mail of due) if (await deliver(mail)) sent += 1;
  return sent;
}

const queuedDelivery = oneAtATime(async () => {
  while ((await deliverDueMail(100)) > 0);
}, "Queued mail delivery failed");

/**
 * Sends what is due in mail_outbox now, in the background: after a commit that queued mail (a batch of
 * lost-pet alerts). One run per process at a time; a call during a run makes it go round once more.
 */
export const deliverQueuedMailSoon = queuedDelivery.run;

/** Resolves once the queued mail's background delivery is over (tests). */
export const queuedMailSettled = queuedDelivery.settled;

/**
 * Every MAIL_RETRY_SECONDS, in this server process, the due mail is tried again (started by
 * instrumentation.ts). Without SMTP_URL too: queued mail then goes to the local outbox.
 */
export function startMailRetries(): void {
  if (retries) return;
  retries = setInterval(() => {
    deliverDueMail().catch((error: unknown) => log.error({ err: error }, "Mail retry failed"));
  }, env.MAIL_RETRY_SECONDS * 1000);
  retries.unref();
}

/** The outbox's mails to one address, newest first (development and tests only). */
export async function readOutbox(to: string): Promise<(Mail & { sentAt: string })[]> {
  const files = await readdir(env.MAIL_OUTBOX_DIR).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(env.MAIL_OUTBOX_DIR, file), "utf8"))),
  );
  return mails.filter((mail) => mail.to === to).sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}
