// Realtime event names of the chat, the badges and the watchlist, shared by the publishing server and the browser.
// Events only signal (DESIGN §5): what they carry is also in PostgreSQL, and clients fetch on reconnect.

/** A message was stored; published to its sender and its receiver with the message itself. */
export const MESSAGE_EVENT = "message:new";
/** The receiver opened the thread; published to the sender (read receipts) with `{ by }`. */
export const READ_EVENT = "message:read";
/** A notification or an unread count changed; the header badges refetch. */
export const BADGES_EVENT = "badges:changed";
/**
 * Whose online status the user may see changed (a follow back, a match, a block): the browser's
 * connection signs in again with the new watchlist (lib/realtime/browser.ts).
 */
export const WATCHLIST_CHANGED_EVENT = "watchlist:changed";

/** A message as the thread shows it; `at` is the cursor timestamp (UTC ISO, microseconds). */
export type ChatMessage = {
  id: string;
  senderId: string;
  receiverId: string;
  content: string;
  isRead: boolean;
  at: string;
  /** A store inquiry's product (decision 038), shown as a card on the message that asked about it. */
  product: { id: string; name: string; image: string | null } | null;
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
