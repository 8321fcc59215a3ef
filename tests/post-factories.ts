// Builders for the feed's tests: pets, posts (through the real createPost, so hashtags are counted as in
// production), blocks and follows. Kept apart from tests/factories.ts, which other areas extend.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { getDb } from "@/lib/db/client";
import { blocks, follows, pets, posts } from "@/lib/db/schema";
import type { UploadFolder } from "@/lib/media/limits";
import { storeUpload } from "@/lib/media/uploads";
import { parseInput } from "@/lib/errors";
import { createPost } from "@/lib/posts/posts";
import { createPostSchema } from "@/lib/posts/schemas";

export async function createPet(
  userId: string,
  options: { name?: string; isActive?: boolean; gender?: "male" | "female" } = {},
): Promise<{ id: string; name: string }> {
  const db = await getDb();
  const name = options.name ?? "Luna";
  const [pet] = await db
    .insert(pets)
    .values({
      userId,
      name,
      age: 3,
      species: "dog",
      breed: "Beagle",
      gender: options.gender ?? "female",
      size: "medium",
      isActive: options.isActive ?? true,
    })
    .returning({ id: pets.id });
  return { id: pet!.id, name };
}

export async function createTestPost(
  userId: string,
  input: { content?: string; petId?: string | null; imageUrl?: string } = {},
): Promise<{ id: string }> {
  return createPost(
    { id: userId, role: null },
    parseInput(createPostSchema, {
      content: input.content ?? "Un paseo por el parque",
      petId: input.petId ?? null,
      imageUrl: input.imageUrl ?? null,
    }),
  );
}

/** A real upload into the user's posts folder, as /api/uploads would store it. */
export async function uploadTestImage(
  userId: string,
  folder: UploadFolder = "posts",
): Promise<{ url: string; thumbnailUrl: string | null }> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#f46a17" } })
    .png()
    .toBuffer();
  return storeUpload(userId, folder, png);
}

export async function postCounts(postId: string): Promise<{ likesCount: number; commentsCount: number } | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ likesCount: posts.likesCount, commentsCount: posts.commentsCount })
    .from(posts)
    .where(eq(posts.id, postId));
  return row;
}

export async function block(blockerId: string, blockedId: string): Promise<void> {
  const db = await getDb();
  await db.insert(blocks).values({ blockerId, blockedId });
}

export async function follow(followerId: string, followingId: string): Promise<void> {
  const db = await getDb();
  await db.insert(follows).values({ followerId, followingId });
}
