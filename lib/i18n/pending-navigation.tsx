"use client";

import { createContext, use, useTransition, type ReactNode, type TransitionStartFunction } from "react";

type Pending = { pending: boolean; start: TransitionStartFunction };

const PendingContext = createContext<Pending | null>(null);

/**
 * Lets the links below it that ask for it (`<Link showsPending>`) follow their path inside a transition, and
 * tells its PendingRegion when one is on its way: a page's own placeholder while its next state loads.
 *
 * Why not `loading.tsx` (decision 086): a route's `loading.tsx` is a Suspense boundary on the server too. The
 * first HTML then carries the placeholder and the page's content hidden after it, and React reveals the
 * content at least 300 ms after the first frame has painted the placeholder: that much later LCP on every
 * first visit, the cached ones included. A transition exists only on the client, so the first HTML is the
 * page itself.
 */
export function PendingNavigation({ children }: { children: ReactNode }) {
  const [pending, start] = useTransition();
  return <PendingContext value={{ pending, start }}>{children}</PendingContext>;
}

/** Its children, or `fallback` while a link of the surrounding PendingNavigation is on its way. */
export function PendingRegion({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return use(PendingContext)?.pending ? fallback : children;
}

/** The surrounding PendingNavigation's transition, if there is one. */
export function usePendingStart(): TransitionStartFunction | null {
  return use(PendingContext)?.start ?? null;
}
