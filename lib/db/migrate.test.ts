// Migrations when several instances start at once (docs/decisions/050-cdn-in-front-of-the-page-cache.md):
// on PostgreSQL they run under an advisory lock, checked on fresh databases made beside the test one;
// PGlite belongs to one process and takes no lock.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { getDb, queryRows } from "./client";
import { MIGRATION_LOCK_KEY, migratePostgres } from "./migrate";

const journal = JSON.parse(
  readFileSync(path.join(process.cwd(), "db", "migrations", "meta", "_journal.json"), "utf8"),
) as { entries: unknown[] };
const migrationCount = journal.entries.length;

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

// The embedded database was migrated by migrateDatabase in the test setup (PostgreSQL by the global setup).
it("has every migration applied once", async () => {
  const db = await getDb();
  const [applied] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  expect(applied?.n).toBe(migrationCount);
});

const testUrl = process.env.TEST_DATABASE_URL;
if (testUrl) {
  describe("on PostgreSQL, instances starting together", () => {
    // A database of its own beside the shared test database, created empty for each test.
    const fresh = new URL(testUrl);
    const freshName = `${decodeURIComponent(fresh.pathname.slice(1))}_migrate`;
    fresh.pathname = `/${encodeURIComponent(freshName)}`;
    const freshUrl = fresh.toString();
    let admin: pg.Client;

    const appliedIn = async (client: pg.Client): Promise<number> => {
      const { rows } = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
      return rows[0]!.n;
    };

    beforeEach(async () => {
      admin = new pg.Client({ connectionString: testUrl });
      await admin.connect();
      // FORCE: a failed run may have left a connection open in it.
      await admin.query(`drop database if exists "${freshName}" with (force)`);
      await admin.query(`create database "${freshName}"`);
    });
    afterEach(async () => {
      await admin.query(`drop database if exists "${freshName}" with (force)`);
      await admin.end();
    });

    it("both succeed, and the migrations run once", async () => {
      await expect(
        Promise.all([migratePostgres(freshUrl, { log: () => {} }), migratePostgres(freshUrl, { log: () => {} })]),
      ).resolves.toBeDefined();
      const client = new pg.Client({ connectionString: freshUrl });
      await client.connect();
      try {
        expect(await appliedIn(client)).toBe(migrationCount);
        const { rows } = await client.query<{ users: string | null }>(
          "select to_regclass('public.users')::text as users",
        );
        expect(rows[0]!.users).toBe("users");
      } finally {
        await client.end();
      }
    });

    it("applies nothing on a second start", async () => {
      await migratePostgres(freshUrl, { log: () => {} });
      const log = jest.fn();
      await migratePostgres(freshUrl, { log });
      expect(log).not.toHaveBeenCalled();
      const client = new pg.Client({ connectionString: freshUrl });
      await client.connect();
      try {
        expect(await appliedIn(client)).toBe(migrationCount);
      } finally {
        await client.end();
      }
    });

    it("waits while another instance holds the lock, then applies what is pending", async () => {
      const other = new pg.Client({ connectionString: freshUrl });
      await other.connect();
      try {
        await other.query("select pg_advisory_lock($1::bigint)", [MIGRATION_LOCK_KEY]);
        const log = jest.fn();
        const migrating = migratePostgres(freshUrl, { log });
        // The migrator is queued behind the lock: PostgreSQL shows its request as not granted.
        await until(async () => {
          const { rows } = await admin.query<{ n: number }>(
            "select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid where l.locktype = 'advisory' and not l.granted and a.datname = $1",
            [freshName],
          );
          return rows[0]!.n === 1;
        });
        const { rows } = await other.query<{ journal: string | null }>(
          "select to_regclass('drizzle.__drizzle_migrations')::text as journal",
        );
        expect(rows[0]!.journal).toBeNull();
        expect(log).toHaveBeenCalledWith(expect.stringContaining("another instance is migrating"));
        await other.query("select pg_advisory_unlock($1::bigint)", [MIGRATION_LOCK_KEY]);
        await migrating;
        expect(await appliedIn(other)).toBe(migrationCount);
      } finally {
        await other.end();
      }
    });
  });
}
