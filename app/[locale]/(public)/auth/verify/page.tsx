import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { FormAlert } from "@/components/ui/form-alert";
import { VerifyEmailButton } from "@/components/auth/verify-email-button";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({ locale, title: t("verifyTitle"), path: "/auth/verify" });
}

export default async function VerifyEmailPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const t = await getTranslations("auth.verify");
  return (
    <AuthCard title={t("title")} subtitle={t("body")}>
      {typeof token === "string" && token ? <VerifyEmailButton token={token} /> : <FormAlert>{t("invalid")}</FormAlert>}
    </AuthCard>
  );
}
