// The visitor's theme choice on the page as served (docs/decisions/031-dark-mode.md): the `theme` cookie
// (`light` or `dark`; absent: follow the system) becomes `data-theme` on the <html> start tag, so the
// first paint already has the right colours. Written on the way out, by the finishing step
// (finishing.ts), not by the React layout: cached pages (decision 009) and the /home shell (decision 029)
// are rendered once for every visitor, and a layout reading the cookie would make every page dynamic or
// split the cache by theme. The stored copy never carries anyone's choice: its themed variants are made
// from it by the same finishing step.
import { cookieValues } from "./public-pages";
import { createTagAttributeInjector, type ChunkRewriter } from "./tag-attribute";

export const THEME_COOKIE = "theme";
export type Theme = "light" | "dark";
const THEMES: ReadonlySet<string> = new Set<Theme>(["light", "dark"]);
const isTheme = (value: string | undefined): value is Theme => value !== undefined && THEMES.has(value);

/** The chosen theme from a Cookie header: "light", "dark", or null (system) for anything else. */
export function themeFromCookie(cookieHeader: string | string[] | undefined): Theme | null {
  const [value] = cookieValues(Array.isArray(cookieHeader) ? cookieHeader.join("; ") : cookieHeader, THEME_COOKIE);
  return isTheme(value) ? value : null;
}

/** A rewriter for one response that writes data-theme on the first <html> tag only. */
export function createHtmlThemeInjector(theme: string): ChunkRewriter {
  if (!isTheme(theme)) throw new Error(`Unknown theme ${theme}`);
  return createTagAttributeInjector({ tagNames: ["html"], attribute: ` data-theme="${theme}"`, once: true });
}
