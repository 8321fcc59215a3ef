import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import { getDb, queryRows, type Executor } from "@/lib/db/client";
import { cursorTimestamp, readCursor, encodeCursor } from "@/lib/paging/cursor";
import { afterCursor, createdAtCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { userRoles } from "@/lib/db/schema";
import type { StaffRole } from "@/lib/auth/session";

export const ADMIN_PAGE_SIZE = 25;

export type ReportStatus = "pending" | "reviewed" | "action_taken" | "dismissed";

/** Whether any account holds the admin role; the setup page (docs/product-spec.md §5) exists only while none does. */
export async function adminExists(executor?: Executor): Promise<boolean> {
  const db = executor ?? (await getDb());
  const [admin] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, "admin"))
    .limit(1);
  return admin !== undefined;
}

export type AdminUserRow = {
  id: string;
  email: string;
  username: string | null;
  fullName: string;
  role: StaffRole | null;
  isBanned: boolean;
  /** The staff's note to the banned user. */
  banReason: string | null;
  /** Why, as a code of lib/auth/ban-reasons.ts (null: none, or a ban from before codes). */
  banReasonCode: string | null;
  /** The rank the ban was set with (who may lift it: mayLiftBan); null without a ban or a recorded rank. */
  bannedByRole: StaffRole | null;
  /** ISO end of a suspension; null for a ban without end (or no ban). */
  bannedUntil: string | null;
  createdAt: string;
};

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Users newest first, optionally matching e-mail, username or name; keyset paged on (created_at, id)
 * by users_created_at_idx, in one round trip.
 */
export async function searchUsers(
  query: string,
  rawCursor?: string | null,
): Promise<{ users: AdminUserRow[]; nextCursor: string | null }> {
  const db = await getDb();
  const cursor = readCursor(rawCursor);
  const q = query.trim();
  const rows = await queryRows<{
    id: string;
    email: string;
    username: string | null;
    full_name: string;
    role: StaffRole | null;
    is_banned: boolean;
    ban_reason: string | null;
    ban_reason_code: string | null;
    banned_by_role: StaffRole | null;
    banned_until: string | null;
    created_at: string;
  }>(
    db,
    sql`select u.id, u.email, u.username, u.full_name, r.role, u.is_banned, u.ban_reason, u.ban_reason_code, case when u.is_banned then u.banned_by_role end as banned_by_role, ${cursorTimestamp(sql`u.banned_until`)} as banned_until, ${cursorTimestamp(sql`u.created_at`)} as created_at
        from users u left join user_roles r on r.user_id = u.id
        where true
        ${q ? sql`and (u.email ilike ${likePattern(q)} or u.username ilike ${likePattern(q)} or u.full_name ilike ${likePattern(q)})` : sql``}
        ${afterCursor(cursor, sql`u.created_at`, sql`u.id`)}
        order by u.created_at desc, u.id desc
        ${keysetLimit(ADMIN_PAGE_SIZE)}`,
  );
  const { items, nextCursor } = keysetPage(
    rows,
    ADMIN_PAGE_SIZE,
    (r) => ({
      id: r.id,
      email: r.email,
      username: r.username,
      fullName: r.full_name,
      role: r.role,
      isBanned: r.is_banned,
      banReason: r.ban_reason,
      banReasonCode: r.ban_reason_code,
      bannedByRole: r.banned_by_role,
      bannedUntil: r.banned_until,
      createdAt: r.created_at,
    }),
    (last) => encodeCursor(createdAtCursor(last)),
  );
  return { users: items, nextCursor };
}

export type AdminReportRow = {
  id: string;
  contentType: string;
  contentId: string;
  reason: string;
  details: string | null;
  status: ReportStatus;
  createdAt: string;
  reviewedAt: string | null;
  reporter: { id: string; username: string | null; email: string };
  reviewer: { username: string | null; email: string } | null;
  /** The reported post in context, when the report is about a post that still exists. */
  post: { content: string; authorId: string; authorUsername: string | null; authorBanned: boolean } | null;
  /** The reported review (decision 046), when it still exists. */
  review: { body: string; rating: number; authorUsername: string | null } | null;
};

