import { getFormatter, getTranslations } from "next-intl/server";
import { formatMoney } from "@/lib/format/money";
import { Link } from "@/lib/i18n/navigation";
import type { StorePayout } from "@/lib/store/overview";
import type { SellerStore } from "@/lib/store/stores";
import { paymentSetup, type PaymentSetup } from "./managed-store";

// ─── PAYMENTS SLOT ───────────────────────────────────────────────────────────────────────────────────
// The Payments tab of /store/manage, with real data only: the spec §4 payment setup badge computed from
// the store's Connect flags, and the store's payouts (transfers of 88 % of each paid order).
// At merge, the buyer/payment branch's <ConnectCard> (onboarding / dashboard buttons, requirements due)
// takes the place marked CONNECT-CARD below, and its payouts history may replace the list.
// ─────────────────────────────────────────────────────────────────────────────────────────────────────

const setupStyle: Record<PaymentSetup, string> = {
  notConnected: "bg-ink/10 text-ink",
  pending: "bg-amber-100 text-amber-900",
  incomplete: "bg-orange-100 text-orange-900",
  active: "bg-green-100 text-green-900",
};

const payoutStyle: Record<StorePayout["status"], string> = {
  pending: "bg-amber-100 text-amber-900",
  paid: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-800",
};

type Props = { store: SellerStore; payouts: { items: StorePayout[]; nextCursor: string | null }; locale: string; moreHref: string | null; moreLabel: string };

export async function PaymentsTab({ store, payouts, locale, moreHref, moreLabel }: Props) {
  const [t, format] = await Promise.all([getTranslations("storeManage.payments"), getFormatter()]);
  const setup = paymentSetup(store);
  const flags = [
    ["onboarding", store.stripeOnboardingCompleted],
    ["charges", store.stripeChargesEnabled],
    ["payouts", store.stripePayoutsEnabled],
  ] as const;
  return (
    <div className="flex flex-col gap-5" data-slot="payments-tab">
      <section className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100" aria-labelledby="payment-setup-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="payment-setup-title" className="text-lg font-black text-ink">
            {t("setupTitle")}
          </h2>
          <span className={`rounded-full px-3 py-1 text-sm font-bold ${setupStyle[setup]}`} data-testid="payment-setup">
            {t(`setup.${setup}`)}
          </span>
        </div>
        <p className="text-sm text-muted">{t(`setupText.${setup}`)}</p>
        <ul className="grid gap-2 sm:grid-cols-3">
          {flags.map(([key, on]) => (
            <li key={key} className={`rounded-2xl px-3 py-2 text-sm font-semibold ring-1 ${on ? "bg-green-50 text-green-900 ring-green-200" : "bg-brand-50/50 text-ink/70 ring-brand-100"}`}>
              {on ? "✓" : "○"} {t(`flags.${key}`)}
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted">{t("split")}</p>
        {/* CONNECT-CARD: the lead mounts the payment branch's connect card (onboarding buttons) here. */}
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="payouts-title">
        <h2 id="payouts-title" className="text-lg font-black text-ink">
          {t("historyTitle")}
        </h2>
        {payouts.items.length === 0 ? (
          <p className="rounded-3xl bg-white p-8 text-center font-semibold text-muted ring-1 ring-brand-100">{t("empty")}</p>
        ) : (
          <ul className="divide-y divide-brand-100 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100" data-testid="payouts">
            {payouts.items.map((payout) => (
              <li key={payout.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-bold tabular-nums text-ink">{formatMoney(payout.amountCents, locale)}</p>
                  <p className="text-xs text-muted">
                    <time dateTime={payout.createdAt}>{format.dateTime(new Date(payout.createdAt), { dateStyle: "medium" })}</time>
                    {" · "}
                    {t("order", { id: payout.orderId.slice(0, 8).toUpperCase() })}
                    {payout.transferId ? <span className="font-mono"> · {payout.transferId}</span> : null}
                  </p>
                </div>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${payoutStyle[payout.status]}`}>{t(`status.${payout.status}`)}</span>
              </li>
            ))}
          </ul>
        )}
        {moreHref ? (
          <Link href={moreHref} className="self-center text-sm font-bold text-brand-700 hover:underline">
            {moreLabel}
          </Link>
        ) : null}
      </section>
    </div>
  );
}
