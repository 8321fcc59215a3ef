import { getLocale, getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { OtherAccountButton } from "@/components/auth/other-account-button";
import { FormAlert } from "@/components/ui/form-alert";
import { sessionBanNotice } from "@/lib/auth/ban-notice";
import { banEndParts, banReasonText } from "@/lib/auth/ban-reasons";
import { redirect } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "auth.bannedNotice" });
  return pageMetadata({ locale, title: t("title"), path: "/auth/banned" });
}

/**
 * Where a banned member's open session lands (GET /api/auth-entry sends it here; issue 48 item 4): the
 * reason, the staff's note and the end, in the reader's language, straight away, and a way to sign in with
 * another account. Anyone else goes on to the sign-in page.
 */
export default async function BannedPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ban = await sessionBanNotice();
  if (!ban) return redirect({ href: "/auth", locale: await getLocale() });
  const t = await getTranslations();
  const reason = banReasonText(t, ban.reasonCode, ban.note);
  const text = ban.until
    ? t("auth.bannedUntil", { reason, ...banEndParts(ban.until, locale) })
    : t("auth.banned", { reason });
  return (
    <AuthCard title={t("auth.bannedNotice.title")}>
      <div className="flex flex-col gap-4" data-testid="ban-notice">
        <FormAlert>{text}</FormAlert>
        <p className="text-sm text-muted">{t("auth.bannedNotice.body")}</p>
        <OtherAccountButton label={t("auth.bannedNotice.otherAccount")} />
      </div>
    </AuthCard>
  );
}
