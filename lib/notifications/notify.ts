import "server-only";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { afterCommit, queryRows, type Executor } from "@/lib/db/client";
import type { MessagePreview } from "@/lib/format/message-preview";
import { notifications } from "@/lib/db/schema";
import { BADGES_EVENT } from "@/lib/realtime/events";
import { pushNotification } from "@/lib/push/send";
import { publishToUser } from "@/lib/realtime/publish";
import { actorMayTell } from "@/lib/push/audience";
import type { NewNotification, NotificationKind } from "./kinds";

/**
 * The receiver's row, present only while they want this kind (users.muted_notifications, decision 016)
 * and neither of them blocks the other (actorMayTell): every statement below inserts from it, so a
 * turned-off kind or a block skips the notification inside the same statement, whatever the kind.
 */
function wantedBy(userId: string | SQL, type: NotificationKind, actorId: string) {
  const receiver = typeof userId === "string" ? sql`${userId}::uuid` : userId;
  return sql`select 1 from users w where w.id = ${receiver} and not (${type}::notification_type = any(w.muted_notifications))
    and ${actorMayTell(actorId, type, sql`w.id`)}`;
}

/**
 * Records a notification inside the caller's transaction, so it exists exactly when the change does.
 * Nobody is notified of their own actions, nor of a kind they turned off. One statement. Once the
 * transaction commits, the receiver's devices get it as a push (decision 028), behind the action.
 */
export async function notify(executor: Executor, notification: NewNotification): Promise<void> {
  if (notification.userId === notification.actorId) return;
  const {
    userId,
    actorId,
    type,
    postId = null,
    commentId = null,
    matchId = null,
    orderId = null,
    orderStatus = null,
    note = null,
    reviewId = null,
    lostCaseId = null,
  } = notification;
  const recorded = await queryRows<{ id: string }>(
    executor,
    sql`insert into notifications (user_id, actor_id, type, post_id, comment_id, match_id, order_id, order_status, note, review_id, lost_case_id)
      select ${userId}::uuid, ${actorId}::uuid, ${type}::notification_type, ${postId}::uuid, ${commentId}::uuid, ${matchId}::uuid,
        ${orderId}::uuid, ${orderStatus}::order_status, ${note}::text, ${reviewId}::uuid, ${lostCaseId}::uuid
      where exists (${wantedBy(userId, type, actorId)})
      returning id`,
  );
  if (recorded.length > 0) afterCommit(executor, () => pushNotification(notification));
}

/**
 * A post's notification recorded inside the caller's own statement, as a data-modifying CTE's body: for a
 * write whose receiver is read in that same statement (a like reads the post's author). `receiver` is an
 * SQL expression for the receiver's id, `when` the condition that the change really happened. The same
 * rules as notify: never the actor, never a kind the receiver turned off. Returns `user_id` when recorded;
 * the caller then calls notifiedInStatement once the statement is done.
 */
export function notificationInStatement(notification: {
  receiver: SQL;
  actorId: string;
  type: NotificationKind;
  postId: string;
  when: SQL;
}): SQL {
  const { receiver, actorId, type, postId, when } = notification;
  return sql`insert into notifications (user_id, actor_id, type, post_id)
    select ${receiver}, ${actorId}::uuid, ${type}::notification_type, ${postId}::uuid
    where ${when} and ${receiver} <> ${actorId}::uuid and exists (${wantedBy(receiver, type, actorId)})
    returning user_id`;
}

/** After a statement recorded a notificationInStatement: the push notify would send after its commit. */
export function notifiedInStatement(executor: Executor, notification: NewNotification): void {
  afterCommit(executor, () => pushNotification(notification));
}

/**
 * "@ana" in a post or comment: one notification to each mentioned user who exists, is not banned, has
 * not blocked the author nor been blocked by them, and wants mentions; never the author, nor the
 * `except` users (the post's author, told of the comment already). One statement; answers who was told.
 */
