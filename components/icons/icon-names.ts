/**
 * The icons of the sprite served at /icons.svg (decision 008). Lucide's names; adding one here and in
 * `sprite.ts` is all it takes. Client-safe: only strings.
 */
export const ICON_NAMES = [
  "arrow-left",
  "badge-check",
  "bell",
  "bird",
  "book-open",
  "camera",
  "cat",
  "chart-column",
  "chevron-left",
  "chevron-right",
  "circle-check",
  "check",
  "compass",
  "credit-card",
  "dog",
  "ellipsis",
  "eye",
  "eye-off",
  "fish",
  "flag",
  "hash",
  "heart",
  "house",
  "image-plus",
  "languages",
  "link-2",
  "loader-circle",
  "log-out",
  "map-pin",
  "message-circle",
  "package",
  "paw-print",
  "pencil",
  "minus",
  "plus",
  "rabbit",
  "search",
  "send-horizontal",
  "settings",
  "shopping-bag",
  "shopping-cart",
  "sparkles",
  "store",
  "trash",
  "trending-up",
  "truck",
  "turtle",
  "user-round",
  "users",
  "wallet",
  "x",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * Part of the sprite's URL, so a browser that cached it "immutable" fetches it again when the set changes.
 * FNV-1a of the names: computed, never bumped by hand. A lucide upgrade that redraws an icon keeps the
 * old drawing until the next change of the set — harmless.
 */
export const SPRITE_VERSION = (() => {
  let hash = 0x811c9dc5;
  for (const char of ICON_NAMES.join(",")) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
})();

export const SPRITE_URL = `/icons.svg?v=${SPRITE_VERSION}`;
