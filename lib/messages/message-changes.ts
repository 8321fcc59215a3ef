import "server-only";
import type { output } from "zod";
import { sql } from "drizzle-orm";
import { getDb, queryRows, type Executor } from "@/lib/db/client";
import { AppError, errorKeys } from "@/lib/errors";
import { deleteMedia } from "@/lib/media/uploads";
import { publishToUsers } from "@/lib/realtime/publish";
import { REACTION_EVENT, UNSENT_EVENT, type ChatReaction } from "@/lib/realtime/events";
import { log } from "@/server/shared/log";
import { findPartner } from "./partners";
import { UNSEND_WINDOW_MINUTES, type messageRefSchema, type reactSchema } from "./schemas";

// What happens to a message after it was sent (issue 46): its sender unsends it, either side reacts.
// Both are stored first and then signalled to both sides, as a new message is.

type Target = { sender_id: string; receiver_id: string; deleted: boolean };

/**
 * A message of one of the actor's conversations, locked when `lock`: any other id (another pair's, a
 * thread with someone blocked either way or banned since) reads as not found.
 */
async function messageOfActor(executor: Executor, actorId: string, id: string, extra = sql``, lock = false): Promise<Target & Record<string, unknown>> {
  const [row] = await queryRows<Target & Record<string, unknown>>(
    executor,
    sql`select sender_id, receiver_id, deleted_at is not null as deleted ${extra} from messages m
      where id = ${id}::uuid and ${actorId}::uuid in (sender_id, receiver_id) ${lock ? sql`for update` : sql``}`,
  );
  if (!row) throw new AppError("not_found", errorKeys.notFound);
  await findPartner(executor, actorId, row.sender_id === actorId ? row.receiver_id : row.sender_id);
  return row;
}

/**
 * Unsends one of the actor's own messages, within UNSEND_WINDOW_MINUTES of sending it: its text, card,
 * photos (rows and files) and reactions are deleted, not hidden; the row stays as "Mensaje eliminado" so
 * the thread and its replies keep their place. Unsending twice changes nothing.
 */
export async function unsendMessage(actorId: string, input: output<typeof messageRefSchema>): Promise<{ id: string; deleted: true }> {
  const db = await getDb();
  const unsent = await db.transaction(async (tx) => {
    const fresh = sql`, created_at > now() - make_interval(mins => ${UNSEND_WINDOW_MINUTES}) as fresh`;
    const row = await messageOfActor(tx, actorId, input.id, fresh, true);
    if (row.sender_id !== actorId) throw new AppError("forbidden", "messages.errors.notYours");
    if (row.deleted) return null;
    if (!row.fresh) throw new AppError("forbidden", "messages.errors.unsendExpired");
    const photos = await queryRows<{ url: string }>(tx, sql`delete from message_photos where message_id = ${input.id}::uuid returning url`);
    await tx.execute(sql`delete from message_reactions where message_id = ${input.id}::uuid`);
    await tx.execute(sql`update messages set content = null, shared_kind = null, shared_id = null, deleted_at = now() where id = ${input.id}::uuid`);
    return { receiverId: row.receiver_id, urls: photos.map((photo) => photo.url) };
  });
  if (unsent) {
    const { receiverId, urls } = unsent;
    // The files go once the rows are gone for good; a failure leaves orphans for the log, never a broken message.
    await deleteMedia(urls).catch((error: unknown) => log.error({ err: error, messageId: input.id }, "Unsent photos not deleted"));
    const payload = { id: input.id };
    await publishToUsers([
      { userId: receiverId, event: UNSENT_EVENT, payload },
      { userId: actorId, event: UNSENT_EVENT, payload },
    ]);
  }
  return { id: input.id, deleted: true };
}

/**
 * One reaction per person per message: a new pick replaces the old one, the same pick takes it back.
 * Either side of the conversation may react, to any message of it that is not unsent.
 */
export async function reactToMessage(actorId: string, input: output<typeof reactSchema>): Promise<{ id: string; reactions: ChatReaction[] }> {
  const db = await getDb();
  const mine = sql`, (select emoji from message_reactions r where r.message_id = m.id and r.user_id = ${actorId}::uuid) as mine`;
  const row = await messageOfActor(db, actorId, input.id, mine);
  if (row.deleted) throw new AppError("not_found", errorKeys.notFound);
  if (row.mine === input.emoji) {
    await db.execute(sql`delete from message_reactions where message_id = ${input.id}::uuid and user_id = ${actorId}::uuid`);
  } else {
    await db.execute(sql`insert into message_reactions (message_id, user_id, emoji) values (${input.id}::uuid, ${actorId}::uuid, ${input.emoji})
      on conflict (message_id, user_id) do update set emoji = excluded.emoji, created_at = now()`);
  }
  const reactions = await queryRows<ChatReaction>(
    db,
    sql`select user_id as "userId", emoji from message_reactions where message_id = ${input.id}::uuid order by created_at`,
  );
  const payload = { id: input.id, reactions };
  await publishToUsers([row.sender_id, row.receiver_id].map((userId) => ({ userId, event: REACTION_EVENT, payload })));
  return payload;
}