/** One status of the reports queue, newest first, keyset paged by reported_content_status_created_idx. */
export async function listReports(
  status: ReportStatus,
  rawCursor?: string | null,
): Promise<{ reports: AdminReportRow[]; nextCursor: string | null }> {
  const db = await getDb();
  const cursor = readCursor(rawCursor);
  const rows = await queryRows<{
    id: string;
    content_type: string;
    content_id: string;
    reason: string;
    details: string | null;
    status: ReportStatus;
    created_at: string;
    reviewed_at: string | null;
    reporter_id: string;
    reporter_username: string | null;
    reporter_email: string;
    reviewer_username: string | null;
    reviewer_email: string | null;
    post_content: string | null;
    post_author_id: string | null;
    post_author_username: string | null;
    post_author_banned: boolean | null;
    review_body: string | null;
    review_rating: number | null;
    review_author_username: string | null;
  }>(
    db,
    sql`select rc.id, rc.content_type, rc.content_id, rc.reason, rc.details, rc.status,
               ${cursorTimestamp(sql`rc.created_at`)} as created_at, rc.reviewed_at::text as reviewed_at,
               rep.id as reporter_id, rep.username as reporter_username, rep.email as reporter_email,
               rev.username as reviewer_username, rev.email as reviewer_email,
               p.content as post_content, pa.id as post_author_id, pa.username as post_author_username, pa.is_banned as post_author_banned,
               rv.body as review_body, rv.rating as review_rating, ra.username as review_author_username
        from reported_content rc
        join users rep on rep.id = rc.reporter_id
        left join users rev on rev.id = rc.reviewed_by
        left join posts p on rc.content_type = 'post' and p.id = rc.content_id
        left join users pa on pa.id = p.user_id
        left join reviews rv on rc.content_type = 'review' and rv.id = rc.content_id
        left join users ra on ra.id = rv.user_id
        where rc.status = ${status}
        ${afterCursor(cursor, sql`rc.created_at`, sql`rc.id`)}
        order by rc.created_at desc, rc.id desc
        ${keysetLimit(ADMIN_PAGE_SIZE)}`,
  );
  const { items, nextCursor } = keysetPage(
    rows,
    ADMIN_PAGE_SIZE,
    (r) => ({
      id: r.id,
      contentType: r.content_type,
      contentId: r.content_id,
      reason: r.reason,
      details: r.details,
      status: r.status,
      createdAt: r.created_at,
      reviewedAt: r.reviewed_at,
      reporter: { id: r.reporter_id, username: r.reporter_username, email: r.reporter_email },
      reviewer: r.reviewer_email ? { username: r.reviewer_username, email: r.reviewer_email } : null,
      post:
        r.post_content !== null && r.post_author_id
          ? {
              content: r.post_content,
              authorId: r.post_author_id,
              authorUsername: r.post_author_username,
              authorBanned: r.post_author_banned ?? false,
            }
          : null,
      review:
        r.review_body !== null
          ? { body: r.review_body, rating: Number(r.review_rating), authorUsername: r.review_author_username }
          : null,
    }),
    (last) => encodeCursor(createdAtCursor(last)),
  );
  return { reports: items, nextCursor };
}

/** The dashboard's headline counts, one round trip; each count is by primary key or a partial scan. */
export async function dashboardCounts(): Promise<{
  users: number;
  banned: number;
  posts: number;
  pendingReports: number;
}> {
  const db = await getDb();
  const [row] = await queryRows<{ users: number; banned: number; posts: number; pending_reports: number }>(
    db,
    sql`select (select count(*)::int from users) as users,
               (select count(*)::int from users where is_banned) as banned,
               (select count(*)::int from posts) as posts,
               (select count(*)::int from reported_content where status = 'pending') as pending_reports`,
  );
  return { users: row!.users, banned: row!.banned, posts: row!.posts, pendingReports: row!.pending_reports };
}

export type AuditEntry = {
  id: string;
  actionType: string;
  targetType: string;
  targetId: string;
  reason: string | null;
  createdAt: string;
  staff: { id: string; email: string } | null;
};

/** `from` and `until` are calendar days (YYYY-MM-DD, UTC), both included. */
export type AuditFilter = {
  staffId?: string | null;
  action?: string | null;
  from?: string | null;
  until?: string | null;
};

/**
 * The audit log (moderation_actions) newest first, optionally by staff member, action and a range of
 * days, keyset paged on moderation_actions_created_idx.
 */
