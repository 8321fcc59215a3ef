import "server-only";
import type * as z from "zod";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { cursorTimestamp, type Cursor } from "@/lib/paging/cursor";
import { afterCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { getDb, queryRows, type Executor } from "@/lib/db/client";
import { messagePhotos, reportedContent, users } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { insertWithMessageNotification, markMessageNotificationsRead } from "@/lib/notifications/notify";
import { countHit, countRefusal } from "@/lib/rate-limit";
import { publishToUser, publishToUsers } from "@/lib/realtime/publish";
import { blockUser } from "@/lib/social/blocks";
import { BADGES_EVENT, MESSAGE_EVENT, READ_EVENT, type ChatMessage, type ChatPhoto, type ChatReaction, type InquirySubject, type QuotedMessage, type SharedCard, type TypingPass } from "@/lib/realtime/events";
import { typingPassFor } from "@/lib/realtime/typing-pass";
import { inquirySubject, lostCaseSubject } from "./inquiries";
import { findPartner, forgetPartner, type ChatPartner } from "./partners";
import { claimMedia } from "@/lib/media/claims";
import { chatPhotos } from "./photos";
import { thumbnailUrlFor } from "@/lib/storage/thumbnails";
import { sharedCardSql, toSharedCard } from "./shared";
import { catchUpSchema, messagePreferenceSchema, partnerSchema, reportConversationSchema, sendMessageSchema, threadRequestSchema } from "./schemas";

/** docs/product-spec.md §9 / issue 8: 30 messages a minute per user, counted in PostgreSQL so every instance agrees. */
export const MESSAGES_PER_MINUTE = 30;
export const THREAD_PAGE_SIZE = 40;
/** A catch-up answers at most this many; the client asks again while `more` is true. */
export const CATCH_UP_LIMIT = 200;

type MessageRow = {
  id: string;
  sender_id: string;
  receiver_id: string;
  content: string | null;
  is_read: boolean;
  at: string;
  deleted: boolean;
  product: { id: string; name: string; image: string | null } | null;
  photos: Omit<ChatPhoto, "thumbnailUrl">[] | null;
  reply_to: QuotedMessage | null;
  reactions: ChatReaction[] | null;
  shared_kind: string | null;
  shared_id: string | null;
  shared_card: Parameters<typeof toSharedCard>[2];
};

/**
 * A message's columns as `viewerId` sees it, over a row of `messages` (a select or an insert's returning):
 * an inquiry's product as it is now (one deleted since leaves the message without its card), its photos
 * in order, what it quotes, its reactions and the card of what it shares, each a correlated subquery on a
 * primary key or index. An unsent message keeps none of them but the quote.
 */
function messageColumns(viewerId: string) {
  return sql`id, sender_id, receiver_id, content, is_read, ${cursorTimestamp(sql`created_at`)} as at, deleted_at is not null as deleted,
  (select json_build_object('id', mp.id, 'name', mp.name, 'image', mp.images[1]) from products mp where mp.id = messages.product_id and messages.deleted_at is null) as product,
  (select json_agg(json_build_object('url', ph.url, 'width', ph.width, 'height', ph.height, 'preview', ph.preview) order by ph.position)
    from message_photos ph where ph.message_id = messages.id) as photos,
  (select json_build_object('id', q.id, 'senderId', q.sender_id, 'content', q.content, 'deleted', q.deleted_at is not null,
      'photos', (select count(*) from message_photos qp where qp.message_id = q.id))
    from messages q where q.id = messages.reply_to_id) as reply_to,
  (select json_agg(json_build_object('userId', mr.user_id, 'emoji', mr.emoji) order by mr.created_at) from message_reactions mr where mr.message_id = messages.id) as reactions,
  shared_kind, shared_id, ${sharedCardSql(viewerId)} as shared_card`;
}

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    content: row.content,
    isRead: Boolean(row.is_read),
    at: row.at,
    product: row.product ?? null,
    photos: (row.photos ?? []).map((photo) => ({ ...photo, thumbnailUrl: thumbnailUrlFor(photo.url) ?? photo.url })),
    replyTo: row.reply_to ? { ...row.reply_to, photos: Number(row.reply_to.photos) } : null,
    reactions: row.reactions ?? [],
    deleted: Boolean(row.deleted),
    shared: toSharedCard(row.shared_kind, row.shared_id, row.shared_card),
  };
}

