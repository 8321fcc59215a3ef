import { ShareButton } from "@/components/messages/share-button";
import { ClientMessages } from "@/components/i18n/client-messages";
import { log } from "@/server/shared/log";
import { notFound } from "next/navigation";
import { after } from "next/server";
import { AddToCartButton } from "@/components/market/add-to-cart-button";
import { ProductButtonWords } from "@/components/market/product-button-words";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { JsonLd, productJsonLd } from "@/components/market/json-ld";
import { RatingBadge } from "@/components/market/rating-badge";
import { ReviewsSection } from "@/components/reviews/reviews-section";
import { ProductGallery } from "@/components/market/product-gallery";
import { FavouriteButton } from "@/components/saved/favourite-button";
import { readPageViewer } from "@/lib/auth/page-viewer";
import { favouritedAmong } from "@/lib/saved/queries";
import { StoreContact } from "@/components/market/store-card";
import { Icon } from "@/components/icons/icon";
import { buttonClasses } from "@/components/ui/button-styles";
import { discountPercent, formatMoney } from "@/lib/format/money";
import { Link } from "@/lib/i18n/navigation";
import { signInHref } from "@/lib/navigation/return-path";
import { getPublicProduct } from "@/lib/market/queries";
import { listProductReviews } from "@/lib/reviews/queries";
import { countProductView } from "@/lib/market/views";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ reviews?: string | string[] }>;
};

// The head and the page ask for the same product in one request: read it once.
const loadProduct = cache(getPublicProduct);

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  const product = await loadProduct(id);
  if (!product) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: "market" });
  return pageMetadata({
    locale,
    title: product.name,
    description: product.description?.slice(0, 150) ?? t("soldBy", { store: product.store.name }),
    path: `/product/${product.id}`,
    image: product.images[0],
    index: true,
  });
}

// Public and the same for every visitor: the front door caches it (tag product:{id}, decision 012).
export default async function ProductPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const product = await loadProduct(id);
  if (!product) notFound();
  const rawCursor = (await searchParams).reviews;
  const [t, tReviews, reviews, { user }] = await Promise.all([
    getTranslations("market"),
    getTranslations("reviews"),
    listProductReviews(product.id, typeof rawCursor === "string" ? rawCursor : null),
    readPageViewer(),
  ]);
  // The cached copy is rendered for nobody and its viewer's layer fills the heart in; a render for a
  // signed-in viewer (a client navigation) reads it.
  const favourited = user?.username ? (await favouritedAmong(user.id, [product.id])).has(product.id) : undefined;
  after(() =>
    countProductView(product.id).catch((error: unknown) =>
      log.error({ err: error, productId: product.id }, "Could not count a product view"),
    ),
  );
  const discount = discountPercent(product.priceCents, product.originalPriceCents);

  return (
    <article className="mx-auto grid max-w-5xl gap-6 px-4 py-6 md:grid-cols-2">
      <JsonLd data={productJsonLd(product, reviews.items, locale)} />
      <ProductGallery
        images={product.images}
        altFor={(index) => t("photo", { index: index + 1, name: product.name })}
        emptyLabel={t("noPhoto")}
      />
      <div className="space-y-4">
        {product.category && (
          <Link
            href={`/marketplace?category=${product.category}`}
            className="text-sm font-semibold uppercase tracking-wide text-brand-600 hover:underline"
          >
            {t(`categories.${product.category}`)}
          </Link>
        )}
        <h1 className="text-3xl font-extrabold text-ink">{product.name}</h1>
        {product.rating.count > 0 ? (
          <a href="#reviews" className="inline-block hover:underline">
            <RatingBadge rating={product.rating} locale={locale} />
          </a>
        ) : null}
        <p className="flex flex-wrap items-baseline gap-3">
          <span className="text-3xl font-extrabold text-ink">{formatMoney(product.priceCents, locale)}</span>
          {discount !== null && product.originalPriceCents !== null && (
            <>
              <s className="text-lg text-muted">{formatMoney(product.originalPriceCents, locale)}</s>
              <span className="rounded-full bg-red-600 px-2 py-0.5 text-sm font-bold text-white">
                {t("discount", { percent: discount })}
              </span>
            </>
          )}
        </p>
        <p className={product.stock > 0 ? "font-semibold text-green-700" : "font-semibold text-red-700"}>
          {product.stock > 0 ? t("inStock", { count: product.stock }) : t("outOfStock")}
        </p>
        {/* Each button keeps its label on one line; the row wraps when the column is too narrow for three. */}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-start">
          <ProductButtonWords>
            <AddToCartButton
              productId={product.id}
              disabled={product.stock === 0}
              size="md"
              className="whitespace-nowrap sm:w-auto"
            />
            <FavouriteButton productId={product.id} favourited={favourited} variant="button" />
          </ProductButtonWords>
          {/* A cached page, the same for everyone: /auth sends a signed-in visitor straight on, a visitor back here after signing in. */}
          <Link
            href={signInHref(`/messages?product=${product.id}`)}
            className={buttonClasses("secondary", "md", "w-full whitespace-nowrap sm:w-auto")}
            data-testid="message-seller"
          >
            <Icon name="message-circle" className="h-4 w-4" />
            {t("messageSeller")}
          </Link>
          <ClientMessages namespaces={["messages.share"]}>
            <ShareButton kind="product" id={product.id} path={`/product/${product.id}`} />
          </ClientMessages>
        </div>
        {product.description && (
          <section className="space-y-1">
            <h2 className="font-bold text-ink">{t("description")}</h2>
            <p className="whitespace-pre-line text-ink/80">{product.description}</p>
          </section>
        )}
        <section className="space-y-2 rounded-3xl bg-white p-4 ring-1 ring-brand-100">
          <h2 className="font-bold text-ink">
            <Link href={`/store/${product.store.id}`} className="hover:underline">
              {t("soldBy", { store: product.store.name })}
            </Link>
            {product.store.isVerified && (
              <span className="ml-2 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-bold text-sky-800">
                ✓ {t("verified")}
              </span>
            )}
          </h2>
          <StoreContact store={product.store} locale={locale} />
        </section>
      </div>
      <div className="md:col-span-2">
        <ReviewsSection
          title={tReviews("title")}
          emptyText={tReviews("empty")}
          rating={product.rating}
          page={reviews}
          moreHref={(cursor) => `/product/${product.id}?reviews=${encodeURIComponent(cursor)}#reviews`}
          storeName={product.store.name}
          locale={locale}
        />
      </div>
    </article>
  );
}
