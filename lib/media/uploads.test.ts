import sharp from "sharp";
import { AppError } from "@/lib/errors";
import { keyFromPublicUrl, statObject } from "@/lib/storage/storage";
import {
  animatedGif,
  animatedGifCanvas,
  animatedWebpCanvas,
  isoFtyp,
  isoMdat,
  isoVideoFile,
  solidImage,
  webmFile,
} from "@/tests/media-files";
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, THUMBNAIL_SIDE } from "./limits";
import { thumbnailUrlFor } from "@/lib/storage/thumbnails";
import { AVATAR_SIDE, avatarSrc, PHONE_WIDTH, responsiveImage } from "@/lib/storage/responsive-image";
import { assertOwnedMedia, deleteMedia, MAX_ANIMATION_PIXELS, storeUpload } from "./uploads";

// storeUpload never reads the database, so plain ids do; they only shape the keys.
const userId = "11111111-1111-4111-8111-111111111111";
const otherUserId = "22222222-2222-4222-8222-222222222222";

async function storedBytes(url: string): Promise<Buffer> {
  const { getObject } = await import("@/lib/storage/storage");
  const object = await getObject(keyFromPublicUrl(url)!);
  if (!object) throw new Error(`not stored: ${url}`);
  return object.body;
}

async function exists(url: string): Promise<boolean> {
  const key = keyFromPublicUrl(url);
  return key !== null && (await statObject(key)) !== null;
}

function refusedWith(messageKey: string) {
  return expect.objectContaining({ code: "validation", messageKey });
}

