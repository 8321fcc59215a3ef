import type { ReactNode } from "react";
import { SiteHeader } from "@/components/layout/site-header";

// Not a security boundary: each admin page checks the staff role itself.
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader rail={false} />
      <main id="main" className="mx-auto max-w-6xl">
        {children}
      </main>
    </>
  );
}
