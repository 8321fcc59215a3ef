import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AppFrame } from "@/components/layout/app-frame";
import { Logo } from "@/components/layout/logo";
import { HeaderFrame } from "@/components/layout/site-header";
import { buttonClasses } from "@/components/ui/button-styles";
import { getCurrentUser } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/navigation";
import { SIGNED_IN_HOME } from "@/lib/navigation/tabs";

/** docs/product-spec.md §2: the 404's browser title is "Oops! Page not found", in the page's language; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: { absolute: t("title") }, robots: { index: false } };
}

/**
 * Small on purpose (decision 075): Next.js renders this boundary into every page's RSC payload under the
 * locale, shown or not, so the full header it once drew (pickers, cart and its messages) cost every page
 * ~5 kB of payload. What stays is a way home: the logo and the button, and for a signed-in visitor the
 * main navigation (issue 25), whose rail and tab bar are lazy parts of a few bytes each.
 */
export default async function NotFound() {
  const [t, common, user] = await Promise.all([
    getTranslations("notFound"),
    getTranslations("common"),
    getCurrentUser(),
  ]);
  const signedIn = Boolean(user?.username);
  const home = signedIn ? SIGNED_IN_HOME : "/";
  return (
    <>
      <HeaderFrame besideRail={signedIn}>
        <Logo label={common("appName")} href={home} />
      </HeaderFrame>
      <AppFrame nav={signedIn}>
        <main
          id="main"
          className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center"
        >
          <p aria-hidden className="text-7xl font-black text-brand-300">
            404
          </p>
          <h1 className="text-3xl font-black">{t("title")}</h1>
          <p className="text-muted">{t("body")}</p>
          <Link href={home} className={buttonClasses("primary", "md")}>
            {t("home")}
          </Link>
        </main>
      </AppFrame>
    </>
  );
}
