import "server-only";
import { keyFromPublicUrl, publicUrl } from "./storage";

// Every stored image has a square WebP thumbnail beside it (lib/media/uploads.ts makes it; the media
// route makes a missing one on first request). Its key and URL are named here, beside the storage they
// address, so that any area can show a thumbnail without depending on the upload pipeline.
const THUMBNAIL_SUFFIX = "-thumb.webp";

export function thumbnailKeyFor(key: string): string {
  return key.replace(/\.webp$/, THUMBNAIL_SUFFIX);
}

export function isThumbnailKey(key: string): boolean {
  return key.endsWith(THUMBNAIL_SUFFIX);
}

/** The image a thumbnail key was made from. */
export function originalKeyFor(thumbnailKey: string): string {
  return thumbnailKey.slice(0, -THUMBNAIL_SUFFIX.length) + ".webp";
}

/** The square thumbnail of a stored image's URL; null for videos and for other URLs. */
export function thumbnailUrlFor(url: string): string | null {
  const key = keyFromPublicUrl(url);
  if (!key || !key.endsWith(".webp") || isThumbnailKey(key)) return null;
  return publicUrl(thumbnailKeyFor(key));
}

/**
 * What a card or a list shows of a stored image: its square thumbnail (THUMBNAIL_SIDE, 480 px); other
 * URLs as they are. A product photo can be 2 048 px wide, and a catalogue page shows 24 of them at
 * about 200 px.
 */
export function cardImageUrl(url: string | null): string | null {
  return url === null ? null : (thumbnailUrlFor(url) ?? url);
}
