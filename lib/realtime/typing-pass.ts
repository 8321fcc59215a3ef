import "server-only";
import { createHmac } from "node:crypto";
import { TYPING_PASS_TTL_MS, typingPassText, type TypingPass } from "@/server/shared/realtime-contract";
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
  const sig = createHmac("sha256", realtimeCredentials().secret)
    .update(typingPassText(from, to, exp), "utf8")
    .digest("hex");
  return { to, exp, sig };
}
