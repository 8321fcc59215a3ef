"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { useReadyLayer, useViewerLayer } from "@/components/layout/viewer-layer-store";
import { PostInteractions } from "./post-interactions";
import { showSaved } from "@/components/saved/post-save";

type Props = { afterDelete?: "hide" | "home"; children: ReactNode };

/**
 * The cards' controller on a page served as a shell to signed-in visitors (decision 032): the cards were
 * rendered for nobody, so once the viewer's layer arrives the hearts they gave fill, the cards of people a
 * block separates them from hide (as after a delete; the single-post page then shows its "unavailable"
 * notice), and likes, comments and menus act as the viewer. A control pressed before the layer has
 * arrived acts once it has (the last one pressed).
 */
export function ShellPostInteractions({ afterDelete, children }: Props) {
  const t = useTranslations("posts");
  const layer = useReadyLayer();
  // Until the layer says who is looking, the cards' buttons wait (a like would otherwise ask a signed-in
  // visitor to sign in); links still work. A refused session then gets a guest's answers.
  const status = useViewerLayer().status;
  const waiting = status === "idle" || status === "loading";
  const root = useRef<HTMLDivElement>(null);
  const applied = useRef(false);
  const pressed = useRef<HTMLElement | null>(null);

  /** Keeps a click on a card's control from the controller until the layer is there, and remembers it. */
  function hold(event: MouseEvent) {
    const control = (event.target as Element).closest<HTMLElement>("[data-action]");
    // A click in the picture is no action (a double one is): a carousel's arrows inside it work at once.
    if (!control || (event.type === "click" && control.dataset.action === "double-like")) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type === "click") pressed.current = control;
  }

  useEffect(() => {
    if (applied.current || !layer || !root.current) return;
    applied.current = true;
    const liked = new Set(layer.liked);
    const saved = new Set(layer.saved);
    const hidden = new Set(layer.hidden);
    const cards = [...root.current.querySelectorAll<HTMLElement>("[data-post-id]")];
    for (const card of cards) {
      if (hidden.has(card.dataset.author ?? "")) card.hidden = true;
      else if (liked.has(card.dataset.postId!)) {
        const heart = card.querySelector<HTMLElement>('[data-action="like"]');
        heart?.setAttribute("aria-pressed", "true");
        heart?.setAttribute("aria-label", t("unlike"));
      }
      if (!card.hidden && saved.has(card.dataset.postId!)) showSaved(card, true, t);
    }
    if (cards.length > 0 && cards.every((card) => card.hidden)) {
      const notice = root.current.querySelector<HTMLElement>('[data-slot="unavailable"]');
      if (notice) notice.hidden = false;
    }
    // Says the cards now read as this viewer's (tests wait for it before checking what stayed unchanged).
    root.current.dataset.viewerLayer = "applied";
    pressed.current?.click();
    pressed.current = null;
  }, [layer, t]);

  return (
    <PostInteractions viewer={layer?.viewer ?? null} afterDelete={afterDelete}>
      <div
        ref={root}
        className="contents"
        onClickCapture={waiting ? hold : undefined}
        onDoubleClickCapture={waiting ? hold : undefined}
      >
        {children}
      </div>
    </PostInteractions>
  );
}
