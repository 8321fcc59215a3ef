import { isUuid } from "@/lib/validation/uuid";

// The keyset cursor of the price sorts: "{price cents}_{id}". Newest-first lists use the timestamp
// cursor of lib/paging/cursor.ts; a price is no timestamp, so these two lists carry their own key.
export type PriceCursor = { price: number; id: string };

export function encodePriceCursor(cursor: PriceCursor): string {
  return `${cursor.price}_${cursor.id}`;
}

/** From a URL anyone can edit: a malformed cursor reads as the first page. */
export function readPriceCursor(raw: string | null): PriceCursor | null {
  const match = raw ? /^(\d{1,10})_(.+)$/.exec(raw) : null;
  if (!match || !isUuid(match[2]!)) return null;
  const price = Number(match[1]);
  return price <= 2_147_483_647 ? { price, id: match[2]! } : null;
}
