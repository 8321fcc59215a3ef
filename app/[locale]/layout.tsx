import type { Metadata, Viewport } from "next";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { nunito } from "@/app/fonts";
import { SHELL_NAMESPACES } from "@/components/i18n/client-messages";
import { LazyToaster } from "@/components/layout/lazy-toaster";
import { ServiceWorker } from "@/components/pwa/service-worker";
import { pickMessages } from "@/lib/i18n/pick-messages";
import { routing } from "@/lib/i18n/routing";
import { env } from "@/lib/env";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "meta" });
  return {
    metadataBase: new URL(env.APP_URL),
    title: { default: t("defaultTitle"), template: `%s · ${t("siteName")}` },
    description: t("defaultDescription"),
    applicationName: t("siteName"),
    icons: { icon: "/icon.svg", apple: "/pwa-icon/180.png" },
  };
}

// The browser's bar: the brand orange in light, the dark page colour in dark (decision 031). It follows the
// system; a `theme` cookie that overrides the system does not reach this tag (it is cached for everyone).
export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f46a17" },
    { media: "(prefers-color-scheme: dark)", color: "#17120e" },
  ],
  width: "device-width",
  initialScale: 1,
};

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages();
  const clientMessages = pickMessages(messages, SHELL_NAMESPACES);
  const t = await getTranslations("common");

  return (
    // data-theme is written by the front door from the `theme` cookie (decision 031), so React does not know it.
    <html lang={locale} className={nunito.variable} suppressHydrationWarning>
      <body className="min-h-dvh">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2"
        >
          {t("skipToContent")}
        </a>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          {children}
          <LazyToaster />
          <ServiceWorker />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
