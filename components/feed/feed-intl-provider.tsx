import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";

// The root layout ships only the shell's namespaces to the browser; the feed's client components
// (post cards, comments, the create-post dialog) also need these. A nested provider replaces the
// outer one's messages, so the shell's namespaces are passed again.
const namespaces = ["common", "nav", "header", "language", "auth", "errors", "errorPage", "feed", "posts", "hashtags", "media"] as const;

export async function FeedIntlProvider({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked = Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
