"use client";

import { lazyPart } from "@/components/ui/lazy-part";

// The viewer's parts of a shell page's frame (decisions 029, 032), each its own chunk: the public pages'
// layout imports them for its signed-in visitors, and guests of the same pages do not download them.
export const LazyShellBadge = lazyPart(() => import("./shell-viewer").then((module) => module.ShellBadge));
// The cart holds its place (the header's icons are right-aligned: a late cart would move those before it).
export const LazyShellCartButton = lazyPart(
  () => import("./shell-viewer").then((module) => module.ShellCartButton),
  <span aria-hidden className="h-10 w-10" />,
);
/** Asks for the page's viewer layer (GET /api/viewer) once the page has loaded. */
export const LazyViewerLayerRequest = lazyPart(() =>
  import("./viewer-layer-request").then((module) => module.ViewerLayerRequest),
);
