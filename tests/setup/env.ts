// Runs before each test file's modules load, so lib/env.ts validates this configuration.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const mutableEnv = process.env as Record<string, string | undefined>;

// Everything this test file writes (its PGlite copy, mail outbox, uploads) goes to one folder of its own
// inside the run's folder (made by global-setup.mjs, removed by global-teardown.mjs), never to ./data.
const fileDir = mkdtempSync(
  path.join(process.env.PATITAS_TEST_RUN_DIR ?? tmpdir(), `file-${process.env.JEST_WORKER_ID ?? "0"}-`),
);
mutableEnv.PATITAS_TEST_FILE_DIR = fileDir;
mutableEnv.DATA_DIR = fileDir;
mutableEnv.MAIL_OUTBOX_DIR = path.join(fileDir, "outbox");
mutableEnv.UPLOADS_DIR = path.join(fileDir, "uploads");

// A DATABASE_URL from the shell or a .env file must never reach the tests: they write to the database.
if (process.env.TEST_DATABASE_URL) {
  mutableEnv.DATABASE_URL = process.env.TEST_DATABASE_URL;
  // Up to 4 workers (jest.config.mjs), each with its own pool: far below PostgreSQL's 100 connections.
  mutableEnv.DATABASE_POOL_SIZE ??= "4";
} else {
  delete mutableEnv.DATABASE_URL;
  // This file's own PGlite: a copy of the migrated template (tests/setup/database.ts), else in memory.
  mutableEnv.PGLITE_DIR = process.env.PATITAS_PGLITE_TEMPLATE ? path.join(fileDir, "pglite") : "memory://";
}

// Quiet unless the shell asks (LOG_LEVEL=debug npm run test:unit -- …): the tests that assert log lines
// capture them with tests/logs.ts, which lowers the level while it captures.
mutableEnv.LOG_LEVEL ??= "silent";

// Payments use the built-in test provider unless a test swaps in a Stripe client aimed at a local fake.
delete mutableEnv.STRIPE_SECRET_KEY;
delete mutableEnv.STRIPE_WEBHOOK_SECRET;

// Mails go to the outbox above (read them with readOutbox), never to a real SMTP server.
delete mutableEnv.SMTP_URL;

// The documented defaults, whatever the developer's shell says: the rate-limit tests count to them.
mutableEnv.RATE_LIMIT_LOGIN_FAILURES = "10";
mutableEnv.RATE_LIMIT_SIGNUPS_PER_HOUR = "5";
mutableEnv.APP_URL = "http://localhost:3000";