export async function listAudit(
  filter: AuditFilter,
  rawCursor?: string | null,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const db = await getDb();
  const cursor = readCursor(rawCursor);
  const rows = await queryRows<{
    id: string;
    action_type: string;
    target_type: string;
    target_id: string;
    reason: string | null;
    created_at: string;
    staff_id: string | null;
    staff_email: string | null;
  }>(
    db,
    sql`select m.id, m.action_type, m.target_type, m.target_id, m.reason, ${cursorTimestamp(sql`m.created_at`)} as created_at,
               s.id as staff_id, s.email as staff_email
        from moderation_actions m left join users s on s.id = m.moderator_id
        where true
        ${filter.staffId ? sql`and m.moderator_id = ${filter.staffId}` : sql``}
        ${filter.action ? sql`and m.action_type::text = ${filter.action}` : sql``}
        ${filter.from ? sql`and m.created_at >= (${filter.from}::date)::timestamp at time zone 'UTC'` : sql``}
        ${filter.until ? sql`and m.created_at < (${filter.until}::date + 1)::timestamp at time zone 'UTC'` : sql``}
        ${afterCursor(cursor, sql`m.created_at`, sql`m.id`)}
        order by m.created_at desc, m.id desc
        ${keysetLimit(ADMIN_PAGE_SIZE)}`,
  );
  const { items, nextCursor } = keysetPage(
    rows,
    ADMIN_PAGE_SIZE,
    (r) => ({
      id: r.id,
      actionType: r.action_type,
      targetType: r.target_type,
      targetId: r.target_id,
      reason: r.reason,
      createdAt: r.created_at,
      staff: r.staff_id && r.staff_email ? { id: r.staff_id, email: r.staff_email } : null,
    }),
    (last) => encodeCursor(createdAtCursor(last)),
  );
  return { entries: items, nextCursor };
}

/** Everyone holding a staff role, for the audit log's filter (a handful of rows). */
export async function listStaff(): Promise<{ id: string; email: string }[]> {
  const db = await getDb();
  return queryRows<{ id: string; email: string }>(
    db,
    sql`select u.id, u.email from user_roles r join users u on u.id = r.user_id order by u.email limit 200`,
  );
}

export type ContentKind = "pets" | "stores" | "products";

/** One pet, store or product in the staff content list, with the flags staff can switch. */
export type AdminContentRow = {
  id: string;
  name: string;
  /** Owner's username (pets, stores) or the store's name (products). */
  owner: string | null;
  /** Verified (pets, stores); null where the item has no such flag. */
  verified: boolean | null;
  /** Active (pets are deactivated by their owners only, so staff do not switch it). */
  active: boolean;
  /** Staff hid it (lib/db/staff-hold.ts): what staff's own switch shows, apart from the owner's for products. */
  staffHidden: boolean;
  /** The public page of the item. */
  href: string;
  createdAt: string;
};

type ContentRow = {
  id: string;
  name: string;
  owner: string | null;
  verified: boolean | null;
  active: boolean;
  staff_hidden: boolean;
  created_at: string;
};

const contentSql: Record<ContentKind, { from: SQL; select: SQL; href: (id: string) => string }> = {
  pets: {
    from: sql`pets t left join users o on o.id = t.user_id`,
    select: sql`t.id, t.name, o.username as owner, t.is_verified as verified, t.is_active as active, false as staff_hidden`,
    href: (id) => `/pet/${id}`,
  },
  stores: {
    from: sql`stores t left join users o on o.id = t.user_id`,
    select: sql`t.id, t.name, o.username as owner, t.is_verified as verified, t.is_active as active, not t.is_active as staff_hidden`,
    href: (id) => `/store/${id}`,
  },
  products: {
    from: sql`products t join stores o on o.id = t.store_id`,
    select: sql`t.id, t.name, o.name as owner, null::boolean as verified, t.is_active as active, t.hidden_by_staff as staff_hidden`,
    href: (id) => `/product/${id}`,
  },
};

/**
 * Pets, stores or products newest first (active or not), optionally by name, keyset paged on the
 * table's (created_at, id) index, in one round trip with the owner.
 */
export async function listContent(
  kind: ContentKind,
  query: string,
  rawCursor?: string | null,
): Promise<{ items: AdminContentRow[]; nextCursor: string | null }> {
  const db = await getDb();
  const cursor = readCursor(rawCursor);
  const q = query.trim();
  const source = contentSql[kind];
  const rows = await queryRows<ContentRow>(
    db,
    sql`select ${source.select}, ${cursorTimestamp(sql`t.created_at`)} as created_at
        from ${source.from}
        where true
        ${q ? sql`and t.name ilike ${likePattern(q)}` : sql``}
        ${afterCursor(cursor, sql`t.created_at`, sql`t.id`)}
        order by t.created_at desc, t.id desc
        ${keysetLimit(ADMIN_PAGE_SIZE)}`,
  );
  return keysetPage(
    rows,
    ADMIN_PAGE_SIZE,
    (r) => ({
      id: r.id,
      name: r.name,
      owner: r.owner,
      verified: r.verified,
      active: r.active,
      staffHidden: r.staff_hidden,
      href: source.href(r.id),
      createdAt: r.created_at,
    }),
    (last) => encodeCursor(createdAtCursor(last)),
  );
}
