import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pickMessages } from "@/lib/i18n/pick-messages";

/**
 * What every page's browser gets (the root layout's provider); server components read the rest without
 * shipping it. Of auth (4.6 kB in Spanish) only what any page may show: auth.username.required (any action
 * of a user without a username answers with it; the username form itself is on /auth, which ships all of
 * auth) and the ban reasons (the staff's ban dialog). The sign-in pages (app/[locale]/(public)/auth/layout.tsx), the account settings
 * (AccountSecurity) and the profile editor (ProfileIntl) ship the whole of it.
 */
export const SHELL_NAMESPACES = [
  "common",
  "nav",
  "header",
  "language",
  "errors",
  "errorPage",
  "auth.username.required",
  "auth.banReasons",
] as const;

/**
 * Gives the client components below it the message namespaces they use, and only those: the root
 * layout ships the shell's few namespaces, and each feature wraps its interactive parts in this, so no
 * page carries the whole catalogue into the browser.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(messages, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
