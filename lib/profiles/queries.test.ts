import { getDb } from "@/lib/db/client";
import { blocks, follows, likes, pets, posts } from "@/lib/db/schema";
import { createUser } from "@/tests/factories";
import { getProfile, isProfileVisible, listProfileActivity, listProfilePets, listProfilePosts } from "./queries";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function addPost(userId: string, values: Partial<typeof posts.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(posts)
    .values({ userId, content: "Paseo por el parque #perros", ...values })
    .returning({ id: posts.id });
  return row!.id;
}

async function addPet(userId: string, values: Partial<typeof pets.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(pets)
    .values({
      userId,
      name: "Toby",
      age: 4,
      species: "dog",
      breed: "Beagle",
      gender: "male",
      size: "medium",
      ...values,
    })
    .returning({ id: pets.id });
  return row!.id;
}

describe("getProfile", () => {
  it("computes the four counters and the follow state in one query", async () => {
    const [owner, viewer, fan, idol, bannedFan] = [
      await createUser(),
      await createUser(),
      await createUser(),
      await createUser(),
      await createUser({ banned: true }),
    ];
    await addPost(owner.id);
    await addPost(owner.id, { content: "", imageUrl: "/api/media/x.webp" });
    await addPet(owner.id);
    await addPet(owner.id, { isActive: false });
    const db = await getDb();
    await db.insert(follows).values([
      { followerId: viewer.id, followingId: owner.id },
      { followerId: fan.id, followingId: owner.id },
      { followerId: bannedFan.id, followingId: owner.id },
      { followerId: owner.id, followingId: idol.id },
      { followerId: owner.id, followingId: viewer.id },
    ]);

    const execute = jest.spyOn(db, "execute");
    const profile = await getProfile(owner.username!, viewer.id);
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();

    expect(profile).toMatchObject({
      id: owner.id,
      username: owner.username,
      fullName: owner.fullName,
      counts: { posts: 2, pets: 1, followers: 2, following: 2 },
      isMe: false,
      iFollow: true,
      followsMe: true,
    });
    expect(profile!.joinedAt).toBeInstanceOf(Date);
    expect(await getProfile(owner.username!, null)).toMatchObject({ iFollow: false, followsMe: false, isMe: false });
    expect(await getProfile(owner.username!, owner.id)).toMatchObject({ isMe: true });
  });

  it("is null for unknown and banned users and for blocks either way", async () => {
    const [a, b] = [await createUser(), await createUser()];
    const banned = await createUser({ banned: true });
    expect(await getProfile("no_such_user_9", null)).toBeNull();
    expect(await getProfile(banned.username!, a.id)).toBeNull();
    const db = await getDb();
    await db.insert(blocks).values({ blockerId: a.id, blockedId: b.id });
    expect(await getProfile(b.username!, a.id)).toBeNull();
    expect(await getProfile(a.username!, b.id)).toBeNull();
    expect(await isProfileVisible(a.id, b.id)).toBe(false);
    expect(await isProfileVisible(a.id, null)).toBe(true);
  });
});

describe("listProfilePosts", () => {
  it("pages newest first by (created_at, id), with thumbnails, the video flag and counts", async () => {
    const owner = await createUser();
    const ids: string[] = [];
    for (let i = 0; i < 14; i += 1)
      ids.push(await addPost(owner.id, { createdAt: minutesAgo(100 - i), likesCount: i }));
    const sameTime = minutesAgo(1);
    const tied = [await addPost(owner.id, { createdAt: sameTime }), await addPost(owner.id, { createdAt: sameTime })]
      .sort()
      .reverse();
    const video = await addPost(owner.id, { videoUrl: "/api/media/v.mp4", thumbnailUrl: "/api/media/v.webp" });

    const first = await listProfilePosts(owner.id);
    expect(first.items).toHaveLength(12);
    expect(first.items[0]).toMatchObject({ id: video, isVideo: true, imageUrl: "/api/media/v.webp" });
    expect(first.items.slice(1, 3).map((item) => item.id)).toEqual(tied);
    const second = await listProfilePosts(owner.id, first.nextCursor);
    const all = [...first.items, ...second.items].map((item) => item.id);
    expect(second.nextCursor).toBeNull();
    expect(new Set(all).size).toBe(17);
    expect(all.slice(3)).toEqual([...ids].reverse());
    expect(second.items.at(-1)).toMatchObject({ likesCount: 0, isVideo: false });
  });
});

describe("listProfilePets", () => {
  it("lists active pets with their first photo and no breed for mixed breeds", async () => {
    const owner = await createUser();
    await addPet(owner.id, {
      name: "Mestiza",
      isMixedBreed: true,
      breed: "Beagle",
      gender: "female",
      size: "small",
      photos: ["/a.webp", "/b.webp"],
    });
    await addPet(owner.id, { name: "Retirado", isActive: false });
    const found = await listProfilePets(owner.id);
    expect(found).toEqual([
      expect.objectContaining({
        name: "Mestiza",
        breed: null,
        isMixedBreed: true,
        gender: "female",
        size: "small",
        photoUrl: "/a.webp",
        age: 4,
      }),
    ]);
  });
});

describe("listProfileActivity", () => {
  it("merges posts, likes given and follows made, newest first, in one query", async () => {
    const [owner, other, viewer, hidden] = [
      await createUser(),
      await createUser(),
      await createUser(),
      await createUser(),
    ];
    const db = await getDb();
    const ownPost = await addPost(owner.id, { createdAt: minutesAgo(30) });
    const otherPost = await addPost(other.id, { createdAt: minutesAgo(60) });
    const hiddenPost = await addPost(hidden.id, { createdAt: minutesAgo(60) });
    await db.insert(likes).values([
      { postId: otherPost, userId: owner.id, createdAt: minutesAgo(10) },
      { postId: hiddenPost, userId: owner.id, createdAt: minutesAgo(5) },
    ]);
    await db.insert(follows).values([
      { followerId: owner.id, followingId: other.id, createdAt: minutesAgo(20) },
      { followerId: owner.id, followingId: hidden.id, createdAt: minutesAgo(1) },
      { followerId: other.id, followingId: owner.id, createdAt: minutesAgo(2) },
    ]);
    await db.insert(blocks).values({ blockerId: hidden.id, blockedId: viewer.id });

    const execute = jest.spyOn(db, "execute");
    const activity = await listProfileActivity(owner.id, viewer.id);
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();
    expect(activity.map((item) => item.kind)).toEqual(["like", "follow", "post"]);
    expect(activity[0]).toMatchObject({ kind: "like", postId: otherPost, otherUsername: other.username });
    expect(activity[1]).toMatchObject({ kind: "follow", otherUsername: other.username });
    expect(activity[2]).toMatchObject({ kind: "post", postId: ownPost });

    // Without the block, the hidden user's items show up in their place.
    const everything = await listProfileActivity(owner.id, null);
    expect(everything.map((item) => item.kind)).toEqual(["follow", "like", "like", "follow", "post"]);
    expect(await listProfileActivity(owner.id, null, 2)).toHaveLength(2);
  });
});
