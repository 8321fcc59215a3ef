import { getFormatter, getTranslations } from "next-intl/server";
import { formatMoney } from "@/lib/format/money";
import { Link } from "@/lib/i18n/navigation";
import type { StorePayout } from "@/lib/store/queries";
import type { ReactNode } from "react";

// The Payments tab of /store/manage: the Connect setup card (docs/product-spec.md §4 badge, onboarding, requirements
// due; components/market/connect-card.tsx) and the store's payouts, keyset paged (transfers of 88 % of
// each paid order).

const payoutStyle: Record<StorePayout["status"], string> = {
  pending: "bg-amber-100 text-amber-900",
  paid: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-800",
};

type Props = {
  connectCard: ReactNode;
  payouts: { items: StorePayout[]; nextCursor: string | null };
  locale: string;
  moreHref: string | null;
  moreLabel: string;
};

export async function PaymentsTab({ connectCard, payouts, locale, moreHref, moreLabel }: Props) {
  const [t, format] = await Promise.all([getTranslations("storeManage.payments"), getFormatter()]);
  return (
    <div className="flex flex-col gap-5" data-slot="payments-tab">
      {connectCard}
      <section className="flex flex-col gap-3" aria-labelledby="payouts-title">
        <h2 id="payouts-title" className="text-lg font-black text-ink">
          {t("historyTitle")}
        </h2>
        {payouts.items.length === 0 ? (
          <p className="rounded-3xl bg-white p-8 text-center font-semibold text-muted ring-1 ring-brand-100">
            {t("empty")}
          </p>
        ) : (
          <ul
            className="divide-y divide-brand-100 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100"
            data-testid="payouts"
          >
            {payouts.items.map((payout) => (
              <li key={payout.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-bold tabular-nums text-ink">{formatMoney(payout.amountCents, locale)}</p>
                  <p className="text-xs text-muted">
                    <time dateTime={payout.createdAt}>
                      {format.dateTime(new Date(payout.createdAt), { dateStyle: "medium" })}
                    </time>
                    {" · "}
                    {t("order", { id: payout.orderId.slice(0, 8).toUpperCase() })}
                    {payout.transferId ? <span className="font-mono"> · {payout.transferId}</span> : null}
                  </p>
                </div>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${payoutStyle[payout.status]}`}>
                  {t(`status.${payout.status}`)}
                </span>
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
