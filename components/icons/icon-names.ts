/**
 * The icons of the sprite served at /icons.svg (decision 008). Lucide's names; adding one here and in
 * `sprite.ts` is all it takes. Client-safe: only strings.
 */
export const ICON_NAMES = [
  "arrow-left",
  "at-sign",
  "badge-check",
  "ban",
  "bell",
  "bird",
  "book-open",
  "bookmark",
  "calendar-days",
  "camera",
  "cat",
  "chart-column",
  "check",
  "check-check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "circle-check",
  "compass",
  "credit-card",
  "dog",
  "ellipsis",
  "eye",
  "eye-off",
  "fish",
  "flag",
  "grid-3x3",
  "hash",
  "heart",
  "heart-off",
  "house",
  "image",
  "image-plus",
  "info",
  "languages",
  "laptop",
  "layout-dashboard",
  "link-2",
  "loader-circle",
  "locate-fixed",
  "log-out",
  "mail-exclamation-point",
  "map-pin",
  "mars",
  "menu",
  "message-circle",
  "messages-square",
  "minus",
  "moon",
  "package",
  "paw-print",
  "pencil",
  "phone",
  "printer",
  "play",
  "plus",
  "rabbit",
  "rotate-cw",
  "scroll-text",
  "search",
  "send",
  "send-horizontal",
  "settings",
  "share-2",
  "shield-ban",
  "shopping-bag",
  "shopping-cart",
  "sliders-horizontal",
  "smartphone",
  "sparkles",
  "star",
  "store",
  "sun",
  "tag",
  "trash",
  "trending-up",
  "truck",
  "turtle",
  "undo-2",
  "user-plus",
  "user-round",
  "users",
  "venus",
  "wallet",
  "wifi-off",
  "x",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * Part of the sprite's URL, so a browser that cached it "immutable" fetches it again when the set changes.
 * FNV-1a of the names: computed, never bumped by hand. A lucide upgrade that redraws an icon keeps the
 * old drawing until the next change of the set — harmless.
 */
export function spriteVersionOf(names: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of names.join(",")) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

// next.config.ts computes it at build time and the build writes it in as a literal, so the browser does
// not download the list of names (~0.7 kB gzip on every page) to hash it; Jest and scripts compute it here.
export const SPRITE_VERSION = process.env.SPRITE_VERSION ?? spriteVersionOf(ICON_NAMES);

export const SPRITE_URL = `/icons.svg?v=${SPRITE_VERSION}`;
