"use client";

import { lazy, Suspense } from "react";

// Only signed-in readers get the search box: its code is fetched with it, as its own chunk, instead of
// sitting among a public hashtag page's first scripts. The server renders the box; it hydrates once the
// chunk arrives.
const HashtagSearch = lazy(() => import("./hashtag-search").then((module) => ({ default: module.HashtagSearch })));

export function LazyHashtagSearch() {
  return (
    // The box's own size and look while its code loads: the server streams the fallback first and the
    // box after it, so an empty fallback pushed the card's tags (and the whole feed) down on first paint.
    <Suspense fallback={<div aria-hidden className="mb-3 h-10 rounded-full border border-brand-100 bg-cream" />}>
      <HashtagSearch />
    </Suspense>
  );
}
