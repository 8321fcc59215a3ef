import type { ReactNode } from "react";
import { AppFrame } from "@/components/layout/app-frame";
import { LazyShellBadge, LazyShellCartButton, LazyViewerLayerRequest } from "@/components/layout/shell-parts";
import { SiteHeader } from "@/components/layout/site-header";
import { ViewerAppFrame } from "@/components/layout/viewer-app-frame";
import { readPageViewer } from "@/lib/auth/page-viewer";

export default async function PublicLayout({ children }: { children: ReactNode }) {
  const main = (
    <main id="main" className="min-h-[calc(100dvh-4rem)]">
      {children}
    </main>
  );
  // A shell render (decision 032): the signed-in frame for every signed-in visitor alike, and the
  // viewer's own part (header counts, hearts, blocks) asked for once the page has hydrated.
  if ((await readPageViewer()).shell) {
    return (
      <>
        <SiteHeader
          shell={{
            badge: (kind, label, config) => <LazyShellBadge kind={kind} label={label} config={config} />,
            cart: <LazyShellCartButton />,
          }}
        />
        <AppFrame nav>{main}</AppFrame>
        <LazyViewerLayerRequest />
      </>
    );
  }
  return (
    <>
      <SiteHeader />
      <ViewerAppFrame>{main}</ViewerAppFrame>
    </>
  );
}
