import "server-only";
import { TYPING_PASS_TTL_MS, type TypingPass } from "@/server/shared/realtime-contract";
import { typingPassSignature } from "@/server/shared/realtime-credentials";
import { browserRealtimeConfig, realtimeCredentials } from "./config";

/**
 * The pass that lets `from`'s browser send typing signals to `to` over its own socket for
 * TYPING_PASS_TTL_MS (docs/decisions/081-typing-over-the-socket.md); the caller has just found that
 * `from` may write to `to`. Null when the browser's realtime server is not the built-in one (hosted
 * Pusher, soketi): those relay no client event to a user, so typingAction carries the signal.
 */
export function typingPassFor(from: string, to: string, now = Date.now()): TypingPass | null {
  if (browserRealtimeConfig()?.kind !== "built-in") return null;
  const exp = now + TYPING_PASS_TTL_MS;
  return { to, exp, sig: typingPassSignature(realtimeCredentials().secret, from, to, exp) };
}
