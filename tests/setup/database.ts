// Gives every test file a migrated database and closes it afterwards.
// PGlite (the default) is private to the file: a copy of the template global-setup.mjs migrated, opened
// in ~0.3 s instead of the ~4 s an empty PGlite needs. The migrator still runs (a no-op on the template,
// the real thing on the in-memory fallback). A real PostgreSQL (TEST_DATABASE_URL) is shared by all
// workers and was migrated once by global-setup.mjs: migrators in several workers at once would race.
import { readFileSync } from "node:fs";
import { cp, rm } from "node:fs/promises";
import { closeDb } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";

// A test file that never touches the database (pure functions, message catalogues) says so with
// `@no-database` in its opening comment and skips copying and opening one. Should it use the database
// anyway, its queries fail on missing tables, so the marker cannot hide a mistake.
const testPath = expect.getState().testPath;
const usesDatabase = !(testPath && /^\s*\/\*(?:(?!\*\/)[\s\S])*@no-database/.test(readFileSync(testPath, "utf8")));

beforeAll(async () => {
  if (!usesDatabase || process.env.TEST_DATABASE_URL) return;
  const template = process.env.PATITAS_PGLITE_TEMPLATE;
  if (template && process.env.PGLITE_DIR) await cp(template, process.env.PGLITE_DIR, { recursive: true });
  await migrateDatabase();
});

afterAll(async () => {
  await closeDb();
  // This file's PGlite copy (~40 MB), outbox and uploads; set by tests/setup/env.ts.
  if (process.env.PATITAS_TEST_FILE_DIR) await rm(process.env.PATITAS_TEST_FILE_DIR, { recursive: true, force: true });
});
