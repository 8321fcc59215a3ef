import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { UsernameForm } from "@/components/auth/username-form";
import { getCurrentUser } from "@/lib/auth/session";
import { redirect } from "@/lib/i18n/navigation";
import { safeReturnPath } from "@/lib/navigation/return-path";
import { SIGNED_IN_HOME } from "@/lib/navigation/tabs";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ next?: string | string[] }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({ locale, title: t("usernameTitle"), path: "/auth/username" });
}

export default async function UsernamePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const next = safeReturnPath((await searchParams).next);
  const user = await getCurrentUser();
  if (!user) redirect({ href: "/auth", locale });
  // The username cannot change once chosen (docs/product-spec.md §5).
  if (user?.username) redirect({ href: next ?? SIGNED_IN_HOME, locale });
  const t = await getTranslations("auth.username");
  return (
    <AuthCard title={t("title")} subtitle={t("subtitle")}>
      <UsernameForm next={next} />
    </AuthCard>
  );
}
