import "server-only";
import { keyFromPublicUrl, publicUrl } from "./storage";
import { AVATAR_SUFFIX, PHONE_SUFFIX, THUMBNAIL_SUFFIX } from "./responsive-image";

// Every stored image has smaller WebP copies beside it (lib/media/uploads.ts makes them; the media route
// makes a missing one on first request): a square thumbnail for grids, a copy at a phone's width for the
// large pictures (post cards, galleries, covers), which a browser picks from a srcset
// (lib/storage/responsive-image.ts), and a small square for avatars (made at upload for profile pictures).
// Their keys and URLs are named here, beside the storage they address, so that any area can show them
// without depending on the upload pipeline.

export type DerivedImage = "thumbnail" | "phone" | "avatar";
const suffixes: Record<DerivedImage, string> = {
  thumbnail: THUMBNAIL_SUFFIX,
  phone: PHONE_SUFFIX,
  avatar: AVATAR_SUFFIX,
};
const derivedKinds = Object.keys(suffixes) as DerivedImage[];

export function derivedKeyFor(key: string, kind: DerivedImage): string {
  return key.replace(/\.webp$/, suffixes[kind]);
}

/** Which copy a key names, or null for an original (or anything else). */
export function derivedKindOf(key: string): DerivedImage | null {
  return derivedKinds.find((kind) => key.endsWith(suffixes[kind])) ?? null;
}

/** A thumbnail's or a phone copy's key: neither may be attached to anything, nor copied again. */
export function isDerivedKey(key: string): boolean {
  return derivedKindOf(key) !== null;
}

/** The image a derived key was made from; the key itself for an original. */
export function originalKeyFor(key: string): string {
  const kind = derivedKindOf(key);
  return kind ? key.slice(0, -suffixes[kind].length) + ".webp" : key;
}

/** The copies a stored object has (to delete with it): none for videos and derived keys. */
export function derivedKeysOf(key: string): string[] {
  if (!key.endsWith(".webp") || isDerivedKey(key)) return [];
  return derivedKinds.map((kind) => derivedKeyFor(key, kind));
}

function derivedUrlFor(url: string, kind: DerivedImage): string | null {
  const key = keyFromPublicUrl(url);
  if (!key || !key.endsWith(".webp") || isDerivedKey(key)) return null;
  return publicUrl(derivedKeyFor(key, kind));
}

/** The square thumbnail of a stored image's URL; null for videos and for other URLs. */
export function thumbnailUrlFor(url: string): string | null {
  return derivedUrlFor(url, "thumbnail");
}

/**
 * What a card or a list shows of a stored image: its square thumbnail (THUMBNAIL_SIDE, 480 px); other
 * URLs as they are. A product photo can be 2 048 px wide, and a catalogue page shows 24 of them at
 * about 200 px.
 */
export function cardImageUrl(url: string): string;
export function cardImageUrl(url: string | null): string | null;
export function cardImageUrl(url: string | null): string | null {
  return url === null ? null : (thumbnailUrlFor(url) ?? url);
}
