import { useSyncExternalStore } from "react";
import type { Badges } from "@/lib/messages/queries";
import type { ViewerLayer } from "@/lib/views/viewer-layer";

// What a shell page (decisions 029, 032) learns of its viewer after it has loaded, in one small store of
// the browser's document: the parts that read it (header badges, the cards' controller, a profile's
// actions) need no provider around them, so the code that asks for it can load as a chunk of its own
// (shell-parts.tsx) instead of with every public page.

/** What the header shows of the viewer: null until it arrives, and for a visitor whose session was refused. */
export type ShellViewer = { id: string; badges: Badges; cartUnits: number } | null;

/**
 * A public page's layer (GET /api/viewer), for the page it was asked for: `path` is that page's pathname,
 * so a list that mounts later on another page (a client navigation renders that page for its viewer on
 * the server) does not take this page's answer for its own. "idle": nothing asked (not a shell page).
 */
export type ViewerLayerState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "guest" }
  | { status: "ready"; layer: ViewerLayer; path: string };

const idle: ViewerLayerState = { status: "idle" };
let layerState: ViewerLayerState = idle;
let shellViewer: ShellViewer = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function changed() {
  for (const listener of listeners) listener();
}

export function publishLayer(state: ViewerLayerState) {
  layerState = state;
  if (state.status === "ready")
    shellViewer = { id: state.layer.viewer.id, badges: state.layer.badges, cartUnits: state.layer.cartUnits };
  changed();
}

export function publishShellViewer(viewer: ShellViewer) {
  shellViewer = viewer;
  changed();
}

// The server and the first (hydrating) render know nothing of the viewer.
export function useViewerLayer(): ViewerLayerState {
  return useSyncExternalStore(
    subscribe,
    () => layerState,
    () => idle,
  );
}

/** The layer once it has arrived for the page on screen; else null. */
export function useReadyLayer(): ViewerLayer | null {
  const state = useViewerLayer();
  return state.status === "ready" && state.path === window.location.pathname ? state.layer : null;
}

export function useShellViewer(): ShellViewer {
  return useSyncExternalStore(
    subscribe,
    () => shellViewer,
    () => null,
  );
}
