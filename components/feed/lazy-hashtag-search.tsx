"use client";

import { lazy, Suspense } from "react";

// Only signed-in readers get the search box: its code is fetched with it, as its own chunk, instead of
// sitting among a public hashtag page's first scripts. The server renders the box; it hydrates once the
// chunk arrives.
const HashtagSearch = lazy(() => import("./hashtag-search").then((module) => ({ default: module.HashtagSearch })));

export function LazyHashtagSearch() {
  return (
    <Suspense fallback={null}>
      <HashtagSearch />
    </Suspense>
  );
}
