import "server-only";
import type * as z from "zod";
import { sql, type SQL } from "drizzle-orm";
import type { Cursor } from "@/lib/paging/cursor";
import { afterCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { getDb, queryRows } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { markThreadRead, readThread, type ThreadPage } from "./conversations";
import type { InquirySubject } from "@/lib/realtime/events";
import { inquirySubject, lostCaseSubject, type LostCaseFacts } from "./inquiries";
import { canSendSql } from "./partners";
import { notBlocked } from "@/lib/db/not-blocked";
import { conversationListSchema, inquiryOpenSchema } from "./schemas";
import type { MessagePreview } from "@/lib/format/message-preview";

export const CONVERSATION_PAGE_SIZE = 30;

/** docs/product-spec.md §3 conversation (derived): the partner, the last message either way, unread incoming. */
export type Conversation = {
  partnerId: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
  /** Null when the last message has no text: `lastKind` then says what it is. */
  lastMessage: string | null;
  lastKind: LastMessageKind;
  lastAt: string;
  lastMine: boolean;
  lastRead: boolean;
  unread: number;
};
/** What the list shows for the last message: its text, or "📷 Foto", the shared card's kind, "Mensaje eliminado". */
export type LastMessageKind = "text" | MessagePreview;
export type ConversationPage = { items: Conversation[]; nextCursor: Cursor | null };

type Row = {
  partner_id: string;
  username: string;
  full_name: string;
  avatar_url: string | null;
  content: string | null;
  last_kind: LastMessageKind;
  at: string;
  last_id: string;
  sender_id: string;
  is_read: boolean;
  unread: number;
};

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The user's conversations, newest last message first, in one round trip: the last message per partner
 * (DISTINCT ON over the user's messages), the partner's profile, and the unread count from the partial
 * unread index. Banned and blocked partners drop out, as everywhere else. `search` matches names.
 */
export async function listConversations(userId: string, input: z.output<typeof conversationListSchema>, limit = CONVERSATION_PAGE_SIZE): Promise<ConversationPage> {
  const db = await getDb();
  const search = input.search ? `%${escapeLike(input.search)}%` : null;
  const bySearch = search
    ? sql`and (patitas_unaccent(u.full_name) ilike patitas_unaccent(${search}) or u.username ilike ${search})`
    : sql``;
  const after = afterCursor(input.cursor, sql`last.created_at`, sql`last.id`);
  const rows = await queryRows<Row>(
    db,
    sql`with mine as (
        select case when sender_id = ${userId}::uuid then receiver_id else sender_id end as partner_id,
          id, content, created_at, sender_id, is_read, deleted_at, shared_kind
        from messages where sender_id = ${userId}::uuid or receiver_id = ${userId}::uuid
      ), last as (
        select distinct on (partner_id) * from mine order by partner_id, created_at desc, id desc
      )
      select u.id as partner_id, u.username, u.full_name, u.avatar_url, last.content, last.sender_id, last.is_read, last.id as last_id,
        case when last.deleted_at is not null then 'deleted' when last.content is not null then 'text'
          when last.shared_kind is not null then last.shared_kind else 'photo' end as last_kind,
        to_char(last.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
        (select count(*)::int from messages m where m.receiver_id = ${userId}::uuid and m.sender_id = u.id and not m.is_read) as unread
      from last join users u on u.id = last.partner_id
      where not u.is_banned and u.username is not null and ${notBlocked(userId, sql`u.id`)} ${bySearch} ${after}
      order by last.created_at desc, last.id desc
      ${keysetLimit(limit)}`,
  );
  return keysetPage(
    rows,
    limit,
    (row) => ({
      partnerId: row.partner_id,
      username: row.username,
      fullName: row.full_name,
      avatarUrl: row.avatar_url,
      lastMessage: row.content,
      lastKind: row.last_kind,
      lastAt: row.at,
      lastMine: row.sender_id === userId,
      lastRead: Boolean(row.is_read),
      unread: Number(row.unread),
    }),
    (last) => ({ at: last.at, id: last.last_id }),
  );
}

export type Badges = { messages: number; notifications: number };

/**
 * The header's two unread counts, as the columns `messages` and `notifications` of a select list (the
 * header reads them with the cart's count: lib/views/header-counts.ts). Messages and notifications
 * of banned, blocked or username-less people do not count, so the bell agrees with what /activity lists
 * (decision 016).
 */
export function unreadBadgeColumns(userId: string): SQL {
  return sql`(select count(*)::int from messages m join users u on u.id = m.sender_id
          where m.receiver_id = ${userId}::uuid and not m.is_read and not u.is_banned and ${notBlocked(userId, sql`m.sender_id`)}) as messages,
        (select count(*)::int from notifications n join users a on a.id = n.actor_id
          where n.user_id = ${userId}::uuid and n.read_at is null and not a.is_banned and a.username is not null
            and ${notBlocked(userId, sql`n.actor_id`)}) as notifications`;
}

/**
 * The thread a page opens (`/messages?with=`): its last page, its incoming messages marked read (spec
 * §4). Null when the partner is unknown, banned, blocked or oneself, and for a malformed name.
 */
export async function openThread(userId: string, partner: string): Promise<ThreadPage | null> {
  try {
    const page = await readThread(userId, { with: partner });
    await markThreadRead(userId, { with: page.partner.id });
    return page;
  } catch (error) {
    if (error instanceof AppError && (error.code === "not_found" || error.code === "validation")) return null;
    throw error;
  }
}

/**
 * The thread a product or store page's "Message the seller" opens (`/messages?product=` or `?store=`,
 * decision 038): with the store's owner, about that product or store. Null when the product is not on
 * sale, the store is inactive, its owner banned or blocked either way, the id is malformed, or the viewer
 * owns the store (nobody inquires of themselves).
 */
export async function openInquiry(userId: string, raw: unknown): Promise<{ thread: ThreadPage; about: InquirySubject } | null> {
  const parsed = inquiryOpenSchema.safeParse(raw);
  if (!parsed.success || (!parsed.data.productId && !parsed.data.storeId)) return null;
  const db = await getDb();
  let about: InquirySubject;
  try {
    about = await inquirySubject(db, parsed.data);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  if (about.ownerId === userId) return null;
  const thread = await openThread(userId, about.ownerId);
  return thread ? { thread, about } : null;
}

/** Whether the profile page offers "Mensaje": the viewer may write to that user now (canSendSql). */
export async function canMessage(viewerId: string, userId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await queryRows<{ can_send: boolean }>(db, sql`select ${canSendSql(viewerId, sql`${userId}::uuid`)} as can_send`);
  return Boolean(row?.can_send);
}

/** The settings page's "only people I follow may message me". */
export async function messagePreference(userId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await queryRows<{ only: boolean }>(db, sql`select messages_from_following_only as only from users where id = ${userId}::uuid`);
  return Boolean(row?.only);
}

/**
 * The thread "Write to the owner" on a lost & found case opens (`/messages?lost=`, issue 45): with its
 * reporter, about that case. Null when the case is not open, its reporter is banned or blocked either way,
 * the id is malformed, or the viewer reported it.
 */
export async function openLostCaseThread(userId: string, caseId: string): Promise<{ thread: ThreadPage; about: LostCaseFacts } | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(caseId)) return null;
  const db = await getDb();
  const about = await lostCaseSubject(db, caseId).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!about || about.ownerId === userId) return null;
  const thread = await openThread(userId, about.ownerId);
  return thread ? { thread, about } : null;
}
