import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/lib/format/money";
import { listOwnStorePayouts } from "@/lib/payments/payouts";

const statusStyles = { pending: "bg-amber-100 text-amber-900", paid: "bg-green-100 text-green-900", failed: "bg-red-100 text-red-900" } as const;

/**
 * Spec §2 Store manage, payments tab: the transfers to the signed-in seller's own store (88 % of each
 * paid order, less what refunds took back), newest first. Server component: pass the seller's user id
 * (never one from the client) and the locale.
 */
export async function PayoutsHistory({ userId, locale, limit = 20 }: { userId: string; locale: string; limit?: number }) {
  const [t, page] = await Promise.all([getTranslations("payments"), listOwnStorePayouts(userId, null, limit)]);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  return (
    <section data-testid="payouts-history" className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <h2 className="text-lg font-black">{t("payoutsTitle")}</h2>
      {page.items.length === 0 ? (
        <p className="text-sm text-muted">{t("payoutsEmpty")}</p>
      ) : (
        <ul className="divide-y divide-brand-50">
          {page.items.map((payout) => (
            <li key={payout.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <span className="flex-1">
                <span className="font-semibold">{t("payoutOrder", { id: payout.orderId.slice(0, 8).toUpperCase() })}</span>
                <span className="block text-xs text-muted">{dates.format(new Date(payout.createdAt))}</span>
              </span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${statusStyles[payout.status]}`}>{t(`payoutStatus.${payout.status}`)}</span>
              <span className="text-right font-extrabold tabular-nums">
                {formatMoney(payout.amountCents - payout.reversedCents, locale)}
                {payout.reversedCents > 0 ? <span className="block text-xs font-normal text-muted">{t("payoutReversed", { amount: formatMoney(payout.reversedCents, locale) })}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
