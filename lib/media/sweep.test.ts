import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { getDb } from "@/lib/db/client";
import { pets, users } from "@/lib/db/schema";
import { getObject, keyFromPublicUrl, publicUrl, putObject } from "@/lib/storage/storage";
import { createUser } from "@/tests/factories";
import { parseInput } from "@/lib/errors";
import { createPost } from "@/lib/posts/posts";
import { createPostSchema } from "@/lib/posts/schemas";
import { createPet, createTestPost } from "@/tests/post-factories";
import { ORPHAN_AGE_MS, sweepOrphanUploads } from "./sweep";
import { storeUpload } from "./uploads";

// Other test files upload at the same time into the same storage: these files are made a day old by
// their keys (which carry the upload time), so the sweep runs at the real time and touches only them.
async function dayOldUpload(userId: string, folder: "posts" | "pets" | "profiles") {
  const stem = `${userId}/${folder}/${Date.now() - ORPHAN_AGE_MS - 60_000}-${randomBytes(8).toString("hex")}`;
  await putObject(`${stem}.webp`, Buffer.from("image"), "image/webp");
  await putObject(`${stem}-thumb.webp`, Buffer.from("thumb"), "image/webp");
  await putObject(`${stem}-w828.webp`, Buffer.from("phone"), "image/webp");
  await putObject(`${stem}-a192.webp`, Buffer.from("avatar"), "image/webp");
  return {
    url: publicUrl(`${stem}.webp`),
    thumbnailUrl: publicUrl(`${stem}-thumb.webp`),
    phoneUrl: publicUrl(`${stem}-w828.webp`),
    avatarUrl: publicUrl(`${stem}-a192.webp`),
  };
}

const exists = async (url: string) => (await getObject(keyFromPublicUrl(url)!)) !== null;

describe("sweepOrphanUploads", () => {
  it("deletes day-old uploads nothing points to, with their thumbnails, phone and avatar copies, and keeps attached and recent ones", async () => {
    const user = await createUser();
    const db = await getDb();
    const posted = await dayOldUpload(user.id, "posts");
    await createTestPost(user.id, { imageUrl: posted.url });
    // A carousel's photos after the first live in post_photos: attached too (decision 048).
    const [cover, second] = [await dayOldUpload(user.id, "posts"), await dayOldUpload(user.id, "posts")];
    await createPost(
      { id: user.id, role: null },
      parseInput(createPostSchema, { content: "", imageUrls: [cover.url, second.url] }),
    );
    const avatar = await dayOldUpload(user.id, "profiles");
    await db.update(users).set({ avatarUrl: avatar.url }).where(eq(users.id, user.id));
    const petPhoto = await dayOldUpload(user.id, "pets");
    const pet = await createPet(user.id);
    await db
      .update(pets)
      .set({ photos: [petPhoto.url] })
      .where(eq(pets.id, pet.id));
    const abandoned = await dayOldUpload(user.id, "posts");
    // Another user's file: my rows cannot keep it alive.
    const theirs = await dayOldUpload((await createUser()).id, "pets");
    // Uploaded a minute ago and not attached yet: the form may still be open.
    const recent = await storeUpload(
      user.id,
      "posts",
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );

    const deleted = await sweepOrphanUploads();

    const gone = [
      abandoned.url,
      abandoned.thumbnailUrl,
      abandoned.phoneUrl,
      abandoned.avatarUrl,
      theirs.url,
      theirs.thumbnailUrl,
      theirs.phoneUrl,
    ];
    expect(deleted).toEqual(expect.arrayContaining(gone.map((url) => keyFromPublicUrl(url))));
    for (const url of gone) expect(await exists(url)).toBe(false);
    for (const url of [
      posted.url,
      posted.thumbnailUrl,
      posted.phoneUrl,
      cover.url,
      second.url,
      second.thumbnailUrl,
      avatar.url,
      avatar.thumbnailUrl,
      avatar.avatarUrl,
      petPhoto.url,
      petPhoto.phoneUrl,
      recent.url,
    ])
      expect(await exists(url)).toBe(true);
  });
});
