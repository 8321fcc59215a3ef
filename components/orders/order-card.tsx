import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { formatMoney } from "@/lib/format/money";
import { Link } from "@/lib/i18n/navigation";
import type { BuyerOrder, BuyerOrderStatus } from "@/lib/orders/queries";

const statusStyles: Record<BuyerOrderStatus, string> = {
  awaiting_payment: "bg-amber-100 text-amber-900",
  paid: "bg-green-100 text-green-900",
  pending: "bg-amber-100 text-amber-900",
  processing: "bg-sky-100 text-sky-900",
  shipped: "bg-indigo-100 text-indigo-900",
  delivered: "bg-green-100 text-green-900",
  cancelled: "bg-stone-200 text-stone-800",
};

export async function OrderStatusBadge({ status }: { status: BuyerOrderStatus }) {
  const t = await getTranslations("orders");
  return (
    <span
      data-testid="order-status"
      className={`rounded-full px-2.5 py-0.5 text-xs font-extrabold ${statusStyles[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** One store's order as its buyer sees it: store, status, items with their price snapshots, total. */
/** `children` go at the card's foot (the reviews of a delivered order). */
export async function OrderCard({
  order,
  locale,
  showDate = true,
  children,
}: {
  order: BuyerOrder;
  locale: string;
  showDate?: boolean;
  children?: ReactNode;
}) {
  const t = await getTranslations("orders");
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(order.createdAt),
  );
  return (
    <article data-testid="order-card" className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-5">
      <header className="flex flex-wrap items-center gap-2">
        <h2 className="flex-1 font-extrabold">
          <Link href={`/store/${order.store.id}`} className="hover:underline">
            {order.store.name}
          </Link>
        </h2>
        <OrderStatusBadge status={order.status} />
      </header>
      <p className="mt-0.5 text-xs text-muted">
        {t("order", { id: order.id.slice(0, 8).toUpperCase() })}
        {showDate ? ` · ${t("placedOn", { date })}` : null}
      </p>
      <ul className="mt-3 divide-y divide-brand-50">
        {order.items.map((item, index) => (
          <li key={`${item.productId}-${index}`} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <span className="min-w-0 flex-1">
              {item.productId ? (
                <Link href={`/product/${item.productId}`} className="font-semibold hover:underline">
                  {item.name}
                </Link>
              ) : (
                <span className="font-semibold">{item.name}</span>
              )}
              <span className="block text-xs text-muted">
                {t("quantityTimes", { quantity: item.quantity, price: formatMoney(item.unitPriceCents, locale) })}
              </span>
            </span>
            <span className="font-bold tabular-nums">{formatMoney(item.unitPriceCents * item.quantity, locale)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-brand-100 pt-2 font-extrabold">
        <span>{t("total")}</span>
        <span className="tabular-nums" data-testid="order-total">
          {formatMoney(order.totalCents, locale)}
        </span>
      </p>
      {order.refundedCents > 0 ? (
        <p className="flex justify-between text-sm font-bold text-green-800" data-testid="order-refunded">
          <span>{t("refunded")}</span>
          <span className="tabular-nums">{formatMoney(order.refundedCents, locale)}</span>
        </p>
      ) : null}
      {order.trackingNumber ? (
        <p className="mt-1 text-sm text-muted" data-testid="order-tracking">
          {t("tracking", { tracking: order.trackingNumber })}
        </p>
      ) : null}
      {children}
    </article>
  );
}
