import { getTranslations } from "next-intl/server";
import { getEmailVerifiedAt } from "@/lib/auth/email-verification";
import { getCurrentUser } from "@/lib/auth/session";
import { ResendVerification } from "./resend-verification";
import { Icon } from "@/components/icons/icon";

/**
 * Under the header of signed-in pages while the account's address is unverified. Verification never
 * blocks anything (decision 001); the banner only reminds, and offers a new link.
 */
export async function EmailVerificationBanner() {
  const user = await getCurrentUser();
  if (!user?.username || (await getEmailVerifiedAt(user.id))) return null;
  return <VerificationReminder email={user.email} />;
}

/** The banner itself, for a user already known to be unverified (the home page's per-viewer part). */
export async function VerificationReminder({ email }: { email: string }) {
  const t = await getTranslations("emailVerification");
  return (
    <aside aria-label={t("unverified")} className="border-b border-brand-200 bg-brand-50" data-testid="verification-banner">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5 sm:px-5">
        <Icon name="mail-exclamation-point" className="h-5 w-5 shrink-0 text-brand-700" />
        <p className="min-w-0 flex-1 text-sm font-semibold text-brand-900">{t("banner", { email })}</p>
        <ResendVerification />
      </div>
    </aside>
  );
}
