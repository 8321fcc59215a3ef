// The trust suite's shared parts (issue 12): the eight callers of the authorization matrix, a fingerprint of
// the whole database that proves a refused call wrote nothing, and the message-key check.
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import es from "@/messages/es.json";
import { createUser, type TestUser } from "@/tests/factories";
import { signInAs, signInAsBanned } from "@/tests/session";

export const CALLERS = [
  "anonymous",
  "noUsername",
  "other",
  "owner",
  "banned",
  "support",
  "moderator",
  "admin",
] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * Signs in as the caller. "owner" owns what the row arranged; "banned" is that same owner, banned by a
 * moderator after signing in and replaying the cookie from before (a token that is still valid); the
 * others are fresh accounts: one that never picked a username, a stranger, and one of each staff role.
 */
export async function actAs(caller: Caller, owner: TestUser): Promise<void> {
  switch (caller) {
    case "anonymous":
      await signInAs(null);
      return;
    case "noUsername":
      await signInAs(await createUser({ username: null }));
      return;
    case "other":
      await signInAs(await createUser());
      return;
    case "owner":
      await signInAs(owner);
      return;
    case "banned":
      await signInAsBanned(owner);
      return;
    default:
      await signInAs(await createUser({ role: caller }));
  }
}

/**
 * Bookkeeping a refused call may write without changing anything a person owns: when a signed-in
 * device was last used (throttled, written by the session check itself) and the rate-limit counters,
 * which count attempts, refused ones included, by design.
 */
const VOLATILE: Record<string, string[]> = {
  user_sessions: ["last_used_at"],
};
const SKIPPED_TABLES = new Set(["rate_limits", "__drizzle_migrations"]);

let fingerprintQuery: ReturnType<typeof sql.raw> | null = null;

/** Row count and md5 of every row of every table (private to this test file's database). */
export async function databaseFingerprint(): Promise<Record<string, string>> {
  const db = await getDb();
  if (!fingerprintQuery) {
    const columns = await queryRows<{ table_name: string; column_name: string }>(
      db,
      sql`select c.table_name, c.column_name from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = 'public' and t.table_type = 'BASE TABLE' order by c.table_name, c.ordinal_position`,
    );
    const tables = new Map<string, string[]>();
    for (const { table_name: table, column_name: column } of columns) {
      if (SKIPPED_TABLES.has(table) || VOLATILE[table]?.includes(column)) continue;
      tables.set(table, [...(tables.get(table) ?? []), column]);
    }
    const parts = [...tables].map(([table, cols]) => {
      const row = `concat_ws('|', ${cols.map((column) => `"${column}"::text`).join(", ")})`;
      return `select '${table}' as t, count(*) || ':' || coalesce(md5(string_agg(${row}, ',' order by ${row})), '') as s from "${table}"`;
    });
    fingerprintQuery = sql.raw(parts.join(" union all "));
  }
  const rows = await queryRows<{ t: string; s: string }>(db, fingerprintQuery);
  return Object.fromEntries(rows.map((row) => [row.t, row.s]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

/** Whether a message key names a string of the Spanish catalogue (tests/unit/messages.test.ts keeps the others' keys identical). */
export function isMessageKey(key: string): boolean {
  let node: unknown = es;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string";
}
