// The visitor's theme choice on the page as served (docs/decisions/031-dark-mode.md): the `theme` cookie
// (`light` or `dark`; absent: follow the system) becomes `data-theme` on the <html> start tag, so the
// first paint already has the right colours. Written here, on the way out, not by the React layout:
// cached pages (decision 009) and the /home shell (decision 029) are rendered once for every visitor,
// and a layout reading the cookie would make every page dynamic or split the cache by theme. This layer
// sits outside the page cache, so the stored copy never carries anyone's choice.
import type { ServerResponse } from "node:http";
import { preparedScriptHashes } from "./prepared-body";
import { cookieValues } from "./public-pages";
import { tapResponse, type RequestHandler } from "./response-tap";
import { createTagAttributeInjector, type ChunkRewriter } from "./tag-attribute";

export const THEME_COOKIE = "theme";
type Theme = "light" | "dark";
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

const isHtml = (res: ServerResponse): boolean => /^text\/html/i.test(String(res.getHeader("content-type") ?? ""));

/** Wraps a request handler: its HTML responses get the visitor's theme on their <html> tag. */
export function withHtmlTheme<Result>(handler: RequestHandler<Result>): RequestHandler<Result> {
  return function themed(req, res) {
    const theme = themeFromCookie(req.headers.cookie);
    if (theme) {
      tapResponse(res, () => {
        // A page replayed from the page cache was themed with its variant already (decision 039).
        if (!isHtml(res) || preparedScriptHashes(res) !== undefined) return null;
        // The body grows by the attribute: its length is only known at the end.
        res.removeHeader("content-length");
        const injector = createHtmlThemeInjector(theme);
        return { transform: (chunk) => injector.push(chunk), finish: () => injector.end() };
      });
    }
    return handler(req, res);
  };
}
