import "server-only";
import { Agent as HttpAgent, request as httpRequest, type OutgoingHttpHeaders } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { log } from "@/server/shared/log";
import { sql } from "drizzle-orm";
import webpush from "web-push";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/device-sessions";
import { getDb, queryRows } from "@/lib/db/client";
import type { MessagePreview } from "@/lib/format/message-preview";
import { actorMayTell } from "./audience";
import { isPushedKind, pushPayload, type PushPayload } from "./content";
import { vapidKeys, type VapidKeys } from "./vapid";

/** A push service slower than this is given up on: the notification is still on /activity. */
export const PUSH_TIMEOUT_MS = 5000;
/** How long a push service keeps a push for a device that is off: a day, then it is stale news. */
/**
 * A recorded notification as push needs it (lib/notifications/notify.ts passes its PushRequest):
 * who receives it, who caused it, its kind and what it is about.
 */
export type PushRequest = {
  userId: string;
  actorId: string;
  type: string;
  postId?: string;
  commentId?: string;
  matchId?: string;
  orderId?: string;
  orderStatus?: string;
  note?: string;
  lostCaseId?: string;
  /** A "message" that is a photo or a shared card (its kind only, so an unsent message's words never travel). */
  messagePreview?: MessagePreview;
};

const PUSH_TTL_SECONDS = 24 * 60 * 60;

type Target = {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string | null;
  actor_name: string;
  actor_username: string | null;
  match_status: string | null;
  store_name: string | null;
  order_total: number | null;
};

// Pushes under way, so tests (and nothing else) can wait for them: the app never does.
const inFlight = new Set<Promise<void>>();

/** Resolves once every push started so far has been delivered, refused or given up on. */
export async function pushesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/**
 * Pushes a recorded notification to each device its receiver turned push on for (decision 028). Fire and
 * forget: called once the notification is committed (afterCommit), it returns at once; the work happens
 * behind the user's action, each delivery has a timeout, and every failure is logged, never thrown.
 */
export function pushNotification(notification: PushRequest): void {
  if (!isPushedKind(notification.type)) return;
  const { userId, ...shared } = notification;
  const task = sendPushes({ ...shared, userIds: [userId] }, Infinity).catch((error: unknown) =>
    log.error({ err: error }, "Web push failed"),
  );
  inFlight.add(task);
  void task.finally(() => inFlight.delete(task));
}

/** The same notification recorded for many receivers (a lost-pet alert's batch): one push each. */
export type PushBatch = Omit<PushRequest, "userId"> & { userIds: string[] };

/**
 * Pushes a batch (decision 071): one query finds every receiver's devices, each language's payload is
 * made once, and at most `concurrency` deliveries are under way at once. Resolves when all are done;
 * failures are logged, never thrown. The same checks as pushNotification, receiver by receiver.
 */
export async function pushBatch(batch: PushBatch, concurrency: number): Promise<void> {
  if (!isPushedKind(batch.type) || batch.userIds.length === 0) return;
  await sendPushes(batch, concurrency).catch((error: unknown) => log.error({ err: error }, "Web push failed"));
}

/**
 * One round trip for everything the pushes need: the receivers' live devices (a signed-out or expired
 * sign-in's device gets nothing), their language, and the actor's name; nothing for a banned receiver,
 * a kind they turned off since, or across a block (one made since, too).
 */
async function targets(batch: PushBatch): Promise<Target[]> {
  const { userIds, actorId, type, matchId = null, orderId = null } = batch;
  const db = await getDb();
  return queryRows<Target>(
    db,
    sql`select s.id, s.endpoint, s.p256dh, s.auth, r.locale, a.full_name as actor_name, a.username as actor_username,
        (select m.status from matches m where m.id = ${matchId}::uuid) as match_status,
        (select st.name from orders o join stores st on st.id = o.store_id where o.id = ${orderId}::uuid) as store_name,
        (select o.total_amount_cents from orders o where o.id = ${orderId}::uuid) as order_total
      from push_subscriptions s
      join users r on r.id = s.user_id
      join user_sessions us on us.id = s.session_id
      join users a on a.id = ${actorId}::uuid
      where s.user_id = any(${`{${userIds.join(",")}}`}::uuid[]) and not r.is_banned and not (${type}::notification_type = any(r.muted_notifications))
        and ${actorMayTell(actorId, type, sql`r.id`)}
        and us.revoked_at is null and us.last_used_at > now() - make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`,
  );
}

