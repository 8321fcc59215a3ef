import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { JsonLd } from "@/components/market/json-ld";
import { ProductCard, ProductGrid } from "@/components/market/product-card";
import { favouriteHearts } from "@/components/saved/product-favourite";
import { ProductButtonWords } from "@/components/market/product-button-words";
import { readPageViewer } from "@/lib/auth/page-viewer";
import { StoreBadges, StoreBanner, StoreContact } from "@/components/market/store-card";
import { Icon } from "@/components/icons/icon";
import { buttonClasses } from "@/components/ui/button-styles";
import { Link } from "@/lib/i18n/navigation";
import { localizedUrl } from "@/lib/i18n/urls";
import { signInHref } from "@/lib/navigation/return-path";
import { getPublicStore, getStoreProductsRating, listStoreProducts } from "@/lib/market/queries";
import { listStoreReviews } from "@/lib/reviews/queries";
import { RatingBadge } from "@/components/market/rating-badge";
import { ReviewsSection } from "@/components/reviews/reviews-section";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ cursor?: string | string[]; reviews?: string | string[] }>;
};

const loadStore = cache(getPublicStore);

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  const store = await loadStore(id);
  if (!store) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: "market" });
  return pageMetadata({
    locale,
    title: t("storeMetaTitle", { store: store.name }),
    description: store.description?.slice(0, 150) ?? t("storeProducts", { store: store.name }),
    path: `/store/${store.id}`,
    image: store.bannerUrl ?? store.logoUrl ?? undefined,
    index: true,
  });
}

// Public and the same for every visitor: the front door caches it (tag store:{id}, decision 012).
export default async function StorePage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const store = await loadStore(id);
  if (!store) notFound();
  const query = await searchParams;
  const cursor = typeof query.cursor === "string" ? query.cursor : null;
  const [t, tReviews, page, reviews, productsRating, { user }] = await Promise.all([
    getTranslations("market"),
    getTranslations("reviews"),
    listStoreProducts(store.id, cursor),
    listStoreReviews(store.id, typeof query.reviews === "string" ? query.reviews : null),
    getStoreProductsRating(store.id),
    readPageViewer(),
  ]);
  // A cached copy is rendered for nobody (its viewer's layer fills the hearts in); a later page, for its viewer.
  const heart = await favouriteHearts(
    user?.username ? user.id : null,
    page.items.map((product) => product.id),
  );

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Store",
          name: store.name,
          description: store.description ?? undefined,
          address: store.address,
          email: store.email ?? undefined,
          telephone: store.phone ?? undefined,
          url: localizedUrl(locale, `/store/${store.id}`),
        }}
      />
      <header className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100">
        <StoreBanner store={store} priority />
        <div className="space-y-2 p-4 pt-0">
          <StoreBadges store={store} shipsToViewer={false} verifiedLabel={t("verified")} shipsLabel={t("shipsToYou")} />
          <h1 className="text-2xl font-extrabold text-ink">{store.name}</h1>
          {/* The store's rating counts only reviews of the store; its products' are named apart (issue 48, item 9). */}
          {store.rating.count > 0 || productsRating.count > 0 ? (
            <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm" data-testid="store-ratings">
              {store.rating.count > 0 ? (
                <div className="flex items-center gap-1.5" data-testid="store-rating">
                  <dt className="font-semibold text-muted">{tReviews("storeRating")}</dt>
                  <dd>
                    <a href="#reviews" className="hover:underline">
                      <RatingBadge rating={store.rating} locale={locale} />
                    </a>
                  </dd>
                </div>
              ) : null}
              {productsRating.count > 0 ? (
                <div className="flex items-center gap-1.5" data-testid="products-rating">
                  <dt className="font-semibold text-muted">{tReviews("productsRating")}</dt>
                  <dd>
                    <RatingBadge rating={productsRating} locale={locale} />
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {store.description && <p className="whitespace-pre-line text-ink/80">{store.description}</p>}
          <StoreContact store={store} locale={locale} />
          <Link
            href={signInHref(`/messages?store=${store.id}`)}
            className={buttonClasses("secondary", "md", "w-full sm:w-auto")}
            data-testid="message-seller"
          >
            <Icon name="message-circle" className="h-4 w-4" />
            {t("messageSeller")}
          </Link>
        </div>
      </header>
      {/* Its reviews never wait below the whole grid (issue 48, item 9): beside it on a wide screen, before it on a phone. */}
      <div className="space-y-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6 lg:space-y-0">
        <div className="lg:col-start-2 lg:row-start-1">
          <ReviewsSection
            title={tReviews("storeTitle")}
            emptyText={tReviews("emptyStore")}
            rating={store.rating}
            page={reviews}
            moreHref={(next) => `/store/${store.id}?reviews=${encodeURIComponent(next)}#reviews`}
            storeName={store.name}
            locale={locale}
          />
        </div>
        <section className="min-w-0 space-y-3 lg:col-start-1 lg:row-start-1">
          <h2 className="text-lg font-bold text-ink">{t("storeProducts", { store: store.name })}</h2>
          {page.items.length === 0 ? (
            <p className="rounded-3xl bg-white p-8 text-center text-muted ring-1 ring-brand-100">
              {t("emptyProducts")}
            </p>
          ) : (
            <ProductButtonWords>
              <ProductGrid>
                {page.items.map((product) => (
                  <ProductCard key={product.id} product={product} locale={locale} favourite={heart(product.id)} />
                ))}
              </ProductGrid>
            </ProductButtonWords>
          )}
          {page.nextCursor && (
            <div className="flex justify-center pt-2">
              <Link
                href={`/store/${store.id}?cursor=${encodeURIComponent(page.nextCursor)}`}
                className={buttonClasses("secondary", "sm")}
              >
                {t("loadMore")}
              </Link>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
