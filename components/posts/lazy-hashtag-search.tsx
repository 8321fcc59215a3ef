"use client";

import { lazyPart } from "@/components/ui/lazy-part";
import { HashtagSearchFace } from "./hashtag-search-face";

// Only signed-in readers get the search box: its code is fetched with it, as its own chunk, instead of
// sitting among a public hashtag page's first scripts. The server renders the box; it hydrates once the
// chunk arrives. Until React shows it (decision 088), or while a client render waits for the chunk, its
// face stands in, the same size and look.
export const LazyHashtagSearch = lazyPart(
  () => import("./hashtag-search").then((module) => module.HashtagSearch),
  <HashtagSearchFace />,
);
