"use client";
/* eslint-disable @next/next/no-img-element -- the previews are local blob: URLs, nothing to optimise. */

import { Icon } from "@/components/icons/icon";
import { useTranslations } from "next-intl";
import { useState, type DragEvent } from "react";
import { POST_MAX_PHOTOS } from "@/lib/posts/limits";
import { moveItem } from "./photo-order";

export type ComposePhoto = { url: string; previewUrl: string };

type Props = { photos: ComposePhoto[]; onChange: (photos: ComposePhoto[]) => void };

const smallButton =
  "grid h-8 w-8 place-items-center rounded-full bg-night/70 text-snow hover:bg-night disabled:opacity-30 focus-visible:outline-4 focus-visible:outline-brand-400";

/**
 * The photos picked for a post, in the order they will show: drag one onto another's place (mouse),
 * or use its "move left / right" buttons (touch, keyboard), or remove it. The first is the cover (the
 * frame's shape, the grids' thumbnail, the shared link's picture). Each move is announced.
 */
export function ComposePhotos({ photos, onChange }: Props) {
  const t = useTranslations("feed.compose.photos");
  const [dragged, setDragged] = useState<number | null>(null);
  const [said, setSaid] = useState("");

  function move(from: number, to: number) {
    if (to < 0 || to >= photos.length || from === to) return;
    onChange(moveItem(photos, from, to));
    setSaid(t("moved", { index: from + 1, position: to + 1 }));
  }

  function drop(event: DragEvent, to: number) {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-bold">{t("heading", { count: photos.length, max: POST_MAX_PHOTOS })}</p>
      <ol className="flex gap-2 overflow-x-auto pb-1" data-testid="compose-photos">
        {photos.map((photo, index) => (
          <li
            key={photo.url}
            draggable
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = "move";
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => setDragged(null)}
            className={`relative h-28 w-28 shrink-0 cursor-grab overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-brand-100 ${dragged === index ? "opacity-50" : ""}`}
            data-testid="compose-photo"
            data-url={photo.url}
          >
            <img
              src={photo.previewUrl}
              alt={t("photo", { index: index + 1 })}
              width={112}
              height={112}
              className="h-full w-full object-cover"
              draggable={false}
            />
            {index === 0 ? (
              <span className="absolute left-1.5 top-1.5 rounded-full bg-night/70 px-2 py-0.5 text-xs font-bold text-snow">
                {t("cover")}
              </span>
            ) : null}
            <button
              type="button"
              className={`${smallButton} absolute right-1 top-1`}
              aria-label={t("remove", { index: index + 1 })}
              onClick={() => onChange(photos.filter((_, other) => other !== index))}
            >
              <Icon name="x" className="h-4 w-4" />
            </button>
            <div className="absolute inset-x-1 bottom-1 flex justify-between">
              <button
                type="button"
                className={smallButton}
                aria-label={t("moveLeft", { index: index + 1 })}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                data-testid="compose-photo-left"
              >
                <Icon name="chevron-left" className="h-4 w-4" />
              </button>
              <button
                type="button"
                className={smallButton}
                aria-label={t("moveRight", { index: index + 1 })}
                disabled={index === photos.length - 1}
                onClick={() => move(index, index + 1)}
                data-testid="compose-photo-right"
              >
                <Icon name="chevron-right" className="h-4 w-4" />
              </button>
            </div>
          </li>
        ))}
      </ol>
      <p className="text-xs text-muted">{t("hint")}</p>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
