// The phone and avatar copies of a stored image, named from its URL alone, so that cards drawn in the
// browser (/home's feed) offer them as well as the server's. Every stored image has them
// (lib/storage/thumbnails.ts names their keys, lib/media/uploads.ts makes them, the media route makes a
// missing one), and every image URL in the database is a stored one: actions attach only the caller's own
// uploads (assertOwnedMedia), and the demo seed writes its pictures into storage too.

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
 * A profile picture's square copy: the largest avatar drawn is 96 CSS px (a profile's header), so 192 px
 * serves it at 2×. A feed draws an avatar on every card; a phone's upload is stored at up to 2 048 px.
 */
export const AVATAR_SIDE = 192;
export const AVATAR_SUFFIX = `-a${AVATAR_SIDE}.webp`;

/** Whether a URL names a stored WebP original (not a copy, a video or a data URL): the one a copy is made from. */
function isStoredOriginal(url: string): boolean {
  return (
    url.endsWith(".webp") &&
    !url.startsWith("data:") &&
    ![THUMBNAIL_SUFFIX, PHONE_SUFFIX, AVATAR_SUFFIX].some((suffix) => url.endsWith(suffix))
  );
}

/** What an avatar shows of a stored picture: its AVATAR_SIDE copy; any other URL as it is. */
export function avatarSrc(url: string): string {
  return isStoredOriginal(url) ? url.slice(0, -".webp".length) + AVATAR_SUFFIX : url;
}

/**
 * What an `<img>` showing a stored image large needs: its URL and, for a stored WebP, a srcset offering the
 * phone copy, so a phone fetches 828 px instead of up to 2 048. Videos, copies and data URLs come back
 * as they are. Pair it with a `sizes` saying how wide the picture is shown.
 */
export function responsiveImage(url: string): { src: string; srcSet?: string } {
  if (!isStoredOriginal(url)) return { src: url };
  const phone = url.slice(0, -".webp".length) + PHONE_SUFFIX;
  return { src: url, srcSet: `${phone} ${PHONE_WIDTH}w, ${url} 2048w` };
}
