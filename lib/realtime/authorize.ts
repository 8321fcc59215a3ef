import "server-only";
import Pusher from "pusher";
import { z } from "zod";
import type { CurrentUser } from "@/lib/auth/session";
import { AppError, errorKeys, parseInput } from "@/lib/errors";
import { PRESENCE_CHANNEL, userChannel, type MemberInfo } from "./channels";
import { realtimeCredentials } from "./config";

/** What pusher-js posts (form-encoded) before subscribing to a private or presence channel. */
export const channelAuthorizationSchema = z.object({
  socket_id: z.string().regex(/^\d{1,20}\.\d{1,20}$/),
  channel_name: z.string().max(200).regex(/^[A-Za-z0-9_\-=@,.;]+$/),
});

export type ChannelAuthorization = { auth: string; channel_data?: string };

let signer: { key: string; pusher: Pusher } | null = null;

function sign(socketId: string, channel: string, member?: { user_id: string; user_info: MemberInfo }): ChannelAuthorization {
  const credentials = realtimeCredentials();
  // Signing needs no server address; the type wants one.
  if (signer?.key !== credentials.key) signer = { key: credentials.key, pusher: new Pusher({ ...credentials, host: "127.0.0.1" }) };
  return signer.pusher.authorizeChannel(socketId, channel, member);
}

/**
 * Signs a socket's subscription, deciding from the session alone: a signed-in user with a username
 * (getCurrentUser already counts a banned user or a revoked session as signed out) may join their own
 * private channel and the presence channel as themself; nothing else is ever signed.
 */
export function authorizeChannel(user: CurrentUser | null, input: unknown): ChannelAuthorization {
  if (!user?.username) throw new AppError("forbidden", errorKeys.forbidden);
  const { socket_id: socketId, channel_name: channel } = parseInput(channelAuthorizationSchema, input);
  if (channel === userChannel(user.id)) return sign(socketId, channel);
  if (channel === PRESENCE_CHANNEL) {
    return sign(socketId, channel, { user_id: user.id, user_info: { username: user.username, avatarUrl: user.avatarUrl } });
  }
  throw new AppError("forbidden", errorKeys.forbidden);
}
