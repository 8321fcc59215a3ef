"use client";

import { lazyPart } from "@/components/ui/lazy-part";

// The shell gates (shell-gates.tsx) as one chunk of their own: guests of the same pages never download them.
const parts = () => import("./shell-gates");
export const LazyShellBlockGate = lazyPart(() => parts().then((module) => module.ShellBlockGate));
export const LazyShellOwnerOnly = lazyPart(() => parts().then((module) => module.ShellOwnerOnly));
