"use client";

import { lazyPart } from "@/components/ui/lazy-part";

// Only signed-in headers show badges: their realtime code is fetched with them, as its own chunk, instead
// of sitting in the header's chunk among every public page's first scripts. The server renders the badge
// (the HTML has the count); the browser hydrates it once the chunk arrives.
export const LazyLiveBadge = lazyPart(() =>
  import("@/components/messages/live-badge").then((module) => module.LiveBadge),
);
