"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type { LiveBadge as Badge } from "@/components/chat/live-badge";

// Only signed-in headers show badges: their realtime code is fetched with them, as its own chunk, instead
// of sitting in the header's chunk among every public page's first scripts. The server renders the badge
// (the HTML has the count); the browser hydrates it once the chunk arrives.
const LiveBadge = lazy(() => import("@/components/chat/live-badge").then((module) => ({ default: module.LiveBadge })));

export function LazyLiveBadge(props: ComponentProps<typeof Badge>) {
  return (
    <Suspense fallback={null}>
      <LiveBadge {...props} />
    </Suspense>
  );
}
