"use client";

import { lazy, Suspense, type ComponentProps, type ComponentType } from "react";

/**
 * A client component loaded as a chunk of its own when it first renders, for parts only some visitors
 * get (a shell page's viewer parts, decision 032): pages that import it but never render it do not
 * download it. The server renders it in full; the browser keeps that HTML until the chunk arrives and
 * then hydrates it (nothing shifts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its own props are kept below.
export function lazyPart<C extends ComponentType<any>>(load: () => Promise<C>): ComponentType<ComponentProps<C>> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  function LazyPart(props: ComponentProps<C>) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
