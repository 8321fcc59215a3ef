"use client";

import { lazyPart } from "@/components/ui/lazy-part";

/** The cards' controller of a shell page (decision 032), as its own chunk: guests never download it. */
export const LazyShellPostInteractions = lazyPart(() => import("./shell-post-interactions").then((module) => module.ShellPostInteractions));
