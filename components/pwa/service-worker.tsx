"use client";

import { useLocale } from "next-intl";
import { useEffect } from "react";
import { routing } from "@/lib/i18n/routing";

/**
 * Registers public/sw.js (production builds only: a dev server's files change under it), and asks it to
 * keep this language's offline page. Renders nothing.
 * Registration waits for the page's load event and then for an idle moment: installing the worker fetches
 * the offline page and its scripts, which must not compete with the page's own first load on a slow
 * phone (decision 033). A busy page still registers within a few seconds.
 */
export function ServiceWorker() {
  const locale = useLocale();
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const offlinePath = locale === routing.defaultLocale ? "/offline" : `/${locale}/offline`;
    const register = () => {
      navigator.serviceWorker
        .register("/sw.js", { scope: "/" })
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => registration.active?.postMessage({ type: "keep-offline-page", path: offlinePath }))
        .catch((error: unknown) => console.warn("Service worker not registered", error));
    };
    return afterLoadWhenIdle(register);
  }, [locale]);
  return null;
}

/** Runs `task` once the window has loaded and the main thread is idle (5 s at most); returns a cancel. */
function afterLoadWhenIdle(task: () => void): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if ("requestIdleCallback" in window) idleHandle = window.requestIdleCallback(task, { timeout: 5000 });
    else timer = setTimeout(task, 1);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return () => {
    window.removeEventListener("load", whenIdle);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
