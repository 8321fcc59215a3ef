import type { PostCard } from "@/lib/posts/queries";

/**
 * The media box's shape: the photo's or video's own, between Instagram's bounds (4:5 portrait, 1.91:1
 * landscape); beyond them it is cropped to the bound. Square when the size is unknown (older posts). The
 * box has its shape before the media loads, so nothing below it moves.
 */
export function mediaAspectRatio(size: PostCard["mediaSize"]): number {
  if (!size) return 1;
  return Math.round(Math.min(1.91, Math.max(0.8, size.width / size.height)) * 1000) / 1000;
}

/**
 * How wide a post's photo is shown, for its srcset: the whole width of a phone, the feed's 36rem column
 * from the two-column layout up (lg). Between them the card can be wider than 36rem; 100vw covers it.
 */
export const POST_MEDIA_SIZES = "(min-width: 1024px) 36rem, 100vw";
