import { useEffect, type RefObject } from "react";

/** How much of a video must be on screen before it plays by itself. */
const VISIBLE_SHARE = 0.6;

/**
 * Videos of a list (`video[data-autoplay]`, muted) play by themselves while most of them is on screen
 * and pause when scrolled away, like Instagram's feed; never for readers who asked for reduced motion.
 * One observer for the whole list, following the cards later pages add.
 */
export function useAutoplayInView(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const list = root.current;
    if (!list || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const visibility = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const video = entry.target as HTMLVideoElement;
          if (entry.intersectionRatio >= VISIBLE_SHARE) {
            // Browsers let only muted videos start without a gesture.
            video.muted = true;
            void video.play().catch(() => undefined);
          } else if (!video.paused) video.pause();
        }
      },
      { threshold: [0, VISIBLE_SHARE] },
    );
    const watched = new WeakSet<Element>();
    const watchNew = () => {
      for (const video of list.querySelectorAll("video[data-autoplay]")) {
        if (watched.has(video)) continue;
        watched.add(video);
        visibility.observe(video);
      }
    };
    watchNew();
    const added = new MutationObserver(watchNew);
    added.observe(list, { childList: true, subtree: true });
    return () => {
      added.disconnect();
      visibility.disconnect();
    };
  }, [root]);
}
