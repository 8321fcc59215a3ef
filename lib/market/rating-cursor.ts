import { isUuid } from "@/lib/validation/uuid";

// The keyset cursor of the "best rated" sort: "{score}_{id}", the weighted rating as the database gives
// it (numeric rounded to 4 places, e.g. "3.9000"), so the next page starts exactly after the last row
// without a float in between.
export type RatingCursor = { rating: string; id: string };

export function encodeRatingCursor(cursor: RatingCursor): string {
  return `${cursor.rating}_${cursor.id}`;
}

/** From a URL anyone can edit: a malformed cursor reads as the first page. */
export function readRatingCursor(raw: string | null): RatingCursor | null {
  const match = raw ? /^([0-5](?:\.\d{1,4})?)_(.+)$/.exec(raw) : null;
  if (!match || !isUuid(match[2]!) || Number(match[1]) > 5) return null;
  return { rating: match[1]!, id: match[2]! };
}
