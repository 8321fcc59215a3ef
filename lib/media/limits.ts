// What uploads may be, shared by the pickers (client pre-check, texts shown before upload) and the
// server (lib/media/uploads.ts, which checks the real content again: a browser's MIME type is a guess
// from the file name and proves nothing).

export const imageMimeTypes = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const videoMimeTypes = ["video/mp4", "video/webm", "video/quicktime"] as const;

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
/** Stored images fit inside this square (never enlarged). */
export const MAX_IMAGE_SIDE = 2048;
/** Square thumbnails for grids. */
export const THUMBNAIL_SIDE = 480;

/**
 * Where an upload belongs; videos only in "posts" (docs/product-spec.md §7: post-videos bucket). "chat" photos are private
 * to the two people of the conversation (the media route checks, lib/messages/photos.ts).
 */
export type UploadFolder =
  "posts" | "pets" | "profiles" | "products" | "stores" | "reviews" | "guides" | "chat" | "lost";
export const uploadFolders = [
  "posts",
  "pets",
  "profiles",
  "products",
  "stores",
  "reviews",
  "guides",
  "chat",
  "lost",
] as const satisfies readonly UploadFolder[];

export type UploadedMedia = {
  kind: "image" | "video";
  url: string;
  /** A square WebP for grids; null for videos. */
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
};

/** The `accept` attribute of a file input for each choice. */
export const acceptAttribute = {
  image: imageMimeTypes.join(","),
  "image-or-video": [...imageMimeTypes, ...videoMimeTypes].join(","),
} as const;

function isOneOf(list: readonly string[], type: string): boolean {
  return list.includes(type);
}

/**
 * The client-side pre-check by MIME type and size, so a wrong file is refused before it is sent.
 * Callers show `media.errors.someInvalid` when `rejected` is not empty.
 */
export function checkFiles(files: File[], allow: "image" | "image-or-video"): { accepted: File[]; rejected: File[] } {
  const accepted: File[] = [];
  const rejected: File[] = [];
  for (const file of files) {
    const type = file.type.toLowerCase();
    const ok =
      file.size > 0 &&
      ((isOneOf(imageMimeTypes, type) && file.size <= MAX_IMAGE_BYTES) ||
        (allow === "image-or-video" && isOneOf(videoMimeTypes, type) && file.size <= MAX_VIDEO_BYTES));
    (ok ? accepted : rejected).push(file);
  }
  return { accepted, rejected };
}
