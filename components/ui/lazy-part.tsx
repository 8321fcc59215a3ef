"use client";

import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from "react";

/**
 * A client component loaded as a chunk of its own when it first renders, for parts only some visitors
 * get (signed-in parts of pages that guests share, decision 032): pages that import it but never render
 * it do not download it. The browser keeps the server's HTML of it until the chunk arrives, then
 * hydrates it. The server's answer streams `fallback` first and the part after it, hidden, with React's
 * script that swaps them (seen on every render, 2026-11-30, not only a process's first): the swap waits
 * until 300 ms after the first frame that painted the fallback (decision 086), so a part whose late
 * arrival would move others gives a fallback of its own size, and no page's main content is a lazy part.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its own props are kept below.
export function lazyPart<C extends ComponentType<any>>(
  load: () => Promise<C>,
  fallback: ReactNode = null,
): ComponentType<ComponentProps<C>> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  function LazyPart(props: ComponentProps<C>) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