describe("storeUpload", () => {
  it.each(["jpeg", "png", "webp", "gif"] as const)(
    "re-encodes a %s image as WebP with a square thumbnail",
    async (format) => {
      const media = await storeUpload(userId, "pets", await solidImage(120, 80, format));
      expect(media).toEqual({
        kind: "image",
        url: expect.stringMatching(new RegExp(`^/api/media/${userId}/pets/\\d+-[0-9a-f]{16}\\.webp$`)),
        thumbnailUrl: media.url.replace(/\.webp$/, "-thumb.webp"),
        width: 120,
        height: 80,
      });
      const main = await sharp(await storedBytes(media.url)).metadata();
      expect([main.format, main.width, main.height]).toEqual(["webp", 120, 80]);
      const thumbnail = await sharp(await storedBytes(media.thumbnailUrl!)).metadata();
      expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(["webp", THUMBNAIL_SIDE, THUMBNAIL_SIDE]);
    },
  );

  it("applies the EXIF orientation and strips EXIF (with any GPS) from the stored image", async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#81b29a" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "x" } } })
      .toBuffer();
    const input = await sharp(photo).metadata();
    expect([input.orientation, input.exif !== undefined]).toEqual([6, true]);

    const media = await storeUpload(userId, "posts", photo);
    expect([media.width, media.height]).toEqual([200, 300]);
    for (const url of [media.url, media.thumbnailUrl!]) {
      const stored = await sharp(await storedBytes(url)).metadata();
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
    }
    const stored = await sharp(await storedBytes(media.url)).metadata();
    expect([stored.width, stored.height]).toEqual([200, 300]);
  });

  it("shrinks large images to fit inside the maximum side and never enlarges small ones", async () => {
    const wide = await storeUpload(userId, "posts", await solidImage(3000, 1500));
    expect([wide.width, wide.height]).toEqual([MAX_IMAGE_SIDE, MAX_IMAGE_SIDE / 2]);
    const stored = await sharp(await storedBytes(wide.url)).metadata();
    expect([stored.width, stored.height]).toEqual([MAX_IMAGE_SIDE, MAX_IMAGE_SIDE / 2]);

    const small = await storeUpload(userId, "posts", await solidImage(40, 30));
    expect([small.width, small.height]).toEqual([40, 30]);
  });

  it("stores a phone copy PHONE_WIDTH wide beside the image, in its shape, never enlarged, still animated", async () => {
    const phoneOf = (url: string) => url.replace(/\.webp$/, `-w${PHONE_WIDTH}.webp`);
    const wide = await storeUpload(userId, "posts", await solidImage(3000, 1500));
    const copy = await sharp(await storedBytes(phoneOf(wide.url))).metadata();
    expect([copy.format, copy.width, copy.height]).toEqual(["webp", PHONE_WIDTH, PHONE_WIDTH / 2]);

    const small = await storeUpload(userId, "posts", await solidImage(40, 30));
    const smallCopy = await sharp(await storedBytes(phoneOf(small.url))).metadata();
    expect([smallCopy.width, smallCopy.height]).toEqual([40, 30]);

    const animated = await storeUpload(userId, "posts", await animatedGif(40, 30));
    expect((await sharp(await storedBytes(phoneOf(animated.url))).metadata()).pages).toBe(2);
  });

  it("stores a profile picture's AVATAR_SIDE square copy, which avatars show; other folders get it only when asked", async () => {
    const picture = await storeUpload(userId, "profiles", await solidImage(3000, 2000));
    const copy = await sharp(await storedBytes(avatarSrc(picture.url))).metadata();
    expect([copy.format, copy.width, copy.height]).toEqual(["webp", AVATAR_SIDE, AVATAR_SIDE]);
    const photo = await storeUpload(userId, "posts", await solidImage(300, 200));
    expect(await exists(avatarSrc(photo.url))).toBe(false);
  });

  it("keeps an animated GIF animated (as animated WebP), with a still thumbnail", async () => {
    const media = await storeUpload(userId, "posts", await animatedGif(40, 30));
    expect([media.width, media.height]).toEqual([40, 30]);
    const stored = await sharp(await storedBytes(media.url)).metadata();
    expect([stored.format, stored.pages]).toEqual(["webp", 2]);
    expect((await sharp(await storedBytes(media.thumbnailUrl!)).metadata()).pages).toBeUndefined();
  });

  it("refuses a small animation whose frames add up to too many pixels, before decoding it", async () => {
    // The reported case: 39 frames of 1000×1000 (39 MP) took seconds of CPU to re-encode.
    for (const bomb of [animatedGifCanvas(1000, 1000, 39), await animatedWebpCanvas(1000, 1000, 39)]) {
      expect(bomb.length).toBeLessThan(2000);
      const before = process.cpuUsage();
      await expect(storeUpload(userId, "posts", bomb)).rejects.toEqual(refusedWith("media.errors.animationTooLarge"));
      const used = process.cpuUsage(before);
      expect((used.user + used.system) / 1000).toBeLessThan(150);
    }
  });

  it("accepts an animation of exactly MAX_ANIMATION_PIXELS and refuses one frame more", async () => {
    expect(MAX_ANIMATION_PIXELS).toBe(100 * 500 * 500);
    const media = await storeUpload(userId, "posts", animatedGifCanvas(500, 500, 100));
    expect([media.width, media.height]).toEqual([500, 500]);
    expect((await sharp(await storedBytes(media.url)).metadata()).pages).toBe(100);
    await expect(storeUpload(userId, "posts", animatedGifCanvas(500, 500, 101))).rejects.toEqual(
      refusedWith("media.errors.animationTooLarge"),
    );
  });

  it("refuses an image with too many pixels (a decompression bomb) as too large", async () => {
    const bomb = await solidImage(8000, 6000);
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    await expect(storeUpload(userId, "posts", bomb)).rejects.toEqual(refusedWith("media.errors.tooLarge"));
  });

  it("refuses an image file over the byte limit before decoding it", async () => {
    const huge = Buffer.concat([await solidImage(10, 10, "jpeg"), Buffer.alloc(MAX_IMAGE_BYTES)]);
    await expect(storeUpload(userId, "posts", huge)).rejects.toEqual(refusedWith("media.errors.tooLarge"));
  });

  it.each([
    ["isom", "mp4", "video/mp4"],
    ["qt  ", "mov", "video/quicktime"],
  ])("stores a video with brand %j as .%s, unchanged", async (brand, ext, contentType) => {
    const bytes = isoVideoFile(brand);
    const media = await storeUpload(userId, "posts", bytes);
    expect(media).toEqual({
      kind: "video",
      url: expect.stringMatching(new RegExp(`^/api/media/${userId}/posts/.+\\.${ext}$`)),
      thumbnailUrl: null,
      width: null,
      height: null,
    });
    expect(Buffer.compare(await storedBytes(media.url), bytes)).toBe(0);
    expect((await statObject(keyFromPublicUrl(media.url)!))!.contentType).toBe(contentType);
  });

  it("stores a WebM video, also one recorded live (unknown sizes)", async () => {
    for (const bytes of [webmFile(), webmFile({ unknownSizes: true })]) {
      const media = await storeUpload(userId, "posts", bytes);
      expect(media.url).toMatch(/\.webm$/);
      expect((await statObject(keyFromPublicUrl(media.url)!))!.contentType).toBe("video/webm");
    }
  });

  it.each([
    [
      "ftyp followed by a script (the reported upload)",
      Buffer.from("\0\0\0\x14ftypisom<script>alert(1)</script>", "latin1"),
    ],
    [
      "an ftyp box and a media-data box of HTML, without a movie",
      Buffer.concat([isoFtyp("isom"), isoMdat(Buffer.from("<html><script>alert(1)</script>"))]),
    ],
    ["an audio-only MP4", isoVideoFile("isom", "soun")],
    ["an audio-only WebM", webmFile({ trackType: 2 })],
    ["a truncated MP4", isoVideoFile("isom").subarray(0, 100)],
  ])("refuses %s as an invalid type and stores nothing", async (_name, bytes) => {
    await expect(storeUpload(userId, "posts", bytes)).rejects.toEqual(refusedWith("media.errors.invalidType"));
  });

  it.each(["pets", "profiles"] as const)("refuses videos in %s", async (folder) => {
    await expect(storeUpload(userId, folder, isoVideoFile("isom"))).rejects.toEqual(
      refusedWith("media.errors.videoNotAllowed"),
    );
  });

  it.each([
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["HTML", Buffer.from("<html><body onload=alert(1)>")],
    ["text renamed .jpg", Buffer.from("not really a jpeg")],
    ["an empty file", Buffer.alloc(0)],
    [
      "JPEG magic bytes followed by garbage",
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 0x41)]),
    ],
  ])("refuses %s as an invalid type and stores nothing", async (_name, bytes) => {
    const error = await storeUpload(userId, "posts", bytes).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toEqual(refusedWith("media.errors.invalidType"));
  });
});

