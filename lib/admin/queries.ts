import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "@/lib/db/client";
import { userRoles } from "@/lib/db/schema";

/** Whether any account holds the admin role; the setup page (spec §5) exists only while none does. */
export async function adminExists(executor?: Executor): Promise<boolean> {
  const db = executor ?? (await getDb());
  const [admin] = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin")).limit(1);
  return admin !== undefined;
}
