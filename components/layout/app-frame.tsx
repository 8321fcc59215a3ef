import type { ReactNode } from "react";
import { LazyNavRail, LazyTabBar } from "./lazy-navigation";

/**
 * The frame of a signed-in page under the header: the navigation rail beside the content from 1024 px
 * up, the bottom tab bar below that. Without `nav` (a guest on a public page), only the content.
 */
export function AppFrame({ nav = true, children }: { nav?: boolean; children: ReactNode }) {
  if (!nav) return children;
  return (
    <>
      <div className="lg:flex">
        <LazyNavRail />
        <div className="min-w-0 flex-1">{children}</div>
      </div>
      <LazyTabBar />
    </>
  );
}
