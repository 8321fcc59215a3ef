import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { countAppEvent } from "@/server/shared/front-door-contract";

/** The app's limiters, as the metrics name them (a fixed list keeps the label's series few). */
export type RateLimiter =
  | "signup"
  | "sign-in"
  | "password-reset"
  | "password-reset-mail"
  | "verification-mail"
  | "current-password"
  | "upload"
  | "message"
  | "match-like"
  | "export"
  | "lost-report";

/**
 * Counts one refusal of this limiter for the server's metrics (`patitas_rate_limit_refusals_total`,
 * docs/runbook.md); call it where the limit refuses. Cheap: one map entry in this process.
 */
export function countRefusal(limiter: RateLimiter): void {
  countAppEvent("rate_limited", limiter);
}

/** A fixed-window counter in Postgres, so every app instance sees the same count. */
export async function countHit(key: string, windowSeconds: number): Promise<number> {
  const db = await getDb();
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
    returning count`,
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * Takes back one hit of the current window: for a counter that reserves a try before checking it
 * (so parallel tries cannot all pass the limit) and counts only the ones that failed.
 */
async function refundHit(key: string, windowSeconds: number): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    update rate_limits set count = greatest(count - 1, 0)
    where key = ${key} and window_start > now() - make_interval(secs => ${windowSeconds})`);
}

/** A try reserved under its keys; `giveBack` when it must not count (the right password). */
export type ReservedTry = { giveBack(): Promise<void> };

/**
 * Reserves one try under every key before a costly check (argon2), or null when a key is past `limit`.
 * Each reservation is one atomic increment, so of tries sent at once at most `limit` run the check; a
 * refused try gives its reservation back at once, so only checked tries count, and the caller gives back
 * those that succeed, so only the failures do. Sign-in and the current-password check share it.
 */
export async function reserveTry(
  keys: readonly string[],
  windowSeconds: number,
  limit: number,
): Promise<ReservedTry | null> {
  const counts = await Promise.all(keys.map((key) => countHit(key, windowSeconds)));
  const reserved: ReservedTry = {
    giveBack: async () => void (await Promise.all(keys.map((key) => refundHit(key, windowSeconds)))),
  };
  if (counts.every((count) => count <= limit)) return reserved;
  await reserved.giveBack();
  return null;
}
