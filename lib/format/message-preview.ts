// What a chat message is, said where its words are not shown (decision 028 keeps message text off lock
// screens): the push, the /activity row, the conversation list. Kernel, so lib/push (below lib/messages)
// and the client components name the same set; lib/messages/chat-extras.test.ts checks that every kind
// "Send in a message" shares (SHARED_KINDS) has its label here.

/** A message's preview when it has no words to show, or they are not shown: a photo, an unsent message, a shared card's kind. */
export const MESSAGE_PREVIEWS = ["photo", "deleted", "post", "pet", "product", "lost"] as const;
export type MessagePreview = (typeof MESSAGE_PREVIEWS)[number];

/** Whether a stored value (a database row's) is a known preview; anything else shows no preview line. */
export function toMessagePreview(value: string | null | undefined): MessagePreview | null {
  return (MESSAGE_PREVIEWS as readonly string[]).includes(value ?? "") ? (value as MessagePreview) : null;
}

/** Its label's key in the "messages" catalogue namespace ("📷 Foto", "Mensaje eliminado", "🐾 Mascota compartida"). */
export function messagePreviewKey(
  preview: MessagePreview,
): "photo" | "deleted" | `sharedPreview.${"post" | "pet" | "product" | "lost"}` {
  return preview === "photo" || preview === "deleted" ? preview : `sharedPreview.${preview}`;
}
