import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthForm } from "@/components/auth/auth-form";
import { getCurrentUser } from "@/lib/auth/session";
import { redirect } from "@/lib/i18n/navigation";
import { safeReturnPath } from "@/lib/navigation/return-path";
import { SIGNED_IN_HOME } from "@/lib/navigation/tabs";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ mode?: string; next?: string | string[] }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({ locale, title: t("authTitle"), description: t("authDescription"), path: "/auth", index: true });
}

export default async function AuthPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  // Where to come back to after signing in (a product a visitor wanted to buy): same-site paths only.
  const next = safeReturnPath(query.next);
  const user = await getCurrentUser();
  if (user) redirect({ href: user.username ? (next ?? SIGNED_IN_HOME) : next ? `/auth/username?next=${encodeURIComponent(next)}` : "/auth/username", locale });
  const mode = query.mode === "signup" ? "signup" : "login";
  return <AuthForm initialMode={mode} next={next} />;
}
