import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { weightedRating } from "@/lib/db/schema";
import { cursorTimestamp, encodeCursor, readCursor } from "@/lib/paging/cursor";
import { afterCursor, createdAtCursor, keysetLimit, keysetPage } from "@/lib/paging/keyset";
import { CATALOGUE_PAGE_SIZE, POPULAR_PRODUCTS, type CatalogueParams } from "./catalogue-params";
import { encodePriceCursor, readPriceCursor } from "./price-cursor";
import { encodeRatingCursor, readRatingCursor } from "./rating-cursor";
import { toProductSummary, type ProductRowBase, type ProductSummary } from "./product-row";
import { isUuid } from "@/lib/validation/uuid";

/** rating: the average of its reviews (0 without any) and their count (decision 046). */
export type ProductCard = ProductSummary & {
  store: { id: string; name: string };
  rating: { average: number; count: number };
};

export type StoreCard = {
  id: string;
  name: string;
  description: string | null;
  address: string;
  email: string | null;
  phone: string | null;
  country: string;
  shippingCountries: string[];
  logoUrl: string | null;
  bannerUrl: string | null;
  isVerified: boolean;
  /** Reviews of the store itself (decision 046). */
  rating: { average: number; count: number };
};

export type ProductDetail = ProductCard & {
  description: string | null;
  images: string[];
  createdAt: string;
  store: StoreCard;
};
export type ListPage<T> = { items: T[]; nextCursor: string | null };

type ProductRow = ProductRowBase & {
  store_id: string;
  store_name: string;
  created_at: string;
  rating_avg: string;
  rating_count: number;
  /** The "best rated" order's weighted rating, numeric as text: the sort's keyset cursor. */
  rating_score: string;
};

type StoreRow = {
  id: string;
  name: string;
  description: string | null;
  address: string;
  email: string | null;
  phone: string | null;
  country: string;
  shipping_countries: string[];
  logo_url: string | null;
  banner_url: string | null;
  is_verified: boolean;
  created_at: string;
  rating_avg: string;
  rating_count: number;
};

// Only active products of active stores whose owner is not banned are ever shown or sold.
const sellable = sql`p.is_active and s.is_active and not owner.is_banned`;

const productScore = weightedRating(sql`p.rating_avg`, sql`p.rating_count`);

const productColumns = sql`p.id, p.name, p.price_cents, p.original_price_cents, p.images[1] as image, p.stock_quantity,
  c.slug as category, s.id as store_id, s.name as store_name, ${cursorTimestamp(sql`p.created_at`)} as created_at,
  p.rating_avg, p.rating_count, ${productScore} as rating_score`;

const productFrom = sql`from products p
  join stores s on s.id = p.store_id
  join users owner on owner.id = s.user_id
  left join product_categories c on c.id = p.category_id`;

function toProductCard(row: ProductRow): ProductCard {
  return {
    ...toProductSummary(row),
    store: { id: row.store_id, name: row.store_name },
    rating: { average: Number(row.rating_avg), count: Number(row.rating_count) },
  };
}

function toStoreCard(row: StoreRow): StoreCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    address: row.address,
    email: row.email,
    phone: row.phone,
    country: row.country,
    shippingCountries: row.shipping_countries,
    logoUrl: row.logo_url,
    bannerUrl: row.banner_url,
    isVerified: row.is_verified,
    rating: { average: Number(row.rating_avg), count: Number(row.rating_count) },
  };
}

/**
 * Typo-tolerant product search, both halves index-backed (db/migrations/0007_market_sql.sql): whole words
 * anywhere in name or description by full text, and a misspelt word of the name by trigram word similarity.
 */
function productMatches(q: string): SQL {
  const folded = sql`patitas_unaccent(lower(${q}))`;
  return sql`(to_tsvector('simple', patitas_unaccent(p.name || ' ' || coalesce(p.description, ''))) @@ plainto_tsquery('simple', ${folded})
    or ${folded} <% patitas_unaccent(lower(p.name)))`;
}

