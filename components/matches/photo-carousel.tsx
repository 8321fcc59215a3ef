"use client";

import { useState } from "react";
import { speciesEmoji } from "@/components/pets/species-emoji";
import type { Species } from "@/lib/pets/breeds";
import { Icon } from "@/components/icons/icon";

type Props = {
  photos: string[];
  species: Species;
  alt: string;
  labels: { previous: string; next: string; photoOf: (n: number, total: number) => string };
};

/** The card's photos, one at a time: arrows and dots; a species drawing when there are none. */
export function PhotoCarousel({ photos, species, alt, labels }: Props) {
  const [index, setIndex] = useState(0);
  if (photos.length === 0) {
    return (
      <div aria-hidden className="grid h-full w-full place-items-center bg-brand-50 text-8xl">
        {speciesEmoji[species]}
      </div>
    );
  }
  const current = Math.min(index, photos.length - 1);
  const go = (step: number) => setIndex((current + step + photos.length) % photos.length);
  return (
    <div className="relative h-full w-full">
      {/* eslint-disable-next-line @next/next/no-img-element -- uploads are served as they are */}
      <img src={photos[current]} alt={alt} draggable={false} className="h-full w-full select-none object-cover" />
      {photos.length > 1 ? (
        <>
          <div
            className="absolute inset-x-3 top-3 flex gap-1"
            role="img"
            aria-label={labels.photoOf(current + 1, photos.length)}
          >
            {photos.map((photo, i) => (
              <span key={photo} className={`h-1 flex-1 rounded-full ${i === current ? "bg-white" : "bg-white/50"}`} />
            ))}
          </div>
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={labels.previous}
            className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-black/30 p-1 text-snow"
          >
            <Icon name="chevron-left" className="h-6 w-6" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={labels.next}
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-black/30 p-1 text-snow"
          >
            <Icon name="chevron-right" className="h-6 w-6" />
          </button>
        </>
      ) : null}
    </div>
  );
}
