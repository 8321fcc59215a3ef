"use client";

import { lazyPart } from "@/components/ui/lazy-part";

// The signed-in navigation (rail and tab bar) as chunks of their own: the public pages' layouts import it
// for their signed-in visitors, and their guests, who get no navigation, do not download it. The server
// renders both; their links work as plain links until the chunk has hydrated them. The rail's fallback
// holds its width, so a rail that arrives a moment after the page does not push the content aside (the
// tab bar is fixed to the bottom and moves nothing).
export const LazyNavRail = lazyPart(
  () => import("./nav-rail").then((module) => module.NavRail),
  <div aria-hidden className="hidden w-56 shrink-0 lg:block xl:w-60" />,
);
export const LazyTabBar = lazyPart(() => import("./tab-bar").then((module) => module.TabBar));
