// The Pusher Channels protocol (version 7) as pusher-js and the `pusher` package speak it: channel
// kinds, the HMAC signatures of channel authorization, frames and close codes. Pure functions; the
// built-in server (docs/decisions/010-realtime-transport.md) is built on them.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export const PROTOCOL_VERSION = 7;

/** The app's credentials: its id in the HTTP API's paths, the key clients name, the secret that signs. */
export interface AppCredentials {
  id: string;
  key: string;
  secret: string;
}

export type AppKeys = Pick<AppCredentials, "key" | "secret">;

/** Close codes and pusher:error codes: 40xx refused (no retry), 41xx retry with backoff, 42xx retry now. */
export const codes = {
  appNotFound: 4001,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  // Pusher and soketi close a socket whose user authentication failed or was ended by the app with
  // 4009; pusher-js does not reconnect on its own after a 40xx code.
  unauthorized: 4009,
  overCapacity: 4100,
  reconnect: 4200,
  pongNotReceived: 4201,
  // soketi (the Pusher-protocol server of docker-compose.yml) answers client events it does not relay
  // with 4301, so clients see one code from both servers.
  clientEventRefused: 4301,
} as const;

// The Pusher limits: channel names of up to 200 of these characters, event names of up to 200.
const channelNamePattern = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;
export const MAX_EVENT_NAME_LENGTH = 200;

export function isValidChannelName(name: unknown): name is string {
  return typeof name === "string" && channelNamePattern.test(name);
}

/** The channel of Pusher's user authentication: events sent to one signed-in user (sendToUser). */
export const SERVER_TO_USER_PREFIX = "#server-to-user-";
const userIdPattern = /^[A-Za-z0-9_\-=@,.;]{1,128}$/;

export function isValidUserId(id: unknown): id is string {
  return typeof id === "string" && userIdPattern.test(id);
}

export function serverToUserChannel(userId: string): string {
  return `${SERVER_TO_USER_PREFIX}${userId}`;
}

/** A channel the events API may publish to: a named channel or one user's server-to-user channel. */
export function isValidPublishChannel(name: unknown): name is string {
  if (typeof name !== "string") return false;
  return name.startsWith(SERVER_TO_USER_PREFIX)
    ? isValidUserId(name.slice(SERVER_TO_USER_PREFIX.length))
    : isValidChannelName(name);
}

export function isPresenceChannel(name: string): boolean {
  return name.startsWith("presence-");
}

/** Channels that need a signature: private- (private-encrypted- included) and presence-. */
export function needsAuthorization(name: string): boolean {
  return name.startsWith("private-") || isPresenceChannel(name);
}

export function isClientEvent(name: unknown): boolean {
  return typeof name === "string" && name.startsWith("client-");
}

export function hmacSha256(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text, "utf8").digest("hex");
}

export function md5(text: string): string {
  return createHash("md5").update(text, "utf8").digest("hex");
}

/** Constant-time comparison of two strings (false when the lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(String(a), "utf8");
  const right = Buffer.from(String(b), "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Whether `auth` ("key:signature") authorizes this socket on this channel: the signature is
 * HMAC-SHA256 of "socket_id:channel" (plus ":channel_data" on presence channels) with the app secret,
 * which is what the `pusher` package's authorizeChannel() produces.
 */
export function isValidChannelAuth(
  { key, secret }: AppKeys,
  {
    socketId,
    channel,
    auth,
    channelData,
  }: { socketId: string; channel: string; auth: unknown; channelData: string | undefined },
): boolean {
  if (typeof auth !== "string") return false;
  const signed = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return safeEqual(auth, `${key}:${hmacSha256(secret, signed)}`);
}

/**
 * Whether `auth` signs `userData` for this socket: HMAC-SHA256 of "socket_id::user::user_data", which
 * is what the `pusher` package's authenticateUser() produces (Pusher's user authentication).
 */
export function isValidUserAuth(
  { key, secret }: AppKeys,
  { socketId, userData, auth }: { socketId: string; userData: unknown; auth: unknown },
): boolean {
  if (typeof auth !== "string" || typeof userData !== "string") return false;
  return safeEqual(auth, `${key}:${hmacSha256(secret, `${socketId}::user::${userData}`)}`);
}

/** A socket id as Pusher makes them: two positive integers joined by a dot (the `pusher` package checks /^\d+\.\d+$/). */
export function isValidSocketId(id: unknown): id is string {
  return typeof id === "string" && /^\d{1,20}\.\d{1,20}$/.test(id);
}

/** One frame as the wire carries it; `data` is a string (JSON text) except for pusher:error and pings. */
export function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify(channel === undefined ? { event, data } : { event, channel, data });
}

export function errorFrame(code: number | null, message: string): string {
  return frame("pusher:error", { code, message });
}