export async function notifyMentions(
  executor: Executor,
  mention: { actorId: string; usernames: string[]; postId: string; commentId?: string; except?: string[] },
): Promise<string[]> {
  const { actorId, usernames, postId, commentId = null, except = [] } = mention;
  if (usernames.length === 0) return [];
  const rows = await queryRows<{ user_id: string }>(
    executor,
    sql`insert into notifications (user_id, actor_id, type, post_id, comment_id)
      select r.id, ${actorId}::uuid, 'mention', ${postId}::uuid, ${commentId}::uuid
      from users r
      where r.username in (${sql.join(
        usernames.map((username) => sql`${username}`),
        sql`, `,
      )}) and r.id <> ${actorId}::uuid
        ${
          except.length > 0
            ? sql`and r.id not in (${sql.join(
                except.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`
            : sql``
        }
        and not r.is_banned and exists (${wantedBy(sql`r.id`, "mention", actorId)})
      returning user_id`,
  );
  const told = rows.map((row) => row.user_id);
  for (const userId of told)
    afterCommit(executor, () =>
      pushNotification({ userId, actorId, type: "mention", postId, ...(commentId ? { commentId } : {}) }),
    );
  return told;
}

/**
 * A message notification, one per conversation (issue 25): the sender's row for this receiver, read or not,
 * moves to the top and turns unread again instead of a second row, so a chat fills one line of /activity
 * however many messages it holds, as the header's bell counts conversations rather than messages.
 *
 * Sent in the same statement as the message's own insert (`insert`, any `insert … returning …`): the
 * move, or else the insert, and neither when the receiver turned messages off. One statement is atomic
 * without a transaction, and one round trip where a transaction took four (decision 056): sending a
 * chat message is the write the realtime goal times. Answers the insert's rows. `messagePreview`: the push
 * says "📷 Foto" or the shared card's kind for a message without words, never the words themselves.
 */
export async function insertWithMessageNotification<Row extends Record<string, unknown>>(
  executor: Executor,
  notification: { userId: string; actorId: string; messagePreview?: MessagePreview },
  insert: SQL,
): Promise<Row[]> {
  const { userId, actorId, messagePreview } = notification;
  if (userId === actorId) return queryRows<Row>(executor, insert);
  const rows = await queryRows<Row & { notified: boolean }>(
    executor,
    sql`with inserted_row as (${insert}),
      wanted as (${wantedBy(userId, "message", actorId)}),
      latest as (
        select id from notifications
        where user_id = ${userId}::uuid and actor_id = ${actorId}::uuid and type = 'message'
        order by created_at desc, id desc limit 1
      ),
      moved as (
        update notifications set created_at = now(), read_at = null
        where id in (select id from latest) and exists (select 1 from wanted)
        returning id
      ),
      inserted as (
        insert into notifications (user_id, actor_id, type)
        select ${userId}::uuid, ${actorId}::uuid, 'message' from wanted where not exists (select 1 from latest)
        returning id
      )
      select inserted_row.*, exists (select 1 from moved) or exists (select 1 from inserted) as notified from inserted_row`,
  );
  // Every message is pushed: the device shows the newest in place of the last (its tag).
  if (rows[0]?.notified)
    afterCommit(executor, () =>
      pushNotification({ userId, actorId, type: "message", ...(messagePreview ? { messagePreview } : {}) }),
    );
  return rows;
}

/** Opening a thread reads its messages, and so the notification that announced them. */
export async function markMessageNotificationsRead(executor: Executor, userId: string, actorId: string): Promise<void> {
  await executor
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.actorId, actorId),
        eq(notifications.type, "message"),
        isNull(notifications.readAt),
      ),
    );
}

/**
 * After the commit of a change that notified someone: their header badges refetch now instead of at their
 * next page, focus or reconnect (docs/design.md §5: the event only signals, the count is read from the database).
 * Publishing never throws; nobody is signalled for their own actions.
 */
export async function signalBadges(receiverId: string | null | undefined, actorId: string): Promise<void> {
  if (receiverId && receiverId !== actorId) await publishToUser(receiverId, BADGES_EVENT, {});
}
