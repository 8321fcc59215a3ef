// The rich-results fields of a product page (decision 046), checked against what schema.org's types
// expect: Product.aggregateRating is an AggregateRating (ratingValue, reviewCount / ratingCount,
// bestRating, worstRating), Product.review a list of Review (author a Person, reviewRating a Rating,
// datePublished an ISO 8601 Date, reviewBody Text).
import type { ProductDetail } from "@/lib/market/queries";
import type { Review } from "@/lib/reviews/queries";
import { productJsonLd } from "./json-ld";

const product: ProductDetail = {
  id: "7d3c1c9e-2a4b-4c1d-9f3e-2b6a8c0d1e2f",
  name: "Pelota de caucho",
  priceCents: 899,
  originalPriceCents: null,
  image: null,
  stock: 3,
  category: "toys",
  description: "Bota mucho",
  images: [],
  createdAt: "2026-11-01T10:00:00.000000Z",
  rating: { average: 4.5, count: 2 },
  store: {
    id: "0b7e6a9a-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
    name: "Huellitas",
    description: null,
    address: "Calle Mayor 1",
    email: null,
    phone: null,
    country: "ES",
    shippingCountries: ["ES"],
    logoUrl: null,
    bannerUrl: null,
    isVerified: false,
    rating: { average: 0, count: 0 },
  },
};

const reviews: Review[] = [5, 4].map(
  (rating, index) =>
    ({
      id: `00000000-0000-4000-8000-00000000000${index}`,
      rating,
      body: index === 0 ? "Mi perro no la suelta" : "Buena, algo pequeña",
      photos: [],
      createdAt: `2026-11-2${index}T09:30:00.123456Z`,
      edited: false,
      author: {
        id: `00000000-0000-4000-8000-0000000000a${index}`,
        username: `ana${index}`,
        fullName: index === 0 ? "Ana López" : "Luis Pérez",
        avatarUrl: null,
      },
      answer: null,
      product: null,
    }) as Review,
);

type Ld = Record<string, unknown> & {
  aggregateRating?: Record<string, unknown>;
  review?: Array<Record<string, unknown>>;
};

/** Only the properties schema.org defines on a type (anything else is a typo a validator would flag). */
function expectOnly(value: Record<string, unknown>, type: string, allowed: string[]) {
  expect(value["@type"]).toBe(type);
  expect(Object.keys(value).filter((key) => key !== "@type" && !allowed.includes(key))).toEqual([]);
}

describe("productJsonLd", () => {
  it("gives a rated product an AggregateRating and a Review per review shown", () => {
    const ld = JSON.parse(JSON.stringify(productJsonLd(product, reviews, "es"))) as Ld;
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("Product");

    const aggregate = ld.aggregateRating!;
    expectOnly(aggregate, "AggregateRating", [
      "ratingValue",
      "reviewCount",
      "ratingCount",
      "bestRating",
      "worstRating",
    ]);
    expect(aggregate.ratingValue).toBe(4.5);
    expect(Number.isInteger(aggregate.reviewCount) && (aggregate.reviewCount as number) > 0).toBe(true);
    expect(aggregate.ratingCount).toBe(aggregate.reviewCount);
    expect(aggregate).toMatchObject({ bestRating: 5, worstRating: 1 });
    expect(aggregate.ratingValue as number).toBeGreaterThanOrEqual(aggregate.worstRating as number);
    expect(aggregate.ratingValue as number).toBeLessThanOrEqual(aggregate.bestRating as number);

    expect(ld.review).toHaveLength(2);
    for (const [index, item] of ld.review!.entries()) {
      expectOnly(item, "Review", ["author", "datePublished", "reviewBody", "reviewRating"]);
      expectOnly(item.author as Record<string, unknown>, "Person", ["name"]);
      expect((item.author as { name: string }).name).toBe(reviews[index]!.author.fullName);
      // schema.org Date: ISO 8601 YYYY-MM-DD.
      expect(item.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.reviewBody).toBe(reviews[index]!.body);
      const rating = item.reviewRating as Record<string, unknown>;
      expectOnly(rating, "Rating", ["ratingValue", "bestRating", "worstRating"]);
      expect(rating.ratingValue).toBe(reviews[index]!.rating);
      expect(Number.isInteger(rating.ratingValue)).toBe(true);
    }
  });

  it("leaves both out before the first review (a rating of nothing is not a rating)", () => {
    const ld = JSON.parse(
      JSON.stringify(productJsonLd({ ...product, rating: { average: 0, count: 0 } }, [], "es")),
    ) as Ld;
    expect(ld.aggregateRating).toBeUndefined();
    expect(ld.review).toBeUndefined();
    expect(ld.offers).toMatchObject({ "@type": "Offer", priceCurrency: "EUR", price: "8.99" });
  });
});
