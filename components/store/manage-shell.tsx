/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Icon } from "@/components/icons/icon";
import type { IconName } from "@/components/icons/icon-names";
import { buttonClasses } from "@/components/ui/button-styles";
import { Link } from "@/lib/i18n/navigation";
import type { SellerStore } from "@/lib/store/stores";
import { paymentSetup } from "./managed-store";

export type ManageTab = "overview" | "products" | "orders" | "reviews" | "payments" | "settings";

const TABS: Array<{ tab: ManageTab; href: string; icon: IconName }> = [
  { tab: "overview", href: "/store/manage", icon: "chart-column" },
  { tab: "products", href: "/store/manage/products", icon: "package" },
  { tab: "orders", href: "/store/manage/orders", icon: "truck" },
  { tab: "reviews", href: "/store/manage/reviews", icon: "star" },
  { tab: "payments", href: "/store/manage/payments", icon: "wallet" },
  { tab: "settings", href: "/store/manage/settings", icon: "settings" },
];

const badge = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold";

/** docs/product-spec.md §2 Store manage: the store's header with its badges (from the row), and the dashboard's tabs as links. */
export async function ManageShell({
  store,
  tab,
  children,
}: {
  store: SellerStore;
  tab: ManageTab;
  children: ReactNode;
}) {
  const t = await getTranslations("storeManage");
  const stripeConnected = paymentSetup(store) === "active";
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6">
      <header className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100">
        <div className="h-20 bg-gradient-to-r from-brand-200 to-brand-100 sm:h-28">
          {store.bannerUrl ? (
            <img src={store.bannerUrl} alt="" width={1024} height={224} className="h-full w-full object-cover" />
          ) : null}
        </div>
        <div className="flex flex-col gap-3 p-4 pt-0 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex min-w-0 items-end gap-3">
            <div className="-mt-8 h-16 w-16 shrink-0 overflow-hidden rounded-2xl bg-white shadow ring-4 ring-white">
              {store.logoUrl ? (
                <img src={store.logoUrl} alt="" width={64} height={64} className="h-full w-full object-cover" />
              ) : (
                <span className="grid h-full place-items-center text-3xl">🏪</span>
              )}
            </div>
            <div className="min-w-0">
              <p className="text-xs font-bold uppercase tracking-wide text-muted">{t("title")}</p>
              <h1 className="truncate text-2xl font-black text-ink">{store.name}</h1>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <ul className="flex flex-wrap gap-1.5" aria-label={t("badges.label")}>
              <li className={`${badge} ${store.isActive ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800"}`}>
                {store.isActive ? t("badges.active") : t("badges.inactive")}
              </li>
              {store.isVerified ? (
                <li className={`${badge} bg-sky-100 text-sky-800`}>
                  <Icon name="badge-check" className="h-3.5 w-3.5" />
                  {t("badges.verified")}
                </li>
              ) : null}
              {stripeConnected ? (
                <li className={`${badge} bg-violet-100 text-violet-800`}>{t("badges.stripe")}</li>
              ) : null}
            </ul>
            {store.isActive ? (
              <Link href={`/store/${store.id}`} className={buttonClasses("secondary", "sm")}>
                {t("viewPublic")}
              </Link>
            ) : null}
          </div>
        </div>
        {!store.isActive ? (
          <p className="border-t border-red-100 bg-red-50 px-4 py-2 text-sm font-semibold text-red-800">
            {t("inactiveNotice")}
          </p>
        ) : null}
      </header>
      {/* The tabs wrap onto a second line on a phone rather than run off its edge unseen (issue 25). */}
      <nav aria-label={t("tabsLabel")} className="flex flex-wrap gap-1.5" data-testid="manage-tabs">
        {TABS.map((item) => {
          const current = item.tab === tab;
          return (
            <Link
              key={item.tab}
              href={item.href}
              aria-current={current ? "page" : undefined}
              className={`inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-bold transition ${current ? "bg-brand-500 text-white shadow-sm" : "bg-white text-ink ring-1 ring-brand-100 hover:bg-brand-50"}`}
            >
              <Icon name={item.icon} className="h-4 w-4" />
              {t(`tabs.${item.tab}`)}
            </Link>
          );
        })}
      </nav>
      {children}
    </div>
  );
}
