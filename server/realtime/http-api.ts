// The Pusher HTTP API of the built-in server, as the `pusher` package calls it: POST
// /apps/{id}/events and /apps/{id}/batch_events to publish (sendToUser included), GET
// /apps/{id}/channels[/{name}[/users]] for channel info, POST /apps/{id}/users/{user}/terminate_connections. Every call is signed with the app secret (auth_key, auth_timestamp, auth_version,
// body_md5, auth_signature in the query); anything unsigned, stale or altered gets 401.
import type { IncomingMessage, ServerResponse } from "node:http";
import { log } from "../shared/log";
import type { PublishedEvent } from "./bus";
import type { Hub } from "./hub";
import {
  type AppCredentials,
  type AppKeys,
  hmacSha256,
  isValidChannelName,
  isValidPublishChannel,
  isValidSocketId,
  isValidUserId,
  MAX_EVENT_NAME_LENGTH,
  md5,
  safeEqual,
} from "./protocol";

// Pusher's limits: 10 KB of data per event, 100 channels per event, 10 events per batch.
const MAX_DATA_BYTES = 10 * 1024;
const MAX_CHANNELS_PER_EVENT = 100;
const MAX_BATCH_EVENTS = 10;
const MAX_BODY_BYTES = 256 * 1024;
const MAX_CLOCK_SKEW_SECONDS = 600;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The tests' outage switch (built-in.ts): null in production. */
export interface OutageSwitch {
  isDown(): boolean;
  set(down: boolean): void;
}

interface ApiContext {
  app: AppCredentials;
  hub: Hub;
  outage: OutageSwitch | null;
}

/**
 * What the API does once a call is verified, for that call and for app code in this process alike
 * (built-in.ts registers it: server/shared/realtime-contract.ts): the events and terminations are
 * checked as the API checks them, and go to this process's sockets and, through the bus, every other's.
 * Failures are HttpErrors: their status is the API's answer.
 */
export function createPublisher({ hub, outage }: Pick<ApiContext, "hub" | "outage">) {
  const refuseWhileDown = () => {
    if (outage?.isDown()) throw new HttpError(503, "The realtime server is down (test outage)");
  };
  return {
    refuseWhileDown,
    async publish(inputs: readonly EventInput[]): Promise<void> {
      refuseWhileDown();
      const events = inputs.map((input) => toEvent(input ?? {}));
      try {
        await hub.publish(events);
      } catch (error) {
        log.error({ err: error }, "Realtime: could not publish");
        throw new HttpError(503, "Could not publish; try again");
      }
    },
    async terminate(userId: string, sessions: unknown): Promise<void> {
      refuseWhileDown();
      if (!isValidUserId(userId)) throw new HttpError(400, "Invalid user id");
      if (
        sessions !== null &&
        !(
          Array.isArray(sessions) &&
          sessions.length <= 100 &&
          sessions.every((id): id is string => typeof id === "string" && id.length > 0 && id.length <= 128)
        )
      ) {
        throw new HttpError(400, "sessions must list at most 100 session ids");
      }
      try {
        await hub.terminate(userId, sessions);
      } catch (error) {
        log.error({ err: error }, "Realtime: could not terminate");
        throw new HttpError(503, "Could not terminate; try again");
      }
    },
  };
}

type Publisher = ReturnType<typeof createPublisher>;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES)
      return reject(new HttpError(413, "Request body too large"));
    const chunks: Buffer[] = [];
    let total = 0;
    req.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > MAX_BODY_BYTES) {
        req.destroy();
        reject(new HttpError(413, "Request body too large"));
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * The signature check of the Pusher HTTP API: HMAC-SHA256 over "METHOD\npath\nquery", the query being
 * every parameter but auth_signature, keys lower-cased and sorted, joined as key=value with "&".
 */
export function checkSignature(
  { key, secret }: AppKeys,
  { method, path, params, body }: { method: string; path: string; params: URLSearchParams; body: string },
): void {
  const query: Record<string, string | undefined> = Object.fromEntries(
    [...params].map(([name, value]) => [name.toLowerCase(), value]),
  );
  if (query.auth_key !== key) throw new HttpError(401, "Unknown auth_key");
  if (query.auth_version !== "1.0") throw new HttpError(401, "auth_version must be 1.0");
  const timestamp = Number(query.auth_timestamp);
  if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > MAX_CLOCK_SKEW_SECONDS)
    throw new HttpError(401, "Timestamp expired");
  if (body.length > 0 && !safeEqual(query.body_md5 ?? "", md5(body)))
    throw new HttpError(401, "body_md5 does not match the body");
  const signature = query.auth_signature ?? "";
  delete query.auth_signature;
  const signed = Object.keys(query)
    .sort()
    .map((name) => `${name}=${query[name]}`)
    .join("&");
  if (!safeEqual(signature, hmacSha256(secret, `${method}\n${path}\n${signed}`)))
    throw new HttpError(401, "Invalid signature");
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new HttpError(400, "The body must be JSON");
  }
}

