"use client";

import { Icon } from "@/components/icons/icon";
import { useEffect, useRef, useState, type MouseEvent } from "react";

type Props = { count: number; labels: { previous: string; next: string } };

const arrowClasses =
  "absolute top-1/2 z-10 hidden h-9 w-9 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow ring-1 ring-brand-100 hover:bg-white focus-visible:outline-4 focus-visible:outline-brand-400 pointer-fine:grid";

/** The scroll-snap track this sits beside, in the carousel's box. */
function trackOf(controls: HTMLElement | null): HTMLElement | null {
  return controls?.parentElement?.querySelector<HTMLElement>('[data-slot="carousel"]') ?? null;
}

/**
 * The arrows (on devices with a mouse) and dots of a `PhotoCarousel`: the track beside them is plain
 * server-rendered scroll-snap, which this only scrolls and watches. The dots show where the reader is;
 * they are not tab stops (the track itself is, and each slide says "2 of 3").
 */
export function CarouselControls({ count, labels }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const element = trackOf(root.current);
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setIndex(Math.round(element.scrollLeft / Math.max(1, element.clientWidth))));
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener("scroll", onScroll);
    };
  }, []);

  function go(event: MouseEvent, step: number) {
    const element = trackOf(root.current);
    if (!element) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    const target = Math.min(count - 1, Math.max(0, index + step));
    element.scrollTo({ left: target * element.clientWidth, behavior: reduce ? "auto" : "smooth" });
    event.stopPropagation();
  }

  // A quick second press of an arrow is not the picture's double tap (which likes the post).
  const keepDoubleClick = (event: MouseEvent) => event.stopPropagation();

  return (
    <div ref={root} data-testid="carousel-controls" data-index={index}>
      {index > 0 ? (
        <button
          type="button"
          aria-label={labels.previous}
          className={`${arrowClasses} left-2`}
          onClick={(event) => go(event, -1)}
          onDoubleClick={keepDoubleClick}
          data-testid="carousel-previous"
        >
          <Icon name="chevron-left" className="h-5 w-5" />
        </button>
      ) : null}
      {index < count - 1 ? (
        <button
          type="button"
          aria-label={labels.next}
          className={`${arrowClasses} right-2`}
          onClick={(event) => go(event, 1)}
          onDoubleClick={keepDoubleClick}
          data-testid="carousel-next"
        >
          <Icon name="chevron-right" className="h-5 w-5" />
        </button>
      ) : null}
      <div aria-hidden className="pointer-events-none absolute inset-x-0 bottom-2 z-10 flex justify-center gap-1.5">
        {Array.from({ length: count }, (_, dot) => (
          <span
            key={dot}
            className={`h-1.5 w-1.5 rounded-full shadow ring-1 ring-night/20 transition-colors ${dot === index ? "bg-white" : "bg-white/50"}`}
          />
        ))}
      </div>
    </div>
  );
}
