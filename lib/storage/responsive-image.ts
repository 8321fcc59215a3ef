// The phone copy of a stored image, named from its URL alone, so that cards drawn in the browser (/home's
// feed) offer it as well as the server's. Every stored image has one (lib/storage/thumbnails.ts names its
// key, lib/media/uploads.ts makes it, the media route makes a missing one), and every image URL in the
// database is a stored one: actions attach only the caller's own uploads (assertOwnedMedia), and the
// demo seed writes its pictures into storage too.

/**
 * Wide enough for a phone's full-width picture at 2× (up to 414 CSS px; a browser takes the smallest
 * candidate at least as wide as it needs, so 720 would lose every 390 px phone at 2×) and for the desktop
 * feed's 576 px column at 1×; the stored original (up to 2 048 px, MAX_IMAGE_SIDE) serves 3× screens and
 * the rest.
 */
export const PHONE_WIDTH = 828;
export const PHONE_SUFFIX = `-w${PHONE_WIDTH}.webp`;
export const THUMBNAIL_SUFFIX = "-thumb.webp";

/**
 * What an `<img>` showing a stored image large needs: its URL and, for a stored WebP, a srcset offering the
 * phone copy, so a phone fetches 828 px instead of up to 2 048. Videos, copies and data URLs come back
 * as they are. Pair it with a `sizes` saying how wide the picture is shown.
 */
export function responsiveImage(url: string): { src: string; srcSet?: string } {
  if (!url.endsWith(".webp") || url.endsWith(THUMBNAIL_SUFFIX) || url.endsWith(PHONE_SUFFIX) || url.startsWith("data:"))
    return { src: url };
  const phone = url.slice(0, -".webp".length) + PHONE_SUFFIX;
  return { src: url, srcSet: `${phone} ${PHONE_WIDTH}w, ${url} 2048w` };
}
