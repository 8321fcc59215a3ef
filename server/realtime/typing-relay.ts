// "escribiendo…" over the socket (docs/decisions/081-typing-over-the-socket.md): what the built-in
// server decides about a typing signal a signed-in socket sends. Pure, like user-auth.ts; the hub
// delivers what this lets through.
//
// The socket proves who sends (its sign-in is bound to a live device session and closed when that
// session ends or the account is banned); the pass proves the app let them write to that person when
// it signed it; a block since then is heard here (the app's watchlist change, realtime-contract.ts)
// and refuses every pass signed before it.
import { TYPING_MIN_GAP_MS, TYPING_PASS_TTL_MS, type TypingPass } from "../shared/realtime-contract";
import { typingPassSignature } from "../shared/realtime-credentials";
import { isValidUserId, safeEqual } from "./protocol";

/** A pass signed a little ahead of this server's clock (another machine's) is still accepted. */
const CLOCK_SLACK_MS = 60_000;

/** The pass a client sent, when it has the shape of one (pusher-js may send the data as an object or as JSON text). */
export function readTypingPass(data: unknown): TypingPass | null {
  let value = data;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== "object" || value === null) return null;
  const { to, exp, sig } = value as Record<string, unknown>;
  if (!isValidUserId(to) || typeof exp !== "number" || !Number.isSafeInteger(exp) || typeof sig !== "string")
    return null;
  return { to, exp, sig };
}

export type TypingVerdict = "relay" | "refused" | "too-soon";

export function createTypingRelay(secret: string, now: () => number = () => Date.now()) {
  /** "from→to" → when the app last said they may no longer see each other (a block, an unfollow that ended their tie). */
  const revoked = new Map<string, number>();
  /** sender → when their last signal was relayed by this process */
  const lastRelayed = new Map<string, number>();

  const prune = () => {
    const oldest = now() - TYPING_PASS_TTL_MS - CLOCK_SLACK_MS;
    for (const [pair, at] of revoked) if (at < oldest) revoked.delete(pair);
    for (const [sender, at] of lastRelayed) if (at < now() - TYPING_MIN_GAP_MS) lastRelayed.delete(sender);
  };

  return {
    /** Whether `from`'s signal with this pass goes to `pass.to` now. */
    check(from: string, pass: TypingPass): TypingVerdict {
      const at = now();
      const signedAt = pass.exp - TYPING_PASS_TTL_MS;
      if (pass.exp <= at || signedAt > at + CLOCK_SLACK_MS) return "refused";
      if (!safeEqual(pass.sig, typingPassSignature(secret, from, pass.to, pass.exp))) return "refused";
      const revokedAt = revoked.get(`${from}→${pass.to}`);
      if (revokedAt !== undefined && signedAt <= revokedAt) return "refused";
      if (at - (lastRelayed.get(from) ?? -Infinity) < TYPING_MIN_GAP_MS) return "too-soon";
      if (lastRelayed.size >= 10_000) prune();
      lastRelayed.set(from, at);
      return "relay";
    },
    /** The app said `userId` may no longer see these people: their passes to each of them, and back, end now. */
    revoke(userId: string, others: readonly string[]): void {
      prune();
      for (const other of others) {
        revoked.set(`${userId}→${other}`, now());
        revoked.set(`${other}→${userId}`, now());
      }
    },
  };
}
