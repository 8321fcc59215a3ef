"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Icon } from "@/components/icons/icon";
import { REMINDER_COOKIE, REMINDER_SMALL } from "./reminder-cookie";
import { ResendVerificationButton } from "./resend-verification-button";

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The "verify your e-mail" reminder, for a user already known to be unverified. The signed-in layout
 * renders it on the server (`EmailVerificationBanner`), the /home shell in the browser together with the
 * feed (components/posts/home-view.tsx). Someone who has read it can make it one thin line (issue 48 item
 * 2), remembered in a cookie the server reads; it opens again with its resend button. A long address
 * breaks anywhere rather than run under the button. Its button needs the `emailVerification` and `errors`
 * messages in the browser.
 */
export function VerificationReminder({
  email,
  small: initiallySmall,
  className = "border-b border-brand-200",
}: {
  email: string;
  small: boolean;
  className?: string;
}) {
  const t = useTranslations("emailVerification");
  const [small, setSmall] = useState(initiallySmall);

  function choose(next: boolean) {
    setSmall(next);
    document.cookie = `${REMINDER_COOKIE}=${next ? REMINDER_SMALL : ""}; path=/; max-age=${next ? YEAR_SECONDS : 0}; samesite=lax`;
  }

  return (
    <aside
      aria-label={t("unverified")}
      className={`bg-brand-50 ${className}`}
      data-testid="verification-banner"
      data-compact={small}
    >
      {small ? (
        <div className="mx-auto flex max-w-5xl items-center gap-2 px-3 py-1 sm:px-5">
          <Icon name="mail-exclamation-point" className="h-4 w-4 shrink-0 text-brand-700" />
          <p className="min-w-0 flex-1 truncate text-xs font-semibold text-brand-900">{t("short")}</p>
          <button
            type="button"
            onClick={() => choose(false)}
            aria-expanded={false}
            className="shrink-0 rounded-full px-2 py-0.5 text-xs font-bold text-brand-700 hover:bg-white"
          >
            {t("expand")}
          </button>
        </div>
      ) : (
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5 sm:px-5">
          <Icon name="mail-exclamation-point" className="h-5 w-5 shrink-0 text-brand-700" />
          <p className="min-w-0 flex-1 basis-52 text-sm font-semibold text-brand-900 [overflow-wrap:anywhere]">
            {t("banner", { email })}
          </p>
          <div className="flex shrink-0 items-center gap-1">
            <ResendVerificationButton />
            <button
              type="button"
              onClick={() => choose(true)}
              aria-expanded
              aria-label={t("collapse")}
              title={t("collapse")}
              className="grid h-8 w-8 place-items-center rounded-full text-brand-700 hover:bg-white"
            >
              <Icon name="chevron-down" className="h-4 w-4 rotate-180" />
            </button>
          </div>
        </div>
      )}
    </aside>
  );
}
