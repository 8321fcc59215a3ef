import "server-only";
import { sql } from "drizzle-orm";
import { pageTags, purgePublicPages } from "@/lib/cache/public-pages";
import { getDb, queryRows } from "@/lib/db/client";
import { notBlocked } from "@/lib/db/not-blocked";
import { moderationActions, reportedContent } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { lostPetPages } from "./reports";

// Reports of a case into the existing moderation queue (reported_content, type lost_case), and staff
// removing a case, written to the audit log (moderation_actions).

/** Anyone signed in but its reporter reports a visible case (scam, wrong, other); one pending report each. */
export async function reportCase(
  reporterId: string,
  input: { caseId: string; reason: string; details: string | null },
): Promise<{ reported: true }> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [target] = await queryRows<{ user_id: string }>(
      tx,
      sql`select user_id from lost_cases where id = ${input.caseId}::uuid and status <> 'removed' and ${notBlocked(reporterId, sql`user_id`)}`,
    );
    if (!target) throw new AppError("not_found", errorKeys.notFound);
    if (target.user_id === reporterId) throw new AppError("forbidden", "lost.errors.ownCase");
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report-lost:${reporterId}:${input.caseId}`}))`);
    const [pending] = await queryRows<{ id: string }>(
      tx,
      sql`select id from reported_content where reporter_id = ${reporterId}::uuid and content_type = 'lost_case'
        and content_id = ${input.caseId}::uuid and status = 'pending' limit 1`,
    );
    if (pending) throw new AppError("conflict", "lost.errors.alreadyReported");
    await tx.insert(reportedContent).values({
      reporterId,
      contentType: "lost_case",
      contentId: input.caseId,
      reason: input.reason,
      details: input.details,
    });
  });
  return { reported: true };
}

/** Staff remove a case: it leaves every page, list and the sitemap; the removal is in the audit log. */
export async function removeCase(staffId: string, input: { caseId: string; reason: string }): Promise<{ id: string }> {
  const db = await getDb();
  const pets = await db.transaction(async (tx) => {
    const updated = await queryRows<{ id: string; pet_id: string | null }>(
      tx,
      sql`update lost_cases set status = 'removed', closed_at = coalesce(closed_at, now()), updated_at = now()
        where id = ${input.caseId}::uuid and status <> 'removed' returning id, pet_id`,
    );
    if (updated.length === 0) throw new AppError("not_found", errorKeys.notFound);
    await tx.insert(moderationActions).values({
      actionType: "delete",
      targetType: "lost_case",
      targetId: input.caseId,
      moderatorId: staffId,
      reason: input.reason,
    });
    return lostPetPages(updated);
  });
  // Its pet's page loses the "lost" banner.
  await purgePublicPages([pageTags.lost(input.caseId), ...pets], "hard");
  return { id: input.caseId };
}
