// Issue 13, media in its true shape: a post keeps its photo's or video's size, read from the stored file
// for photos and from the browser for videos (the card's box: components/posts/media-aspect.test.ts).
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { getDb } from "@/lib/db/client";
import { posts } from "@/lib/db/schema";
import { storeUpload } from "@/lib/media/uploads";
import { createUser } from "@/tests/factories";
import { isoVideoFile, solidImage } from "@/tests/media-files";
import { signInAs } from "@/tests/session";
import { createPostAction } from "./actions";

async function sizeOf(postId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ width: posts.mediaWidth, height: posts.mediaHeight })
    .from(posts)
    .where(eq(posts.id, postId));
  return row;
}

async function postCountOf(userId: string) {
  const db = await getDb();
  return (await db.select({ id: posts.id }).from(posts).where(eq(posts.userId, userId))).length;
}

describe("post media size", () => {
  it("stores a photo's size as read from the stored file, whatever the client claims", async () => {
    const user = await createUser();
    await signInAs(user);
    const photo = await storeUpload(user.id, "posts", await solidImage(600, 900));
    const created = await createPostAction({
      content: "Retrato",
      imageUrl: photo.url,
      videoWidth: 4000,
      videoHeight: 10,
    });
    if (!created.ok) throw new Error(created.error.message);
    expect(await sizeOf(created.data.id)).toEqual({ width: 600, height: 900 });
  });

  it("stores a video's size as the browser measured it, and refuses impossible sizes with nothing written", async () => {
    const user = await createUser();
    await signInAs(user);
    const video = await storeUpload(user.id, "posts", isoVideoFile());
    const created = await createPostAction({ videoUrl: video.url, videoWidth: 1080, videoHeight: 1920 });
    if (!created.ok) throw new Error(created.error.message);
    expect(await sizeOf(created.data.id)).toEqual({ width: 1080, height: 1920 });

    for (const bad of [
      { videoWidth: 0, videoHeight: 100 },
      { videoWidth: 9000, videoHeight: 100 },
      { videoWidth: "100", videoHeight: 100 },
      { videoWidth: 1.5, videoHeight: 100 },
    ]) {
      expect(await createPostAction({ videoUrl: video.url, ...bad })).toMatchObject({
        ok: false,
        error: { code: "validation" },
      });
    }
    expect(await postCountOf(user.id)).toBe(1);
    // Only one side measured: the size is unknown, the card stays square (a video of its own: an upload
    // belongs to one post).
    const another = await storeUpload(user.id, "posts", isoVideoFile());
    const half = await createPostAction({ videoUrl: another.url, videoWidth: 1080 });
    if (!half.ok) throw new Error(half.error.message);
    expect(await sizeOf(half.data.id)).toEqual({ width: null, height: null });
  });
});

describe("blur-up previews", () => {
  it("keeps a tiny preview of the stored photo, in its colours, and none for a video", async () => {
    const user = await createUser();
    await signInAs(user);
    const photo = await storeUpload(user.id, "posts", await solidImage(600, 900));
    const created = await createPostAction({ content: "Con vista previa", imageUrl: photo.url });
    if (!created.ok) throw new Error(created.error.message);
    const db = await getDb();
    const [row] = await db.select({ preview: posts.mediaPreview }).from(posts).where(eq(posts.id, created.data.id));
    expect(row?.preview).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(row!.preview!.length).toBeLessThan(600);
    const bytes = Buffer.from(row!.preview!.split(",")[1]!, "base64");
    const { width, height } = await sharp(bytes).metadata();
    expect([width, height]).toEqual([8, 12]);
    // The same colour as the photo, blurred or not.
    const [original, preview] = await Promise.all([sharp(await solidImage(600, 900)).stats(), sharp(bytes).stats()]);
    for (const channel of [0, 1, 2])
      expect(Math.abs(preview.channels[channel]!.mean - original.channels[channel]!.mean)).toBeLessThan(12);

    const video = await storeUpload(user.id, "posts", isoVideoFile());
    const clip = await createPostAction({ videoUrl: video.url, videoWidth: 1080, videoHeight: 1920 });
    if (!clip.ok) throw new Error(clip.error.message);
    const [videoRow] = await db.select({ preview: posts.mediaPreview }).from(posts).where(eq(posts.id, clip.data.id));
    expect(videoRow?.preview).toBeNull();
  });

  it("the database refuses a preview that is not a base64 WebP (it goes into a style attribute)", async () => {
    const user = await createUser();
    const db = await getDb();
    for (const preview of [
      'data:image/webp;base64,AAAA") ; background:url(https://evil.example/x',
      "https://evil.example/x.webp",
      `data:image/webp;base64,${"A".repeat(3000)}`,
    ]) {
      await expect(db.insert(posts).values({ userId: user.id, content: "x", mediaPreview: preview })).rejects.toThrow();
    }
  });
});

describe("video posters", () => {
  it("keeps the frame the author uploaded as the video's poster; refuses others' files, videos and posters without a video", async () => {
    const [author, other] = await Promise.all([createUser(), createUser()]);
    await signInAs(author);
    const [video, frame, otherFrame] = await Promise.all([
      storeUpload(author.id, "posts", isoVideoFile()),
      storeUpload(author.id, "posts", await solidImage(320, 180)),
      storeUpload(other.id, "posts", await solidImage(320, 180)),
    ]);
    for (const [input, field] of [
      [{ videoUrl: video.url, videoPosterUrl: otherFrame.url }, "videoPosterUrl"],
      [{ videoUrl: video.url, videoPosterUrl: video.url }, "videoPosterUrl"],
      [{ imageUrl: frame.url, videoPosterUrl: frame.url }, "videoPosterUrl"],
      [{ videoUrl: video.url, videoPosterUrl: "https://elsewhere.example/frame.webp" }, "videoPosterUrl"],
    ] as const) {
      const refused = await createPostAction(input);
      expect(refused).toMatchObject({ ok: false, error: { code: "validation" } });
      if (!refused.ok && refused.error.fields) expect(Object.keys(refused.error.fields)).toContain(field);
    }
    expect(await postCountOf(author.id)).toBe(0);

    const created = await createPostAction({
      videoUrl: video.url,
      videoPosterUrl: frame.url,
      videoWidth: 320,
      videoHeight: 180,
    });
    if (!created.ok) throw new Error(created.error.message);
    const db = await getDb();
    const [row] = await db.select({ poster: posts.thumbnailUrl }).from(posts).where(eq(posts.id, created.data.id));
    expect(row?.poster).toBe(frame.url);
  });
});
