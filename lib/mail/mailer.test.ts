// Issue 12, faults: with SMTP down, a mail waits in mail_outbox and the request that asked for it is
// answered; when SMTP is back the retry sends it, once.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { mailOutbox } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { requestPasswordResetAction } from "@/lib/auth/actions";
import { createUser } from "@/tests/factories";
import { startFakeSmtp, type FakeSmtp } from "@/tests/fake-smtp";
import { deliverDueMail, sendMail } from "./mailer";

// This file's settings: SMTP on a port of its own, retries after 1 s (the env object is this file's own).
const settings = env as { SMTP_URL?: string; MAIL_RETRY_SECONDS: number };
let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  settings.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  settings.MAIL_RETRY_SECONDS = 1;
});
afterAll(async () => {
  delete settings.SMTP_URL;
  await smtp.down();
});

async function queued(to: string) {
  const db = await getDb();
  return db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("mail through SMTP", () => {
  it("is sent at once and leaves nothing queued when SMTP is up", async () => {
    await sendMail({ to: "up@test.patitas.dev", subject: "Hola", text: "Cuerpo" });
    expect(smtp.received.filter((mail) => mail.to.includes("up@test.patitas.dev"))).toHaveLength(1);
    expect(await queued("up@test.patitas.dev")).toEqual([]);
  });

  it("waits while SMTP is down, the reset request is answered, and the retry sends it once when SMTP is back", async () => {
    const user = await createUser();
    await smtp.down();
    expect(await requestPasswordResetAction(user.email)).toEqual({ ok: true, data: undefined });
    const [waiting] = await queued(user.email);
    expect(waiting).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });

    // Not due yet (1 s backoff): nothing is tried, nothing sent.
    await smtp.up();
    expect(await deliverDueMail()).toBe(0);
    await sleep(1100);
    expect(await deliverDueMail()).toBe(1);
    const sent = smtp.received.filter((mail) => mail.to.includes(user.email));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data).toContain("/auth/reset");
    expect(await queued(user.email)).toEqual([]);
    // A second pass finds nothing: the mail is not sent twice.
    expect(await deliverDueMail()).toBe(0);
    expect(smtp.received.filter((mail) => mail.to.includes(user.email))).toHaveLength(1);
  });

  it("backs off: each failed attempt waits twice as long", async () => {
    await smtp.down();
    await sendMail({ to: "later@test.patitas.dev", subject: "Hola", text: "Cuerpo" });
    await sleep(1100);
    expect(await deliverDueMail()).toBe(0);
    const [row] = await queued("later@test.patitas.dev");
    expect(row!.attempts).toBe(2);
    // Second failure: 2 s from now.
    const wait = row!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(1000);
    expect(wait).toBeLessThanOrEqual(2100);
    expect(await queued("later@test.patitas.dev")).toHaveLength(1);
    await smtp.up();
  });
});
