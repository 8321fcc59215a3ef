import "server-only";
import type * as z from "zod";
import { sql, type SQL } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { followSuggestionDismissals } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { notBlocked } from "@/lib/db/not-blocked";
import { dismissSuggestionSchema } from "./schemas";
import { findActiveUser } from "./target-user";

export const FOLLOW_SUGGESTIONS_LIMIT = 5;

/**
 * Why someone is suggested: followed by people I follow (`via` is the one I followed last, `others` how
 * many more of mine follow them), or posting under a hashtag I used (the latest such tag).
 */
export type SuggestionReason = { kind: "followedBy"; via: string; others: number } | { kind: "postsIn"; tag: string };

export type FollowSuggestion = {
  id: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
  reason: SuggestionReason;
};

type SuggestionRow = {
  id: string;
  username: string;
  full_name: string;
  avatar_url: string | null;
  mutual: number | null;
  via_name: string | null;
  tag: string | null;
};

// Bounds on the hashtag half, so a popular tag costs a few index pages rather than a scan of its posts:
// the tags of my latest posts, and the latest posts under each of them.
const OWN_POSTS_SCANNED = 30;
const TAGS_SCANNED = 10;
const POSTS_PER_TAG = 40;
// Candidates ranked per suggestion shown, so banned and nameless users among the best still leave enough.
const RANKED_PER_SUGGESTION = 4;

/**
 * "Who to follow" for a signed-in user, in one statement: first the people followed by the people they
 * follow (most of my follows first), then authors of recent posts under hashtags they used (most shared
 * tags first). Never themselves, people they follow, users blocked either way, banned users, accounts
 * without a username, or anyone they dismissed.
 */
export async function listFollowSuggestions(
  userId: string,
  limit = FOLLOW_SUGGESTIONS_LIMIT,
): Promise<FollowSuggestion[]> {
  const rows = await queryRows<SuggestionRow>(await getDb(), followSuggestionsSql(userId, limit));
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    avatarUrl: row.avatar_url,
    reason: row.mutual
      ? { kind: "followedBy", via: row.via_name ?? "", others: row.mutual - 1 }
      : { kind: "postsIn", tag: row.tag ?? "" },
  }));
}

/** The statement of listFollowSuggestions, apart so its plan can be read (EXPLAIN). */
export function followSuggestionsSql(userId: string, limit: number): SQL {
  return sql`with my_follows as (
        select f.following_id as id, f.created_at
        from follows f join users mu on mu.id = f.following_id
        where f.follower_id = ${userId} and not mu.is_banned
      ),
      via_follows as (
        select f2.following_id as id, count(*)::int as mutual,
          (array_agg(m.id order by m.created_at desc, m.id))[1] as via_id
        from my_follows m join follows f2 on f2.follower_id = m.id
        group by f2.following_id
      ),
      my_tags as (
        select ph.hashtag_id, max(ph.post_created_at) as used_at
        from (select p.id from posts p where p.user_id = ${userId}
              order by p.created_at desc, p.id desc limit ${OWN_POSTS_SCANNED}) mine
        join post_hashtags ph on ph.post_id = mine.id
        group by ph.hashtag_id
        order by used_at desc
        limit ${TAGS_SCANNED}
      ),
      via_tags as (
        select p.user_id as id, count(distinct t.hashtag_id)::int as shared, max(recent.post_created_at) as last_at,
          (array_agg(h.name order by recent.post_created_at desc, h.name))[1] as tag
        from my_tags t
        cross join lateral (
          select ph.post_id, ph.post_created_at from post_hashtags ph
          where ph.hashtag_id = t.hashtag_id
          order by ph.post_created_at desc, ph.post_id desc
          limit ${POSTS_PER_TAG}
        ) recent
        join posts p on p.id = recent.post_id
        join hashtags h on h.id = t.hashtag_id
        group by p.user_id
      ),
      candidates as (
        select coalesce(vf.id, vt.id) as id, vf.mutual, vf.via_id, vt.shared, vt.last_at, case when vf.id is null then vt.tag end as tag
        from via_follows vf full join via_tags vt on vt.id = vf.id
      ),
      -- The best few by ids alone, before any user row is read: joined to users after this, the planner
      -- otherwise hashed the whole users table (16 ms on 10 000 users). Room for a few banned or nameless.
      ranked as (
        select c.* from candidates c
        where c.id <> ${userId}
          and not exists (select 1 from follows mine where mine.follower_id = ${userId} and mine.following_id = c.id)
          and not exists (select 1 from follow_suggestion_dismissals d where d.user_id = ${userId} and d.dismissed_user_id = c.id)
          and ${notBlocked(userId, sql`c.id`)}
        order by c.mutual desc nulls last, c.shared desc nulls last, c.last_at desc nulls last, c.id
        limit ${limit * RANKED_PER_SUGGESTION}
      )
      select u.id, u.username, u.full_name, u.avatar_url, c.mutual, v.full_name as via_name, c.tag
      from ranked c
      join users u on u.id = c.id
      left join users v on v.id = c.via_id
      where not u.is_banned and u.username is not null
      order by c.mutual desc nulls last, c.shared desc nulls last, c.last_at desc nulls last, u.username
      limit ${limit}`;
}

/**
 * Hides a suggested user from the actor's suggestions for good (`{ user: id }`). Idempotent; unknown and
 * banned users are "not found", the actor themselves bad input.
 */
export async function dismissFollowSuggestion(
  actorId: string,
  input: z.output<typeof dismissSuggestionSchema>,
): Promise<{ dismissed: true }> {
  const db = await getDb();
  const target = await findActiveUser(db, input.user);
  // Never offered (nobody is suggested to themselves): bad input, not a silent no-op.
  if (target.id === actorId) throw new AppError("validation", errorKeys.validation, { user: errorKeys.validation });
  await db
    .insert(followSuggestionDismissals)
    .values({ userId: actorId, dismissedUserId: target.id })
    .onConflictDoNothing();
  return { dismissed: true };
}
