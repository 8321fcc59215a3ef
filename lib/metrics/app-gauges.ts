import "server-only";
import { sql } from "drizzle-orm";
import { getDb, poolStats, queryRows } from "@/lib/db/client";
import type { AppGaugeSample } from "@/server/shared/front-door-contract";

type Row = { outbox: number; oldest: number; payouts: number; checkouts: number };

/**
 * What only the app can read, for the server's metrics (server/metrics/metrics.ts): the mail outbox,
 * payouts not yet transferred, open checkouts (one round trip) and this process's database pool.
 */
export async function appGauges(): Promise<AppGaugeSample[]> {
  const db = await getDb();
  const [row] = await queryRows<Row>(
    db,
    sql`select
      (select count(*)::int from mail_outbox) as outbox,
      (select coalesce(extract(epoch from now() - min(created_at)), 0)::float8 from mail_outbox) as oldest,
      (select count(*)::int from payouts where status = 'pending') as payouts,
      (select count(*)::int from payments where status = 'open') as checkouts`,
  );
  const samples: AppGaugeSample[] = [
    { name: "patitas_mail_outbox_depth", value: row?.outbox ?? 0 },
    { name: "patitas_mail_outbox_oldest_seconds", value: row?.oldest ?? 0 },
    { name: "patitas_payouts_pending", value: row?.payouts ?? 0 },
    { name: "patitas_checkouts_open", value: row?.checkouts ?? 0 },
  ];
  const pool = await poolStats();
  if (pool) {
    for (const [state, value] of [
      ["idle", pool.idle],
      ["busy", pool.total - pool.idle],
      ["waiting", pool.waiting],
    ] as const) {
      samples.push({ name: "patitas_db_pool_connections", value, labels: { state } });
    }
  }
  return samples;
}
