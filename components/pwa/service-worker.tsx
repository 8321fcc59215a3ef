"use client";

import { useLocale } from "next-intl";
import { useEffect } from "react";
import { routing } from "@/lib/i18n/routing";

/**
 * Registers public/sw.js once the page has loaded (production builds only: a dev server's files change
 * under it), and asks it to keep this language's offline page. Renders nothing.
 */
export function ServiceWorker() {
  const locale = useLocale();
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const offlinePath = locale === routing.defaultLocale ? "/offline" : `/${locale}/offline`;
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ type: "keep-offline-page", path: offlinePath }))
      .catch((error: unknown) => console.warn("Service worker not registered", error));
  }, [locale]);
  return null;
}
