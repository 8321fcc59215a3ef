// zod/mini: the chat's client components share these with the server actions.
import * as z from "zod/mini";
import { cursorObjectSchema } from "@/lib/paging/cursor-shape";
import { text } from "@/lib/validation/text";

/** docs/product-spec.md §5 Message send: trimmed, 1 to 2000 characters. */
export const MESSAGE_MAX_LENGTH = 2000;

/** A chat partner, by id or username (links use the username). */
const partner = z.union(
  [z.uuid("messages.errors.unknownUser"), z.string().check(z.regex(/^[a-z0-9_]{3,20}$/, "messages.errors.unknownUser"))],
  "messages.errors.unknownUser",
);

/** At most this many photos in one message (issue 46). */
export const MESSAGE_MAX_PHOTOS = 4;
/** The reactions one may pick; one per person per message (issue 46). The database checks the same set. */
export const REACTIONS = ["❤️", "😂", "😮", "😢", "🐾", "👍"] as const;
/** What "Send in a message" can share (lib/messages/shared.ts reads each kind's card); new kinds go here and there. */
export const SHARED_KINDS = ["post", "pet", "product", "lost"] as const;
export type SharedKind = (typeof SHARED_KINDS)[number];
/** A message may be unsent this long after it was sent. */
export const UNSEND_WINDOW_MINUTES = 15;

const sharedSchema = z.object({ kind: z.enum(SHARED_KINDS, "errors.notFound"), id: z.uuid("errors.notFound") });

export const sendMessageSchema = z
  .object({
    to: partner,
    /** May be empty when the message carries photos or a card; "" and a missing text are the same. */
    content: z.pipe(
      z.optional(text("messages.errors.empty").check(z.trim(), z.maxLength(MESSAGE_MAX_LENGTH, "messages.errors.tooLong"))),
      z.transform((value) => value || null),
    ),
    /** Uploads of the sender into the "chat" folder (checked on the server: lib/messages/photos.ts). */
    photos: z.optional(z.array(z.string("messages.errors.photo").check(z.maxLength(600, "messages.errors.photo"))).check(z.maxLength(MESSAGE_MAX_PHOTOS, "messages.errors.tooManyPhotos"))),
    /** The message this one answers: one of the same conversation. */
    replyTo: z.optional(z.uuid("messages.errors.replyNotFound")),
    shared: z.optional(sharedSchema),
    /** A store inquiry (decision 038): the product, or the store, the message asks the store's owner about. */
    productId: z.optional(z.uuid("errors.notFound")),
    storeId: z.optional(z.uuid("errors.notFound")),
    /** A message about a lost & found case (issue 45): it may open a thread with the case's reporter. */
    lostCaseId: z.optional(z.uuid("errors.notFound")),
  })
  .check(
    z.refine((input) => Boolean(input.content || input.photos?.length || input.shared), { message: "messages.errors.empty", path: ["content"] }),
  );
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const threadRequestSchema = z.object({
  with: partner,
  /** The oldest message shown: the page above it is read. */
  before: z.optional(z.nullable(cursorObjectSchema)),
});

export const catchUpSchema = z.object({
  with: partner,
  /** The newest message the client holds; null when it holds none. */
  afterId: z.nullable(z.uuid()),
});

export const partnerSchema = z.object({ with: partner });

/** `/messages?product=` or `?store=`: the store inquiry a product or store page opens (decision 038). */
export const inquiryOpenSchema = z.object({ productId: z.optional(z.uuid()), storeId: z.optional(z.uuid()) });

export const conversationListSchema = z.object({
  search: z.optional(text().check(z.trim(), z.maxLength(60))),
  cursor: z.optional(z.nullable(cursorObjectSchema)),
});

export const reportReasons = ["spam", "harassment", "inappropriate", "other"] as const;
export const reportConversationSchema = z.object({
  with: partner,
  reason: z.enum(reportReasons, "messages.errors.reason"),
});

export const messagePreferenceSchema = z.object({ fromFollowingOnly: z.boolean() });

/** One of the actor's own messages, or one of their conversations' (react, unsend). */
export const messageRefSchema = z.object({ id: z.uuid("errors.notFound") });

export const reactSchema = z.object({ id: z.uuid("errors.notFound"), emoji: z.enum(REACTIONS, "messages.errors.reaction") });

/** "escribiendo…": to the partner by id (the thread knows it). */
export const typingSchema = z.object({ to: z.uuid("messages.errors.unknownUser") });

/** "Send in a message": a post, pet, product or lost & found case to one or more of one's conversations. */
export const shareSchema = z.object({
  to: z.array(z.uuid("messages.errors.unknownUser")).check(z.minLength(1, "messages.errors.pickSomeone"), z.maxLength(10, "messages.errors.tooManyPeople")),
  shared: sharedSchema,
});
