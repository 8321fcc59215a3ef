"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Icon } from "@/components/icons/icon";
import { buttonClasses } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";
import { checkConnectStatusAction, createConnectAccountAction } from "@/lib/payments/actions";
import type { ConnectStatus, PaymentSetupState } from "@/lib/payments/connect";

// Client-side twin of lib/payments/connect.ts paymentSetupState (that module is server-only).
function setupState(status: ConnectStatus): PaymentSetupState {
  if (!status.stripe_connected) return "not_connected";
  if (!status.onboarding_completed) return "pending";
  if (!status.charges_enabled || !status.payouts_enabled) return "incomplete";
  return "active";
}

const badgeStyles: Record<PaymentSetupState, string> = {
  not_connected: "bg-stone-200 text-stone-800",
  pending: "bg-amber-100 text-amber-900",
  incomplete: "bg-orange-100 text-orange-900",
  active: "bg-green-100 text-green-900",
};

export function PaymentSetupBadge({ status }: { status: ConnectStatus }) {
  const t = useTranslations("payments");
  const state = setupState(status);
  return (
    <span
      data-testid="payment-setup-badge"
      data-state={state}
      className={`rounded-full px-2.5 py-0.5 text-xs font-extrabold ${badgeStyles[state]}`}
    >
      {t(`badge.${state}`)}
    </span>
  );
}

/**
 * docs/product-spec.md §2 Store manage, payments tab: the Connect setup card. Mount it inside
 * `<ClientMessages namespaces={["payments"]}>` with the status from `checkConnectStatus(user.id)`
 * (lib/payments/connect.ts). Connecting opens the provider's onboarding in a new tab (the test provider
 * enables the store at once); "Verificar estado" re-reads the account.
 */
/** `commissionPercent`: the platform's cut of new orders (admin config), which the intro states. */
export function ConnectCard({
  initialStatus,
  locale,
  commissionPercent,
}: {
  initialStatus: ConnectStatus;
  locale: string;
  commissionPercent: number;
}) {
  const t = useTranslations("payments");
  const [status, setStatus] = useState(initialStatus);
  const [pending, setPending] = useState<"connect" | "refresh" | null>(null);
  const state = setupState(status);

  async function refresh() {
    setPending("refresh");
    const result = await checkConnectStatusAction().catch(() => null);
    if (result?.ok) setStatus(result.data);
    else toast.error(t("errors.status"));
    setPending(null);
  }

  return (
    <section data-testid="connect-card" className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <header className="flex flex-wrap items-center gap-2">
        <Icon name="credit-card" className="h-5 w-5 text-brand-600" />
        <h2 className="flex-1 text-lg font-black">{t("setupTitle")}</h2>
        <PaymentSetupBadge status={status} />
      </header>
      <p className="text-sm text-muted">
        {t("setupIntro", { percent: commissionPercent, share: 100 - commissionPercent })}
      </p>
      {status.requirements.currently_due.length > 0 ? (
        <p className="text-sm text-amber-900">
          {t("currentlyDue", { fields: status.requirements.currently_due.join(", ") })}
        </p>
      ) : null}
      {status.has_store ? (
        <div className="flex flex-wrap gap-2">
          {state !== "active" ? (
            <button
              type="button"
              disabled={pending !== null}
              className={buttonClasses("primary", "md")}
              onClick={async () => {
                setPending("connect");
                const tab = window.open("", "_blank");
                const result = await createConnectAccountAction({ locale }).catch(() => null);
                if (result?.ok) {
                  toast.success(t("redirectingStripe"));
                  if (tab) {
                    tab.opener = null;
                    tab.location.href = new URL(result.data.url, window.location.href).toString();
                  } else window.location.assign(result.data.url);
                } else {
                  tab?.close();
                  toast.error(
                    result && !result.ok && result.error.message === "payments.errors.noStore"
                      ? t("errors.noStore")
                      : t("errors.connect"),
                  );
                }
                setPending(null);
                await refresh();
              }}
            >
              {state === "not_connected" ? t("connect") : t("continueSetup")}
            </button>
          ) : null}
          <button
            type="button"
            disabled={pending !== null}
            onClick={refresh}
            className={buttonClasses("secondary", "md")}
          >
            {pending === "refresh" ? <Icon name="loader-circle" className="h-4 w-4 animate-spin" /> : null}
            {t("refresh")}
          </button>
        </div>
      ) : (
        <p className="text-sm font-semibold">{t("errors.noStore")}</p>
      )}
    </section>
  );
}
