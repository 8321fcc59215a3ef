/** The dialogs of a post card's "…" menu: delete, edit and report (components/posts/post-menu.tsx). */
const POST_MENU_NAMESPACES = ["posts.delete", "posts.edit", "posts.report"] as const;
/** The post editor's refusals are the composer's, which only /home ships whole. */
const POST_EDITOR_NAMESPACES = ["posts.errors"] as const;
/** The feed's lists leave these out (components/posts/feed-intl-provider.tsx): their menu fetches them. */
export const POST_MENU_OMITTED = POST_MENU_NAMESPACES.map((path) => `!${path}` as const);

/**
 * Messages a client part fetches when it first opens, instead of every page carrying them in its RSC
 * payload (decision 075): the cart's sheet and checkout form (3.9 kB in Spanish) open on a click, while
 * the button that opens them is on every page; a card's menu dialogs (1.4 kB) open on a click, while a
 * page shows ten cards. Safe in the browser: it only names the parts and their address. The route:
 * app/api/messages/[locale]/[part]/route.ts.
 */
export const MESSAGE_PARTS = {
  "cart-sheet": ["cart", "purchase"],
  // The post editor borrows the composer's counter, mention list and refusals, which only /home ships whole.
  "post-menu": [
    ...POST_MENU_NAMESPACES,
    ...POST_EDITOR_NAMESPACES,
    "feed.compose.mentionSuggestions",
    "feed.compose.characters",
  ],
} as const satisfies Record<string, readonly string[]>;

/** What the cart's button says before its sheet opens: all of "cart" the header ships (components/layout/site-header.tsx). */
export const CART_BUTTON_MESSAGES = ["cart.open", "cart.itemsCount", "cart.errors.load"] as const;

export type MessagePart = keyof typeof MESSAGE_PARTS;

/**
 * The catalogues' hash, written in as a literal at build time (next.config.ts): an address that changes
 * whenever a message does, so a browser may keep what it fetched for good. "dev" outside a build.
 */
export const MESSAGES_VERSION = process.env.MESSAGES_VERSION ?? "dev";

export function messagePartUrl(locale: string, part: MessagePart): string {
  return `/api/messages/${locale}/${part}?v=${MESSAGES_VERSION}`;
}
