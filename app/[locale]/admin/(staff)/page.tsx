import { getTranslations, setRequestLocale } from "next-intl/server";
import { DailyChart } from "@/components/charts/daily-chart";
import { dashboardCharts } from "@/lib/admin/dashboard";
import { dashboardCounts } from "@/lib/admin/queries";
import { formatMoney } from "@/lib/format/money";
import { requirePageStaff } from "@/lib/auth/page-guards";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "tabs" });
  return pageMetadata({ locale, title: t("admin"), path: "/admin" });
}

export default async function AdminDashboardPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requirePageStaff("support");
  const [t, counts, charts] = await Promise.all([
    getTranslations("admin.dashboard"),
    dashboardCounts(),
    dashboardCharts(),
  ]);
  const count = (n: number) => n.toLocaleString(locale);
  const money = (cents: number) => formatMoney(cents, locale);
  const chartList = [
    ["signups", charts.signups, count],
    ["posts", charts.posts, count],
    ["matches", charts.matches, count],
    ["orders", charts.orders, count],
    ["revenue", charts.revenue, money],
    ["commission", charts.commission, money],
  ] as const;
  const cards = [
    ["users", counts.users],
    ["banned", counts.banned],
    ["posts", counts.posts],
    ["pendingReports", counts.pendingReports],
  ] as const;
  return (
    <section>
      <h1 className="mb-4 text-2xl font-extrabold">{t("title")}</h1>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(([key, value]) => (
          <div key={key} className="rounded-2xl bg-white p-4 ring-1 ring-brand-100">
            <dt className="text-sm text-ink/70">{t(key)}</dt>
            <dd className="text-3xl font-extrabold text-brand-700" data-testid={`count-${key}`}>
              {value.toLocaleString(locale)}
            </dd>
          </div>
        ))}
      </dl>
      <h2 className="mb-3 mt-8 text-lg font-bold">{t("last30Days")}</h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {chartList.map(([key, series, format]) => (
          <DailyChart
            key={key}
            title={t(key)}
            dayLabel={t("day")}
            series={series}
            format={format}
            empty={t("noData")}
          />
        ))}
      </div>
    </section>
  );
}