/** The catalogue's product list: search, category and one of four sorts, keyset paged, one round trip. */
export async function listCatalogueProducts(params: Omit<CatalogueParams, "view">): Promise<ListPage<ProductCard>> {
  const filters: SQL[] = [sellable];
  if (params.q) filters.push(productMatches(params.q));
  if (params.category) filters.push(sql`c.slug = ${params.category}`);
  let order: SQL;
  let keyset = sql``;
  if (params.sort === "newest") {
    keyset = afterCursor(readCursor(params.cursor), sql`p.created_at`, sql`p.id`);
    order = sql`p.created_at desc, p.id desc`;
  } else if (params.sort === "rating") {
    // Best rated first by the weighted rating (products_active_weighted_rating_idx); without reviews last.
    const cursor = readRatingCursor(params.cursor);
    if (cursor) filters.push(sql`(${productScore}, p.id) < (${cursor.rating}::numeric, ${cursor.id}::uuid)`);
    order = sql`${productScore} desc, p.id desc`;
  } else {
    const cursor = readPriceCursor(params.cursor);
    const asc = params.sort === "price_asc";
    if (cursor)
      filters.push(
        asc
          ? sql`(p.price_cents, p.id) > (${cursor.price}, ${cursor.id}::uuid)`
          : sql`(p.price_cents, p.id) < (${cursor.price}, ${cursor.id}::uuid)`,
      );
    order = asc ? sql`p.price_cents asc, p.id asc` : sql`p.price_cents desc, p.id desc`;
  }
  const rows = await queryRows<ProductRow>(
    await getDb(),
    sql`select ${productColumns} ${productFrom} where ${sql.join(filters, sql` and `)} ${keyset} order by ${order} ${keysetLimit(CATALOGUE_PAGE_SIZE)}`,
  );
  return keysetPage(rows, CATALOGUE_PAGE_SIZE, toProductCard, (last) =>
    params.sort === "newest"
      ? encodeCursor(createdAtCursor(last))
      : params.sort === "rating"
        ? encodeRatingCursor({ rating: last.rating_score, id: last.id })
        : encodePriceCursor({ price: Number(last.price_cents), id: last.id }),
  );
}

const storeColumns = sql`s.id, s.name, s.description, s.address, s.email, s.phone, s.country, s.shipping_countries,
  s.logo_url, s.banner_url, s.is_verified, ${cursorTimestamp(sql`s.created_at`)} as created_at, s.rating_avg, s.rating_count`;

/** The catalogue's store list: active stores of unbanned owners, newest first, optional name search. */
export async function listCatalogueStores(params: Pick<CatalogueParams, "q" | "cursor">): Promise<ListPage<StoreCard>> {
  const filters: SQL[] = [sql`s.is_active and not owner.is_banned`];
  if (params.q) {
    const folded = sql`patitas_unaccent(lower(${params.q}))`;
    filters.push(
      sql`(${folded} <% patitas_unaccent(lower(s.name)) or patitas_unaccent(lower(s.name)) like '%' || ${folded} || '%')`,
    );
  }
  const keyset = afterCursor(readCursor(params.cursor), sql`s.created_at`, sql`s.id`);
  const rows = await queryRows<StoreRow>(
    await getDb(),
    sql`select ${storeColumns} from stores s join users owner on owner.id = s.user_id
      where ${sql.join(filters, sql` and `)} ${keyset} order by s.created_at desc, s.id desc ${keysetLimit(CATALOGUE_PAGE_SIZE)}`,
  );
  return keysetPage(rows, CATALOGUE_PAGE_SIZE, toStoreCard, (last) => encodeCursor(createdAtCursor(last)));
}

/** The "popular" strip: the most viewed sellable products (products_views_idx). */
export async function listPopularProducts(): Promise<ProductCard[]> {
  const rows = await queryRows<ProductRow>(
    await getDb(),
    // What can be bought now: a sold-out product, however viewed, does not lead the strip (issue 48, item 8).
    sql`select ${productColumns} ${productFrom} where ${sellable} and p.stock_quantity > 0 order by p.view_count desc limit ${POPULAR_PRODUCTS}`,
  );
  return rows.map(toProductCard);
}

/** A product page: the product with its store, or null when it is unknown or not for sale. */
export async function getPublicProduct(id: string): Promise<ProductDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await queryRows<
    ProductRow & { description: string | null; images: string[] } & {
      [K in keyof StoreRow as `store_${K}`]: StoreRow[K];
    }
  >(
    await getDb(),
    sql`select ${productColumns}, p.description, p.images,
        s.description as store_description, s.address as store_address, s.email as store_email, s.phone as store_phone,
        s.country as store_country, s.shipping_countries as store_shipping_countries, s.logo_url as store_logo_url,
        s.banner_url as store_banner_url, s.is_verified as store_is_verified, s.rating_avg as store_rating_avg, s.rating_count as store_rating_count,
        ${cursorTimestamp(sql`s.created_at`)} as store_created_at
      ${productFrom} where p.id = ${id} and ${sellable}`,
  );
  if (!row) return null;
  const card = toProductCard(row);
  return {
    ...card,
    description: row.description,
    images: row.images,
    createdAt: row.created_at,
    store: toStoreCard({
      id: row.store_id,
      name: row.store_name,
      description: row.store_description,
      address: row.store_address,
      email: row.store_email,
      phone: row.store_phone,
      country: row.store_country,
      shipping_countries: row.store_shipping_countries,
      logo_url: row.store_logo_url,
      banner_url: row.store_banner_url,
      is_verified: row.store_is_verified,
      created_at: row.store_created_at,
      rating_avg: row.store_rating_avg,
      rating_count: row.store_rating_count,
    }),
  };
}

