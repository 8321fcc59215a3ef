import { getTranslations, setRequestLocale } from "next-intl/server";
import { DailyChart } from "@/components/charts/daily-chart";
import { Icon } from "@/components/icons/icon";
import { CreateStoreDialog } from "@/components/store/create-store-dialog";
import { ManageShell } from "@/components/store/manage-shell";
import { StoreManageIntl } from "@/components/store/store-manage-intl";
import { buttonClasses } from "@/components/ui/button-styles";
import { requirePageUser } from "@/lib/auth/page-guards";
import { getConfig } from "@/lib/config/config";
import { formatMoney } from "@/lib/format/money";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/seo/metadata";
import { storeOverview, storeSalesSeries } from "@/lib/store/queries";
import { getOwnStore } from "@/lib/store/stores";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "storeManage" });
  return pageMetadata({ locale, title: t("title"), path: "/store/manage" });
}

/** docs/product-spec.md §2 Store manage: the overview tab, or the invitation to open a store. */
export default async function StoreManagePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  const [t, store, { commissionPercent }] = await Promise.all([
    getTranslations("storeManage"),
    getOwnStore(user),
    getConfig(),
  ]);

  if (!store) {
    const openAtStart = (await searchParams).create === "1";
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">
        <span className="grid h-20 w-20 place-items-center rounded-full bg-brand-50 text-brand-600">
          <Icon name="store" className="h-10 w-10" />
        </span>
        <h1 className="text-3xl font-black text-ink">{t("noStore.heading")}</h1>
        <p className="text-muted">{t("noStore.text")}</p>
        <ul className="flex flex-col gap-1 text-left text-sm font-semibold text-ink/80">
          <li>✓ {t("noStore.point1")}</li>
          <li>✓ {t("noStore.point2")}</li>
          <li>✓ {t("noStore.point3", { percent: commissionPercent, share: 100 - commissionPercent })}</li>
        </ul>
        <StoreManageIntl>
          <CreateStoreDialog openAtStart={openAtStart} />
        </StoreManageIntl>
      </section>
    );
  }

  const [overview, sales] = await Promise.all([storeOverview(store.id), storeSalesSeries(store.id)]);
  const money = (cents: number) => formatMoney(cents, locale);
  const count = (n: number) => n.toLocaleString(locale);
  const cards = [
    {
      key: "products",
      value: count(overview.products),
      detail: t("overview.activeProducts", { count: overview.activeProducts }),
    },
    { key: "unitsSold", value: count(overview.unitsSold), detail: null },
    {
      key: "orders",
      value: count(overview.orders),
      detail: overview.toFulfil > 0 ? t("overview.toFulfil", { count: overview.toFulfil }) : null,
    },
    {
      key: "revenue",
      value: money(overview.revenueCents),
      detail: t("overview.net", { amount: money(overview.netCents) }),
    },
  ] as const;

  return (
    <ManageShell store={store} tab="overview">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.key} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
            <dt className="text-sm font-semibold text-muted">{t(`overview.${card.key}`)}</dt>
            <dd className="mt-1 text-2xl font-black text-brand-700 sm:text-3xl" data-testid={`overview-${card.key}`}>
              {card.value}
            </dd>
            {card.detail ? <dd className="text-xs font-semibold text-muted">{card.detail}</dd> : null}
          </div>
        ))}
      </dl>
      <DailyChart
        title={t("overview.salesChart")}
        dayLabel={t("overview.day")}
        series={sales}
        format={money}
        empty={t("overview.noSales")}
      />
      {overview.toFulfil > 0 ? (
        <Link href="/store/manage/orders" className={buttonClasses("primary", "md", "self-start")}>
          <Icon name="truck" className="h-5 w-5" />
          {t("overview.goToOrders", { count: overview.toFulfil })}
        </Link>
      ) : overview.products === 0 ? (
        <Link href="/store/manage/products/new" className={buttonClasses("primary", "md", "self-start")}>
          <Icon name="plus" className="h-5 w-5" />
          {t("products.add")}
        </Link>
      ) : null}
    </ManageShell>
  );
}
