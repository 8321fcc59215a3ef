"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Icon } from "@/components/icons/icon";
import { PaymentSetupBadge } from "@/components/market/connect-card";
import { checkConnectStatusAction } from "@/lib/payments/actions";
import type { ConnectStatus } from "@/lib/payments/connect";

/** Spec §2 Stripe success: re-checks the account 2 s after landing (Stripe may still be saving the onboarding). */
export function StripeSuccessStatus({ initialStatus }: { initialStatus: ConnectStatus }) {
  const t = useTranslations("payments");
  const [status, setStatus] = useState(initialStatus);
  const [checking, setChecking] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(async () => {
      const result = await checkConnectStatusAction().catch(() => null);
      if (result?.ok) setStatus(result.data);
      setChecking(false);
    }, 2000);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <p className="flex items-center justify-center gap-2 text-sm" role="status">
      {checking ? <Icon name="loader-circle" className="h-4 w-4 animate-spin" /> : null}
      {checking ? t("checking") : null}
      <PaymentSetupBadge status={status} />
    </p>
  );
}
