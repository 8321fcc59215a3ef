import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/lib/db/client";
import { moderationActions, reportedContent, userRoles, users } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { adminExists, type ReportStatus } from "./queries";

export type RoleChoice = "none" | "admin" | "moderator" | "support";

/**
 * docs/product-spec.md §5 Admin setup: the first admin, made from an existing user's e-mail, only while no admin exists.
 * Runs in one transaction with an advisory lock, so two people racing the setup page make one admin.
 */
export async function makeFirstAdmin(actorId: string, email: string, executor?: Executor): Promise<void> {
  // An executor that is itself a transaction (tests roll it back) makes this a savepoint.
  const db = executor ?? (await getDb());
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin:setup'))`);
    if (await adminExists(tx)) throw new AppError("forbidden", "admin.setup.errors.adminExists");
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
    if (!target)
      throw new AppError("not_found", "admin.setup.errors.userNotFound", { email: "admin.setup.errors.userNotFound" });
    await tx
      .insert(userRoles)
      .values({ userId: target.id, role: "admin" })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role: "admin" } });
    await tx
      .insert(moderationActions)
      .values({ actionType: "role", targetType: "user", targetId: target.id, moderatorId: actorId, reason: "admin" });
  });
}

/**
 * docs/product-spec.md §6: admins assign roles; 'none' deletes the role. An admin may step down too: if the last admin
 * does, /admin/setup opens again (docs/product-spec.md §5), so nobody is locked out for good.
 */
export async function assignRole(adminId: string, targetId: string, role: RoleChoice): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, targetId)).limit(1);
    if (!target) throw new AppError("not_found", errorKeys.notFound);
    if (role === "none") await tx.delete(userRoles).where(eq(userRoles.userId, targetId));
    else
      await tx
        .insert(userRoles)
        .values({ userId: targetId, role })
        .onConflictDoUpdate({ target: userRoles.userId, set: { role } });
    await tx
      .insert(moderationActions)
      .values({ actionType: "role", targetType: "user", targetId, moderatorId: adminId, reason: role });
  });
}

/** docs/product-spec.md §4 Report status: staff set any status, recording reviewer and time. */
export async function setReportStatus(staffId: string, reportId: string, status: ReportStatus): Promise<void> {
  const db = await getDb();
  const [updated] = await db
    .update(reportedContent)
    .set({ status, reviewedBy: staffId, reviewedAt: new Date() })
    .where(eq(reportedContent.id, reportId))
    .returning({ id: reportedContent.id });
  if (!updated) throw new AppError("not_found", errorKeys.notFound);
}
