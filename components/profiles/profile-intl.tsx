import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";

// The root layout ships only a few namespaces to the browser; the profile's client parts (follow
// button, block menu, grid paging, edit form) need these too, and only on these pages.
const namespaces = ["common", "errors", "auth", "media", "profile", "follows"] as const;

export async function ProfileIntl({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked = Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
