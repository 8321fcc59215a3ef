import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ConnectCard } from "@/components/market/connect-card";
import { ManageShell } from "@/components/store/manage-shell";
import { requireManagedStore } from "@/components/store/managed-store";
import { PaymentsTab } from "@/components/store/payments-tab";
import { getConfig } from "@/lib/config/config";
import { checkConnectStatus } from "@/lib/payments/connect";
import { pageMetadata } from "@/lib/seo/metadata";
import { listStorePayouts } from "@/lib/store/queries";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "storeManage" });
  return pageMetadata({ locale, title: `${t("tabs.payments")} · ${t("title")}`, path: "/store/manage/payments" });
}

export default async function StorePaymentsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user, store } = await requireManagedStore();
  const cursor = (await searchParams).cursor;
  const [t, payouts, connect, { commissionPercent }] = await Promise.all([
    getTranslations("storeManage"),
    listStorePayouts(user, typeof cursor === "string" ? cursor : null),
    checkConnectStatus(user.id),
    getConfig(),
  ]);
  return (
    <ManageShell store={store} tab="payments">
      <PaymentsTab
        connectCard={
          <ClientMessages namespaces={["payments"]}>
            <ConnectCard initialStatus={connect} locale={locale} commissionPercent={commissionPercent} />
          </ClientMessages>
        }
        payouts={payouts}
        locale={locale}
        moreLabel={t("more")}
        moreHref={payouts.nextCursor ? `/store/manage/payments?cursor=${encodeURIComponent(payouts.nextCursor)}` : null}
      />
    </ManageShell>
  );
}
