import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/**
 * Gives the client components below it the message namespaces they use, and only those: the root
 * layout ships the shell's few namespaces, and each feature wraps its interactive parts in this, so no
 * page carries the whole catalogue into the browser.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked: Record<string, unknown> = {};
  // A namespace may be a dotted path, to ship only part of a large one.
  for (const path of namespaces) copyPath(messages as Record<string, unknown>, picked, path.split("."));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}

function copyPath(from: Record<string, unknown>, to: Record<string, unknown>, [head, ...rest]: string[]): void {
  if (!head || !(head in from)) return;
  if (rest.length === 0) {
    to[head] = from[head];
    return;
  }
  to[head] ??= {};
  copyPath(from[head] as Record<string, unknown>, to[head] as Record<string, unknown>, rest);
}
