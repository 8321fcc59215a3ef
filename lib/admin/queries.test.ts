import { eq, TransactionRollbackError } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { userRoles } from "@/lib/db/schema";
import { createUser } from "@/tests/factories";
import { adminExists } from "./queries";

describe("adminExists", () => {
  it("is false while only moderators exist and true once an admin does", async () => {
    await createUser({ role: "moderator" });
    const future = await createUser();
    const seen: boolean[] = [];
    // Rolled back at the end, so a shared PostgreSQL (TEST_DATABASE_URL) keeps the other files' admins.
    const db = await getDb();
    await db
      .transaction(async (tx) => {
        await tx.delete(userRoles).where(eq(userRoles.role, "admin"));
        seen.push(await adminExists(tx));
        await tx.insert(userRoles).values({ userId: future.id, role: "admin" });
        seen.push(await adminExists(tx));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(seen).toEqual([false, true]);
  });
});
