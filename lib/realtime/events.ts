// Realtime event names of the chat, the badges and the watchlist, shared by the publishing server and the browser.
// Events only signal (docs/design.md §5): what they carry is also in PostgreSQL, and clients fetch on reconnect.

/** A message was stored; published to its sender and its receiver with the message itself. */
export const MESSAGE_EVENT = "message:new";
/** The receiver opened the thread; published to the sender (read receipts) with `{ by }`. */
export const READ_EVENT = "message:read";
/** A notification or an unread count changed; the header badges refetch. */
export const BADGES_EVENT = "badges:changed";
/** Whose online status the user may see changed: spelled where the realtime server reads it too. */
export { WATCHLIST_CHANGED_EVENT } from "@/server/shared/realtime-contract";

/** A message was unsent (issue 46); published to both sides with `{ id }`: it now reads "deleted". */
export const UNSENT_EVENT = "message:unsent";
/** Someone reacted to a message, or took a reaction back; both sides get `{ id, reactions }`. */
export const REACTION_EVENT = "message:reaction";
/** The partner is typing (`{ from }`); never stored, at most one per 2 s per sender (decision 081). */
export {
  TYPING_EVENT,
  TYPING_EVERY_MS,
  TYPING_MIN_GAP_MS,
  TYPING_SOCKET_EVENT,
  type TypingPass,
} from "@/server/shared/realtime-contract";

/** A chat photo: private, served only to the pair (lib/messages/photos.ts); its true shape and blur-up preview. */
export type ChatPhoto = {
  url: string;
  width: number;
  height: number;
  preview: string | null;
  /** Square, 480 px: what a grid of several shows. */ thumbnailUrl: string;
};

export type ChatReaction = { userId: string; emoji: string };

/** What a reply quotes: the earlier message as it is now (an unsent one says so). */
export type QuotedMessage = { id: string; senderId: string; content: string | null; photos: number; deleted: boolean };

/**
 * A post, pet or product sent in a message, as the one looking at it may see it now (lib/messages/shared.ts):
 * a deleted post, one of someone who blocked the viewer, an inactive product are "unavailable".
 */
export type SharedCard =
  | { kind: string; id: string; available: false }
  | {
      kind: string;
      id: string;
      available: true;
      title: string;
      subtitle: string | null;
      image: string | null;
      href: string;
    };

/** A message as the thread shows it; `at` is the cursor timestamp (UTC ISO, microseconds). */
export type ChatMessage = {
  id: string;
  senderId: string;
  receiverId: string;
  /** Null for photos or a card alone, and once unsent. */
  content: string | null;
  isRead: boolean;
  at: string;
  /** A store inquiry's product (decision 038), shown as a card on the message that asked about it. */
  product: { id: string; name: string; image: string | null } | null;
  photos: ChatPhoto[];
  replyTo: QuotedMessage | null;
  reactions: ChatReaction[];
  /** Unsent by its sender: no text, photos, card or reactions any more. */
  deleted: boolean;
  shared: SharedCard | null;
};

/**
 * What a message about a lost & found case is about (issue 45): anyone signed in may write to its
 * reporter, as with a store inquiry. `title` is said in the reader's language by the page.
 */
export type LostCaseSubject = { lostCaseId: string; ownerId: string; title: string; photo: string };

/** What a thread opened from another page is about: a store inquiry or a lost & found case. */
export type ChatSubject = InquirySubject | LostCaseSubject;

/** What a store inquiry is about (decision 038), as the thread shows it at the top and on the message that asked. */
export type InquirySubject = {
  storeId: string;
  storeName: string;
  /** The store's owner: the one the inquiry goes to. */
  ownerId: string;
  product: { id: string; name: string; image: string | null } | null;
};

/** A sighting or update was added to a lost & found case; published to the case's reporter with `{ caseId }` (issue 45). */
export const LOST_SIGHTING_EVENT = "lost:sighting";
