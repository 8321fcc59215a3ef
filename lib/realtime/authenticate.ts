import "server-only";
import Pusher from "pusher";
import * as z from "zod";
import { AppError, errorKeys, parseInput } from "@/lib/errors";
import { realtimeCredentials } from "./config";

/** What pusher-js posts (form-encoded) to sign its socket in: Pusher's user authentication. */
export const userAuthenticationSchema = z.object({
  socket_id: z.string().regex(/^\d{1,20}\.\d{1,20}$/),
});

export type UserAuthentication = { auth: string; user_data: string };

/** Who signs a socket in: the session's user and device (the caller has confirmed the session). */
export type RealtimeViewer = { id: string; username: string | null; sessionId: string };

let signer: { key: string; pusher: Pusher } | null = null;

function pusherSigner(): Pusher {
  const credentials = realtimeCredentials();
  // Signing needs no server address; the type wants one.
  if (signer?.key !== credentials.key)
    signer = { key: credentials.key, pusher: new Pusher({ ...credentials, host: "127.0.0.1" }) };
  return signer.pusher;
}

/**
 * Signs a socket in as the viewer, for their device session: the realtime server then sends them what
 * is published to them, tells them when someone of their watchlist (loadWatchlist) comes and goes, and closes the socket
 * when this session ends (docs/decisions/037-realtime-sessions.md). `iat` lets the server refuse a
 * signature fetched before the session was ended. Only a signed-in user with a username is signed.
 */
export async function authenticateRealtimeUser(
  viewer: RealtimeViewer | null,
  input: unknown,
  loadWatchlist: (userId: string) => Promise<readonly string[]>,
): Promise<UserAuthentication> {
  if (!viewer?.username) throw new AppError("forbidden", errorKeys.forbidden);
  const { socket_id: socketId } = parseInput(userAuthenticationSchema, input);
  const watchlist = await loadWatchlist(viewer.id);
  return pusherSigner().authenticateUser(socketId, {
    id: viewer.id,
    user_info: { session: viewer.sessionId, iat: Date.now() },
    watchlist: [...watchlist],
  });
}
