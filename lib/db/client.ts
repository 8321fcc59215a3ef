import "server-only";
import { log } from "@/server/shared/log";
import { mkdir } from "node:fs/promises";
import { sql, type ExtractTablesWithRelations, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { env } from "@/lib/env";
import { registerErrorMapper } from "@/lib/errors";
import { mapDatabaseError } from "./errors";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Db | Tx;

// Actions answer a refused text or an unreachable database as such, not as a bug (lib/errors.ts).
registerErrorMapper("database", mapDatabaseError);

/** A PostgreSQL pool's connections (metrics); PGlite has no pool. */
export type PoolStats = { total: number; idle: number; waiting: number };
type Handle = { db: Db; close: () => Promise<void>; poolStats?: () => PoolStats };

// One handle per process; kept on globalThis so dev-server reloads do not open a second PGlite.
const globalForDb = globalThis as unknown as { patitasDb?: Promise<Handle>; patitasQueryListener?: QueryListener };

/** Called with the SQL text and parameters of every statement Drizzle sends; see onQuery. */
export type QueryListener = (query: string, params: unknown[]) => void;

/**
 * Lets tests count SQL round trips (docs/design.md §4: a feed page is one round trip), and `npm run
 * bench:queries` EXPLAIN the statements a page sends (decision 040). Returns the function
 * that removes the listener. One listener at a time; the app itself never sets one, and without a
 * listener the logger below costs one property read per query.
 */
export function onQuery(listener: QueryListener): () => void {
  globalForDb.patitasQueryListener = listener;
  return () => {
    if (globalForDb.patitasQueryListener === listener) globalForDb.patitasQueryListener = undefined;
  };
}

// Work to do once a transaction has committed (see afterCommit), by transaction.
const commitTasks = new WeakMap<object, Array<() => void>>();

/**
 * Runs `task` once what `executor` wrote is committed: at the end of the transaction when it is one
 * opened by db.transaction (never, when it rolls back), at once otherwise (a statement on the database
 * itself commits on its own). For side effects others must not see before the data, like a push
 * notification (decision 028); the task must not throw. A savepoint (tx.transaction) is not tracked:
 * its tasks run at once.
 */
export function afterCommit(executor: Executor, task: () => void): void {
  const tasks = commitTasks.get(executor);
  if (tasks) tasks.push(task);
  else task();
}

/** db.transaction, which also runs the afterCommit tasks of the transaction once it committed. */
function withCommitTasks(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run: (tx: Tx) => Promise<unknown>, config?: Parameters<Db["transaction"]>[1]) => {
    const tasks: Array<() => void> = [];
    const result = await transaction(async (tx) => {
      commitTasks.set(tx, tasks);
      return run(tx);
    }, config);
    for (const task of tasks) {
      try {
        task();
      } catch (error) {
        log.error({ err: error }, "After-commit task failed");
      }
    }
    return result;
  }) as Db["transaction"];
  return db;
}

const logger = { logQuery: (query: string, params: unknown[]) => globalForDb.patitasQueryListener?.(query, params) };

async function open(): Promise<Handle> {
  if (env.DATABASE_URL) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    // JIT off: our queries are short index lookups, and once the gazetteer grew to 3 300 places the
    // planner's cost estimates crossed jit_above_cost, adding 30–60 ms of compilation to a 7 ms query
    // (decision 013). Memoize off: our lists are keyset pages of 10–50 rows, but PostgreSQL 15 sizes a
    // Memoize node's cache for the whole table it estimates (100 000 posts → authors, pets), and
    // setting it up cost 2.8 ms of a 4 ms feed page (1.1 ms without; decision 029). PGOPTIONS still wins.
    const pool = new Pool({
      connectionString: env.DATABASE_URL,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      options: process.env.PGOPTIONS ?? "-c jit=off -c enable_memoize=off",
      // A database that accepts the connection but never answers (restarting, a dead network path)
      // fails the request in 5 s as "unavailable" instead of holding it open.
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection dropped by a restarting server is an 'error' event on the pool; unheard, it
    // would end the process. The pool forgets that connection and opens a new one when next asked.
    pool.on("error", (error) => log.error({ err: error }, "Database connection lost"));
    return {
      db: withCommitTasks(drizzle(pool, { schema, casing: "snake_case", logger }) as unknown as Db),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  if (!env.PGLITE_DIR.includes("://")) await mkdir(env.PGLITE_DIR, { recursive: true });
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = new PGlite(env.PGLITE_DIR, { extensions: await pgliteExtensions() });
  return {
    db: withCommitTasks(drizzle(client, { schema, casing: "snake_case", logger }) as unknown as Db),
    close: () => client.close(),
  };
}

/** The contrib extensions the migrations create (search: trigram similarity, accent folding). */
export async function pgliteExtensions() {
  const [{ pg_trgm }, { unaccent }] = await Promise.all([
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/unaccent"),
  ]);
  return { pg_trgm, unaccent };
}

function handle(): Promise<Handle> {
  globalForDb.patitasDb ??= open();
  return globalForDb.patitasDb;
}

export async function getDb(): Promise<Db> {
  return (await handle()).db;
}

/** This process's PostgreSQL pool, or null with PGlite or before the first query. */
export async function poolStats(): Promise<PoolStats | null> {
  const current = globalForDb.patitasDb;
  return current ? ((await current).poolStats?.() ?? null) : null;
}

export async function closeDb(): Promise<void> {
  const current = globalForDb.patitasDb;
  globalForDb.patitasDb = undefined;
  if (current) await (await current).close();
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(executor: Executor, query: SQL, options: { prepare?: string } = {}): Promise<T[]> {
  if (!options.prepare) return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
  // A named statement: PostgreSQL parses and plans it once per connection, then reuses the plan (after
  // five custom plans, a generic one when it is no dearer). For the few statements every signed-in
  // request sends, planning was most of their cost (the feed page: 1.1 ms → 0.3 ms; decision 029). The
  // name carries a hash of the text, as one query builder may produce several texts (a cursor or not).
  // Drizzle's own prepare() only takes its query builder; this is the same call its execute() makes,
  // with a name. PGlite ignores names.
  const { session, dialect } = executor as unknown as DrizzleInternals;
  const built = dialect.sqlToQuery(query);
  const prepared = session.prepareQuery(built, undefined, `${options.prepare}_${textHash(built.sql)}`, false);
  return ((await prepared.execute()) as { rows: T[] }).rows;
}

type DrizzleInternals = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: false,
    ): { execute(): Promise<unknown> };
  };
};

/** FNV-1a, 32 bits, in base 36: short enough for PostgreSQL's 63-character statement names. */
function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** Answers once the database runs a trivial query: the health check of load balancers and the test runner. */
export async function pingDatabase(): Promise<void> {
  await (await getDb()).execute(sql`select 1`);
}
