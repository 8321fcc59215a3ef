import { getTranslations, setRequestLocale } from "next-intl/server";
import { ComingSoon } from "@/components/layout/coming-soon";
import { adminExists } from "@/lib/admin/queries";
import { requirePageUser } from "@/lib/auth/page-guards";
import { redirect } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "tabs" });
  return pageMetadata({ locale, title: t("adminSetup"), path: "/admin/setup" });
}

export default async function AdminSetupPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Spec §5: the setup page exists only while there is no admin.
  if (await adminExists()) redirect({ href: "/auth", locale });
  await requirePageUser();
  const t = await getTranslations("tabs");
  return <ComingSoon title={t("adminSetup")} />;
}
