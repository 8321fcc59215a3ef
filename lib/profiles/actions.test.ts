import { eq } from "drizzle-orm";
import sharp from "sharp";
import { banUser } from "@/lib/admin/users";
import { getDb } from "@/lib/db/client";
import { blocks, posts, users } from "@/lib/db/schema";
import { storeUpload } from "@/lib/media/uploads";
import { keyFromPublicUrl, statObject } from "@/lib/storage/storage";
import { createUser } from "@/tests/factories";
import { setClaims, signInAs } from "@/tests/session";
import { loadProfilePostsAction, updateProfileAction } from "./actions";

const unauthorized = { ok: false, error: { code: "unauthorized", message: "errors.unauthorized" } };

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: "#f46a17" } })
    .png()
    .toBuffer();
}

async function profileRow(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      fullName: users.fullName,
      username: users.username,
      bio: users.bio,
      location: users.location,
      avatarUrl: users.avatarUrl,
    })
    .from(users)
    .where(eq(users.id, id));
  return row!;
}

async function stored(url: string): Promise<boolean> {
  return (await statObject(keyFromPublicUrl(url)!)) !== null;
}

describe("updateProfileAction", () => {
  it("saves the owner's name, bio, location and avatar, and deletes the replaced avatar", async () => {
    const user = await createUser();
    await signInAs(user);
    const first = await storeUpload(user.id, "profiles", await png());
    expect(
      await updateProfileAction({
        fullName: "  Lucía  ",
        bio: "Mamá de Toby",
        location: "Madrid",
        avatarUrl: first.url,
      }),
    ).toEqual({
      ok: true,
      data: { fullName: "Lucía", bio: "Mamá de Toby", location: "Madrid", avatarUrl: first.url },
    });

    const second = await storeUpload(user.id, "profiles", await png());
    await updateProfileAction({ fullName: "Lucía", bio: "", location: "  ", avatarUrl: second.url });
    expect(await profileRow(user.id)).toMatchObject({
      fullName: "Lucía",
      bio: null,
      location: null,
      avatarUrl: second.url,
      username: user.username,
    });
    expect(await stored(first.url)).toBe(false);
    expect(await stored(second.url)).toBe(true);

    // Leaving the avatar out keeps it; null removes it and its file.
    await updateProfileAction({ fullName: "Lucía F." });
    expect((await profileRow(user.id)).avatarUrl).toBe(second.url);
    await updateProfileAction({ fullName: "Lucía F.", avatarUrl: null });
    expect((await profileRow(user.id)).avatarUrl).toBeNull();
    expect(await stored(second.url)).toBe(false);
  });

  it("never changes the username", async () => {
    const user = await createUser();
    await signInAs(user);
    expect(await updateProfileAction({ fullName: "Otra", username: "hijacked_name" })).toMatchObject({ ok: true });
    expect((await profileRow(user.id)).username).toBe(user.username);
  });

  it("refuses an avatar another user uploaded, or one from another folder, and changes nothing", async () => {
    const [user, other] = [await createUser({ fullName: "Original" }), await createUser()];
    const theirs = await storeUpload(other.id, "profiles", await png());
    const postImage = await storeUpload(user.id, "posts", await png());
    await signInAs(user);
    for (const avatarUrl of [theirs.url, postImage.url, "https://evil.example/cat.png"]) {
      expect(await updateProfileAction({ fullName: "Changed", avatarUrl })).toMatchObject({
        ok: false,
        error: { code: "validation", message: "media.errors.notYours" },
      });
    }
    expect(await profileRow(user.id)).toMatchObject({ fullName: "Original", avatarUrl: null });
    expect(await stored(theirs.url)).toBe(true);
  });

  it("answers bad input with field message keys and changes nothing", async () => {
    const user = await createUser({ fullName: "Original" });
    await signInAs(user);
    expect(await updateProfileAction({ fullName: " ", bio: "x".repeat(301), location: "y".repeat(81) })).toEqual({
      ok: false,
      error: {
        code: "validation",
        message: "errors.validation",
        fields: {
          fullName: "profile.errors.fullNameRequired",
          bio: "profile.errors.bioTooLong",
          location: "profile.errors.locationTooLong",
        },
      },
    });
    expect(await updateProfileAction({ fullName: "z".repeat(81) })).toMatchObject({
      error: { fields: { fullName: "profile.errors.fullNameTooLong" } },
    });
    expect(await updateProfileAction(null)).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(await profileRow(user.id)).toMatchObject({ fullName: "Original", bio: null, location: null });
  });

  it("refuses anonymous visitors and banned users with stale sessions", async () => {
    expect(await updateProfileAction({ fullName: "Nadie" })).toEqual(unauthorized);
    const user = await createUser({ fullName: "Original" });
    const cookie = await signInAs(user);
    await banUser((await createUser({ role: "moderator" })).id, user.id);
    setClaims(cookie);
    expect(await updateProfileAction({ fullName: "Baneado", bio: "hola" })).toEqual(unauthorized);
    expect(await profileRow(user.id)).toMatchObject({ fullName: "Original", bio: null });
  });
});

describe("loadProfilePostsAction", () => {
  it("pages a visible profile and hides a blocked or banned one", async () => {
    const [owner, viewer] = [await createUser(), await createUser()];
    const db = await getDb();
    await db.insert(posts).values(Array.from({ length: 13 }, (_, i) => ({ userId: owner.id, content: `post ${i}` })));
    const first = await loadProfilePostsAction({ userId: owner.id });
    expect(first).toMatchObject({ ok: true });
    if (!first.ok) return;
    expect(first.data.items).toHaveLength(12);
    expect(await loadProfilePostsAction({ userId: owner.id, cursor: first.data.nextCursor })).toMatchObject({
      ok: true,
      data: { items: [{}], nextCursor: null },
    });

    await db.insert(blocks).values({ blockerId: owner.id, blockedId: viewer.id });
    await signInAs(viewer);
    expect(await loadProfilePostsAction({ userId: owner.id })).toEqual({
      ok: false,
      error: { code: "not_found", message: "errors.notFound" },
    });
    expect(await loadProfilePostsAction({ userId: "nope" })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
  });
});
