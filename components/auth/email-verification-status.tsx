import { getTranslations } from "next-intl/server";
import { getEmailVerifiedAt } from "@/lib/auth/email-verification";
import { ResendVerification } from "./resend-verification";
import { Icon } from "@/components/icons/icon";

/** The account settings' e-mail line: the address, whether it is verified, and a resend while it is not. */
export async function EmailVerificationStatus({ userId, email }: { userId: string; email: string }) {
  const [t, verifiedAt] = await Promise.all([getTranslations("emailVerification"), getEmailVerifiedAt(userId)]);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" data-testid="email-verification-status">
      <span className="sr-only">{t("label")}</span>
      <span className="break-all text-sm text-muted">{email}</span>
      {verifiedAt ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-leaf-50 px-2.5 py-0.5 text-xs font-extrabold text-leaf-700 ring-1 ring-leaf-100">
          <Icon name="badge-check" className="h-3.5 w-3.5" />
          {t("verified")}
        </span>
      ) : (
        <>
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-extrabold text-brand-800 ring-1 ring-brand-200">
            <Icon name="mail-exclamation-point" className="h-3.5 w-3.5" />
            {t("unverified")}
          </span>
          <ResendVerification />
        </>
      )}
    </div>
  );
}