/** One event as the hub publishes it, from the body of /events or one entry of /batch_events. */
/** An event as a publisher sends it: anything, until checked. */
type EventInput =
  { name?: unknown; data?: unknown; channels?: unknown; channel?: unknown; socket_id?: unknown } | null | undefined;

function toEvent({ name, data, channels, socket_id: socketId }: NonNullable<EventInput>): PublishedEvent {
  if (typeof name !== "string" || name.length === 0 || name.length > MAX_EVENT_NAME_LENGTH)
    throw new HttpError(400, "Invalid event name");
  if (typeof data !== "string") throw new HttpError(400, "data must be a string");
  if (Buffer.byteLength(data) > MAX_DATA_BYTES) throw new HttpError(413, `Event data over ${MAX_DATA_BYTES} bytes`);
  if (
    !Array.isArray(channels) ||
    channels.length === 0 ||
    channels.length > MAX_CHANNELS_PER_EVENT ||
    !channels.every(isValidPublishChannel)
  ) {
    throw new HttpError(400, "Invalid channels");
  }
  if (socketId !== undefined && !isValidSocketId(socketId)) throw new HttpError(400, "Invalid socket_id");
  return { channels, name, data, except: socketId };
}

/** The events of a call's body, unchecked: one for /events, the entries of /batch_events. */
function eventsFrom(pathEnd: string, payload: unknown): EventInput[] {
  if (pathEnd === "events") {
    const event = payload as EventInput;
    const channels = event?.channels ?? (event?.channel === undefined ? undefined : [event.channel]);
    return [{ ...event, channels }];
  }
  const batch = (payload as { batch?: unknown } | null | undefined)?.batch;
  if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_BATCH_EVENTS)
    throw new HttpError(400, `batch must hold 1 to ${MAX_BATCH_EVENTS} events`);
  return batch.map((entry: EventInput) => ({ ...entry, channels: [entry?.channel] }));
}

function channelInfoBody(hub: Hub, name: string, info: string[]) {
  const { occupied, subscriptionCount, userCount } = hub.channelInfo(name);
  const body: { occupied: boolean; user_count?: number; subscription_count?: number } = { occupied };
  if (info.includes("user_count")) {
    if (userCount === undefined) throw new HttpError(400, "user_count is only available for presence channels");
    body.user_count = userCount;
  }
  if (info.includes("subscription_count")) body.subscription_count = subscriptionCount;
  return body;
}

function channelsBody(hub: Hub, params: URLSearchParams) {
  const prefix = params.get("filter_by_prefix") ?? "";
  const info = (params.get("info") ?? "").split(",");
  const wantsUsers = info.includes("user_count");
  if (wantsUsers && !prefix.startsWith("presence-"))
    throw new HttpError(400, "user_count needs filter_by_prefix=presence-");
  const channels: Record<string, { user_count?: number }> = {};
  for (const { name, userCount } of hub.occupiedChannels()) {
    if (name.startsWith(prefix)) channels[name] = wantsUsers ? { user_count: userCount ?? 0 } : {};
  }
  return { channels };
}

/**
 * The end-to-end tests' switch (built-in.ts, only with REALTIME_TEST_CONTROL=1): POST test/outage
 * `{ "down": true | false }`, signed like every call. While down, the rest of the API answers 503.
 */
