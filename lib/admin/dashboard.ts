import "server-only";
import { sql } from "drizzle-orm";
import { dailyRows, dashboardWindow, toSeries as series, type DailySeries } from "@/lib/charts/daily-series";
import { getDb, type Executor } from "@/lib/db/client";

// The staff dashboard's 30-day charts (lib/charts/daily-series.ts), each ONE query range-scanning the
// table's created_at index (users_created_at_idx, posts_created_idx, matches_created_idx, orders_created_idx).

export { DASHBOARD_DAYS, dashboardWindow, type DailyPoint, type DailySeries } from "@/lib/charts/daily-series";

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
