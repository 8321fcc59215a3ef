import "server-only";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env } from "@/lib/env";

export type Mail = { to: string; subject: string; text: string; html?: string };

let transport: nodemailer.Transporter | undefined;

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise each mail is written as JSON to the local outbox
 * (data/outbox), where development and the tests read it.
 */
export async function sendMail(mail: Mail): Promise<void> {
  if (env.SMTP_URL) {
    transport ??= nodemailer.createTransport(env.SMTP_URL);
    await transport.sendMail({ from: env.MAIL_FROM, ...mail });
    return;
  }
  await mkdir(env.MAIL_OUTBOX_DIR, { recursive: true });
  const file = `${Date.now()}-${crypto.randomUUID()}.json`;
  await writeFile(path.join(env.MAIL_OUTBOX_DIR, file), JSON.stringify({ from: env.MAIL_FROM, ...mail, sentAt: new Date().toISOString() }, null, 2));
}

/** The outbox's mails to one address, newest first (development and tests only). */
export async function readOutbox(to: string): Promise<(Mail & { sentAt: string })[]> {
  const files = await readdir(env.MAIL_OUTBOX_DIR).catch(() => [] as string[]);
  const mails = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(env.MAIL_OUTBOX_DIR, file), "utf8"))));
  return mails.filter((mail) => mail.to === to).sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}
