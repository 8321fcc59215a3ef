import { getTranslations, setRequestLocale } from "next-intl/server";
import { ManageShell } from "@/components/store/manage-shell";
import { requireManagedStore } from "@/components/store/managed-store";
import { ProductForm } from "@/components/store/product-form";
import { StoreManageIntl } from "@/components/store/store-manage-intl";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "storeManage" });
  return pageMetadata({
    locale,
    title: `${t("productForm.newTitle")} · ${t("title")}`,
    path: "/store/manage/products/new",
  });
}

export default async function NewProductPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { store } = await requireManagedStore();
  const t = await getTranslations("storeManage");
  return (
    <ManageShell store={store} tab="products">
      <h2 className="text-xl font-black text-ink">{t("productForm.newTitle")}</h2>
      <StoreManageIntl>
        <ProductForm />
      </StoreManageIntl>
    </ManageShell>
  );
}
