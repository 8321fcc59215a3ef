/** @no-database — the Article rich result of a guide page, checked against schema.org's Article. */
import { guideArticleJsonLd } from "./json-ld";
import type { GuidePage } from "./queries";

// What schema.org's Article (a CreativeWork) defines for these properties, and what Google's Article
// rich result reads: https://schema.org/Article, https://developers.google.com/search/docs/appearance/structured-data/article
const expectedTypes: Record<string, (value: unknown) => boolean> = {
  headline: (value) => typeof value === "string" && value.length > 0 && value.length <= 110,
  image: (value) =>
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((url) => typeof url === "string" && /^https?:\/\//.test(url)),
  datePublished: (value) => typeof value === "string" && !Number.isNaN(Date.parse(value)) && /T.*Z$/.test(value),
  dateModified: (value) => typeof value === "string" && !Number.isNaN(Date.parse(value)) && /T.*Z$/.test(value),
  author: (value) =>
    typeof value === "object" &&
    value !== null &&
    ["Person", "Organization"].includes((value as { "@type": string })["@type"]) &&
    typeof (value as { name: unknown }).name === "string",
  inLanguage: (value) => typeof value === "string" && /^[a-z]{2}(-[A-Z]{2})?$/.test(value),
};
// Every property the object carries must be one schema.org defines on Article (or its parents).
const articleProperties = new Set([
  "@context",
  "@type",
  "headline",
  "description",
  "image",
  "datePublished",
  "dateModified",
  "author",
  "publisher",
  "inLanguage",
  "mainEntityOfPage",
  "timeRequired",
  "articleSection",
]);

const guide: GuidePage = {
  id: "0a4f5b5e-1111-4222-8333-944455556666",
  slug: "como-alimentar-a-tu-perro",
  title: "Cómo alimentar a tu perro adulto",
  excerpt: "Una buena alimentación es la base de la salud de tu perro.",
  coverUrl: "/api/media/0a4f5b5e-1111-4222-8333-944455556666/guides/1700000000000-abcd.webp",
  language: "es",
  species: "dog",
  topic: "feeding",
  readingMinutes: 4,
  publishedAt: "2026-10-01T09:30:00.123456Z",
  body: "…",
  updatedAt: "2026-11-02T10:00:00.000Z",
  authorName: "Marta Ruiz",
  translations: [{ language: "es", slug: "como-alimentar-a-tu-perro" }],
  productIds: [],
};
const labels = { siteName: "Patitas", topicName: "Alimentación", fallbackImage: "/opengraph-image.png" };

describe("guideArticleJsonLd", () => {
  it("is a schema.org Article with the expected properties, each of the expected type", () => {
    const data = guideArticleJsonLd(guide, labels);
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Article");
    for (const [property, valid] of Object.entries(expectedTypes)) {
      expect([property, valid((data as Record<string, unknown>)[property])]).toEqual([property, true]);
    }
    expect(Object.keys(data).filter((key) => !articleProperties.has(key))).toEqual([]);
  });

  it("says what the page says: title, cover, dates, author, language, its own address", () => {
    const data = guideArticleJsonLd(guide, labels);
    expect(data).toMatchObject({
      headline: guide.title,
      datePublished: "2026-10-01T09:30:00.123Z",
      dateModified: "2026-11-02T10:00:00.000Z",
      author: { "@type": "Person", name: "Marta Ruiz" },
      inLanguage: "es",
      timeRequired: "PT4M",
      articleSection: "Alimentación",
    });
    expect(data.image[0]).toMatch(/^https?:\/\/[^/]+\/api\/media\/.+\/guides\/1700000000000-abcd\.webp$/);
    expect(data.mainEntityOfPage["@id"]).toMatch(/\/guides\/como-alimentar-a-tu-perro$/);
  });

  it("an English guide's address has its prefix; a guide without author or cover is the site's, with the site's picture; long titles are cut", () => {
    const data = guideArticleJsonLd(
      { ...guide, language: "en", slug: "feeding", authorName: null, coverUrl: null, title: "x".repeat(140) },
      labels,
    );
    expect(data.mainEntityOfPage["@id"]).toMatch(/\/en\/guides\/feeding$/);
    expect(data.author).toMatchObject({ "@type": "Organization", name: "Patitas" });
    expect(data.image[0]).toMatch(/\/opengraph-image\.png$/);
    expect(data.headline).toHaveLength(110);
  });
});
