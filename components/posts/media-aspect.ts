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
