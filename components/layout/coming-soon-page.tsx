import "server-only";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ComingSoon } from "./coming-soon";
import { requirePageUser } from "@/lib/auth/page-guards";
import { pageMetadata } from "@/lib/seo/metadata";

type Params = { params: Promise<{ locale: string }> };

/**
 * A signed-in page whose feature is not built yet: the guard, the head and the notice, in one place,
 * so each such route file is two lines until its feature replaces it.
 */
export function comingSoonPage(titleKey: string, path: string) {
  async function generateMetadata({ params }: Params) {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: "tabs" });
    return pageMetadata({ locale, title: t(titleKey), path });
  }

  async function Page({ params }: Params) {
    const { locale } = await params;
    setRequestLocale(locale);
    await requirePageUser();
    const t = await getTranslations("tabs");
    return <ComingSoon title={t(titleKey)} />;
  }

  return { generateMetadata, Page };
}
