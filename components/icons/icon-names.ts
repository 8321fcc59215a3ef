/**
 * The icons of the sprite served at /icons.svg (decision 008). Lucide's names; adding one here and in
 * `sprite.ts` is all it takes. Client-safe: only strings.
 */
export const ICON_NAMES = [
  "arrow-left",
  "bell",
  "bird",
  "book-open",
  "camera",
  "cat",
  "check",
  "compass",
  "credit-card",
  "dog",
  "ellipsis",
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
  "minus",
  "package",
  "paw-print",
  "plus",
  "rabbit",
  "search",
  "send-horizontal",
  "shopping-bag",
  "shopping-cart",
  "sparkles",
  "store",
  "trash",
  "trending-up",
  "turtle",
  "user-round",
  "users",
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
