import "server-only";
import { log } from "@/server/shared/log";
import sharp from "sharp";
import { AppError } from "@/lib/errors";
import {
  deleteObject,
  getObject,
  keyFromPublicUrl,
  newObjectKey,
  putObject,
  statObject,
  type MediaExtension,
} from "@/lib/storage/storage";
import {
  derivedKeyFor,
  derivedKeysOf,
  derivedKindOf,
  isDerivedKey,
  originalKeyFor,
  type DerivedImage,
} from "@/lib/storage/thumbnails";
import { AVATAR_SIDE, PHONE_WIDTH } from "@/lib/storage/responsive-image";
import { detectMedia } from "./detect";
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  MAX_VIDEO_BYTES,
  THUMBNAIL_SIDE,
  type UploadedMedia,
  type UploadFolder,
} from "./limits";

/** Decoding cap: a 40 MP image is ~160 MB of pixels; a small file claiming more (a "pixel bomb") is refused. */
const MAX_INPUT_PIXELS = 40_000_000;
/**
 * Cap on frames × width × height of an animated GIF/WebP, checked from the header before any frame
 * is decoded. Re-encoding an animation as WebP costs ~65 ms of CPU per megapixel of frames that
 * compress well (measured with sharp 0.35 on one core), so a 67 kB GIF of 39 frames of 1000×1000
 * cost 2.5 s. 25 MP (100 frames of 500×500, a 4 s clip at GIF sites' usual width) bounds that at
 * ~1.6 s, about what the largest animation of incompressible frames that fits in MAX_IMAGE_BYTES
 * costs anyway (~7 MP × 230 ms). MAX_INPUT_PIXELS alone (which sharp applies to all frames) was no
 * help here: 40 MP of animation is 2.5 s.
 */
export const MAX_ANIMATION_PIXELS = 25_000_000;

const errors = {
  invalidType: "media.errors.invalidType",
  tooLarge: "media.errors.tooLarge",
  animationTooLarge: "media.errors.animationTooLarge",
  videoNotAllowed: "media.errors.videoNotAllowed",
  notYours: "media.errors.notYours",
} as const;

/**
 * Checks an upload by content and stores it under a new server-made key. Images are re-encoded as
 * WebP (EXIF orientation applied, all metadata dropped: sharp writes none unless asked) with a square
 * thumbnail beside them; videos are stored as sent (no transcoder on the server), only in "posts".
 */
export async function storeUpload(userId: string, folder: UploadFolder, bytes: Buffer): Promise<UploadedMedia> {
  const detected = detectMedia(bytes);
  if (!detected) throw new AppError("validation", errors.invalidType);

  if (detected.kind === "video") {
    if (folder !== "posts") throw new AppError("validation", errors.videoNotAllowed);
    if (bytes.length > MAX_VIDEO_BYTES) throw new AppError("validation", errors.tooLarge);
    const ext: MediaExtension = detected.format;
    const key = newObjectKey(userId, folder, ext);
    const { url } = await putObject(key, bytes, contentTypeOf(ext));
    return { kind: "video", url, thumbnailUrl: null, width: null, height: null };
  }

  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError("validation", errors.tooLarge);
  const image = await reencodeImage(bytes);
  const key = newObjectKey(userId, folder, "webp");
  const { url } = await putObject(key, image.main, "image/webp");
  const [{ url: thumbnailUrl }] = await Promise.all([
    putObject(derivedKeyFor(key, "thumbnail"), image.thumbnail, "image/webp"),
    putObject(derivedKeyFor(key, "phone"), image.phone, "image/webp"),
    // A profile picture is drawn as an avatar on every card and message of its owner's.
    folder === "profiles"
      ? makeAvatarCopy(image.main).then((copy) => putObject(derivedKeyFor(key, "avatar"), copy, "image/webp"))
      : null,
  ]);
  return { kind: "image", url, thumbnailUrl, width: image.width, height: image.height };
}

function contentTypeOf(ext: "mp4" | "mov" | "webm"): string {
  return { mp4: "video/mp4", mov: "video/quicktime", webm: "video/webm" }[ext];
}

type ReencodedImage = { main: Buffer; thumbnail: Buffer; phone: Buffer; width: number; height: number };

async function reencodeImage(bytes: Buffer): Promise<ReencodedImage> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // Animated GIF/WebP stay animated (all frames re-encoded as an animated WebP); EXIF orientation
    // only exists on still photos, so only those are rotated.
    const frames = metadata.pages ?? 1;
    const animated = frames > 1;
    if (animated && frames * metadata.width * (metadata.pageHeight ?? metadata.height) > MAX_ANIMATION_PIXELS) {
      throw new AppError("validation", errors.animationTooLarge);
    }
    let main = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated });
    if (!animated) main = main.rotate();
    const { data, info } = await main
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const [thumbnail, phone] = await Promise.all([makeThumbnail(bytes), makePhoneCopy(data)]);
    const height = animated ? (info.pageHeight ?? info.height) : info.height;
    return { main: data, thumbnail, phone, width: info.width, height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new AppError("validation", errors.tooLarge);
    // The right first bytes but no decodable image behind them.
    throw new AppError("validation", errors.invalidType);
  }
}

