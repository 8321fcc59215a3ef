import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthForm } from "@/components/auth/auth-form";
import { getCurrentUser } from "@/lib/auth/session";
import { redirect } from "@/lib/i18n/navigation";
import { SIGNED_IN_HOME } from "@/lib/navigation/tabs";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ mode?: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({ locale, title: t("authTitle"), description: t("authDescription"), path: "/auth", index: true });
}

export default async function AuthPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await getCurrentUser();
  if (user) redirect({ href: user.username ? SIGNED_IN_HOME : "/auth/username", locale });
  const mode = (await searchParams).mode === "signup" ? "signup" : "login";
  return <AuthForm initialMode={mode} />;
}
