// Pure helpers of the thread's state, tested without a browser (merge-messages.test.ts).
import type { ChatMessage, ChatReaction, ChatSubject } from "@/lib/realtime/events";

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
  const pending = current.findIndex((item) => item.status === "sending" && item.receiverId === message.receiverId && sameBody(item, message));
  return mergeMessages(pending < 0 ? current : current.filter((_, index) => index !== pending), [message]);
}

/** What the sender wrote: text, photos and card, to tell a pending bubble's stored message. */
function sameBody(a: ChatMessage, b: ChatMessage): boolean {
  const photos = (message: ChatMessage) => message.photos.map((photo) => photo.url).join(" ");
  return a.content === b.content && photos(a) === photos(b) && a.shared?.id === b.shared?.id;
}

/** A message unsent (by an event or one's own action): nothing left but its place; quotes of it say so. */
export function markUnsent(items: ThreadItem[], id: string): ThreadItem[] {
  return items.map((item) => {
    if (item.id === id) return { ...item, content: null, photos: [], reactions: [], shared: null, product: null, deleted: true };
    if (item.replyTo?.id === id) return { ...item, replyTo: { ...item.replyTo, content: null, photos: 0, deleted: true } };
    return item;
  });
}

export function withReactions(items: ThreadItem[], id: string, reactions: ChatReaction[]): ThreadItem[] {
  return items.map((item) => (item.id === id ? { ...item, reactions } : item));
}

/** The local calendar day of a timestamp ("" for a message not stored yet, which joins the last day). */
export function dayOf(at: string): string {
  if (!at) return "";
  const date = new Date(at);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}
