import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AppFrame } from "@/components/layout/app-frame";
import { SiteHeader } from "@/components/layout/site-header";
import { buttonClasses } from "@/components/ui/button-styles";
import { getCurrentUser } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/navigation";
import { SIGNED_IN_HOME } from "@/lib/navigation/tabs";

/** docs/product-spec.md §2: the 404's browser title is "Oops! Page not found", in the page's language; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: { absolute: t("title") }, robots: { index: false } };
}

export default async function NotFound() {
  const [t, user] = await Promise.all([getTranslations("notFound"), getCurrentUser()]);
  return (
    <>
      <SiteHeader />
      <AppFrame nav={Boolean(user?.username)}>
        <main
          id="main"
          className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center"
        >
          <p aria-hidden className="text-7xl font-black text-brand-300">
            404
          </p>
          <h1 className="text-3xl font-black">{t("title")}</h1>
          <p className="text-muted">{t("body")}</p>
          <Link href={user?.username ? SIGNED_IN_HOME : "/"} className={buttonClasses("primary", "md")}>
            {t("home")}
          </Link>
        </main>
      </AppFrame>
    </>
  );
}
