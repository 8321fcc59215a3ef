"use client";

import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from "react";

/**
 * A client component loaded as a chunk of its own when it first renders, for parts only some visitors
 * get (signed-in parts of pages that guests share, decision 032): pages that import it but never render
 * it do not download it. The browser keeps the server's HTML of it until the chunk arrives, then
 * hydrates it. The first server render of each process may stream `fallback` first and the part just
 * after it in the same answer (and a cached page keeps that shape): a part whose late arrival would move
 * others gives a fallback of its own size.
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