/** The messages of one pair, either direction. */
function pair(a: string, b: string) {
  return sql`((sender_id = ${a}::uuid and receiver_id = ${b}::uuid) or (sender_id = ${b}::uuid and receiver_id = ${a}::uuid))`;
}

/**
 * What a message may point at besides its text, checked before it is stored: the message it replies to
 * must be of this pair and not unsent; what it shares must be something the sender may see now.
 */
async function checkReferences(executor: Executor, actorId: string, partnerId: string, input: z.output<typeof sendMessageSchema>): Promise<void> {
  const replyTo = input.replyTo
    ? sql`exists (select 1 from messages where id = ${input.replyTo}::uuid and deleted_at is null and ${pair(actorId, partnerId)})`
    : sql`true`;
  const shared = input.shared ? sql`${sharedCardSql(actorId, sql`${input.shared.kind}::text`, sql`${input.shared.id}::uuid`)} is not null` : sql`true`;
  const [row] = await queryRows<{ reply_ok: boolean; shared_ok: boolean }>(executor, sql`select ${replyTo} as reply_ok, ${shared} as shared_ok`);
  if (!row?.reply_ok) throw new AppError("not_found", "messages.errors.replyNotFound");
  if (!row.shared_ok) throw new AppError("not_found", errorKeys.notFound);
}

/**
 * Stores a message, then signals both sides (docs/design.md §5: stored first; a lost signal is caught up by
 * the client's fetch). Refused: over the rate, a partner one may not see, or may not write to. A
 * message about a product or store (decision 038) may open a store inquiry with that store's owner;
 * the store must be active and the product on sale, and the partner must be its owner.
 *
 * Three round trips after the session's for a text (decision 056): the rate limit's count beside the
 * partner's lookup, then the message and its notification in one statement. A reply or a shared card
 * adds its check; photos are read from storage first and stored with the message in one transaction.
 */