async function answerOutage(app: AppKeys, outage: OutageSwitch, req: IncomingMessage, url: URL) {
  if (req.method !== "POST") throw new HttpError(405, "Use POST");
  const body = await readBody(req);
  checkSignature(app, { method: "POST", path: url.pathname, params: url.searchParams, body });
  const down = (parseJson(body) as { down?: unknown } | null)?.down;
  if (typeof down !== "boolean") throw new HttpError(400, "down must be true or false");
  outage.set(down);
  return { down };
}

/**
 * POST users/{id}/terminate_connections: Pusher's call closes every socket signed in as the user. The
 * body may name device sessions (`{ "sessions": [ids] }`, a Patitas extension that hosted Pusher does
 * not have): then only the sockets signed in with those sessions close.
 */
async function answerTerminate(app: AppKeys, publisher: Publisher, req: IncomingMessage, url: URL, userId: string) {
  if (req.method !== "POST") throw new HttpError(405, "Use POST");
  const body = await readBody(req);
  checkSignature(app, { method: "POST", path: url.pathname, params: url.searchParams, body });
  const sessions = body.length > 0 ? (parseJson(body) as { sessions?: unknown } | null)?.sessions : undefined;
  await publisher.terminate(userId, sessions ?? null);
  return {};
}

/** Answers the API's routes under /apps/{appId}/; returns null for a path that is not one of them. */
async function answer(
  { app, hub, outage }: ApiContext,
  publisher: Publisher,
  req: IncomingMessage,
  url: URL,
): Promise<object | null> {
  const rest = url.pathname.slice(`/apps/${app.id}/`.length);
  if (outage && rest === "test/outage") return answerOutage(app, outage, req, url);
  publisher.refuseWhileDown();
  const terminating = /^users\/([^/]+)\/terminate_connections$/.exec(rest);
  if (terminating) return answerTerminate(app, publisher, req, url, terminating[1] ?? "");
  const publishing = rest === "events" || rest === "batch_events";
  const channelMatch = /^channels(?:\/([^/]+)(\/users)?)?$/.exec(rest);
  if (!publishing && !channelMatch) return null;
  const method = publishing ? "POST" : "GET";
  if (req.method !== method) throw new HttpError(405, `Use ${method}`);

  const body = publishing ? await readBody(req) : "";
  checkSignature(app, { method, path: url.pathname, params: url.searchParams, body });
  if (publishing) {
    const events = eventsFrom(rest, parseJson(body));
    await publisher.publish(events);
    return rest === "events" ? {} : { batch: events.map(() => ({})) };
  }

  const [, encodedName, users] = channelMatch ?? [];
  if (encodedName === undefined) return channelsBody(hub, url.searchParams);
  // Channel names hold no character that needs escaping, so the raw segment is the name.
  const name = encodedName;
  if (!isValidChannelName(name)) throw new HttpError(400, "Invalid channel name");
  if (!users) return channelInfoBody(hub, name, (url.searchParams.get("info") ?? "").split(","));
  if (!name.startsWith("presence-")) throw new HttpError(400, "Users are only listed for presence channels");
  return { users: hub.presenceMembers(name).map((id) => ({ id })) };
}

/**
 * The API as a request handler: handle(req, res) answers and returns true, or returns false for paths
 * that are not its own. `outage` ({ isDown(), set(down) }) adds the tests' switch; production has none.
 */
export function createHttpApi({
  app,
  hub,
  outage = null,
}: {
  app: AppCredentials;
  hub: Hub;
  outage?: OutageSwitch | null;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  const prefix = `/apps/${app.id}/`;
  const publisher = createPublisher({ hub, outage });
  return function handle(req, res) {
    if (!(req.url ?? "").startsWith(prefix)) return false;
    const respond = (status: number, body: object) => {
      if (res.headersSent || res.destroyed) return;
      res
        .writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" })
        .end(JSON.stringify(body));
    };
    let url: URL;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
    } catch {
      respond(400, { error: "Malformed URL" });
      return true;
    }
    answer({ app, hub, outage }, publisher, req, url)
      .then((body) => (body === null ? respond(404, { error: "Not found" }) : respond(200, body)))
      .catch((error: unknown) => {
        if (error instanceof HttpError) return respond(error.status, { error: error.message });
        log.error({ err: error }, "Realtime API failed");
        respond(500, { error: "Internal error" });
      });
    return true;
  };
}
