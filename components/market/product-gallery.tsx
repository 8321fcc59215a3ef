/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { responsiveImage } from "@/lib/storage/responsive-image";

/** A product's photos without JavaScript: a swipeable strip (scroll snap), one photo per view. */
export function ProductGallery({
  images,
  altFor,
  emptyLabel,
}: {
  images: string[];
  altFor: (index: number) => string;
  emptyLabel: string;
}) {
  if (images.length === 0) {
    return (
      <div
        role="img"
        aria-label={emptyLabel}
        className="grid aspect-square w-full place-items-center rounded-3xl bg-brand-100 text-8xl"
      >
        <span aria-hidden>🐾</span>
      </div>
    );
  }
  return (
    <ul
      className="flex snap-x snap-mandatory gap-2 overflow-x-auto rounded-3xl [scrollbar-width:none]"
      data-testid="product-gallery"
    >
      {images.map((src, index) => (
        <li key={src} className="aspect-square w-full shrink-0 snap-center overflow-hidden rounded-3xl bg-brand-50">
          <img
            {...responsiveImage(src)}
            sizes="(min-width: 768px) 50vw, 100vw"
            alt={altFor(index)}
            width={640}
            height={640}
            loading={index === 0 ? "eager" : "lazy"}
            className="h-full w-full object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
