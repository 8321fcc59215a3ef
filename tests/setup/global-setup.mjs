// Runs once, in Jest's main process, before any worker starts; tests/setup/global-teardown.mjs undoes it.
//
// PostgreSQL (TEST_DATABASE_URL): every worker shares that database, so it is migrated here exactly
// once; concurrent migrators would race on drizzle's journal table.
// PGlite (default): every test file gets a database of its own, but initialising an empty PGlite costs
// 3-8 s, while opening an existing data directory takes ~0.3 s. So one migrated template is built here
// (and kept in node_modules/.cache until the migrations or PGlite change); tests/setup/database.ts
// copies it for each test file.
//
// Jest's globalSetup gets neither the `@/` alias nor the `server-only` stub, so instead of importing
// lib/db/migrate.ts this calls the same Drizzle migrators on the same folder.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const root = process.cwd();
const migrationsFolder = path.join(root, "db", "migrations");

export default async function globalSetup() {
  // Everything a run writes (each test file's folder: tests/setup/env.ts) lives here; the workers,
  // started after this, inherit the variable.
  const runDir = await mkdtemp(path.join(tmpdir(), "patitas-jest-"));
  process.env.PATITAS_TEST_RUN_DIR = runDir;

  if (process.env.TEST_DATABASE_URL) {
    await migratePostgres(process.env.TEST_DATABASE_URL);
  } else {
    process.env.PATITAS_PGLITE_TEMPLATE = await pgliteTemplate();
  }
}

async function migratePostgres(url) {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder });
  } finally {
    await pool.end();
  }
}

/** A migrated PGlite data directory, built once per version of the migrations and of PGlite. */
async function pgliteTemplate() {
  const cacheDir = path.join(root, "node_modules", ".cache", "patitas-tests");
  const dataDir = path.join(cacheDir, `pglite-${templateKey()}`);
  if (existsSync(dataDir)) return dataDir;

  // Built aside and renamed into place, so a concurrent run never copies a half-built template.
  const building = `${dataDir}.building-${process.pid}`;
  await mkdir(cacheDir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // The same contrib extensions as lib/db/client.ts's pgliteExtensions().
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const client = new PGlite(building, { extensions: { pg_trgm, unaccent } });
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.close();
  }
  // Templates of older migrations are dead weight (~40 MB each).
  for (const entry of readdirSync(cacheDir)) {
    if (entry.startsWith("pglite-") && !entry.startsWith(path.basename(dataDir)))
      await rm(path.join(cacheDir, entry), { recursive: true, force: true });
  }
  await rename(building, dataDir).catch(() => rm(building, { recursive: true, force: true })); // another run won the race
  return dataDir;
}

function templateKey() {
  const hash = createHash("sha256");
  const pglite = JSON.parse(
    readFileSync(path.join(root, "node_modules", "@electric-sql", "pglite", "package.json"), "utf8"),
  );
  hash.update(pglite.version);
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith(".sql") || file.endsWith(".json")) hash.update(file).update(readFileSync(full));
  }
  return hash.digest("hex").slice(0, 16);
}