/** The first frame, upright, cropped to a centred square `side` px wide, enlarged if it must be. */
function squareCopy(bytes: Buffer, side: number, quality: number): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: side, height: side, fit: "cover" })
    .webp({ quality })
    .toBuffer();
}

/** The thumbnail: grids show squares. */
const makeThumbnail = (bytes: Buffer) => squareCopy(bytes, THUMBNAIL_SIDE, 75);
/** The avatar copy: what every avatar of a profile picture shows (decision 087). */
const makeAvatarCopy = (bytes: Buffer) => squareCopy(bytes, AVATAR_SIDE, 78);

/**
 * The phone copy (lib/storage/thumbnails.ts, PHONE_WIDTH), made from the stored WebP: already turned
 * upright and stripped, so only resized; an animated image stays animated. Never enlarged: the copy of a
 * small image is the same size.
 */
function makePhoneCopy(storedWebp: Buffer): Promise<Buffer> {
  return sharp(storedWebp, { limitInputPixels: MAX_INPUT_PIXELS, animated: true })
    .resize({ width: PHONE_WIDTH, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}

const makers: Record<DerivedImage, (original: Buffer) => Promise<Buffer>> = {
  thumbnail: makeThumbnail,
  phone: makePhoneCopy,
  avatar: makeAvatarCopy,
};

/**
 * Makes the thumbnail, phone or avatar copy of an image stored without one (the demo seed writes images
 * straight to storage; images stored before a copy existed have none), so a URL from thumbnailUrlFor,
 * responsiveImage or avatarSrc always works. Called by the media route when such a key is missing; answers whether the
 * copy exists now. Only the known suffixes of an existing original: nobody can make the route store
 * a copy of a copy, or any other size.
 */
export async function createMissingDerived(key: string): Promise<boolean> {
  const kind = derivedKindOf(key);
  if (!kind) return false;
  const originalKey = originalKeyFor(key);
  // Never a copy of a copy: "a-thumb-thumb.webp" must not let anyone grow a chain of objects.
  if (isDerivedKey(originalKey)) return false;
  const original = await getObject(originalKey);
  if (!original) return false;
  try {
    await putObject(key, await makers[kind](original.body), "image/webp");
    return true;
  } catch (error) {
    log.error({ err: error, key }, "Could not make a missing copy of an image");
    return false;
  }
}

/**
 * Lets a feature attach a media URL only if this user uploaded it into this folder and it still
 * exists; a client can then never point a post or a pet at someone else's file or at another site.
 */
export async function assertOwnedMedia(
  userId: string,
  url: string,
  folder: UploadFolder,
): Promise<{ kind: "image" | "video"; key: string }> {
  const key = keyFromPublicUrl(url);
  if (!key || !key.startsWith(`${userId}/${folder}/`) || isDerivedKey(key))
    throw new AppError("validation", errors.notYours);
  const info = await statObject(key);
  if (!info) throw new AppError("validation", errors.notYours);
  return { kind: info.contentType.startsWith("video/") ? "video" : "image", key };
}

export type StoredImageShape = { width: number; height: number; preview: string | null };

/** How many pixels the longer side of a blur-up preview has: enough for colours and shapes, ~200 bytes. */
export const PREVIEW_PIXELS = 12;

/**
 * A stored image's size, read from the file itself (storeUpload wrote it as WebP), never from the client
 * (cards reserve its shape, decision 027), and its blur-up preview (decision 030): a WebP of at
 * most PREVIEW_PIXELS a side as a data URL, which the card shows blurred until the photo has loaded.
 * Null when the object is missing or unreadable.
 */
export async function storedImageShape(key: string): Promise<StoredImageShape | null> {
  const object = await getObject(key);
  if (!object) return null;
  const { width, height } = await sharp(object.body)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  if (!width || !height) return null;
  return { width, height, preview: await blurPreview(object.body) };
}

/** An image's blur-up preview as a data URL (see storedImageShape); null when sharp cannot read it. */
export async function blurPreview(image: Buffer | Uint8Array): Promise<string | null> {
  return sharp(image)
    .resize(PREVIEW_PIXELS, PREVIEW_PIXELS, { fit: "inside" })
    .webp({ quality: 40 })
    .toBuffer()
    .then((bytes) => `data:image/webp;base64,${bytes.toString("base64")}`)
    .catch(() => null);
}

/** Deletes stored media and their copies; missing objects and URLs that are not ours are ignored. */
export async function deleteMedia(urls: Array<string | null | undefined>): Promise<void> {
  const keys = new Set<string>();
  for (const url of urls) {
    const key = url ? keyFromPublicUrl(url) : null;
    if (!key) continue;
    keys.add(key);
    for (const derived of derivedKeysOf(key)) keys.add(derived);
  }
  await Promise.all([...keys].map((key) => deleteObject(key)));
}
