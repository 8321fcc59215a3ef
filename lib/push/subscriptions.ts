import "server-only";
import type * as z from "zod";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError, errorKeys } from "@/lib/errors";
import { pushEndpointSchema, pushSubscriptionSchema } from "./schemas";

/** Devices one user may have push on at once: every notification is posted to each of them. */
export const MAX_PUSH_DEVICES = 10;

/** Loopback http endpoints: outside production, or for the end-to-end tests' fake push service. */
function allowLoopback(): boolean {
  return env.NODE_ENV !== "production" || env.PUSH_ALLOW_INSECURE_ENDPOINTS === "1";
}

/** A subscription's input: loopback endpoints are accepted where allowLoopback says so. */
export function subscriptionSchema(): ReturnType<typeof pushSubscriptionSchema> {
  return pushSubscriptionSchema(allowLoopback());
}

/**
 * Turns push on for the actor's browser, tied to the sign-in it is made in (`{ endpoint, keys }`, as
 * PushSubscription.toJSON() gives it). Saving the same browser again refreshes its keys and sign-in.
 * An endpoint already stored for someone else moves to the actor only with its auth secret, which only
 * that browser knows: the same device signed in as another person; anyone else is refused.
 */
export async function savePushSubscription(
  actor: { id: string; sessionId: string },
  input: z.output<ReturnType<typeof subscriptionSchema>>,
): Promise<{ subscribed: true }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const saved = await queryRows<{ id: string }>(
      tx,
      sql`insert into push_subscriptions (user_id, session_id, endpoint, p256dh, auth)
        values (${actor.id}::uuid, ${actor.sessionId}::uuid, ${input.endpoint}, ${input.keys.p256dh}, ${input.keys.auth})
        on conflict (endpoint) do update set user_id = excluded.user_id, session_id = excluded.session_id, p256dh = excluded.p256dh, auth = excluded.auth
          where push_subscriptions.user_id = excluded.user_id or push_subscriptions.auth = excluded.auth
        returning id`,
    );
    if (saved.length === 0) throw new AppError("forbidden", errorKeys.forbidden);
    // Devices of ended sign-ins get nothing any more; and beyond the cap, the oldest go.
    await tx.execute(
      sql`delete from push_subscriptions where user_id = ${actor.id}::uuid and id in (
          select s.id from push_subscriptions s join user_sessions us on us.id = s.session_id
          where s.user_id = ${actor.id}::uuid and us.revoked_at is not null
          union all
          select id from (select id from push_subscriptions where user_id = ${actor.id}::uuid order by created_at desc, id desc offset ${MAX_PUSH_DEVICES}) beyond
        )`,
    );
    return { subscribed: true as const };
  });
}

/** Turns push off for one of the actor's own browsers; an endpoint that is not theirs reads as not found. */
export async function deletePushSubscription(
  actorId: string,
  input: z.output<typeof pushEndpointSchema>,
): Promise<{ unsubscribed: true }> {
  const db = await getDb();
  const deleted = await queryRows<{ id: string }>(
    db,
    sql`delete from push_subscriptions where endpoint = ${input.endpoint} and user_id = ${actorId}::uuid returning id`,
  );
  if (deleted.length === 0) throw new AppError("not_found", errorKeys.notFound);
  return { unsubscribed: true };
}
