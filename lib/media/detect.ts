// Recognises the stored media formats by their content, never by name or by the browser's claimed
// type: a file is what its content says it is (docs/design.md §7). Images are told by their first bytes
// (sharp then decodes them and refuses what is not really an image); videos are never decoded on the
// server, so their container structure is walked until a video track is found (iso-bmff.ts, webm.ts).
import { isoVideoBrand } from "./iso-bmff";
import { isWebmWithVideo } from "./webm";

export type DetectedMedia =
  { kind: "image"; format: "jpeg" | "png" | "webp" | "gif" } | { kind: "video"; format: "mp4" | "mov" | "webm" };

// ISO base media brands of ordinary MP4 video (major brand of the `ftyp` box). Audio-only (M4A),
// HEIF/AVIF images and 3GP are not in the list, so they are refused.
const mp4Brands = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "M4V ",
  "M4VP",
  "dash",
  "mmp4",
  "MSNV",
]);
const quickTimeBrand = "qt  ";

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString("latin1");
}

function startsWith(bytes: Buffer, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

export function detectMedia(bytes: Buffer): DetectedMedia | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: "image", format: "jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: "image", format: "png" };
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a"))
    return { kind: "image", format: "gif" };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return { kind: "image", format: "webp" };
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const brand = isoVideoBrand(bytes);
    if (brand === quickTimeBrand) return { kind: "video", format: "mov" };
    if (brand !== null && mp4Brands.has(brand)) return { kind: "video", format: "mp4" };
    return null;
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && isWebmWithVideo(bytes)) return { kind: "video", format: "webm" };
  return null;
}
