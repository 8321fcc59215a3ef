"use client";

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { mergeMessages } from "@/lib/i18n/pick-messages";

/**
 * Gives a part loaded on demand (components/i18n/message-part.ts) its fetched words on top of those the
 * page already shipped, so it reads both through one `useTranslations`, as if the page had carried them.
 */
export function WithMessagePart({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const shipped = useMessages();
  const merged = useMemo(() => mergeMessages(shipped, messages) as AbstractIntlMessages, [shipped, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
