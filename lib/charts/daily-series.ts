import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Executor } from "@/lib/db/client";

// 30-day daily series for the staff dashboard (lib/admin/dashboard.ts) and the seller dashboard
// (lib/store/queries.ts). Each series is ONE query: generate_series lays out every UTC day of the window
// (so a quiet day is a 0, not a gap) and a left join adds the day's rows, found by a range scan on an
// index whose leading columns serve the filter and created_at.

export const DASHBOARD_DAYS = 30;

export type DailyPoint = { day: string; value: number };
export type DailySeries = { points: DailyPoint[]; total: number };
export type DailyWindow = { from: string; to: string };

/** The window's first day and the instant after its last day, in UTC; `until` is a day inside the window's last day. */
export function dashboardWindow(until: Date = new Date(), days = DASHBOARD_DAYS): DailyWindow {
  const end = Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), until.getUTCDate() + 1);
  const start = end - days * 86_400_000;
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString() };
}

/**
 * One row per day of the window with the given aggregates of `table` (a fixed, trusted name, aliased `t`)
 * over rows created that day and matching `where`.
 */
export async function dailyRows<K extends string>(
  executor: Executor,
  table: "users" | "posts" | "matches" | "orders",
  aggregates: Record<K, SQL>,
  where: SQL,
  window: DailyWindow,
): Promise<Array<Record<K, number> & { day: string }>> {
  const keys = Object.keys(aggregates) as K[];
  const inner = sql.join(
    keys.map((k) => sql`${aggregates[k]}::float8 as ${sql.identifier(k)}`),
    sql`, `,
  );
  const outer = sql.join(
    keys.map((k) => sql`coalesce(c.${sql.identifier(k)}, 0)::float8 as ${sql.identifier(k)}`),
    sql`, `,
  );
  return queryRows(
    executor,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, ${outer}
        from generate_series(${window.from}::timestamptz at time zone 'UTC', ${window.to}::timestamptz at time zone 'UTC' - interval '1 day', interval '1 day') as d(day)
        left join (
          select date_trunc('day', t.created_at at time zone 'UTC') as day, ${inner}
          from ${sql.raw(table)} t
          where t.created_at >= ${window.from}::timestamptz and t.created_at < ${window.to}::timestamptz and ${where}
          group by 1
        ) c on c.day = d.day
        order by d.day`,
  );
}

export function toSeries<K extends string>(rows: Array<Record<K, number> & { day: string }>, key: K): DailySeries {
  const points = rows.map((r) => ({ day: r.day, value: Number(r[key]) }));
  return { points, total: points.reduce((sum, p) => sum + p.value, 0) };
}
