import "server-only";
import type { output } from "zod";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { publishToUser } from "@/lib/realtime/publish";
import { TYPING_EVENT } from "@/lib/realtime/events";
import { findPartner, rememberedCanSend } from "./partners";
import type { typingSchema } from "./schemas";

// "escribiendo…" (issue 46, decision 067): relayed by the server through the partner's own channel,
// never stored. The browser sends at most one signal per TYPING_EVERY_MS while its user types; the
// server drops any more than that per sender, and answers from the remembered "may message" (partners.ts),
// so a signal costs no query beyond the session's once the thread was opened.

export const TYPING_EVERY_MS = 2000;
const lastSignal = new Map<string, number>();

export async function signalTyping(actorId: string, input: output<typeof typingSchema>): Promise<{ relayed: boolean }> {
  const canSend = rememberedCanSend(actorId, input.to) ?? (await findPartner(await getDb(), actorId, input.to)).canSend;
  if (!canSend) throw new AppError("forbidden", "messages.errors.notAllowed");
  const now = Date.now();
  if (now - (lastSignal.get(actorId) ?? 0) < TYPING_EVERY_MS) return { relayed: false };
  if (lastSignal.size >= 10_000) lastSignal.clear();
  lastSignal.set(actorId, now);
  return { relayed: await publishToUser(input.to, TYPING_EVENT, { from: actorId }) };
}
