"use client";

import { lazyPart } from "@/components/ui/lazy-part";

// Only signed-in readers get the search box: its code is fetched with it, as its own chunk, instead of
// sitting among a public hashtag page's first scripts. The server renders the box; it hydrates once the
// chunk arrives. The fallback has the box's own size and look, for a client render that waits for it.
export const LazyHashtagSearch = lazyPart(
  () => import("./hashtag-search").then((module) => module.HashtagSearch),
  <div aria-hidden className="mb-3 h-10 rounded-full border border-brand-100 bg-cream" />,
);
