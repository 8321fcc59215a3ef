import { InlineSelect } from "@/components/ui/compact-select";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { ActionForm } from "@/components/admin/action-form";
import { setOrderStatusAction } from "@/lib/admin/actions";
import { listOrdersForStaff, ORDER_STATUSES } from "@/lib/admin/orders";
import { requirePageStaff } from "@/lib/auth/page-guards";
import { hasRole } from "@/lib/auth/session";
import { formatMoney } from "@/lib/format/money";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/seo/metadata";
import { AdminSearchForm } from "@/components/admin/search-form";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string; cursor?: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin.orders" });
  return pageMetadata({ locale, title: t("title"), path: "/admin/orders" });
}

/** Every order, newest first, with its amounts in euros, its status history and a status dropdown. */
export default async function AdminOrdersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requirePageStaff("support");
  const query = await searchParams;
  const q = typeof query.q === "string" ? query.q.slice(0, 100) : "";
  const [t, tStatus, format, page] = await Promise.all([
    getTranslations("admin.orders"),
    getTranslations("storeManage.orderStatus"),
    getFormatter(),
    listOrdersForStaff(q, typeof query.cursor === "string" ? query.cursor : null),
  ]);
  const canChange = hasRole(staff, "moderator");
  const money = (cents: number) => formatMoney(cents, locale);

  return (
    <section>
      <h1 className="mb-4 text-2xl font-extrabold">{t("title")}</h1>
      <AdminSearchForm id="admin-order-search" label={t("searchLabel")} submitLabel={t("search")} defaultValue={q} />
      {!canChange && <p className="mb-3 text-sm text-ink/70">{t("needModerator")}</p>}
      {page.rows.length === 0 && <p className="text-ink/70">{t("empty")}</p>}
      <ul className="flex flex-col gap-3">
        {page.rows.map((order) => (
          <li key={order.id} data-testid="staff-order" className="rounded-2xl bg-white p-4 ring-1 ring-brand-100">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-bold">
                {t("number", { id: order.id.slice(0, 8).toUpperCase() })} · {order.store}
              </p>
              <span className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-bold" data-testid="staff-order-status">
                {order.paid ? tStatus(order.status) : t("unpaid")}
              </span>
            </div>
            <p className="text-sm text-ink/70">
              {order.buyer.fullName} {order.buyer.username ? `@${order.buyer.username}` : ""} ·{" "}
              {format.dateTime(new Date(order.createdAt), { dateStyle: "medium", timeStyle: "short" })}
            </p>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-ink/70">{t("total")}</dt>
                <dd className="font-bold tabular-nums">{money(order.totalCents)}</dd>
              </div>
              <div>
                <dt className="text-ink/70">{t("commission")}</dt>
                <dd className="font-bold tabular-nums">{money(order.commissionCents)}</dd>
              </div>
              <div>
                <dt className="text-ink/70">{t("refunded")}</dt>
                <dd className="font-bold tabular-nums">{money(order.refundedCents)}</dd>
              </div>
            </dl>
            {order.history.length > 0 ? (
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer font-semibold text-brand-700">
                  {t("history", { count: order.history.length })}
                </summary>
                <ol className="mt-1 flex flex-col gap-0.5 pl-4" data-testid="staff-order-history">
                  {order.history.map((event, index) => (
                    <li key={index}>
                      {format.dateTime(new Date(event.at), { dateStyle: "short", timeStyle: "short" })} ·{" "}
                      {event.from ? tStatus(event.from) : "—"} → {tStatus(event.to)}
                      {event.by ? ` · @${event.by}` : ""}
                    </li>
                  ))}
                </ol>
              </details>
            ) : null}
            {canChange && order.paid ? (
              <div className="mt-3">
                <ActionForm
                  action={setOrderStatusAction}
                  hidden={{ orderId: order.id }}
                  submitLabel={t("change")}
                  doneLabel={t("changed")}
                >
                  <InlineSelect
                    name="status"
                    label={t("status")}
                    defaultValue={order.status}
                    choices={ORDER_STATUSES.map((status) => ({ value: status, label: tStatus(status) }))}
                  />
                </ActionForm>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {page.nextCursor ? (
        <Link
          href={`/admin/orders?${new URLSearchParams({ ...(q ? { q } : {}), cursor: page.nextCursor })}`}
          className="mt-4 inline-block font-bold text-brand-700 hover:underline"
        >
          {t("more")}
        </Link>
      ) : null}
    </section>
  );
}
