import { getTranslations, setRequestLocale } from "next-intl/server";
import { FormSection } from "@/components/store/form-parts";
import { ManageShell } from "@/components/store/manage-shell";
import { requireManagedStore } from "@/components/store/managed-store";
import { StoreForm } from "@/components/store/store-form";
import { StoreManageIntl } from "@/components/store/store-manage-intl";
import { pageMetadata } from "@/lib/seo/metadata";
import type { MarketCountry } from "@/lib/store/fields";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "storeManage" });
  return pageMetadata({ locale, title: `${t("tabs.settings")} · ${t("title")}`, path: "/store/manage/settings" });
}

export default async function StoreSettingsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { store } = await requireManagedStore();
  const t = await getTranslations("storeManage");
  return (
    <ManageShell store={store} tab="settings">
      <FormSection title={t("settings.title")}>
        <p className="-mt-2 text-sm text-muted">{t("settings.text")}</p>
        <StoreManageIntl>
          <StoreForm
            mode="edit"
            initial={{
              name: store.name,
              description: store.description ?? "",
              address: store.address,
              email: store.email ?? "",
              phone: store.phone ?? "",
              country: store.country as MarketCountry,
              shippingCountries: store.shippingCountries as MarketCountry[],
              logoUrl: store.logoUrl,
              bannerUrl: store.bannerUrl,
            }}
          />
        </StoreManageIntl>
      </FormSection>
    </ManageShell>
  );
}
