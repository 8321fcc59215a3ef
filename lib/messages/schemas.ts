// zod/mini: the chat's client components share these with the server actions.
import * as z from "zod/mini";
import { cursorObjectSchema } from "@/lib/paging/cursor-shape";
import { text } from "@/lib/validation/text";

/** Spec §5 Message send: trimmed, 1 to 2000 characters. */
export const MESSAGE_MAX_LENGTH = 2000;

/** A chat partner, by id or username (links use the username). */
const partner = z.union(
  [z.uuid("messages.errors.unknownUser"), z.string().check(z.regex(/^[a-z0-9_]{3,20}$/, "messages.errors.unknownUser"))],
  "messages.errors.unknownUser",
);

export const sendMessageSchema = z.object({
  to: partner,
  content: text("messages.errors.empty").check(
    z.trim(),
    z.minLength(1, "messages.errors.empty"),
    z.maxLength(MESSAGE_MAX_LENGTH, "messages.errors.tooLong"),
  ),
  /** A store inquiry (decision 038): the product, or the store, the message asks the store's owner about. */
  productId: z.optional(z.uuid("errors.notFound")),
  storeId: z.optional(z.uuid("errors.notFound")),
  /** A message about a lost & found case (issue 45): it may open a thread with the case's reporter. */
  lostCaseId: z.optional(z.uuid("errors.notFound")),
});
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
