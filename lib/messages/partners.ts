import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Executor } from "@/lib/db/client";
import { notBlocked } from "@/lib/db/not-blocked";
import { AppError, errorKeys } from "@/lib/errors";
import { isUuid } from "@/lib/validation/uuid";
import { inquiryThreadSql, lostCaseThreadSql } from "./inquiries";

export type ChatPartner = {
  id: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
  /**
   * Whether the actor may write to them now (a history stays readable when this turns false): mutual
   * follows, an accepted match, or a store inquiry between them (decision 038).
   */
  canSend: boolean;
  /**
   * Their most recent request on any device: "last seen" while presence says they are offline. Null
   * unless the two may message each other (docs/design.md §5: online state goes to no one else).
   */
  lastSeenAt: string | null;
};

type PartnerRow = { id: string; username: string; full_name: string; avatar_url: string | null; can_send: boolean; last_seen_at: string | null };

/**
 * SQL true when `actor` may message `partner` (both uuid expressions): they follow each other, or share
 * an accepted match — unless the partner only takes messages from people they follow
 * (`partnerFollowingOnly`, the partner's preference; by default that of the row aliased `pu`).
 */
export function maySendSql(actor: unknown, partner: unknown, partnerFollowingOnly: unknown = sql`pu.messages_from_following_only`) {
  const follows = (from: unknown, to: unknown) => sql`exists (select 1 from follows f where f.follower_id = ${from} and f.following_id = ${to})`;
  return sql`((${follows(actor, partner)} and ${follows(partner, actor)})
    or (exists (select 1 from matches m where m.status = 'accepted'
          and least(m.user1_id, m.user2_id) = least(${actor}::uuid, ${partner}::uuid)
          and greatest(m.user1_id, m.user2_id) = greatest(${actor}::uuid, ${partner}::uuid))
        and (not ${partnerFollowingOnly} or ${follows(partner, actor)})))`;
}

/**
 * SQL true when the actor and the partner row `pu` may each write to the other: who may see the other's
 * "last seen". A one-way permission (a match whom the other side's "only people I follow" leaves out)
 * is not enough, so a preference that shuts someone out also hides one's activity from them.
 */
function mayMessageEachOtherSql(actorId: string) {
  const actorFollowingOnly = sql`(select au.messages_from_following_only from users au where au.id = ${actorId}::uuid)`;
  return sql`(${maySendSql(sql`${actorId}::uuid`, sql`pu.id`)} and ${maySendSql(sql`pu.id`, sql`${actorId}::uuid`, actorFollowingOnly)})`;
}

/** SQL true when the user row `pu` is someone the actor may see in chat: not banned, named, not the actor, no block either way. */
function visiblePartnerSql(actorId: string) {
  return sql`not pu.is_banned and pu.username is not null and pu.id <> ${actorId}::uuid and ${notBlocked(actorId, sql`pu.id`)}`;
}

/** SQL true when the actor may write to the user row `pu` now: ChatPartner.canSend. */
function canSendToRowSql(actorId: string) {
  return sql`(${maySendSql(sql`${actorId}::uuid`, sql`pu.id`)} or ${inquiryThreadSql(sql`${actorId}::uuid`, sql`pu.id`)}
    or ${lostCaseThreadSql(sql`${actorId}::uuid`, sql`pu.id`)})`;
}

/**
 * SQL true when the actor may write to the user `partnerId` (a uuid expression) now, as findPartner's
 * canSend says: the profile page's "Message" link, as a column of a statement that reads other things too.
 */
export function canSendSql(actorId: string, partnerId: SQL): SQL {
  return sql`exists (select 1 from users pu where pu.id = ${partnerId} and ${visiblePartnerSql(actorId)} and ${canSendToRowSql(actorId)})`;
}

/**
 * The other side of the actor's conversation, by id or username. Unknown, banned, username-less,
 * blocked either way and oneself all read as "not found", so a thread is only ever between the actor
 * and one partner they may see.
 */
export async function findPartner(executor: Executor, actorId: string, target: string): Promise<ChatPartner> {
  const byTarget = isUuid(target) ? sql`pu.id = ${target}::uuid` : sql`pu.username = ${target}`;
  const [row] = await queryRows<PartnerRow>(
    executor,
    sql`select pu.id, pu.username, pu.full_name, pu.avatar_url,
        ${canSendToRowSql(actorId)} as can_send,
        case when ${mayMessageEachOtherSql(actorId)} then
          (select to_char(max(s.last_used_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') from user_sessions s
            where s.user_id = pu.id and s.revoked_at is null) end as last_seen_at
      from users pu
      where ${byTarget} and ${visiblePartnerSql(actorId)}
      limit 1`,
  );
  if (!row) throw new AppError("not_found", errorKeys.notFound);
  remember(actorId, row.id, Boolean(row.can_send));
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    avatarUrl: row.avatar_url,
    canSend: Boolean(row.can_send),
    lastSeenAt: row.last_seen_at,
  };
}

// Who may write to whom, as the last findPartner of this process read it, for a short while: typing
// signals (decision 067) are sent every 2 s while someone types and must not query the database each time.
// Opening a thread or sending reads findPartner, so the cache is warm by the first keystroke. A block
// made here forgets at once (forgetPartner); one made elsewhere, or on another instance, within the TTL.
const CAN_SEND_TTL_MS = 60_000;
const MAX_REMEMBERED = 10_000;
const canSendCache = new Map<string, { canSend: boolean; until: number }>();

function remember(actorId: string, partnerId: string, canSend: boolean): void {
  if (canSendCache.size >= MAX_REMEMBERED) canSendCache.clear();
  canSendCache.set(`${actorId}:${partnerId}`, { canSend, until: Date.now() + CAN_SEND_TTL_MS });
}

/** Whether the actor may write to the partner (by id), as remembered; undefined when not known or stale. */
export function rememberedCanSend(actorId: string, partnerId: string): boolean | undefined {
  const entry = canSendCache.get(`${actorId}:${partnerId}`);
  return entry && entry.until > Date.now() ? entry.canSend : undefined;
}

/** Forgets both directions of a pair (a block). */
export function forgetPartner(a: string, b: string): void {
  canSendCache.delete(`${a}:${b}`);
  canSendCache.delete(`${b}:${a}`);
}
