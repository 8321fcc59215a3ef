import "server-only";
import type { output } from "zod";
import { sendMessage } from "./conversations";
import type { shareSchema } from "./schemas";

/**
 * "Send in a message": the post, pet or product as a card in each chosen conversation, one message each
 * (sendMessage checks the partner, the rate and that the sender may see what they share). Stops at the
 * first refusal; the messages before it are sent, and the answer of a retry says which were.
 */
export async function shareToConversations(actorId: string, input: output<typeof shareSchema>): Promise<{ sent: number }> {
  const to = [...new Set(input.to)];
  for (const partner of to) await sendMessage(actorId, { to: partner, content: null, shared: input.shared });
  return { sent: to.length };
}
