/**
 * The request header by which the front door marks a shell render (decisions 029, 032): it removed the
 * visitor's cookies, and removes any copy of this header a client sent. The front door spells it in
 * scripts/front-door/public-pages.mjs (plain JavaScript, outside the app's modules).
 */
export const SHELL_RENDER_HEADER = "x-patitas-shell";
