import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, queryRows, type Executor } from "@/lib/db/client";

// The staff dashboard's 30-day charts. Each chart is ONE query: generate_series lays out every UTC day of
// the window (so a quiet day is a 0, not a gap) and a left join adds the day's rows, found by a range
// scan on the table's created_at index (users_created_at_idx, posts_created_idx, matches_created_idx,
// orders_created_idx).

export const DASHBOARD_DAYS = 30;

export type DailyPoint = { day: string; value: number };
export type DailySeries = { points: DailyPoint[]; total: number };

/** The window's first day and the instant after its last day, in UTC; `until` is a day inside the window's last day. */
export function dashboardWindow(until: Date = new Date(), days = DASHBOARD_DAYS): { from: string; to: string } {
  const end = Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), until.getUTCDate() + 1);
  const start = end - days * 86_400_000;
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString() };
}

type Window = { from: string; to: string };

/**
 * One row per day of the window with the given aggregates of `table` (a fixed, trusted name) over rows
 * created that day and matching `where`.
 */
async function dailyRows<K extends string>(
  executor: Executor,
  table: "users" | "posts" | "matches" | "orders",
  aggregates: Record<K, SQL>,
  where: SQL,
  window: Window,
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

function series<K extends string>(rows: Array<Record<K, number> & { day: string }>, key: K): DailySeries {
  const points = rows.map((r) => ({ day: r.day, value: Number(r[key]) }));
  return { points, total: points.reduce((sum, p) => sum + p.value, 0) };
}

export type DashboardCharts = {
  signups: DailySeries;
  posts: DailySeries;
  matches: DailySeries;
  orders: DailySeries;
  revenue: DailySeries;
  commission: DailySeries;
};

/**
 * The dashboard's daily series over the 30 days ending with `until`'s UTC day. Matches count those
 * accepted (a mutual match), by the day the first like was sent; revenue and commission (integer cents,
 * EUR) count paid orders that were not cancelled, by the day the order was placed.
 */
export async function dashboardCharts(options: { until?: Date; executor?: Executor } = {}): Promise<DashboardCharts> {
  const db = options.executor ?? (await getDb());
  const window = dashboardWindow(options.until);
  const count = { value: sql`count(*)` };
  const [signups, posts, matches, orders] = await Promise.all([
    dailyRows(db, "users", count, sql`true`, window),
    dailyRows(db, "posts", count, sql`true`, window),
    dailyRows(db, "matches", count, sql`t.status = 'accepted'`, window),
    dailyRows(
      db,
      "orders",
      { value: sql`count(*)`, revenue: sql`sum(t.total_amount_cents)`, commission: sql`sum(t.commission_cents)` },
      sql`t.paid_at is not null and t.status <> 'cancelled'`,
      window,
    ),
  ]);
  return {
    signups: series(signups, "value"),
    posts: series(posts, "value"),
    matches: series(matches, "value"),
    orders: series(orders, "value"),
    revenue: series(orders, "revenue"),
    commission: series(orders, "commission"),
  };
}
