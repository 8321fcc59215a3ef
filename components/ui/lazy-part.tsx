"use client";

import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from "react";

/**
 * A client component loaded as a chunk of its own when it first renders, for parts only some visitors
 * get (signed-in parts of pages that guests share, decision 032): pages that import it but never render
 * it do not download it. The browser keeps the server's HTML of it until the chunk arrives, then
 * hydrates it. It is a Suspense boundary, and React's server sends any boundary holding more than 500
 * bytes after a shell of 12.8 kB (every page's) as a hidden copy after the page, with a script that
 * shows it 300 ms after the first paint (decision 088). So: never the page's content or its frame (the
 * navigation), and a part whose late arrival would move others gives a fallback of its own size.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its own props are kept below.
export function lazyPart<C extends ComponentType<any>>(
  load: () => Promise<C>,
  /** What holds the part's place until it is shown: nothing, or what it draws from the part's props. */
  fallback: ReactNode | ((props: ComponentProps<C>) => ReactNode) = null,
): ComponentType<ComponentProps<C>> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  function LazyPart(props: ComponentProps<C>) {
    return (
      <Suspense fallback={typeof fallback === "function" ? fallback(props) : fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
