import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthForm } from "@/components/auth/auth-form";
import { signedInTarget } from "@/lib/auth/entry";
import { getCurrentUser } from "@/lib/auth/session";
import { redirect } from "@/lib/i18n/navigation";
import { safeReturnPath } from "@/lib/navigation/return-path";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ mode?: string; next?: string | string[] }>;
};

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
  // The proxy sends visitors with a session cookie to GET /api/auth-entry first (decision 063); the page
  // checks the session itself all the same.
  const user = await getCurrentUser();
  if (user) redirect({ href: signedInTarget(user, next), locale });
  const mode = query.mode === "signup" ? "signup" : "login";
  return <AuthForm initialMode={mode} next={next} />;
}
