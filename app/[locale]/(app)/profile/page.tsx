import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { AccountSecurity } from "@/components/auth/account-security";
import { EmailVerificationStatus } from "@/components/auth/email-verification-status";
import { BlockedUsers } from "@/components/profiles/blocked-users";
import { DevicePreferences } from "@/components/profiles/device-preferences";
import { ProfileIntl } from "@/components/profiles/profile-intl";
import { readProfileTab } from "@/components/profiles/profile-tabs";
import { ProfileView } from "@/components/profiles/profile-view";
import { YourData } from "@/components/privacy/your-data";
import { listDevices } from "@/lib/auth/device-sessions";
import { requirePageUser } from "@/lib/auth/page-guards";
import { Icon } from "@/components/icons/icon";
import { buttonClasses } from "@/components/ui/button-styles";
import { Link } from "@/lib/i18n/navigation";
import { getProfile } from "@/lib/profiles/queries";
import { pageMetadata } from "@/lib/seo/metadata";
import { listBlockedUsers } from "@/lib/social/blocks";
import { getOwnStore } from "@/lib/store/stores";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ tab?: string | string[] }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "tabs" });
  return pageMetadata({ locale, title: t("profile"), path: "/profile" });
}

/** My own profile: the public view of me, plus my account settings (devices, password) and the users I blocked. */
export default async function ProfilePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  const [profile, blocked, devices, query, t, store, tStore] = await Promise.all([
    getProfile(user.username, user.id),
    listBlockedUsers(user.id),
    listDevices(user),
    searchParams,
    getTranslations("auth.account"),
    getOwnStore(user),
    getTranslations("storeManage"),
  ]);
  if (!profile) notFound();
  return (
    <div className="mx-auto max-w-3xl">
      <ProfileView profile={profile} tab={readProfileTab(query.tab)} viewerId={user.id} basePath="/profile" />
      <section className="mx-4 mt-8 flex flex-wrap items-center justify-between gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:mx-6">
        <div className="min-w-0">
          <h2 className="text-lg font-black">{store ? store.name : tStore("noStore.heading")}</h2>
          <p className="text-sm text-muted">{store ? tStore("settings.text") : tStore("noStore.text")}</p>
        </div>
        <Link
          href={store ? "/store/manage" : "/store/manage?create=1"}
          className={buttonClasses(store ? "secondary" : "primary", "md")}
        >
          <Icon name="store" className="h-5 w-5" />
          {store ? tStore("myStore") : tStore("openStore")}
        </Link>
      </section>
      <section className="mx-4 mt-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:mx-6">
        <h2 className="mb-3 text-lg font-black">{t("title")}</h2>
        <EmailVerificationStatus userId={user.id} email={user.email} />
        <AccountSecurity devices={devices} />
        <div className="mt-5 border-t border-brand-100 pt-4">
          <ProfileIntl>
            <BlockedUsers initial={blocked} />
          </ProfileIntl>
        </div>
        <YourData />
      </section>
      <DevicePreferences />
    </div>
  );
}
