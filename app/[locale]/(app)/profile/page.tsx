import { getTranslations, setRequestLocale } from "next-intl/server";
import { ComingSoon } from "@/components/layout/coming-soon";
import { LogoutEverywhereButton } from "@/components/auth/logout-everywhere-button";
import { requirePageUser } from "@/lib/auth/page-guards";
import { pageMetadata } from "@/lib/seo/metadata";

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "tabs" });
  return pageMetadata({ locale, title: t("profile"), path: "/profile" });
}

export default async function ProfilePage({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  const [t, tabs] = await Promise.all([getTranslations("auth.account"), getTranslations("tabs")]);
  return (
    <>
      <section className="mx-auto mt-6 flex max-w-md flex-col items-center gap-1 px-6 text-center">
        <div aria-hidden className="grid h-20 w-20 place-items-center rounded-full bg-brand-100 text-3xl font-black text-brand-700">
          {user.fullName.slice(0, 1).toUpperCase()}
        </div>
        <p className="mt-2 text-xl font-black" data-testid="profile-full-name">
          {user.fullName}
        </p>
        <p className="font-bold text-muted" data-testid="profile-username">
          @{user.username}
        </p>
        <div className="mt-4 w-full rounded-3xl bg-white p-4 text-left shadow-sm ring-1 ring-brand-100">
          <h2 className="mb-3 font-extrabold">{t("title")}</h2>
          <p className="mb-3 text-sm text-muted">{user.email}</p>
          <LogoutEverywhereButton />
        </div>
      </section>
      <ComingSoon title={tabs("profile")} />
    </>
  );
}
