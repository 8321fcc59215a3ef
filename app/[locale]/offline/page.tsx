import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Icon } from "@/components/icons/icon";
import { Logo } from "@/components/layout/logo";
import { OfflineFeed } from "@/components/pwa/offline-feed";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "offline" });
  return { title: t("title"), robots: { index: false } };
}

/**
 * What the service worker shows when a page cannot load (public/sw.js): static, one per language, read by
 * no one's session, so it can be kept in the browser and shown with no network at all.
 */
export default async function OfflinePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, common] = await Promise.all([getTranslations("offline"), getTranslations("common")]);
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col gap-5 px-4 py-8">
      <Logo label={common("appName")} href="/" />
      <div className="text-center">
        <Icon name="wifi-off" className="mx-auto h-14 w-14 text-brand-500" />
        <h1 className="mt-2 text-3xl font-black">{t("title")}</h1>
        <p className="mt-1 text-muted">{t("body")}</p>
      </div>
      <ClientMessages namespaces={["offline"]}>
        <OfflineFeed />
      </ClientMessages>
    </main>
  );
}
