import { getTranslations, setRequestLocale } from "next-intl/server";
import { ComingSoon } from "@/components/layout/coming-soon";
import { requirePageStaff } from "@/lib/auth/page-guards";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "tabs" });
  return pageMetadata({ locale, title: t("admin"), path: "/admin" });
}

export default async function AdminPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requirePageStaff("support");
  const t = await getTranslations("tabs");
  return <ComingSoon title={t("admin")} />;
}
