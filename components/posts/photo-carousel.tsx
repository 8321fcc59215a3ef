/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { useTranslations } from "next-intl";
import type { PostCard } from "@/lib/posts/queries";
import { CarouselControls } from "./carousel-controls";
import { responsiveImage } from "@/lib/storage/responsive-image";
import { mediaAspectRatio, POST_MEDIA_SIZES } from "./media-aspect";

type Props = { post: PostCard; alt: string; priority: boolean };

/**
 * A post's photos side by side in a CSS scroll-snap track, rendered on the server: swiping is the
 * browser's own scrolling (touch, trackpad, arrow keys on the focused track), so it works before any
 * script. The box takes the first photo's shape (clamped as a single photo's is, decision 027); that
 * photo fills it, the others are letterboxed inside it (object-contain) over their own blurred preview,
 * so every photo keeps its true shape and nothing below moves from one slide to the next. Only the
 * arrows and dots are a client component (`CarouselControls`).
 */
export function PhotoCarousel({ post, alt, priority }: Props) {
  const t = useTranslations("posts.carousel");
  const photos = [{ url: post.imageUrl!, preview: post.mediaPreview }, ...post.morePhotos];
  return (
    <div
      className="post-card-media"
      style={{ aspectRatio: mediaAspectRatio(post.mediaSize) }}
      data-action="double-like"
      data-testid="post-image"
    >
      <div
        className="carousel-track"
        // Focusable, so keyboard users scroll it with the arrow keys like any scroll box.
        tabIndex={0}
        role="region"
        aria-roledescription={t("role")}
        aria-label={t("label", { count: photos.length })}
        data-slot="carousel"
        data-testid="post-carousel"
      >
        {photos.map((photo, index) => (
          <div
            key={photo.url}
            className="carousel-slide"
            role="group"
            aria-roledescription={t("slide")}
            aria-label={t("position", { index: index + 1, count: photos.length })}
            data-testid="carousel-slide"
          >
            {photo.preview ? (
              <span aria-hidden className="photo-preview-blur" style={{ backgroundImage: `url("${photo.preview}")` }} />
            ) : null}
            <img
              {...responsiveImage(photo.url)}
              sizes={POST_MEDIA_SIZES}
              alt={index === 0 ? alt : `${alt} (${index + 1}/${photos.length})`}
              {...(priority && index === 0 ? { fetchPriority: "high" as const } : {})}
              loading={priority && index === 0 ? "eager" : "lazy"}
              decoding="async"
              className={index === 0 ? "post-card-photo" : "post-card-photo object-contain"}
              draggable={false}
            />
          </div>
        ))}
      </div>
      <CarouselControls count={photos.length} labels={{ previous: t("previous"), next: t("next") }} />
    </div>
  );
}
