import type { ReactNode } from "react";
import { SiteHeader } from "@/components/layout/site-header";
import { ViewerAppFrame } from "@/components/layout/viewer-app-frame";

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <ViewerAppFrame>
        <main id="main" className="min-h-[calc(100dvh-4rem)]">
          {children}
        </main>
      </ViewerAppFrame>
    </>
  );
}
