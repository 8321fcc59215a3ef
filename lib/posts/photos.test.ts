import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { postPhotos, posts } from "@/lib/db/schema";
import { storeUpload } from "@/lib/media/uploads";
import { keyFromPublicUrl, statObject } from "@/lib/storage/storage";
import { createUser } from "@/tests/factories";
import { solidImage } from "@/tests/media-files";
import { uploadTestImage } from "@/tests/post-factories";
import { signInAs } from "@/tests/session";
import { createPostAction, deletePostAction } from "./actions";
import { getPost } from "./queries";

/** A real upload of a width × height photo into the user's posts folder. */
async function photo(userId: string, width: number, height: number): Promise<string> {
  return (await storeUpload(userId, "posts", await solidImage(width, height))).url;
}

async function rowsOf(postId: string) {
  const db = await getDb();
  const [post] = await db
    .select({ imageUrl: posts.imageUrl, width: posts.mediaWidth, height: posts.mediaHeight })
    .from(posts)
    .where(eq(posts.id, postId));
  const more = await db.select().from(postPhotos).where(eq(postPhotos.postId, postId)).orderBy(postPhotos.position);
  return { post, more };
}

describe("posts with several photos", () => {
  it("keeps the author's order: the first is the cover, the others follow with their own shapes and previews", async () => {
    const user = await createUser();
    await signInAs(user);
    const urls = [await photo(user.id, 40, 50), await photo(user.id, 60, 30), await photo(user.id, 30, 30)];
    const result = await createPostAction({ content: "Tres fotos #trio", imageUrls: urls, imageAlt: "Luna" });
    if (!result.ok) throw new Error(JSON.stringify(result));

    const { post, more } = await rowsOf(result.data.id);
    expect(post).toEqual({ imageUrl: urls[0], width: 40, height: 50 });
    expect(more.map((row) => [row.position, row.url, row.width, row.height])).toEqual([
      [1, urls[1], 60, 30],
      [2, urls[2], 30, 30],
    ]);
    expect(more.every((row) => row.preview?.startsWith("data:image/webp;base64,"))).toBe(true);

    const card = await getPost(result.data.id, user.id);
    expect(card).toMatchObject({ imageUrl: urls[0], imageAlt: "Luna", mediaSize: { width: 40, height: 50 } });
    expect(card!.morePhotos).toEqual([
      { url: urls[1], size: { width: 60, height: 30 }, preview: expect.stringMatching(/^data:image\/webp;base64,/) },
      { url: urls[2], size: { width: 30, height: 30 }, preview: expect.stringMatching(/^data:image\/webp;base64,/) },
    ]);
  });

  it("shows a single-photo post, and a post from before, with no other photos", async () => {
    const user = await createUser();
    await signInAs(user);
    const upload = await uploadTestImage(user.id);
    const single = await createPostAction({ content: "", imageUrl: upload.url });
    const text = await createPostAction({ content: "Sin foto" });
    if (!single.ok || !text.ok) throw new Error("a post failed");
    expect((await getPost(single.data.id, null))?.morePhotos).toEqual([]);
    expect((await getPost(text.data.id, null))?.morePhotos).toEqual([]);
  });

  it("refuses more than 10 photos, the same photo twice, photos with a video or beside imageUrl, and someone else's photo", async () => {
    const user = await createUser();
    const other = await createUser();
    await signInAs(user);
    const mine = await Promise.all(Array.from({ length: 11 }, () => photo(user.id, 20, 20)));
    const theirs = await photo(other.id, 20, 20);
    const video = mine[0]!;

    expect(await createPostAction({ content: "", imageUrls: mine })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { imageUrls: "posts.errors.tooManyPhotos" } },
    });
    expect(await createPostAction({ content: "", imageUrls: [mine[0], mine[0]] })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { imageUrls: "posts.errors.mediaInvalid" } },
    });
    expect(await createPostAction({ content: "", imageUrls: [mine[0], mine[1]], videoUrl: video })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { videoUrl: "posts.errors.oneMedia" } },
    });
    expect(await createPostAction({ content: "", imageUrl: mine[2], imageUrls: [mine[0], mine[1]] })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await createPostAction({ content: "", imageUrls: [mine[0], theirs] })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await createPostAction({ content: "", imageUrls: "no es una lista" })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });

    const db = await getDb();
    expect(await db.select({ id: posts.id }).from(posts).where(eq(posts.userId, user.id))).toEqual([]);
  });

  it("takes ten photos", async () => {
    const user = await createUser();
    await signInAs(user);
    const urls = await Promise.all(Array.from({ length: 10 }, () => photo(user.id, 20, 20)));
    const result = await createPostAction({ content: "", imageUrls: urls });
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect((await rowsOf(result.data.id)).more.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("deletes every photo's file with the post", async () => {
    const user = await createUser();
    await signInAs(user);
    const urls = [await photo(user.id, 20, 20), await photo(user.id, 20, 20)];
    const result = await createPostAction({ content: "", imageUrls: urls });
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(await deletePostAction(result.data.id)).toEqual({ ok: true, data: undefined });
    for (const url of urls) expect(await statObject(keyFromPublicUrl(url)!)).toBeNull();
    expect((await rowsOf(result.data.id)).more).toEqual([]);
  });
});
