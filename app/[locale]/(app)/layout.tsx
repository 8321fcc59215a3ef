import type { ReactNode } from "react";
import { BannedSessionRedirect } from "@/components/auth/banned-session-redirect";
import { EmailVerificationBanner } from "@/components/auth/email-verification-banner";
import { AppFrame } from "@/components/layout/app-frame";
import { SiteHeader } from "@/components/layout/site-header";

// Layouts are not a security boundary: every page below checks the session itself.
export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <AppFrame>
        {/* One column for the reminder and the page: a page that owns its scrolling (the chat, the deck)
            fills what the reminder leaves of the window (app/globals.css, `data-fills-window`). */}
        <div className="page-column">
          <BannedSessionRedirect />
          <EmailVerificationBanner />
          <main id="main" className="mx-auto min-h-[calc(100dvh-4rem)] max-w-5xl">
            {children}
          </main>
        </div>
      </AppFrame>
    </>
  );
}