export async function sendMessage(actorId: string, input: z.output<typeof sendMessageSchema>): Promise<ChatMessage> {
  const db = await getDb();
  // Both settle before either answer is used: over the rate, the refusal is the rate limit's, whatever
  // the partner lookup found.
  const [hits, found] = await Promise.allSettled([countHit(`message:user:${actorId}`, 60), findPartner(db, actorId, input.to)]);
  if (hits.status === "rejected") throw hits.reason;
  if (hits.value > MESSAGES_PER_MINUTE) {
    countRefusal("message");
    throw new AppError("rate_limited", "messages.errors.rateLimited");
  }
  if (found.status === "rejected") throw found.reason;
  const partner = found.value;
  let about: InquirySubject | null = null;
  if (input.productId || input.storeId) {
    about = await inquirySubject(db, { productId: input.productId, storeId: input.storeId });
    if (about.ownerId !== partner.id) throw new AppError("forbidden", "messages.errors.notAllowed");
  }
  // A message about a lost & found case (issue 45) may open a thread with its reporter, as an inquiry does.
  let lostCaseId: string | null = null;
  if (input.lostCaseId && !about) {
    const subject = await lostCaseSubject(db, input.lostCaseId);
    if (subject.ownerId !== partner.id) throw new AppError("forbidden", "messages.errors.notAllowed");
    lostCaseId = subject.lostCaseId;
  }
  if (!partner.canSend && !about && !lostCaseId) throw new AppError("forbidden", "messages.errors.notAllowed");
  const [photos] = await Promise.all([
    input.photos?.length ? chatPhotos(actorId, input.photos) : [],
    input.replyTo || input.shared ? checkReferences(db, actorId, partner.id, input) : null,
  ]);
  const insert = (columns: SQL) => sql`insert into messages (sender_id, receiver_id, content, store_id, product_id, lost_case_id, reply_to_id, shared_kind, shared_id)
      values (${actorId}::uuid, ${partner.id}::uuid, ${input.content}, ${about?.storeId ?? null}::uuid, ${about?.product?.id ?? null}::uuid, ${lostCaseId}::uuid,
        ${input.replyTo ?? null}::uuid, ${input.shared?.kind ?? null}, ${input.shared?.id ?? null}::uuid)
      returning ${columns}`;
  // The push names a photo or a shared card by its kind (lib/format/message-preview.ts), never by its words.
  const messagePreview = input.shared ? input.shared.kind : photos.length ? ("photo" as const) : undefined;
  const notification = { userId: partner.id, actorId, ...(messagePreview ? { messagePreview } : {}) };
  const row = photos.length
    ? await db.transaction(async (tx) => {
        // One upload, one owner (lib/media/claims.ts): unsending a message deletes its files.
        await claimMedia(tx, actorId, photos.map((photo) => photo.url), "photos");
        const [stored] = await insertWithMessageNotification<{ id: string }>(tx, notification, insert(sql`id`));
        await tx.insert(messagePhotos).values(photos.map((photo, position) => ({ messageId: stored!.id, position, ...photo })));
        const [full] = await queryRows<MessageRow>(tx, sql`select ${messageColumns(actorId)} from messages where id = ${stored!.id}::uuid`);
        return full;
      })
    : (await insertWithMessageNotification<MessageRow>(db, notification, insert(messageColumns(actorId))))[0];
  const message = toMessage(row!);
  // A card is read for whoever looks: the receiver's may differ from the sender's (a block, say).
  const forReceiver = message.shared ? { ...message, shared: await cardFor(db, message.receiverId, message.id) } : message;
  await publishToUsers([
    { userId: message.receiverId, event: MESSAGE_EVENT, payload: forReceiver },
    { userId: message.receiverId, event: BADGES_EVENT, payload: {} },
    { userId: actorId, event: MESSAGE_EVENT, payload: message },
  ]);
  return message;
}

async function cardFor(executor: Executor, viewerId: string, messageId: string): Promise<SharedCard | null> {
  const [row] = await queryRows<Pick<MessageRow, "shared_kind" | "shared_id" | "shared_card">>(
    executor,
    sql`select shared_kind, shared_id, ${sharedCardSql(viewerId)} as shared_card from messages where id = ${messageId}::uuid`,
  );
  return row ? toSharedCard(row.shared_kind, row.shared_id, row.shared_card) : null;
}

/** `typingPass`: for "escribiendo…" over the socket while the actor may write to the partner (null otherwise, or without the built-in server). */
export type ThreadPage = { partner: ChatPartner; messages: ChatMessage[]; olderCursor: Cursor | null; typingPass: TypingPass | null };

async function readPage(executor: Executor, actorId: string, partnerId: string, before: Cursor | null | undefined, limit: number): Promise<{ messages: ChatMessage[]; olderCursor: Cursor | null }> {
  const above = afterCursor(before, sql`created_at`, sql`id`);
  const rows = await queryRows<MessageRow>(
    executor,
    sql`select ${messageColumns(actorId)} from messages where ${pair(actorId, partnerId)} ${above}
      order by created_at desc, id desc ${keysetLimit(limit)}`,
  );
  const { items, nextCursor } = keysetPage(rows, limit, toMessage, (last) => ({ at: last.at, id: last.id }));
  // Read newest first (the index's order), shown oldest first.
  return { messages: items.reverse(), olderCursor: nextCursor };
}

/** One page of the actor's thread with a partner, oldest first; `before` pages upward. */
export async function readThread(actorId: string, input: z.output<typeof threadRequestSchema>, limit = THREAD_PAGE_SIZE): Promise<ThreadPage> {
  const db = await getDb();
  const partner = await findPartner(db, actorId, input.with);
  const typingPass = partner.canSend ? typingPassFor(actorId, partner.id) : null;
  return { partner, ...(await readPage(db, actorId, partner.id, input.before, limit)), typingPass };
}

