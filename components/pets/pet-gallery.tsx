import { responsiveImage } from "@/lib/storage/responsive-image";
import { cardImageUrl } from "@/lib/storage/thumbnails";
import { speciesEmoji } from "./species-emoji";
import type { Species } from "@/lib/pets/breeds";

type Props = { photos: string[]; name: string; species: Species; altFor: (index: number) => string };

/**
 * The pet's photos without JavaScript: a swipeable strip (scroll snap) on phones, the main photo with
 * the others beside it on wide screens.
 */
export function PetGallery({ photos, name, species, altFor }: Props) {
  if (photos.length === 0) {
    return (
      <div
        aria-label={name}
        role="img"
        className="grid aspect-square w-full place-items-center rounded-3xl bg-brand-100 text-8xl shadow-inner"
      >
        <span aria-hidden>{speciesEmoji[species]}</span>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul
        className="flex snap-x snap-mandatory gap-2 overflow-x-auto rounded-3xl [scrollbar-width:none]"
        data-testid="pet-gallery"
      >
        {photos.map((url, index) => (
          <li
            key={url}
            className="relative aspect-square w-full shrink-0 snap-center overflow-hidden rounded-3xl bg-brand-50"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- uploads are served as they are */}
            <img
              {...responsiveImage(url)}
              sizes="(min-width: 768px) 50vw, 100vw"
              alt={altFor(index)}
              width={800}
              height={800}
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : undefined}
              className="h-full w-full object-cover"
            />
            {photos.length > 1 ? (
              <span
                aria-hidden
                className="absolute bottom-3 right-3 rounded-full bg-night/70 px-2.5 py-1 text-xs font-extrabold text-snow"
              >
                {index + 1}/{photos.length}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {photos.length > 1 ? (
        <ul aria-hidden className="hidden grid-cols-6 gap-2 md:grid">
          {photos.map((url) => (
            <li key={url} className="aspect-square overflow-hidden rounded-xl bg-brand-50 ring-1 ring-brand-100">
              {/* eslint-disable-next-line @next/next/no-img-element -- decorative thumbnails of the strip above */}
              <img
                src={cardImageUrl(url)}
                alt=""
                width={120}
                height={120}
                loading="lazy"
                className="h-full w-full object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
