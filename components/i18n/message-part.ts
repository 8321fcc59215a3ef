"use client";

import type { AbstractIntlMessages } from "next-intl";
import { messagePartUrl, type MessagePart } from "@/lib/i18n/message-parts";

const loaded = new Map<string, Promise<AbstractIntlMessages>>();

/** Fetches a part's messages once per page (lib/i18n/message-parts.ts); a failure is forgotten, so a retry fetches again. */
export function loadMessagePart(locale: string, part: MessagePart): Promise<AbstractIntlMessages> {
  const url = messagePartUrl(locale, part);
  let messages = loaded.get(url);
  if (!messages) {
    messages = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<AbstractIntlMessages>;
    });
    messages.catch(() => loaded.delete(url));
    loaded.set(url, messages);
  }
  return messages;
}
