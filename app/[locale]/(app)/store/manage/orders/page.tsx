import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { countryName } from "@/lib/format/country";
import { ManageShell } from "@/components/store/manage-shell";
import { requireManagedStore } from "@/components/store/managed-store";
import { OrderStepForm } from "@/components/store/order-step-form";
import { RefundForm } from "@/components/store/refund-form";
import { StoreManageIntl } from "@/components/store/store-manage-intl";
import { buttonClasses } from "@/components/ui/button-styles";
import { formatMoney } from "@/lib/format/money";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/seo/metadata";
import { listStoreOrders } from "@/lib/store/orders";
import type { OrderStatus } from "@/lib/orders/queries";

/** The commission this order was charged at checkout (the rate in force then, decision 023). */
function commissionPercentOf(order: { totalCents: number; commissionCents: number }): number {
  return order.totalCents > 0 ? Math.round((order.commissionCents * 100) / order.totalCents) : 0;
}

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "storeManage" });
  return pageMetadata({ locale, title: `${t("tabs.orders")} · ${t("title")}`, path: "/store/manage/orders" });
}

const statusStyle: Record<OrderStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  processing: "bg-sky-100 text-sky-900",
  shipped: "bg-violet-100 text-violet-900",
  delivered: "bg-green-100 text-green-900",
  cancelled: "bg-ink/10 text-ink",
};

export default async function StoreOrdersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user, store } = await requireManagedStore();
  const cursor = (await searchParams).cursor;
  const [t, format, page] = await Promise.all([
    getTranslations("storeManage"),
    getFormatter(),
    listStoreOrders(user, typeof cursor === "string" ? cursor : null),
  ]);
  const money = (cents: number) => formatMoney(cents, locale);

  return (
    <ManageShell store={store} tab="orders">
      <h2 className="text-xl font-black text-ink">{t("tabs.orders")}</h2>
      {page.items.length === 0 ? (
        <p className="rounded-3xl bg-white p-8 text-center font-semibold text-muted ring-1 ring-brand-100">
          {t("orders.empty")}
        </p>
      ) : (
        <StoreManageIntl>
          <ol className="flex flex-col gap-4" data-testid="seller-orders">
            {page.items.map((order) => (
              <li
                key={order.id}
                className="flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-brand-100"
                data-testid="seller-order"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 className="font-black text-ink">
                      {t("orders.number", { id: order.id.slice(0, 8).toUpperCase() })}
                    </h3>
                    <p className="text-sm text-muted">
                      <time dateTime={order.createdAt}>
                        {format.dateTime(new Date(order.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                      </time>
                      {" · "}
                      {order.buyer.username ? (
                        <Link
                          href={`/u/${order.buyer.username}`}
                          className="font-semibold text-brand-700 hover:underline"
                        >
                          {order.buyer.fullName}
                        </Link>
                      ) : (
                        order.buyer.fullName
                      )}
                    </p>
                  </div>
                  <span
                    className={`rounded-full px-3 py-1 text-sm font-bold ${statusStyle[order.status]}`}
                    data-testid="order-status"
                  >
                    {t(`orderStatus.${order.status}`)}
                  </span>
                </div>
                <div className="grid gap-4 sm:grid-cols-2">
                  <div>
                    <h4 className="text-sm font-bold text-muted">{t("orders.items")}</h4>
                    <ul className="mt-1 divide-y divide-brand-50 text-sm">
                      {order.items.map((item, index) => (
                        <li key={`${item.productId ?? "x"}-${index}`} className="flex justify-between gap-3 py-1.5">
                          <span className="min-w-0">
                            <span className="font-bold">{item.quantity} ×</span> {item.name}
                          </span>
                          <span className="shrink-0 tabular-nums">{money(item.unitPriceCents * item.quantity)}</span>
                        </li>
                      ))}
                    </ul>
                    <dl className="mt-2 space-y-0.5 border-t border-brand-100 pt-2 text-sm">
                      <div className="flex justify-between font-black">
                        <dt>{t("orders.total")}</dt>
                        <dd className="tabular-nums">{money(order.totalCents)}</dd>
                      </div>
                      <div className="flex justify-between text-muted">
                        <dt>{t("orders.commission", { percent: commissionPercentOf(order) })}</dt>
                        <dd className="tabular-nums">−{money(order.commissionCents)}</dd>
                      </div>
                      <div className="flex justify-between font-bold text-green-800">
                        <dt>{t("orders.net")}</dt>
                        <dd className="tabular-nums">{money(order.totalCents - order.commissionCents)}</dd>
                      </div>
                      {order.refundedCents > 0 ? (
                        <div className="flex justify-between font-bold text-red-700" data-testid="order-refunded">
                          <dt>{t("orders.refunded")}</dt>
                          <dd className="tabular-nums">−{money(order.refundedCents)}</dd>
                        </div>
                      ) : null}
                    </dl>
                  </div>
                  <div>
                    <h4 className="text-sm font-bold text-muted">{t("orders.shipTo")}</h4>
                    <address className="mt-1 text-sm not-italic leading-relaxed">
                      <span className="font-bold">{order.shipping.name}</span>
                      <br />
                      {order.shipping.address}
                      <br />
                      {order.shipping.postalCode} {order.shipping.city}
                      <br />
                      {countryName(order.shipping.country, locale)}
                      <br />
                      <a href={`mailto:${order.shipping.email}`} className="text-brand-700 hover:underline">
                        {order.shipping.email}
                      </a>
                      {" · "}
                      <a
                        href={`tel:${order.shipping.phone.replace(/\s/g, "")}`}
                        className="text-brand-700 hover:underline"
                      >
                        {order.shipping.phone}
                      </a>
                    </address>
                    {order.trackingNumber ? (
                      <p className="mt-2 text-sm">
                        <span className="font-bold text-muted">{t("orders.tracking")}:</span>{" "}
                        <span className="font-mono">{order.trackingNumber}</span>
                      </p>
                    ) : null}
                  </div>
                </div>
                {order.status === "pending" || order.status === "processing" || order.status === "shipped" ? (
                  <div className="border-t border-brand-100 pt-3">
                    <OrderStepForm orderId={order.id} status={order.status} />
                  </div>
                ) : null}
                {order.refundedCents < order.totalCents ? (
                  <div className="border-t border-brand-100 pt-3">
                    <RefundForm
                      orderId={order.id}
                      refundableCents={order.totalCents - order.refundedCents}
                      storeSharePercent={100 - commissionPercentOf(order)}
                    />
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        </StoreManageIntl>
      )}
      {page.nextCursor ? (
        <Link
          href={`/store/manage/orders?cursor=${encodeURIComponent(page.nextCursor)}`}
          className={buttonClasses("secondary", "sm", "self-center")}
        >
          {t("more")}
        </Link>
      ) : null}
    </ManageShell>
  );
}
