import { getTranslations, setRequestLocale } from "next-intl/server";
import { CatalogueControls } from "@/components/market/catalogue-controls";
import { CataloguePlaceholder } from "@/components/market/catalogue-placeholder";
import { PRODUCT_GRID_PHONE_ROW, ProductCard, ProductGrid } from "@/components/market/product-card";
import { favouriteHearts } from "@/components/saved/product-favourite";
import { ProductButtonWords } from "@/components/market/product-button-words";
import { StoreCard } from "@/components/market/store-card";
import { buttonClasses } from "@/components/ui/button-styles";
import { getCurrentUser } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/navigation";
import { PendingNavigation, PendingRegion } from "@/lib/i18n/pending-navigation";
import { catalogueHref, readCatalogueParams } from "@/lib/market/catalogue-params";
import {
  getViewerCountry,
  listCatalogueProducts,
  listCatalogueStores,
  listPopularProducts,
} from "@/lib/market/queries";
import { getOwnStore } from "@/lib/store/stores";
import { Icon } from "@/components/icons/icon";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "market" });
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("metaDescription"),
    path: "/marketplace",
    index: true,
  });
}

// Public: anyone may browse; the viewer only adds the ships-to-your-country badge.
export default async function MarketplacePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("market");
  const query = readCatalogueParams(await searchParams);
  const viewer = await getCurrentUser();
  // A sort chosen asks for that order from the first row: no "Lo más visto" above it (issue 48, item 8).
  const isFirstPlainPage =
    !query.cursor && !query.q && !query.category && query.sort === "newest" && query.view === "products";
  // Rendered for its viewer: their favourite hearts come with the page (issue 26).
  const favouritesOf = viewer?.username ? viewer.id : null;
  const [viewerCountry, popular, ownStore, tStore] = await Promise.all([
    viewer ? getViewerCountry(viewer.id) : null,
    isFirstPlainPage ? listPopularProducts() : [],
    viewer?.username ? getOwnStore(viewer) : null,
    getTranslations("storeManage"),
  ]);
  const popularHeart = await favouriteHearts(
    favouritesOf,
    popular.map((product) => product.id),
  );

  return (
    <ProductButtonWords>
      <PendingNavigation>
        <div className="space-y-6 px-4 py-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-extrabold text-ink">{t("title")}</h1>
            {viewer?.username ? (
              // docs/product-spec.md §2 Marketplace: the 'Mi Tienda' button, or the way to open one.
              <Link
                href={ownStore ? "/store/manage" : "/store/manage?create=1"}
                className={buttonClasses(ownStore ? "secondary" : "primary", "sm")}
              >
                <Icon name="store" className="h-4 w-4" />
                {ownStore ? tStore("myStore") : tStore("openStore")}
              </Link>
            ) : null}
          </div>
          <CatalogueControls params={query} />
          <PendingRegion fallback={<CataloguePlaceholder label={t("loading")} />}>
            {popular.length > 0 && (
              <section aria-labelledby="popular-title" className="space-y-3">
                <h2 id="popular-title" className="text-lg font-bold text-ink">
                  {t("popular")}
                </h2>
                <ProductGrid>
                  {popular.map((product, index) => (
                    <ProductCard
                      key={product.id}
                      product={product}
                      locale={locale}
                      favourite={popularHeart(product.id)}
                      firstRow={index < PRODUCT_GRID_PHONE_ROW}
                    />
                  ))}
                </ProductGrid>
              </section>
            )}
            {query.view === "products" ? (
              <ProductList
                query={query}
                locale={locale}
                favouritesOf={favouritesOf}
                first={popular.length === 0}
                emptyLabel={t("emptyProducts")}
                moreLabel={t("loadMore")}
                title={t("products")}
              />
            ) : (
              <StoreList
                query={query}
                locale={locale}
                viewerCountry={viewerCountry}
                emptyLabel={t("emptyStores")}
                moreLabel={t("loadMore")}
              />
            )}
          </PendingRegion>
        </div>
      </PendingNavigation>
    </ProductButtonWords>
  );
}

type ListProps = {
  query: ReturnType<typeof readCatalogueParams>;
  locale: string;
  emptyLabel: string;
  moreLabel: string;
};

/** `first`: no "popular" row above it, so its first row is the top of the page. */
async function ProductList({
  query,
  locale,
  favouritesOf,
  first,
  emptyLabel,
  moreLabel,
  title,
}: ListProps & { title: string; favouritesOf: string | null; first: boolean }) {
  const page = await listCatalogueProducts(query);
  const heart = await favouriteHearts(
    favouritesOf,
    page.items.map((product) => product.id),
  );
  return (
    <section aria-label={title} className="space-y-3">
      {page.items.length === 0 ? (
        <p className="rounded-3xl bg-white p-8 text-center text-muted ring-1 ring-brand-100">{emptyLabel}</p>
      ) : (
        <ProductGrid>
          {page.items.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              locale={locale}
              favourite={heart(product.id)}
              firstRow={first && index < PRODUCT_GRID_PHONE_ROW}
            />
          ))}
        </ProductGrid>
      )}
      <MoreLink
        href={page.nextCursor ? catalogueHref({ ...query, cursor: page.nextCursor }) : null}
        label={moreLabel}
      />
    </section>
  );
}

async function StoreList({
  query,
  locale,
  viewerCountry,
  emptyLabel,
  moreLabel,
}: ListProps & { viewerCountry: string | null }) {
  const page = await listCatalogueStores(query);
  return (
    <section className="space-y-3">
      {page.items.length === 0 ? (
        <p className="rounded-3xl bg-white p-8 text-center text-muted ring-1 ring-brand-100">{emptyLabel}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {page.items.map((store) => (
            <StoreCard key={store.id} store={store} locale={locale} viewerCountry={viewerCountry} />
          ))}
        </div>
      )}
      <MoreLink
        href={page.nextCursor ? catalogueHref({ ...query, cursor: page.nextCursor }) : null}
        label={moreLabel}
      />
    </section>
  );
}

function MoreLink({ href, label }: { href: string | null; label: string }) {
  if (!href) return null;
  return (
    <div className="flex justify-center pt-2">
      <Link href={href} showsPending className={buttonClasses("secondary", "sm")}>
        {label}
      </Link>
    </div>
  );
}
