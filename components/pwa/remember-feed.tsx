"use client";

import { useEffect } from "react";
import { LAST_FEED_KEY, type RememberedPost } from "@/lib/pwa/last-feed";

/**
 * Keeps the feed's first posts for the offline page, and asks the service worker to keep their thumbnails
 * (the feed shows the full images, so the small ones the offline page lists were never fetched); renders
 * nothing.
 */
export function RememberFeed({ posts }: { posts: RememberedPost[] }) {
  useEffect(() => {
    try {
      window.localStorage.setItem(LAST_FEED_KEY, JSON.stringify({ savedAt: new Date().toISOString(), posts }));
    } catch {
      // Storage full or disabled: the offline page just has nothing to list.
    }
    const urls = posts.flatMap((post) => (post.imageUrl ? [post.imageUrl] : []));
    if (urls.length === 0 || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.ready
      .then((registration) => registration.active?.postMessage({ type: "keep-media", urls }))
      .catch(() => undefined);
  }, [posts]);
  return null;
}
