import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ManageShell } from "@/components/store/manage-shell";
import { requireManagedStore } from "@/components/store/managed-store";
import { ProductForm } from "@/components/store/product-form";
import { StoreManageIntl } from "@/components/store/store-manage-intl";
import { AppError } from "@/lib/errors";
import { pageMetadata } from "@/lib/seo/metadata";
import { priceInputValue } from "@/lib/store/fields";
import { getOwnProduct } from "@/lib/store/products";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: "storeManage" });
  return pageMetadata({
    locale,
    title: `${t("productForm.editTitle")} · ${t("title")}`,
    path: `/store/manage/products/${id}`,
  });
}

export default async function EditProductPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const { user, store } = await requireManagedStore();
  // Another seller's product, or none: the same 404.
  const product = await getOwnProduct(user, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  const t = await getTranslations("storeManage");
  return (
    <ManageShell store={store} tab="products">
      <h2 className="text-xl font-black text-ink">{t("productForm.editTitle")}</h2>
      <StoreManageIntl>
        <ProductForm
          productId={product.id}
          initial={{
            name: product.name,
            description: product.description ?? "",
            price: priceInputValue(product.priceCents, locale),
            originalPrice: priceInputValue(product.originalPriceCents, locale),
            stock: String(product.stock),
            category: product.category ?? "",
            images: product.images,
          }}
        />
      </StoreManageIntl>
    </ManageShell>
  );
}
