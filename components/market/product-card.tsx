/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { getTranslations } from "next-intl/server";
import { discountPercent, formatMoney } from "@/lib/format/money";
import { Link } from "@/lib/i18n/navigation";
import type { ProductCard as Product } from "@/lib/market/queries";
import { RatingBadge } from "./rating-badge";
import { AddToCartButton } from "./add-to-cart-button";

/**
 * docs/product-spec.md §2 Marketplace product card: image, discount and stock badges, category, store, EUR price.
 * `favourite`: the page's favourite heart for it (components/saved/product-favourite.tsx), over the
 * photo's corner; a slot, because the page knows whether it renders for its viewer or for the layer.
 * Its buttons' words come once per page (`ProductButtonWords`, around the page's products).
 * `firstRow`: the grid's first row on a phone, above the fold, where the page's largest paint is: its
 * photo loads at once and first (decision 033); the rest load lazily.
 */
export async function ProductCard({
  product,
  locale,
  favourite,
  firstRow = false,
}: {
  product: Product;
  locale: string;
  favourite?: React.ReactNode;
  firstRow?: boolean;
}) {
  const t = await getTranslations("market");
  const discount = discountPercent(product.priceCents, product.originalPriceCents);
  return (
    <article className="product-card group">
      {/* The name below is the card's one link for keyboards and screen readers; the photo is a bigger target for pointers. */}
      <Link
        href={`/product/${product.id}`}
        tabIndex={-1}
        aria-hidden
        className="relative block aspect-square bg-brand-50"
      >
        {product.image ? (
          <img
            src={product.image}
            alt={product.name}
            width={320}
            height={320}
            loading={firstRow ? "eager" : "lazy"}
            fetchPriority={firstRow ? "high" : undefined}
            className="product-card-photo"
          />
        ) : (
          <span className="flex h-full items-center justify-center text-4xl" role="img" aria-label={t("noPhoto")}>
            🐾
          </span>
        )}
        {discount !== null || product.stock === 0 ? (
          <span className="absolute left-2 top-2 flex flex-col items-start gap-1">
            {discount !== null && (
              <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
                {t("discount", { percent: discount })}
              </span>
            )}
            {product.stock === 0 && (
              <span className="rounded-full bg-night/80 px-2 py-0.5 text-xs font-bold text-snow">
                {t("outOfStock")}
              </span>
            )}
          </span>
        ) : null}
      </Link>
      {favourite ? <div className="absolute right-2 top-2">{favourite}</div> : null}
      <div className="flex flex-1 flex-col gap-1 p-3">
        {product.category && <span className="product-card-category">{t(`categories.${product.category}`)}</span>}
        <Link href={`/product/${product.id}`} className="product-card-name">
          {product.name}
        </Link>
        <Link href={`/store/${product.store.id}`} className="product-card-store">
          {product.store.name}
        </Link>
        <RatingBadge rating={product.rating} locale={locale} />
        <p className="mt-auto flex items-baseline gap-2 pt-2">
          <span className="text-lg font-extrabold text-ink">{formatMoney(product.priceCents, locale)}</span>
          {discount !== null && product.originalPriceCents !== null && (
            <s className="text-sm text-muted">{formatMoney(product.originalPriceCents, locale)}</s>
          )}
        </p>
        <AddToCartButton productId={product.id} disabled={product.stock === 0} compact className="mt-2" />
      </div>
    </article>
  );
}

/** How many cards ProductGrid puts in a row on a phone: its first row is what `firstRow` is for. */
export const PRODUCT_GRID_PHONE_ROW = 2;

export function ProductGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">{children}</div>;
}
