/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Icon } from "@/components/icons/icon";
import { ManageShell } from "@/components/store/manage-shell";
import { requireManagedStore } from "@/components/store/managed-store";
import { ProductActiveButton } from "@/components/store/product-active-button";
import { StoreManageIntl } from "@/components/store/store-manage-intl";
import { buttonClasses } from "@/components/ui/button-styles";
import { discountPercent, formatMoney } from "@/lib/format/money";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/seo/metadata";
import { listOwnProducts } from "@/lib/store/products";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "storeManage" });
  return pageMetadata({ locale, title: `${t("tabs.products")} · ${t("title")}`, path: "/store/manage/products" });
}

export default async function StoreProductsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user, store } = await requireManagedStore();
  const cursor = (await searchParams).cursor;
  const [t, tMarket, page] = await Promise.all([
    getTranslations("storeManage"),
    getTranslations("market"),
    listOwnProducts(user, typeof cursor === "string" ? cursor : null),
  ]);

  return (
    <ManageShell store={store} tab="products">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-black text-ink">{t("tabs.products")}</h2>
        <Link href="/store/manage/products/new" className={buttonClasses("primary", "md")}>
          <Icon name="plus" className="h-5 w-5" />
          {t("products.add")}
        </Link>
      </div>
      {page.items.length === 0 ? (
        <p className="rounded-3xl bg-white p-8 text-center font-semibold text-muted ring-1 ring-brand-100">
          {t("products.empty")}
        </p>
      ) : (
        <StoreManageIntl>
          <ul className="flex flex-col gap-3" data-testid="seller-products">
            {page.items.map((product) => {
              const discount = discountPercent(product.priceCents, product.originalPriceCents);
              return (
                <li
                  key={product.id}
                  className={`flex flex-col gap-3 rounded-3xl bg-white p-3 shadow-sm ring-1 ring-brand-100 sm:flex-row sm:items-center ${product.isActive ? "" : "opacity-70"}`}
                >
                  <div className="flex min-w-0 flex-1 items-center gap-3">
                    <div className="h-16 w-16 shrink-0 overflow-hidden rounded-2xl bg-brand-50">
                      {product.image ? (
                        <img src={product.image} alt="" width={64} height={64} className="h-full w-full object-cover" />
                      ) : (
                        <span className="grid h-full place-items-center text-2xl">📦</span>
                      )}
                    </div>
                    <div className="min-w-0">
                      <p className="truncate font-bold text-ink">{product.name}</p>
                      <p className="text-sm text-ink">
                        <span className="font-extrabold">{formatMoney(product.priceCents, locale)}</span>
                        {discount !== null && product.originalPriceCents !== null ? (
                          <>
                            {" "}
                            <s className="text-muted">{formatMoney(product.originalPriceCents, locale)}</s>{" "}
                            <span className="font-bold text-red-700">{tMarket("discount", { percent: discount })}</span>
                          </>
                        ) : null}
                      </p>
                      <p className="flex flex-wrap gap-1.5 pt-1 text-xs font-bold">
                        <span
                          className={`rounded-full px-2 py-0.5 ${product.stock === 0 ? "bg-red-100 text-red-800" : "bg-brand-50 text-brand-800"}`}
                        >
                          {product.stock === 0 ? tMarket("outOfStock") : tMarket("inStock", { count: product.stock })}
                        </span>
                        {product.category ? (
                          <span className="rounded-full bg-sky-100 px-2 py-0.5 text-sky-800">
                            {tMarket(`categories.${product.category}`)}
                          </span>
                        ) : null}
                        {product.hiddenByStaff ? (
                          <span className="rounded-full bg-red-100 px-2 py-0.5 text-red-800">
                            {t("products.hiddenByStaff")}
                          </span>
                        ) : !product.isActive ? (
                          <span className="rounded-full bg-ink/10 px-2 py-0.5 text-ink">{t("products.inactive")}</span>
                        ) : null}
                      </p>
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-2 sm:shrink-0">
                    {product.isActive && store.isActive ? (
                      <Link href={`/product/${product.id}`} className={buttonClasses("ghost", "sm")}>
                        {t("products.view")}
                      </Link>
                    ) : null}
                    {/* Staff hid it: the seller can neither edit it nor switch it back on (lib/db/staff-hold.ts). */}
                    {product.hiddenByStaff ? (
                      <p className="max-w-xs text-xs text-ink/70">{t("products.hiddenByStaffNote")}</p>
                    ) : (
                      <>
                        <Link
                          href={`/store/manage/products/${product.id}`}
                          className={buttonClasses("secondary", "sm")}
                          aria-label={`${t("products.edit")}: ${product.name}`}
                        >
                          <Icon name="pencil" className="h-4 w-4" />
                          {t("products.edit")}
                        </Link>
                        <ProductActiveButton productId={product.id} isActive={product.isActive} name={product.name} />
                      </>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </StoreManageIntl>
      )}
      {page.nextCursor ? (
        <Link
          href={`/store/manage/products?cursor=${encodeURIComponent(page.nextCursor)}`}
          className={buttonClasses("secondary", "sm", "self-center")}
        >
          {t("more")}
        </Link>
      ) : null}
    </ManageShell>
  );
}
