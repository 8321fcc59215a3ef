import "server-only";
import type * as z from "zod";
import { sql } from "drizzle-orm";
import { cursorTimestamp, type Cursor } from "@/lib/paging/cursor";
import { afterCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { getDb, queryRows } from "@/lib/db/client";
import { notBlocked } from "@/lib/db/not-blocked";
import { toMessagePreview, type MessagePreview } from "@/lib/format/message-preview";
import { activityListSchema, type ActivityFilter } from "./schemas";

export const ACTIVITY_PAGE_SIZE = 30;
export const RECENT_MATCHES = 5;

/**
 * One row of /activity. `kind` refines the stored type for the text: a match notification is a request
 * while the match is pending and "you matched" once accepted.
 */
export type ActivityKind =
  | "like"
  | "comment"
  | "follow"
  | "message"
  | "matchRequest"
  | "matchAccepted"
  | "order"
  | "moderation"
  | "mention"
  | "sale"
  | "review"
  | "review_answer"
  | "lost_nearby"
  | "lost_sighting"
  | "lost_match"
  | "lost_reunited";
export type ActivityItem = {
  id: string;
  kind: ActivityKind;
  actor: { username: string; fullName: string; avatarUrl: string | null };
  postId: string | null;
  postThumb: string | null;
  comment: string | null;
  /**
   * An "order" notification: the order, the step the store moved it to, the store and the tracking number.
   * A "sale" notification: the store's new order (its status now) and its total.
   */
  order: {
    id: string;
    status: "pending" | "processing" | "shipped" | "delivered" | "cancelled";
    storeName: string;
    trackingNumber: string | null;
    totalCents: number;
  } | null;
  /** A "moderation" notification: the reason staff gave for removing the user's post or comment; a "review" one: what was reviewed. */
  note: string | null;
  /** A lost & found notification's case (its page is where the row leads). */
  lostCaseId: string | null;
  /** A "message" row: what the newest message of that conversation is when it has no words to quote (a photo, a shared card, unsent). */
  messagePreview: MessagePreview | null;
  unread: boolean;
  at: string;
};
export type ActivityPage = { items: ActivityItem[]; nextCursor: Cursor | null };
export type ActivityCounts = Record<ActivityFilter, number> & { unread: number };

type Row = {
  id: string;
  type: Exclude<ActivityKind, "matchRequest" | "matchAccepted"> | "match";
  lost_case_id: string | null;
  note: string | null;
  match_status: string | null;
  order_id: string | null;
  order_status: "pending" | "processing" | "shipped" | "delivered" | "cancelled" | null;
  store_name: string | null;
  tracking_number: string | null;
  order_total: number | null;
  order_now: "pending" | "processing" | "shipped" | "delivered" | "cancelled" | null;
  username: string;
  full_name: string;
  avatar_url: string | null;
  post_id: string | null;
  post_thumb: string | null;
  comment: string | null;
  message_preview: string | null;
  unread: boolean;
  at: string;
};

// Notifications whose actor is banned, blocked either way or has no username yet are not shown (and
// not counted), as everywhere else a user's content follows the user.
function visibleActor(viewerId: string) {
  return sql`not u.is_banned and u.username is not null and ${notBlocked(viewerId, sql`u.id`)}`;
}

/**
 * One row per conversation: rows written before messages were grouped (a row per burst of messages) show
 * only their newest.
 */
const newestPerConversation = sql`(n.type <> 'message' or not exists (
  select 1 from notifications newer
  where newer.actor_id = n.actor_id and newer.user_id = n.user_id and newer.type = 'message' and (newer.created_at, newer.id) > (n.created_at, n.id)))`;

function byFilter(filter: ActivityFilter) {
  return filter === "all" ? sql`` : sql`and n.type = ${filter}`;
}

/**
 * A message row's preview: the newest message the actor sent the viewer, by kind only (decision 028 keeps
 * words out of notifications), read now, so an unsent one reads "deleted" (its words are gone anyway).
 * A text message has none. messages_sender_receiver_created_idx finds it; other rows skip the lookup.
 */
function messagePreviewSql(viewerId: string) {
  return sql`(select case when m.deleted_at is not null then 'deleted' when m.shared_kind is not null then m.shared_kind
        when exists (select 1 from message_photos mp where mp.message_id = m.id) then 'photo' end
      from messages m where n.type = 'message' and m.sender_id = n.actor_id and m.receiver_id = ${viewerId}::uuid
      order by m.created_at desc, m.id desc limit 1)`;
}

/**
 * The viewer's notifications, newest first, keyset paged on notifications_user_created_idx, in one
 * round trip with the actor, the post's thumbnail, the comment's text and the match's state.
 */
export async function listActivity(
  viewerId: string,
  input: z.output<typeof activityListSchema> = { filter: "all" },
  limit = ACTIVITY_PAGE_SIZE,
): Promise<ActivityPage> {
  const db = await getDb();
  const after = afterCursor(input.cursor, sql`n.created_at`, sql`n.id`);
  const rows = await queryRows<Row>(
    db,
    sql`select n.id, n.type, n.note, m.status as match_status, n.order_id, n.order_status, os.name as store_name, o.tracking_number, o.total_amount_cents as order_total, o.status as order_now, u.username, u.full_name, u.avatar_url,
        n.lost_case_id, p.id as post_id, coalesce(p.thumbnail_url, p.image_url, lc.photos[1]) as post_thumb, left(c.content, 120) as comment,
        ${messagePreviewSql(viewerId)} as message_preview, n.read_at is null as unread, ${cursorTimestamp(sql`n.created_at`)} as at
      from notifications n
      join users u on u.id = n.actor_id
      left join posts p on p.id = n.post_id
      left join comments c on c.id = n.comment_id
      left join matches m on m.id = n.match_id
      left join orders o on o.id = n.order_id
      left join stores os on os.id = o.store_id
      left join lost_cases lc on lc.id = n.lost_case_id
      where n.user_id = ${viewerId}::uuid and ${visibleActor(viewerId)} and ${newestPerConversation} ${byFilter(input.filter)} ${after}
      order by n.created_at desc, n.id desc
      ${keysetLimit(limit)}`,
  );
  return keysetPage(
    rows,
    limit,
    (row) => ({
      id: row.id,
      kind: row.type === "match" ? (row.match_status === "accepted" ? "matchAccepted" : "matchRequest") : row.type,
      actor: { username: row.username, fullName: row.full_name, avatarUrl: row.avatar_url },
      postId: row.post_id,
      postThumb: row.post_thumb,
      comment: row.comment,
      order:
        row.type === "order" && row.order_id && row.order_status
          ? {
              id: row.order_id,
              status: row.order_status,
              storeName: row.store_name ?? "",
              trackingNumber: row.tracking_number,
              totalCents: Number(row.order_total ?? 0),
            }
          : row.type === "sale" && row.order_id && row.order_now
            ? {
                id: row.order_id,
                status: row.order_now,
                storeName: row.store_name ?? "",
                trackingNumber: row.tracking_number,
                totalCents: Number(row.order_total ?? 0),
              }
            : null,
      note: row.note,
      lostCaseId: row.lost_case_id,
      messagePreview: toMessagePreview(row.message_preview),
      unread: Boolean(row.unread),
      at: row.at,
    }),
    (last) => ({ at: last.at, id: last.id }),
  );
}

/** The tab counters in one statement: every visible notification per filter, and the unread ones. */
export async function activityCounts(viewerId: string): Promise<ActivityCounts> {
  const db = await getDb();
  const [row] = await queryRows<ActivityCounts>(
    db,
    sql`select count(*)::int as "all",
        (count(*) filter (where n.type = 'match'))::int as match,
        (count(*) filter (where n.type = 'like'))::int as "like",
        (count(*) filter (where n.type = 'comment'))::int as comment,
        (count(*) filter (where n.type = 'sale'))::int as sale,
        (count(*) filter (where n.read_at is null))::int as unread
      from notifications n join users u on u.id = n.actor_id
      where n.user_id = ${viewerId}::uuid and ${visibleActor(viewerId)} and ${newestPerConversation}`,
  );
  return {
    all: Number(row?.all ?? 0),
    match: Number(row?.match ?? 0),
    like: Number(row?.like ?? 0),
    comment: Number(row?.comment ?? 0),
    sale: Number(row?.sale ?? 0),
    unread: Number(row?.unread ?? 0),
  };
}

export type RecentMatch = { id: string; username: string; fullName: string; avatarUrl: string | null; at: string };

/**
 * The "recent matches" block: the viewer's accepted matches, newest 5, from the two (user, created_at)
 * indexes of matches; the other side must be an active, unblocked user.
 */
export async function recentMatches(viewerId: string): Promise<RecentMatch[]> {
  const db = await getDb();
  const side = (mine: "user1_id" | "user2_id", other: "user1_id" | "user2_id") => sql`
    (select m.id, u.username, u.full_name, u.avatar_url, m.created_at
      from matches m join users u on u.id = m.${sql.raw(other)}
      where m.${sql.raw(mine)} = ${viewerId}::uuid and m.status = 'accepted' and ${visibleActor(viewerId)}
      order by m.created_at desc limit ${RECENT_MATCHES})`;
  const rows = await queryRows<{
    id: string;
    username: string;
    full_name: string;
    avatar_url: string | null;
    at: string;
  }>(
    db,
    sql`select id, username, full_name, avatar_url, ${cursorTimestamp(sql`created_at`)} as at
      from (${side("user1_id", "user2_id")} union all ${side("user2_id", "user1_id")}) both_sides
      order by created_at desc limit ${RECENT_MATCHES}`,
  );
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    avatarUrl: row.avatar_url,
    at: row.at,
  }));
}
