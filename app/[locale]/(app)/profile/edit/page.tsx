import { getTranslations, setRequestLocale } from "next-intl/server";
import { LostAlertPreferences } from "@/components/notifications/lost-alert-preferences";
import { NotificationPreferences } from "@/components/notifications/notification-preferences";
import { MessagePreference } from "@/components/messages/message-preference";
import { ClientMessages } from "@/components/i18n/client-messages";
import { EditProfileForm } from "@/components/profiles/edit-profile-form";
import { ProfileIntl } from "@/components/profiles/profile-intl";
import { placeLabel } from "@/lib/format/country";
import { requirePageUser } from "@/lib/auth/page-guards";
import { messagePreference } from "@/lib/messages/queries";
import { notificationPreferences } from "@/lib/notifications/preferences";
import { alertPreferences } from "@/lib/lost/alerts-preferences";
import { getEditableProfile } from "@/lib/profiles/queries";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "profile.edit" });
  return pageMetadata({ locale, title: t("title"), path: "/profile/edit" });
}

export default async function EditProfilePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  const [profile, t, onlyFollowing, notifications, lostAlerts] = await Promise.all([
    getEditableProfile(user.id),
    getTranslations("profile.edit"),
    messagePreference(user.id),
    notificationPreferences(user.id),
    alertPreferences(user.id),
  ]);
  return (
    <section className="mx-auto max-w-xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-black text-ink">{t("title")}</h1>
      <ProfileIntl>
        <EditProfileForm
          initial={{
            fullName: profile.fullName,
            username: user.username,
            bio: profile.bio,
            location: profile.location && placeLabel(profile.location, profile.placeCountry, locale),
            placeId: profile.placeId,
            avatarUrl: profile.avatarUrl,
          }}
        />
      </ProfileIntl>
      <ClientMessages namespaces={["messages"]}>
        <MessagePreference initial={onlyFollowing} />
      </ClientMessages>
      <ClientMessages namespaces={["activity.preferences"]}>
        <NotificationPreferences initial={notifications} />
      </ClientMessages>
      <ClientMessages namespaces={["lost.alerts"]}>
        <LostAlertPreferences initial={lostAlerts} />
      </ClientMessages>
    </section>
  );
}
