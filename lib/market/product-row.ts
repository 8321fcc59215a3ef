import { cardImageUrl } from "@/lib/storage/thumbnails";
import type { CategorySlug } from "./catalogue-params";

/** The columns every product read selects (`p.images[1] as image`, `c.slug as category`), as the driver returns them. */
export type ProductRowBase = {
  id: string;
  name: string;
  price_cents: number;
  original_price_cents: number | null;
  image: string | null;
  stock_quantity: number;
  category: CategorySlug | null;
};

/** What the catalogue's card and the seller's list both show of a product; `image` is the first photo's thumbnail. */
export type ProductSummary = {
  id: string;
  name: string;
  priceCents: number;
  originalPriceCents: number | null;
  image: string | null;
  stock: number;
  category: CategorySlug | null;
};

/** A product row as its summary; counts may arrive as strings (bigint, numeric), so they are made numbers here. */
export function toProductSummary(row: ProductRowBase): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    priceCents: Number(row.price_cents),
    originalPriceCents: row.original_price_cents === null ? null : Number(row.original_price_cents),
    image: cardImageUrl(row.image),
    stock: Number(row.stock_quantity),
    category: row.category,
  };
}