/** A store page's header: the store, or null when it is unknown, inactive or its owner banned. */
export async function getPublicStore(id: string): Promise<StoreCard | null> {
  if (!isUuid(id)) return null;
  const [row] = await queryRows<StoreRow>(
    await getDb(),
    sql`select ${storeColumns} from stores s join users owner on owner.id = s.user_id where s.id = ${id} and s.is_active and not owner.is_banned`,
  );
  return row ? toStoreCard(row) : null;
}

/**
 * What a store's products are rated, together (issue 48, item 9): the store's own rating counts only
 * reviews of the store, so its page names both. Weighted by each product's review count, over the
 * products on sale (products_store_created_idx narrows to the store).
 */
export async function getStoreProductsRating(storeId: string): Promise<{ average: number; count: number }> {
  if (!isUuid(storeId)) return { average: 0, count: 0 };
  const [row] = await queryRows<{ average: string | null; count: number }>(
    await getDb(),
    sql`select sum(p.rating_avg * p.rating_count) / nullif(sum(p.rating_count), 0) as average, coalesce(sum(p.rating_count), 0)::int as count
        from products p join stores s on s.id = p.store_id join users owner on owner.id = s.user_id
        where p.store_id = ${storeId} and ${sellable} and p.rating_count > 0`,
  );
  return { average: Number(row?.average ?? 0), count: Number(row?.count ?? 0) };
}

/** A store page's products, newest first (products_store_created_idx), keyset paged. */
export async function listStoreProducts(storeId: string, rawCursor: string | null): Promise<ListPage<ProductCard>> {
  const cursor = readCursor(rawCursor);
  const after = afterCursor(cursor, sql`p.created_at`, sql`p.id`);
  const rows = await queryRows<ProductRow>(
    await getDb(),
    sql`select ${productColumns} ${productFrom} where p.store_id = ${storeId} and ${sellable} ${after}
      order by p.created_at desc, p.id desc ${keysetLimit(CATALOGUE_PAGE_SIZE)}`,
  );
  return keysetPage(rows, CATALOGUE_PAGE_SIZE, toProductCard, (last) => encodeCursor(createdAtCursor(last)));
}

/** The signed-in viewer's country, for the ships-to-your-country badge of store cards. */
export async function getViewerCountry(userId: string): Promise<string | null> {
  const [row] = await queryRows<{ country: string | null }>(
    await getDb(),
    sql`select country from users where id = ${userId}`,
  );
  return row?.country ?? null;
}

/**
 * The user's favourite products (issue 26), newest favourite first, keyset paged on
 * favourite_products(user_id, created_at desc, product_id desc) by a cursor from the page's URL. Only
 * products on sale now: a deactivated product, a closed store or a banned seller's are left out.
 */
export async function listFavouriteProducts(userId: string, cursor: string | null): Promise<ListPage<ProductCard>> {
  const keyset = afterCursor(readCursor(cursor), sql`f.created_at`, sql`f.product_id`);
  const rows = await queryRows<ProductRow & { saved_at: string }>(
    await getDb(),
    sql`select ${productColumns}, ${cursorTimestamp(sql`f.created_at`)} as saved_at
      ${productFrom}
      join favourite_products f on f.product_id = p.id
      where f.user_id = ${userId} and ${sellable} ${keyset}
      order by f.created_at desc, f.product_id desc ${keysetLimit(CATALOGUE_PAGE_SIZE)}`,
  );
  return keysetPage(rows, CATALOGUE_PAGE_SIZE, toProductCard, (last) =>
    encodeCursor({ at: last.saved_at, id: last.id }),
  );
}

/**
 * The cards of these products that are for sale, in the order given (a care guide's "Shop the guide",
 * decision 045): one round trip; unknown and unsellable ids are left out.
 */
export async function listProductCardsByIds(ids: readonly string[]): Promise<ProductCard[]> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  const list = sql.join(
    wanted.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<ProductRow>(
    await getDb(),
    sql`select ${productColumns} ${productFrom} where p.id in (${list}) and ${sellable}
      order by array_position(array[${list}], p.id)`,
  );
  return rows.map(toProductCard);
}
