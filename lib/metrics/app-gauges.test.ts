import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { mailOutbox } from "@/lib/db/schema";
import { appGauges } from "./app-gauges";

// The gauges the server's metrics read from the app: real rows, one round trip.

const value = (samples: Awaited<ReturnType<typeof appGauges>>, name: string, state?: string) =>
  samples.find((sample) => sample.name === name && (state === undefined || sample.labels?.state === state))?.value;

it("reports the mail outbox's depth and the age of its oldest mail", async () => {
  const db = await getDb();
  const before = await appGauges();
  await db.insert(mailOutbox).values({
    toAddress: "gauge@example.com",
    subject: "s",
    bodyText: "t",
    createdAt: sql`now() - interval '90 seconds'`,
  });
  const after = await appGauges();
  expect(value(after, "patitas_mail_outbox_depth")).toBe((value(before, "patitas_mail_outbox_depth") ?? 0) + 1);
  expect(value(after, "patitas_mail_outbox_oldest_seconds")).toBeGreaterThanOrEqual(90);
  expect(value(after, "patitas_payouts_pending")).toEqual(expect.any(Number));
  expect(value(after, "patitas_checkouts_open")).toEqual(expect.any(Number));
});

it("reports the PostgreSQL pool by state, and no pool on the embedded database", async () => {
  const samples = await appGauges();
  if (process.env.TEST_DATABASE_URL)
    expect(value(samples, "patitas_db_pool_connections", "busy")).toEqual(expect.any(Number));
  else expect(samples.some((sample) => sample.name === "patitas_db_pool_connections")).toBe(false);
});