/**
 * Everything after the message the client holds last, oldest first: what a client missed while its
 * socket was down. An id from another pair matches nothing, so it reveals nothing.
 */
export async function messagesAfter(actorId: string, input: z.output<typeof catchUpSchema>): Promise<{ messages: ChatMessage[]; more: boolean }> {
  const db = await getDb();
  const partner = await findPartner(db, actorId, input.with);
  const after = input.afterId
    ? sql`and (created_at, id) > (select a.created_at, a.id from messages a where a.id = ${input.afterId}::uuid
        and ((a.sender_id = ${actorId}::uuid and a.receiver_id = ${partner.id}::uuid) or (a.sender_id = ${partner.id}::uuid and a.receiver_id = ${actorId}::uuid)))`
    : sql``;
  const rows = await queryRows<MessageRow>(
    db,
    sql`select ${messageColumns(actorId)} from messages where ${pair(actorId, partner.id)} ${after}
      order by created_at asc, id asc ${keysetLimit(CATCH_UP_LIMIT)}`,
  );
  return { messages: rows.slice(0, CATCH_UP_LIMIT).map(toMessage), more: rows.length > CATCH_UP_LIMIT };
}

/**
 * docs/product-spec.md §4: opening a conversation marks its incoming messages read (and their notification). The
 * partner's client hears it for read receipts; the actor's other tabs refresh their badges.
 */
export async function markThreadRead(actorId: string, input: z.output<typeof partnerSchema>): Promise<{ marked: number }> {
  const db = await getDb();
  const partner = await findPartner(db, actorId, input.with);
  const marked = await db.transaction(async (tx) => {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`update messages set is_read = true
        where receiver_id = ${actorId}::uuid and sender_id = ${partner.id}::uuid and not is_read returning id`,
    );
    await markMessageNotificationsRead(tx, actorId, partner.id);
    return rows.length;
  });
  if (marked > 0) {
    await publishToUsers([
      { userId: partner.id, event: READ_EVENT, payload: { by: actorId } },
      { userId: actorId, event: BADGES_EVENT, payload: {} },
    ]);
  }
  return { marked };
}

/** Blocks the partner (lib/social/blocks: follows both ways go too); the thread then reads as not found. */
export async function blockConversation(actorId: string, input: z.output<typeof partnerSchema>): Promise<{ blocked: true }> {
  const db = await getDb();
  const partner = await findPartner(db, actorId, input.with);
  const result = await blockUser(actorId, partner.id);
  forgetPartner(actorId, partner.id);
  await publishToUser(actorId, BADGES_EVENT, {});
  return result;
}

/** Reports the partner of a conversation to the moderators; one pending report per reporter and partner. */
export async function reportConversation(actorId: string, input: z.output<typeof reportConversationSchema>): Promise<{ reported: true }> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const partner = await findPartner(tx, actorId, input.with);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report-chat:${actorId}:${partner.id}`}))`);
    const [pending] = await queryRows<{ id: string }>(
      tx,
      sql`select id from reported_content where reporter_id = ${actorId}::uuid and content_type = 'user'
        and content_id = ${partner.id}::uuid and status = 'pending' and details = 'conversation' limit 1`,
    );
    if (pending) throw new AppError("conflict", "messages.errors.alreadyReported");
    await tx.insert(reportedContent).values({ reporterId: actorId, contentType: "user", contentId: partner.id, reason: input.reason, details: "conversation" });
  });
  return { reported: true };
}

/** "Only people I follow may message me" (issue 8). */
export async function setMessagePreference(actorId: string, input: z.output<typeof messagePreferenceSchema>): Promise<{ fromFollowingOnly: boolean }> {
  const db = await getDb();
  await db.update(users).set({ messagesFromFollowingOnly: input.fromFollowingOnly }).where(and(eq(users.id, actorId)));
  return { fromFollowingOnly: input.fromFollowingOnly };
}