/** The payload in a receiver's language; all else in it is the batch's own (the same actor, post, order…). */
function payloadFor(batch: PushBatch, device: Target): PushPayload | null {
  return pushPayload({
    type: batch.type,
    locale: device.locale,
    actorName: device.actor_name,
    actorUsername: device.actor_username,
    postId: batch.postId ?? null,
    commentId: batch.commentId ?? null,
    matchId: batch.matchId ?? null,
    matchAccepted: device.match_status === "accepted",
    orderId: batch.orderId ?? null,
    orderStatus: batch.orderStatus ?? null,
    storeName: device.store_name,
    orderTotalCents: device.order_total === null ? null : Number(device.order_total),
    note: batch.note ?? null,
    lostCaseId: batch.lostCaseId ?? null,
    messagePreview: batch.messagePreview ?? null,
  });
}

async function sendPushes(batch: PushBatch, concurrency: number): Promise<void> {
  const devices = await targets(batch);
  if (devices.length === 0) return;
  const payloads = new Map<string | null, PushPayload | null>();
  const keys = await vapidKeys();
  let next = 0;
  // `concurrency` lanes, each taking the next device until none is left.
  const lane = async () => {
    while (next < devices.length) {
      const device = devices[next++]!;
      if (!payloads.has(device.locale)) payloads.set(device.locale, payloadFor(batch, device));
      const payload = payloads.get(device.locale);
      if (payload) await deliver(device, payload, keys);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, devices.length) }, lane));
}

/** A signed VAPID header is valid this long (RFC 8292 allows 24 h); it is signed again with an hour left. */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
const vapidTokens = new Map<string, { header: string; renewAt: number }>();

/**
 * The VAPID Authorization header for an endpoint's push service (its origin, the token's audience), kept
 * until an hour before it expires: the same for every device on that service, so a batch of thousands of
 * pushes signs it once instead of once each (decision 071). Keyed by the public key too: after the keys
 * rotate, the next push signs anew.
 */
function vapidAuthorization(endpoint: string, keys: VapidKeys): string {
  const audience = new URL(endpoint).origin;
  const cacheKey = `${keys.publicKey} ${audience}`;
  const now = Math.floor(Date.now() / 1000);
  const kept = vapidTokens.get(cacheKey);
  if (kept && kept.renewAt > now) return kept.header;
  const expiresAt = now + VAPID_TOKEN_SECONDS;
  const { Authorization } = webpush.getVapidHeaders(
    audience,
    keys.subject,
    keys.publicKey,
    keys.privateKey,
    "aes128gcm",
    expiresAt,
  );
  vapidTokens.set(cacheKey, { header: Authorization, renewAt: expiresAt - 60 * 60 });
  return Authorization;
}

/**
 * Encrypts the payload to the device's keys (RFC 8291, aes128gcm) and signs the request (VAPID, RFC
 * 8292) with web-push, then posts it. A 404 or 410 means the browser dropped the subscription: the row
 * goes too.
 */
async function deliver(device: Target, payload: PushPayload, keys: VapidKeys): Promise<void> {
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      {
        // No vapidDetails (the app never sets web-push's global ones either): the VAPID header is signed once
        // per push service and kept (below), not once per push.
        headers: { Authorization: vapidAuthorization(device.endpoint, keys) },
        TTL: PUSH_TTL_SECONDS,
        urgency: payload.tag.startsWith("message:") ? "high" : "normal",
      },
    );
    const status = await post(request.endpoint, request.headers, request.body);
    if (status === 404 || status === 410) {
      const db = await getDb();
      await db.execute(sql`delete from push_subscriptions where id = ${device.id}::uuid`);
    } else if (status < 200 || status > 299) {
      // The push service's host, never the endpoint: its path identifies the device.
      log.warn({ pushService: hostOf(device.endpoint), status }, "Web push refused");
    }
  } catch (error) {
    log.error({ err: error, pushService: hostOf(device.endpoint) }, "Web push failed");
  }
}

// Connections to push services are kept open between pushes: a batch sends thousands to the same few hosts.
const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

/**
 * POSTs a push and resolves with the service's status once its headers arrive (the body, which says
 * nothing we use, is drained). node:http rather than fetch: fetch took 0.7 ms of this process's time per
 * push against 0.2 ms (decision 072's measurement), and a 100 000-person alert is 100 000 of them on the
 * event loop that serves pages. Not web-push's own sendNotification: it has no overall timeout, and the
 * end-to-end tests' fake push service listens on plain http. A redirect is not followed (a non-2xx status).
 */
function post(endpoint: string, headers: OutgoingHttpHeaders, body: Buffer | null): Promise<number> {
  const url = new URL(endpoint);
  const send = url.protocol === "http:" ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: "POST",
        headers: { ...headers, "Content-Length": body?.length ?? 0 },
        agent: url.protocol === "http:" ? agents.http : agents.https,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      },
      (response) => {
        // The timeout can still abort the drain; that error says nothing more than the status did.
        response.on("error", () => undefined);
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.end(body ?? undefined);
  });
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return "an invalid endpoint";
  }
}
