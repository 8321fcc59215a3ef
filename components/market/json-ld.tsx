import { localizedUrl } from "@/lib/i18n/urls";
import type { ProductDetail } from "@/lib/market/queries";
import type { Review } from "@/lib/reviews/queries";

/** Structured data for search engines; "<" is escaped so no text inside can close the script tag. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

/**
 * schema.org `Product` of a product page, with its `AggregateRating` and the `Review`s the page shows
 * (decision 046). Search engines ignore a rating without reviews, so both are left out before the first.
 */
export function productJsonLd(product: ProductDetail, reviews: Review[], locale: string): object {
  const rated = product.rating.count > 0;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description ?? undefined,
    image: product.images.map((src) => new URL(src, localizedUrl(locale, "/")).toString()),
    category: product.category ?? undefined,
    brand: { "@type": "Brand", name: product.store.name },
    offers: {
      "@type": "Offer",
      url: localizedUrl(locale, `/product/${product.id}`),
      priceCurrency: "EUR",
      price: (product.priceCents / 100).toFixed(2),
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      seller: { "@type": "Organization", name: product.store.name },
    },
    aggregateRating: rated
      ? {
          "@type": "AggregateRating",
          ratingValue: product.rating.average,
          reviewCount: product.rating.count,
          ratingCount: product.rating.count,
          bestRating: 5,
          worstRating: 1,
        }
      : undefined,
    review:
      rated && reviews.length > 0
        ? reviews.map((review) => ({
            "@type": "Review",
            author: { "@type": "Person", name: review.author.fullName },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.body,
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          }))
        : undefined,
  };
}
