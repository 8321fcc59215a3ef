"use client";

import { lazyPart } from "@/components/ui/lazy-part";

// A profile's viewer parts on a shell page (decision 032), as one chunk of their own: guests of
// the same pages never download them.
const parts = () => import("./shell-profile");
export const LazyShellFollowsYou = lazyPart(() => parts().then((module) => module.ShellFollowsYou));
export const LazyShellProfileActions = lazyPart(() => parts().then((module) => module.ShellProfileActions));
