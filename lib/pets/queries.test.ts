import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { blocks, posts, users } from "@/lib/db/schema";
import { createPet, createUser } from "@/tests/factories";
import { getPetForEdit, getPublicPet, listMyPets, listPetPosts, PET_POSTS_PAGE_SIZE } from "./queries";

const minute = 60_000;

describe("listMyPets", () => {
  it("lists only the user's pets, active ones first, newest first within each group, with the first photo", async () => {
    const owner = await createUser();
    const now = Date.now();
    const oldActive = await createPet(owner.id, {
      createdAt: new Date(now - 30 * minute),
      photos: ["/api/media/a.webp", "/api/media/b.webp"],
    });
    const newInactive = await createPet(owner.id, { createdAt: new Date(now - minute), isActive: false });
    const newActive = await createPet(owner.id, { createdAt: new Date(now - 2 * minute) });
    const oldInactive = await createPet(owner.id, { createdAt: new Date(now - 60 * minute), isActive: false });
    await createPet((await createUser()).id);

    const list = await listMyPets(owner.id);
    expect(list.map((pet) => pet.id)).toEqual([newActive.id, oldActive.id, newInactive.id, oldInactive.id]);
    expect(list[1]).toMatchObject({ photo: "/api/media/a.webp", isActive: true });
    expect(list[0]?.photo).toBeNull();
  });
});

describe("getPetForEdit", () => {
  it("returns the pet to its owner only", async () => {
    const owner = await createUser();
    const pet = await createPet(owner.id, { name: "Luna", likes: ["play"], isActive: false });
    expect(await getPetForEdit(owner.id, pet.id)).toMatchObject({
      id: pet.id,
      name: "Luna",
      likes: ["play"],
      isActive: false,
    });
    expect(await getPetForEdit((await createUser()).id, pet.id)).toBeNull();
    expect(await getPetForEdit(owner.id, "not-a-uuid")).toBeNull();
  });
});

describe("getPublicPet", () => {
  it("shows an active pet with its owner and post count", async () => {
    const owner = await createUser({ fullName: "Lucía Gómez" });
    const pet = await createPet(owner.id, { name: "Toby" });
    const db = await getDb();
    await db.insert(posts).values([
      { userId: owner.id, petId: pet.id, content: "uno" },
      { userId: owner.id, petId: pet.id, content: "dos" },
    ]);
    expect(await getPublicPet(pet.id, null)).toMatchObject({
      id: pet.id,
      name: "Toby",
      postsCount: 2,
      owner: { id: owner.id, username: owner.username, fullName: "Lucía Gómez", avatarUrl: null },
    });
  });

  it("hides inactive pets and pets of banned owners", async () => {
    const inactive = await createPet((await createUser()).id, { isActive: false });
    const bannedOwner = await createUser({ banned: true });
    const ofBanned = await createPet(bannedOwner.id);
    expect(await getPublicPet(inactive.id, null)).toBeNull();
    expect(await getPublicPet(ofBanned.id, null)).toBeNull();
    expect(await getPublicPet("not-a-uuid", null)).toBeNull();
  });

  it("hides the pet from a viewer who blocked its owner or was blocked by them", async () => {
    const owner = await createUser();
    const pet = await createPet(owner.id);
    const blocker = await createUser();
    const blocked = await createUser();
    const db = await getDb();
    await db.insert(blocks).values([
      { blockerId: blocker.id, blockedId: owner.id },
      { blockerId: owner.id, blockedId: blocked.id },
    ]);
    expect(await getPublicPet(pet.id, blocker.id)).toBeNull();
    expect(await getPublicPet(pet.id, blocked.id)).toBeNull();
    expect(await getPublicPet(pet.id, (await createUser()).id)).not.toBeNull();
    expect(await getPublicPet(pet.id, null)).not.toBeNull();
  });
});

describe("listPetPosts", () => {
  it("pages the pet's posts newest first by keyset, without repeats or gaps", async () => {
    const owner = await createUser();
    const pet = await createPet(owner.id);
    const db = await getDb();
    const now = Date.now();
    // Two posts share a timestamp: the id breaks the tie, so neither is skipped nor shown twice.
    const rows = Array.from({ length: PET_POSTS_PAGE_SIZE + 3 }, (_, i) => ({
      userId: owner.id,
      petId: pet.id,
      content: `post ${i}`,
      imageUrl: `/api/media/${i}.webp`,
      createdAt: new Date(now - Math.min(i, PET_POSTS_PAGE_SIZE) * minute),
    }));
    const inserted = await db.insert(posts).values(rows).returning({ id: posts.id, createdAt: posts.createdAt });
    await db.insert(posts).values({ userId: owner.id, petId: (await createPet(owner.id)).id, content: "another pet" });
    const expected = [...inserted]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);

    const first = await listPetPosts(pet.id, null);
    expect(first.posts).toHaveLength(PET_POSTS_PAGE_SIZE);
    expect(first.posts[0]).toMatchObject({
      content: "post 0",
      imageUrl: "/api/media/0.webp",
      thumbnailUrl: null,
      videoUrl: null,
      likesCount: 0,
      commentsCount: 0,
    });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await listPetPosts(pet.id, null, first.nextCursor);
    expect(second.nextCursor).toBeNull();
    expect([...first.posts, ...second.posts].map((post) => post.id)).toEqual(expected);
  });

  it("treats a malformed cursor as the first page", async () => {
    const owner = await createUser();
    const pet = await createPet(owner.id);
    const db = await getDb();
    await db.insert(posts).values({ userId: owner.id, petId: pet.id, content: "hola" });
    for (const cursor of ["garbage", Buffer.from('["x","y"]').toString("base64url")]) {
      expect((await listPetPosts(pet.id, null, cursor)).posts).toHaveLength(1);
    }
  });

  it("leaves out posts of banned authors and of blocked users", async () => {
    const owner = await createUser();
    const pet = await createPet(owner.id);
    const db = await getDb();
    await db.insert(posts).values({ userId: owner.id, petId: pet.id, content: "hola" });
    const viewer = await createUser();
    await db.insert(blocks).values({ blockerId: viewer.id, blockedId: owner.id });
    expect((await listPetPosts(pet.id, viewer.id)).posts).toHaveLength(0);
    expect((await listPetPosts(pet.id, null)).posts).toHaveLength(1);
    await db.update(users).set({ isBanned: true }).where(eq(users.id, owner.id));
    expect((await listPetPosts(pet.id, null)).posts).toHaveLength(0);
  });
});
