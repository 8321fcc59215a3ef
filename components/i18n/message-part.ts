"use client";

import type { AbstractIntlMessages } from "next-intl";
import type { ComponentType } from "react";
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

/** A part that opens on a click: its component and its words, to render inside `WithMessagePart`. */
export type PartWithWords<Props> = { Component: ComponentType<Props>; messages: AbstractIntlMessages };

/** Loads a part's code and its words together (the cart's sheet, a card's menu); rejects if either fails. */
export function loadPartWithWords<Props>(
  component: () => Promise<ComponentType<Props>>,
  locale: string,
  part: MessagePart,
): Promise<PartWithWords<Props>> {
  return Promise.all([component(), loadMessagePart(locale, part)]).then(([Component, messages]) => ({
    Component,
    messages,
  }));
}
