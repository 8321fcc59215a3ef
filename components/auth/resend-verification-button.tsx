"use client";

import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { buttonClasses } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";
import { resendVerificationAction } from "@/lib/auth/actions";
import { useRouter } from "@/lib/i18n/navigation";

/** Mails a new verification link; an address verified meanwhile refreshes the page, which drops the prompt. */
export function ResendVerificationButton() {
  const t = useTranslations("emailVerification");
  const tRoot = useTranslations();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function resend() {
    startTransition(async () => {
      const result = await resendVerificationAction();
      if (!result.ok) {
        toast.error(t("resendError"), { description: tRoot(result.error.message) });
        return;
      }
      if (result.data.alreadyVerified) {
        toast.success(t("alreadyVerified"));
        router.refresh();
        return;
      }
      toast.success(t("resent"));
    });
  }

  return (
    <button type="button" disabled={pending} onClick={resend} className={buttonClasses("secondary", "sm", "shrink-0")}>
      {pending ? t("resending") : t("resend")}
    </button>
  );
}
