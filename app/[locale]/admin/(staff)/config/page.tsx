import { getTranslations, setRequestLocale } from "next-intl/server";
import { ConfigForm } from "@/components/admin/config-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { requirePageStaff } from "@/lib/auth/page-guards";
import { getConfig } from "@/lib/config/config";
import { SHIPPING_COUNTRIES } from "@/lib/market/countries";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin.config" });
  return pageMetadata({ locale, title: t("title"), path: "/admin/config" });
}

/** Admins only: moderators and support are sent away like anyone else without the role. */
export default async function AdminConfigPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requirePageStaff("admin");
  const [t, config] = await Promise.all([getTranslations("admin.config"), getConfig()]);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-extrabold">{t("title")}</h1>
      <p className="text-ink/70">{t("intro")}</p>
      <ClientMessages namespaces={["admin.config", "errors"]}>
        <ConfigForm initial={config} allCountries={SHIPPING_COUNTRIES} />
      </ClientMessages>
    </section>
  );
}
