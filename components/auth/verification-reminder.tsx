import { useTranslations } from "next-intl";
import { Icon } from "@/components/icons/icon";
import { ResendVerificationButton } from "./resend-verification-button";

/**
 * The "verify your e-mail" reminder, for a user already known to be unverified. No server-only code: the
 * signed-in layout renders it on the server (`EmailVerificationBanner`), the /home shell in the browser
 * once its per-viewer part says so. Its button needs the `emailVerification` and `errors` messages in
 * the browser.
 */
export function VerificationReminder({ email }: { email: string }) {
  const t = useTranslations("emailVerification");
  return (
    <aside aria-label={t("unverified")} className="border-b border-brand-200 bg-brand-50" data-testid="verification-banner">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5 sm:px-5">
        <Icon name="mail-exclamation-point" className="h-5 w-5 shrink-0 text-brand-700" />
        <p className="min-w-0 flex-1 text-sm font-semibold text-brand-900">{t("banner", { email })}</p>
        <ResendVerificationButton />
      </div>
    </aside>
  );
}
