"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Icon } from "@/components/icons/icon";
import type { IconName } from "@/components/icons/icon-names";
import { PaymentSetupBadge } from "@/components/market/connect-card";
import { buttonClasses } from "@/components/ui/button-styles";
import { Link } from "@/lib/i18n/navigation";
import { checkConnectStatusAction } from "@/lib/payments/actions";
import type { ConnectStatus } from "@/lib/payments/connect";
import { stripeReturnStep, type ReturnState } from "@/lib/payments/return-step";

const looks: Record<ReturnState, { icon: IconName; tone: string }> = {
  noStore: { icon: "store", tone: "bg-brand-100 text-brand-700" },
  not_connected: { icon: "credit-card", tone: "bg-brand-100 text-brand-700" },
  pending: { icon: "info", tone: "bg-amber-100 text-amber-800" },
  incomplete: { icon: "loader-circle", tone: "bg-amber-100 text-amber-800" },
  active: { icon: "check", tone: "bg-green-100 text-green-700" },
};

/**
 * docs/product-spec.md §2 Stripe success, told as it is: Connect onboarding returns here whether or not the seller
 * finished it, so the heading, the badge and the next step follow the account's real state (stored
 * flags, re-read from the provider), and the check is repeated 2 s after landing (Stripe may still be
 * saving the onboarding).
 */
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
  const { state: shown, next } = stripeReturnStep(status);
  const look = looks[shown];
  const due = status.requirements.currently_due;
  return (
    <div className="flex flex-col items-center gap-4" data-testid="stripe-state" data-state={shown}>
      <span className={`grid h-16 w-16 place-items-center rounded-full ${look.tone}`}>
        <Icon name={look.icon} className="h-8 w-8" />
      </span>
      <h1 className="text-3xl font-black">{t(`stripeState.${shown}.title`)}</h1>
      <p className="text-muted">{t(`stripeState.${shown}.intro`)}</p>
      {shown === "pending" && due.length > 0 ? (
        <p className="text-sm text-muted">{t("currentlyDue", { fields: due.join(", ") })}</p>
      ) : null}
      {status.has_store ? (
        <p className="flex items-center justify-center gap-2 text-sm" role="status">
          {checking ? <Icon name="loader-circle" className="h-4 w-4 animate-spin" /> : null}
          {checking ? t("checking") : null}
          <PaymentSetupBadge status={status} />
        </p>
      ) : null}
      <Link href={next} className={buttonClasses("primary", "md")} data-testid="stripe-next">
        {t(`stripeState.${shown}.action`)}
      </Link>
    </div>
  );
}
