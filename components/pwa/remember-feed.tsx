"use client";

import { useEffect } from "react";
import { LAST_FEED_KEY, type RememberedPost } from "@/lib/pwa/last-feed";

/** Keeps the feed's first posts for the offline page; renders nothing. */
export function RememberFeed({ posts }: { posts: RememberedPost[] }) {
  useEffect(() => {
    try {
      window.localStorage.setItem(LAST_FEED_KEY, JSON.stringify({ savedAt: new Date().toISOString(), posts }));
    } catch {
      // Storage full or disabled: the offline page just has nothing to list.
    }
  }, [posts]);
  return null;
}
