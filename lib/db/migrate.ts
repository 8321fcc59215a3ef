import "server-only";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import pg from "pg";
import { env } from "@/lib/env";
import { getDb } from "./client";

const migrationsFolder = path.join(process.cwd(), "db", "migrations");

/**
 * The key of the PostgreSQL advisory lock that migrations run under: one number every instance of Patitas
 * agrees on (the bytes of "patitas" read as an integer). Another application sharing the database would
 * have to pick this very number to collide.
 */
export const MIGRATION_LOCK_KEY = "31632350004928883";

/**
 * Applies every pending migration from db/migrations; the same SQL runs on PGlite and PostgreSQL.
 * PGlite belongs to one process, so nothing can migrate beside it; PostgreSQL is serialized by
 * migratePostgres, since several instances (or `npm run db:setup` as a release step) may start at once.
 */
export async function migrateDatabase(): Promise<void> {
  if (env.DATABASE_URL) {
    await migratePostgres(env.DATABASE_URL);
    return;
  }
  const db = await getDb();
  await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
}

/**
 * Migrates PostgreSQL under a session advisory lock, so two instances starting together do not both run
 * the same migrations (drizzle's journal is read before its transaction: both would see them pending,
 * and the second would fail on tables the first created, or apply them twice). The second instance
 * waits, then finds nothing pending. The lock is held by a connection of its own and goes with it:
 * a process that dies mid-migration releases it (and its transaction rolls back).
 */
export async function migratePostgres(connectionString: string, log: Pick<Console, "log"> = console): Promise<void> {
  const lock = new pg.Client({ connectionString });
  const pool = new pg.Pool({ connectionString, max: 1 });
  // An idle connection dropped meanwhile must not end the process; a failing query still throws.
  pool.on("error", () => {});
  lock.on("error", () => {});
  await lock.connect();
  try {
    const { rows } = await lock.query<{ locked: boolean }>("select pg_try_advisory_lock($1::bigint) as locked", [
      MIGRATION_LOCK_KEY,
    ]);
    if (!rows[0]?.locked) {
      log.log("Database setup: another instance is migrating; waiting for it to finish");
      await lock.query("select pg_advisory_lock($1::bigint)", [MIGRATION_LOCK_KEY]);
    }
    try {
      await migratePg(drizzle(pool), { migrationsFolder });
    } finally {
      // Ending the connection releases the lock anyway; unlocking first frees the next instance at once.
      await lock.query("select pg_advisory_unlock($1::bigint)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await Promise.all([lock.end().catch(() => undefined), pool.end().catch(() => undefined)]);
  }
}
