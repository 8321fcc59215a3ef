/** The only media types Patitas stores (docs/design.md §7); the extension decides how an object is served. */
export const mediaContentTypes = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
} as const;

export type MediaExtension = keyof typeof mediaContentTypes;

export function contentTypeForKey(key: string): string | null {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return Object.hasOwn(mediaContentTypes, ext) ? mediaContentTypes[ext as MediaExtension] : null;
}
