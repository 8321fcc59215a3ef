"use client";

import { lazyPart } from "@/components/ui/lazy-part";

// The signed-in navigation (rail and tab bar) as chunks of their own: the public pages' layouts import it
// for their signed-in visitors, and their guests, who get no navigation, do not download it. The server
// renders both; their links work as plain links until the chunk has hydrated them.
export const LazyNavRail = lazyPart(() => import("./nav-rail").then((module) => module.NavRail));
export const LazyTabBar = lazyPart(() => import("./tab-bar").then((module) => module.TabBar));
