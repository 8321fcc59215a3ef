// Pure helpers of the thread's state, tested without a browser (merge-messages.test.ts).
import type { ChatMessage, ChatSubject } from "@/lib/realtime/events";

/** A message in the thread: stored ones, and the viewer's own while they are sent or after they failed. */
export type ThreadItem = ChatMessage & { status: "stored" | "sending" | "failed"; /** A local item's inquiry, sent again on retry. */ subject?: ChatSubject | null };

function compare(a: ChatMessage, b: ChatMessage): number {
  return a.at === b.at ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.at < b.at ? -1 : 1;
}

/**
 * Adds stored messages to the thread, once each by id (an event, the send's answer and a catch-up may
 * all bring the same one), in the server's order (created_at, id). Unsent local items stay at the end.
 */
export function mergeMessages(current: ThreadItem[], incoming: ChatMessage[]): ThreadItem[] {
  const stored = new Map(current.filter((item) => item.status === "stored").map((item) => [item.id, item]));
  for (const message of incoming) stored.set(message.id, { ...stored.get(message.id), ...message, status: "stored" });
  const local = current.filter((item) => item.status !== "stored");
  return [...[...stored.values()].sort(compare), ...local];
}

/** The newest stored message's id: where a catch-up starts. */
export function lastStoredId(items: ThreadItem[]): string | null {
  for (let index = items.length - 1; index >= 0; index -= 1) if (items[index]!.status === "stored") return items[index]!.id;
  return null;
}

/**
 * A message the sender's own realtime event brings: when it is one of the viewer's messages still shown
 * as "sending" (the event can arrive before the send's answer), it takes that bubble's place instead of
 * showing twice until the answer comes. The oldest pending bubble with the same text and receiver goes.
 */
export function mergeEvent(current: ThreadItem[], message: ChatMessage, me: string): ThreadItem[] {
  if (message.senderId !== me || current.some((item) => item.status === "stored" && item.id === message.id)) return mergeMessages(current, [message]);
  const pending = current.findIndex((item) => item.status === "sending" && item.receiverId === message.receiverId && item.content === message.content);
  return mergeMessages(pending < 0 ? current : current.filter((_, index) => index !== pending), [message]);
}
