import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from "@/lib/media/limits";

const MB = 1024 * 1024;

/** The upload limits shown in the create-post dialog before a file is picked (docs/design.md §7). */
export function mediaLimitsInMb(): { imageMb: number; videoMb: number } {
  return { imageMb: Math.round(MAX_IMAGE_BYTES / MB), videoMb: Math.round(MAX_VIDEO_BYTES / MB) };
}
