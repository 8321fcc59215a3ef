import type { ReactNode } from "react";
import { NavRail } from "./nav-rail";
import { TabBar } from "./tab-bar";

/**
 * The frame of a signed-in page under the header: the navigation rail beside the content from 1024 px
 * up, the bottom tab bar below that. Without `nav` (a guest on a public page), only the content.
 * The rail and the bar are drawn on the server with the page, not lazy parts: they are the frame, and a
 * lazy part's HTML arrives as a hidden copy that React shows 300 ms after the first paint (decision 088).
 */
export function AppFrame({ nav = true, children }: { nav?: boolean; children: ReactNode }) {
  if (!nav) return children;
  return (
    <>
      <div className="lg:flex">
        <NavRail />
        <div className="min-w-0 flex-1">{children}</div>
      </div>
      <TabBar />
    </>
  );
}
