import type { ReactNode } from "react";
import { SiteHeader } from "@/components/layout/site-header";
import { ViewerTabBar } from "@/components/layout/viewer-tab-bar";

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="min-h-[calc(100dvh-4rem)]">
        {children}
      </main>
      <ViewerTabBar />
    </>
  );
}