describe("assertOwnedMedia", () => {
  it("accepts the uploader's own media in the right folder and tells its kind", async () => {
    const image = await storeUpload(userId, "pets", await solidImage(20, 20));
    await expect(assertOwnedMedia(userId, image.url, "pets")).resolves.toEqual({
      kind: "image",
      key: keyFromPublicUrl(image.url),
    });
    const video = await storeUpload(userId, "posts", isoVideoFile("isom"));
    await expect(assertOwnedMedia(userId, video.url, "posts")).resolves.toEqual({
      kind: "video",
      key: keyFromPublicUrl(video.url),
    });
  });

  it("refuses another user's media, another folder, a missing object, a thumbnail and foreign URLs", async () => {
    const mine = await storeUpload(userId, "posts", await solidImage(20, 20));
    const missing = mine.url.replace(/\d+-[0-9a-f]{16}\.webp$/, "1700000000000-0000000000000000.webp");
    const attempts: Array<[string, string, "posts" | "pets"]> = [
      [otherUserId, mine.url, "posts"],
      [userId, mine.url, "pets"],
      [userId, missing, "posts"],
      [userId, mine.thumbnailUrl!, "posts"],
      [userId, `https://evil.example${mine.url}`, "posts"],
      [userId, `${mine.url}?v=1`, "posts"],
      [userId, `/api/media/${userId}/posts/../../${otherUserId}/posts/1-a.webp`, "posts"],
      [userId, "", "posts"],
    ];
    for (const [caller, url, folder] of attempts) {
      await expect(assertOwnedMedia(caller, url, folder)).rejects.toEqual(refusedWith("media.errors.notYours"));
    }
  });
});

