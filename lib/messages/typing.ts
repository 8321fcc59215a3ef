import "server-only";
import type { output } from "zod";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { publishToUser } from "@/lib/realtime/publish";
import { TYPING_EVENT, TYPING_MIN_GAP_MS, type TypingPass } from "@/lib/realtime/events";
import { typingPassFor } from "@/lib/realtime/typing-pass";
import { findPartner, rememberedCanSend } from "./partners";
import type { typingSchema } from "./schemas";

// "escribiendo…" (issue 46, decisions 067 and 081), never stored. With the built-in realtime server the
// browser sends its signals over its own socket with the pass the thread gave it, and this action is
// only asked when that pass has run out (once per TYPING_PASS_TTL_MS): it relays that one signal and
// hands out a new pass. With hosted Pusher or soketi (no pass) every signal comes here, at most one per
// TYPING_EVERY_MS; the server drops a sender's signals closer than TYPING_MIN_GAP_MS and answers from
// the remembered "may message" (partners.ts), so a signal costs no query beyond the session's once the
// thread was opened.

const lastSignal = new Map<string, number>();

export async function signalTyping(actorId: string, input: output<typeof typingSchema>): Promise<{ relayed: boolean; pass: TypingPass | null }> {
  const canSend = rememberedCanSend(actorId, input.to) ?? (await findPartner(await getDb(), actorId, input.to)).canSend;
  if (!canSend) throw new AppError("forbidden", "messages.errors.notAllowed");
  const pass = typingPassFor(actorId, input.to);
  const now = Date.now();
  if (now - (lastSignal.get(actorId) ?? 0) < TYPING_MIN_GAP_MS) return { relayed: false, pass };
  if (lastSignal.size >= 10_000) lastSignal.clear();
  lastSignal.set(actorId, now);
  return { relayed: await publishToUser(input.to, TYPING_EVENT, { from: actorId }), pass };
}
