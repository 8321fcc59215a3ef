import "server-only";
import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { env } from "@/lib/env";
import { getDb } from "./client";

const migrationsFolder = path.join(process.cwd(), "db", "migrations");

/** Applies every pending migration from db/migrations; the same SQL runs on PGlite and PostgreSQL. */
export async function migrateDatabase(): Promise<void> {
  const db = await getDb();
  if (env.DATABASE_URL) {
    await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