describe("thumbnailUrlFor", () => {
  it("gives the thumbnail of a stored image and nothing for videos or other URLs", async () => {
    const image = await storeUpload(userId, "posts", await solidImage(20, 20));
    expect(thumbnailUrlFor(image.url)).toBe(image.thumbnailUrl);
    const video = await storeUpload(userId, "posts", isoVideoFile("isom"));
    expect(thumbnailUrlFor(video.url)).toBeNull();
    expect(thumbnailUrlFor(image.thumbnailUrl!)).toBeNull();
    expect(thumbnailUrlFor("https://example.com/cat.webp")).toBeNull();
  });
});

describe("responsiveImage", () => {
  it("offers the phone copy and the original in a srcset for a stored image, and nothing more for videos and copies", async () => {
    const image = await storeUpload(userId, "posts", await solidImage(20, 20));
    const phone = image.url.replace(/\.webp$/, `-w${PHONE_WIDTH}.webp`);
    expect(responsiveImage(image.url)).toEqual({
      src: image.url,
      srcSet: `${phone} ${PHONE_WIDTH}w, ${image.url} 2048w`,
    });
    const video = await storeUpload(userId, "posts", isoVideoFile("isom"));
    for (const url of [video.url, image.thumbnailUrl!, phone, avatarSrc(image.url), "data:image/webp;base64,UklGRg=="])
      expect(responsiveImage(url)).toEqual({ src: url });
  });
});

describe("avatarSrc", () => {
  it("names a stored picture's avatar copy, and leaves copies, videos, data and foreign URLs as they are", async () => {
    const image = await storeUpload(userId, "profiles", await solidImage(20, 20));
    expect(avatarSrc(image.url)).toBe(image.url.replace(/\.webp$/, `-a${AVATAR_SIDE}.webp`));
    const video = await storeUpload(userId, "posts", isoVideoFile("isom"));
    const copies = [image.thumbnailUrl!, avatarSrc(image.url), image.url.replace(/\.webp$/, `-w${PHONE_WIDTH}.webp`)];
    for (const url of [video.url, ...copies, "data:image/webp;base64,UklGRg==", "https://example.com/cat.png"])
      expect(avatarSrc(url)).toBe(url);
  });
});

describe("deleteMedia", () => {
  it("deletes images with their thumbnails and videos, ignoring missing and foreign URLs", async () => {
    const image = await storeUpload(userId, "profiles", await solidImage(20, 20));
    const video = await storeUpload(userId, "posts", isoVideoFile("isom"));
    const kept = await storeUpload(userId, "posts", await solidImage(20, 20));
    expect(await exists(image.thumbnailUrl!)).toBe(true);
    const phoneCopy = image.url.replace(/\.webp$/, `-w${PHONE_WIDTH}.webp`);
    expect(await exists(phoneCopy)).toBe(true);
    expect(await exists(avatarSrc(image.url))).toBe(true);

    await deleteMedia([
      image.url,
      video.url,
      null,
      undefined,
      "https://example.com/x.webp",
      `/api/media/${userId}/posts/1-gone.webp`,
    ]);
    expect(await exists(image.url)).toBe(false);
    expect(await exists(image.thumbnailUrl!)).toBe(false);
    expect(await exists(phoneCopy)).toBe(false);
    expect(await exists(avatarSrc(image.url))).toBe(false);
    expect(await exists(video.url)).toBe(false);
    expect(await exists(kept.url)).toBe(true);
    expect(await exists(kept.thumbnailUrl!)).toBe(true);
    // Deleting again is harmless.
    await expect(deleteMedia([image.url])).resolves.toBeUndefined();
  });
});
