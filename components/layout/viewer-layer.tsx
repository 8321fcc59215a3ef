"use client";

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { ViewerLayer } from "@/lib/posts/viewer-layer";
import { ShellViewerContext, type ShellViewer } from "./shell-viewer";

/**
 * The per-viewer layer of a cached public page (decision 032), for the page it was asked for: `path` is
 * the page's pathname, so a list that mounts later on another page (a client navigation renders that
 * page for its viewer on the server) does not take this page's answer for its own.
 */
export type ViewerLayerState = { status: "loading" } | { status: "guest" } | { status: "ready"; layer: ViewerLayer; path: string };

// null: not a shell page (the page was rendered for its viewer, or for a guest).
const ViewerLayerContext = createContext<ViewerLayerState | null>(null);

export function useViewerLayer(): ViewerLayerState | null {
  return useContext(ViewerLayerContext);
}

/** The ids the page shows, read from the server-rendered cards (`data-post-id`, `data-author`). */
function idsOnPage(): { posts: string[]; users: string[] } {
  const posts = new Set<string>();
  const users = new Set<string>();
  for (const card of document.querySelectorAll<HTMLElement>("[data-post-id]")) {
    if (card.dataset.postId) posts.add(card.dataset.postId);
    if (card.dataset.author) users.add(card.dataset.author);
  }
  return { posts: [...posts], users: [...users] };
}

/**
 * Asks `GET /api/viewer` once, after the page has hydrated, for what the page shows differently to this
 * viewer (header counts, liked-by-me, blocked people), and hands it to the header's parts and the card
 * lists. A refused session (expired, banned, no username yet) leaves the page as a guest sees it.
 */
export function ViewerLayerProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ViewerLayerState>({ status: "loading" });

  useEffect(() => {
    let live = true;
    const path = window.location.pathname;
    const { posts, users } = idsOnPage();
    const query = new URLSearchParams({ posts: posts.join(","), users: users.join(",") });
    void fetch(`/api/viewer?${query}`, { cache: "no-store", credentials: "same-origin" })
      .then(async (response) => (response.ok ? ((await response.json()) as ViewerLayer) : null))
      .catch(() => null)
      .then((layer) => {
        if (live) setState(layer ? { status: "ready", layer, path } : { status: "guest" });
      });
    return () => {
      live = false;
    };
  }, []);

  const layer = state.status === "ready" ? state.layer : null;
  const shellViewer: ShellViewer = useMemo(() => (layer ? { id: layer.viewer.id, badges: layer.badges, cartUnits: layer.cartUnits } : null), [layer]);
  return (
    <ViewerLayerContext.Provider value={state}>
      <ShellViewerContext.Provider value={shellViewer}>{children}</ShellViewerContext.Provider>
    </ViewerLayerContext.Provider>
  );
}
