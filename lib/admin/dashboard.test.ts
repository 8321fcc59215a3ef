import { TransactionRollbackError } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db/client";
import { posts, users } from "@/lib/db/schema";
import { uniqueEmail } from "@/tests/factories";
import { dashboardCharts, DASHBOARD_DAYS } from "./dashboard";

// A window in 2001 that no other test writes to; the rows are inserted in a rolled-back transaction, so a
// shared PostgreSQL keeps nothing and other files' rows cannot fall into it.
const until = new Date("2001-03-30T12:00:00Z");

async function inRollback<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      result = await work(tx);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return result!;
}

describe("dashboardCharts", () => {
  it("has one point per day, zeros on quiet days, and totals matching the inserted rows", async () => {
    const charts = await inRollback(async (tx) => {
      const at = (iso: string) => new Date(iso);
      const rows = await tx
        .insert(users)
        .values([
          { email: uniqueEmail(), passwordHash: "x", fullName: "A", createdAt: at("2001-03-01T00:00:00Z") },
          { email: uniqueEmail(), passwordHash: "x", fullName: "B", createdAt: at("2001-03-01T23:59:59Z") },
          { email: uniqueEmail(), passwordHash: "x", fullName: "C", createdAt: at("2001-03-30T10:00:00Z") },
          // Outside the window on both sides.
          { email: uniqueEmail(), passwordHash: "x", fullName: "D", createdAt: at("2001-02-28T23:59:59Z") },
          { email: uniqueEmail(), passwordHash: "x", fullName: "E", createdAt: at("2001-03-31T00:00:00Z") },
        ])
        .returning({ id: users.id });
      await tx.insert(posts).values([{ userId: rows[0]!.id, content: "hola", createdAt: at("2001-03-15T08:00:00Z") }]);
      return dashboardCharts({ until, executor: tx });
    });
    expect(charts.signups.points).toHaveLength(DASHBOARD_DAYS);
    expect(charts.signups.points[0]).toEqual({ day: "2001-03-01", value: 2 });
    expect(charts.signups.points[1]).toEqual({ day: "2001-03-02", value: 0 });
    expect(charts.signups.points[29]).toEqual({ day: "2001-03-30", value: 1 });
    expect(charts.signups.total).toBe(3);
    expect(charts.posts.points.find((p) => p.day === "2001-03-15")?.value).toBe(1);
    expect(charts.posts.total).toBe(1);
    expect(charts.revenue.total).toBe(0);
    expect(charts.matches.points.every((p) => p.value === 0)).toBe(true);
  });
});
