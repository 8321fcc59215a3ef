// What the catalogue's URL may ask for. Anyone can edit a URL: whatever is not understood reads as the
// default (first page, newest, every category) instead of an error page.
export const PRODUCT_SORTS = ["newest", "price_asc", "price_desc", "rating"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const CATEGORY_SLUGS = ["food", "toys", "accessories", "healthcare", "clothing"] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];
export const CATALOGUE_PAGE_SIZE = 24;
export const POPULAR_PRODUCTS = 5;
const MAX_QUERY = 100;

export type CatalogueParams = {
  view: "products" | "stores";
  q: string;
  category: CategorySlug | null;
  sort: ProductSort;
  cursor: string | null;
};

type Raw = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

export function readCatalogueParams(raw: Raw): CatalogueParams {
  const category = one(raw.category);
  const sort = one(raw.sort);
  return {
    view: one(raw.view) === "stores" ? "stores" : "products",
    // NUL and control characters never reach SQL; long queries are cut, not refused.
    q: one(raw.q)
      .replace(/[\u0000-\u001f]/g, " ")
      .trim()
      .slice(0, MAX_QUERY),
    category: (CATEGORY_SLUGS as readonly string[]).includes(category) ? (category as CategorySlug) : null,
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as ProductSort) : "newest",
    cursor: one(raw.cursor) || null,
  };
}

/** The catalogue URL for these params (only what differs from the defaults). */
export function catalogueHref(params: Partial<CatalogueParams>): string {
  const search = new URLSearchParams();
  if (params.view === "stores") search.set("view", "stores");
  if (params.q) search.set("q", params.q);
  if (params.category) search.set("category", params.category);
  if (params.sort && params.sort !== "newest") search.set("sort", params.sort);
  if (params.cursor) search.set("cursor", params.cursor);
  const query = search.toString();
  return query ? `/marketplace?${query}` : "/marketplace";
}
