import { preload } from "react-dom";

// Shared by the page (server) and HomeViewProvider (browser): the preload and the fetch must name the
// same address, or the browser asks twice.

/** The wide layout's third column (suggestions) shows from 1024 px up, like Tailwind's `lg`. */
export const WIDE = "(min-width: 1024px)";

/** GET /api/home's address for a mode and a window width. */
export function homeViewUrl(mode: "all" | "following", wide: boolean): string {
  return `/api/home?${new URLSearchParams({ mode, wide: wide ? "1" : "0" })}`;
}

/**
 * Asks for the viewer's part from the document's head, while the scripts still load (decision 029): one
 * preload per layout, each for the windows its media query matches, so a browser fetches exactly the one
 * HomeViewProvider will ask for. `crossOrigin: "anonymous"` is fetch()'s same-origin credentials mode.
 */
export function preloadHomeView(mode: "all" | "following") {
  preload(homeViewUrl(mode, false), { as: "fetch", crossOrigin: "anonymous", media: `not all and ${WIDE}` });
  preload(homeViewUrl(mode, true), { as: "fetch", crossOrigin: "anonymous", media: WIDE });
}
