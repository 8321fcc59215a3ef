"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, type ReactNode } from "react";
import { useReadyLayer } from "@/components/layout/viewer-layer-store";
import { PostInteractions } from "./post-interactions";

type Props = { afterDelete?: "hide" | "home"; children: ReactNode };

/**
 * The cards' controller on a page served as a shell to signed-in visitors (decision 032): the cards were
 * rendered for nobody, so once the viewer's layer arrives the hearts they gave fill, the cards of people a
 * block separates them from hide (as after a delete; the single-post page then shows its "unavailable"
 * notice), and likes, comments and menus act as the viewer. Loaded as a chunk of its own
 * (`LazyShellPostInteractions`): guests of the same pages never download it.
 */
export function ShellPostInteractions({ afterDelete, children }: Props) {
  const t = useTranslations("posts");
  const layer = useReadyLayer();
  const root = useRef<HTMLDivElement>(null);
  const applied = useRef(false);

  useEffect(() => {
    if (applied.current || !layer || !root.current) return;
    applied.current = true;
    const liked = new Set(layer.liked);
    const hidden = new Set(layer.hidden);
    const cards = [...root.current.querySelectorAll<HTMLElement>("[data-post-id]")];
    for (const card of cards) {
      if (hidden.has(card.dataset.author ?? "")) card.hidden = true;
      else if (liked.has(card.dataset.postId!)) {
        const heart = card.querySelector<HTMLElement>('[data-action="like"]');
        heart?.setAttribute("aria-pressed", "true");
        heart?.setAttribute("aria-label", t("unlike"));
      }
    }
    if (cards.length > 0 && cards.every((card) => card.hidden)) {
      const notice = root.current.querySelector<HTMLElement>('[data-slot="unavailable"]');
      if (notice) notice.hidden = false;
    }
    // Says the cards now read as this viewer's (tests wait for it before checking what stayed unchanged).
    root.current.dataset.viewerLayer = "applied";
  }, [layer, t]);

  return (
    <PostInteractions viewer={layer?.viewer ?? null} afterDelete={afterDelete}>
      <div ref={root} className="contents">
        {children}
      </div>
    </PostInteractions>
  );
}
