import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { hashtags, notifications, postHashtags, posts } from "@/lib/db/schema";
import { createUser, uniqueSuffix } from "@/tests/factories";
import { block, createTestPost, uploadTestImage } from "@/tests/post-factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import { registerPurger, type PurgeKind } from "@/server/shared/front-door-contract";
import { createPostAction, editPostAction } from "./actions";
import { getPost } from "./queries";

const unauthorized = { ok: false, error: { code: "unauthorized", message: "errors.unauthorized" } };
const forbidden = { ok: false, error: { code: "forbidden", message: "errors.forbidden" } };
const notFound = { ok: false, error: { code: "not_found", message: "errors.notFound" } };

let purges: Array<{ tags: string[]; kind: PurgeKind }> = [];
beforeEach(() => {
  purges = [];
  registerPurger({ purge: async (tags, kind) => void purges.push({ tags: [...tags], kind }) });
});
afterAll(() => registerPurger(null));

async function usage(name: string): Promise<number | undefined> {
  const db = await getDb();
  const [row] = await db.select({ usageCount: hashtags.usageCount }).from(hashtags).where(eq(hashtags.name, name));
  return row?.usageCount;
}

async function tagsOf(postId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ name: hashtags.name })
    .from(postHashtags)
    .innerJoin(hashtags, eq(hashtags.id, postHashtags.hashtagId))
    .where(eq(postHashtags.postId, postId));
  return rows.map((row) => row.name).sort();
}

async function mentionsOf(postId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.postId, postId), eq(notifications.type, "mention")));
  return rows.map((row) => row.userId).sort();
}

async function stored(postId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ content: posts.content, editedAt: posts.editedAt })
    .from(posts)
    .where(eq(posts.id, postId));
  return row;
}

describe("editPostAction", () => {
  it("rewrites the text, marks the post edited and keeps hashtag usage exact", async () => {
    const author = await createUser();
    const [kept, dropped, gained] = [`playa${uniqueSuffix()}`, `siesta${uniqueSuffix()}`, `paseo${uniqueSuffix()}`];
    const post = await createTestPost(author.id, { content: `Día de #${kept} y #${dropped}` });
    // Another post keeps using the dropped tag: its count falls by one, not to zero.
    await createTestPost(author.id, { content: `Más #${dropped}` });
    await signInAs(author);

    const result = await editPostAction({
      postId: post.id,
      content: `  Día de #${kept} y #${gained} (y #${gained.toUpperCase()})  `,
    });
    expect(result).toEqual({
      ok: true,
      data: {
        content: `Día de #${kept} y #${gained} (y #${gained.toUpperCase()})`,
        editedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect(await stored(post.id)).toMatchObject({
      content: `Día de #${kept} y #${gained} (y #${gained.toUpperCase()})`,
      editedAt: expect.any(Date),
    });
    expect(await tagsOf(post.id)).toEqual([kept, gained].sort());
    expect([await usage(kept), await usage(dropped), await usage(gained)]).toEqual([1, 1, 1]);

    // The card says so, with the new text.
    const card = await getPost(post.id, null);
    expect(card).toMatchObject({
      content: expect.stringContaining(`#${gained}`),
      editedAt: result.ok ? result.data.editedAt : null,
    });
  });

  it("purges, hard, every page that showed the old text and every page of the new", async () => {
    const author = await createUser();
    const [before, after] = [`antes${uniqueSuffix()}`, `despues${uniqueSuffix()}`];
    const post = await createTestPost(author.id, { content: `Con #${before}` });
    await signInAs(author);
    purges = [];
    expect(await editPostAction({ postId: post.id, content: `Con #${after}` })).toMatchObject({ ok: true });
    expect(purges.map((purge) => purge.kind)).toEqual(["hard"]);
    expect(purges[0]!.tags.sort()).toEqual(
      [`hashtag:${after}`, `hashtag:${before}`, `post:${post.id}`, `user:${author.username}`].sort(),
    );
  });

  it("tells newly mentioned people once, and never those the post already told", async () => {
    const author = await createUser();
    const [ana, bea, cris] = [await createUser(), await createUser(), await createUser()];
    const post = await createTestPost(author.id, { content: `Con @${ana.username}` });
    expect(await mentionsOf(post.id)).toEqual([ana.id]);
    await signInAs(author);

    await editPostAction({ postId: post.id, content: `Con @${ana.username} y @${bea.username}` });
    expect(await mentionsOf(post.id)).toEqual([ana.id, bea.id].sort());
    // Ana dropped and named again, Bea kept, Cris new: only Cris hears of it.
    await editPostAction({ postId: post.id, content: `Con @${bea.username}` });
    await editPostAction({ postId: post.id, content: `Con @${ana.username}, @${bea.username} y @${cris.username}` });
    expect(await mentionsOf(post.id)).toEqual([ana.id, bea.id, cris.id].sort());
  });

  it("does not tell someone who blocked the author", async () => {
    const author = await createUser();
    const blocker = await createUser();
    await block(blocker.id, author.id);
    const post = await createTestPost(author.id, { content: "Hola" });
    await signInAs(author);
    await editPostAction({ postId: post.id, content: `Hola @${blocker.username}` });
    expect(await mentionsOf(post.id)).toEqual([]);
  });

  it("changes nothing, and does not mark the post edited, for the same text", async () => {
    const author = await createUser();
    const post = await createTestPost(author.id, { content: "Igual #que_antes" });
    await signInAs(author);
    purges = [];
    expect(await editPostAction({ postId: post.id, content: " Igual #que_antes " })).toEqual({
      ok: true,
      data: { content: "Igual #que_antes", editedAt: null },
    });
    expect((await stored(post.id))?.editedAt).toBeNull();
    expect(purges).toEqual([]);
  });

  it("lets a photo post lose all its text, but not a text-only post", async () => {
    const author = await createUser();
    await signInAs(author);
    const upload = await uploadTestImage(author.id);
    const photo = await createPostAction({ content: "Foto #sola", imageUrl: upload.url });
    if (!photo.ok) throw new Error("the photo post failed");
    expect(await editPostAction({ postId: photo.data.id, content: "   " })).toMatchObject({
      ok: true,
      data: { content: "" },
    });
    expect(await tagsOf(photo.data.id)).toEqual([]);

    const text = await createTestPost(author.id, { content: "Solo texto" });
    expect(await editPostAction({ postId: text.id, content: "  " })).toEqual({
      ok: false,
      error: { code: "validation", message: "errors.validation", fields: { content: "posts.errors.empty" } },
    });
    expect((await stored(text.id))?.content).toBe("Solo texto");
  });

  it("refuses text that is too long or not text, and changes nothing", async () => {
    const author = await createUser();
    const post = await createTestPost(author.id, { content: "Corto" });
    await signInAs(author);
    expect(await editPostAction({ postId: post.id, content: "a".repeat(2001) })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { content: "posts.errors.contentTooLong" } },
    });
    expect(await editPostAction({ postId: post.id, content: 42 })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await editPostAction({ postId: "nope", content: "Hola" })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await editPostAction({ postId: "00000000-0000-4000-8000-000000000000", content: "Hola" })).toEqual(notFound);
    expect(await stored(post.id)).toEqual({ content: "Corto", editedAt: null });
  });

  it("refuses anyone but the author: another user, staff, anonymous visitors and banned users", async () => {
    const author = await createUser();
    const post = await createTestPost(author.id, { content: "Mío" });
    await signInAs(await createUser());
    expect(await editPostAction({ postId: post.id, content: "Tuyo no" })).toEqual(forbidden);
    await signInAs(await createUser({ role: "moderator" }));
    expect(await editPostAction({ postId: post.id, content: "Moderado" })).toEqual(forbidden);
    await signInAs(await createUser({ role: "admin" }));
    expect(await editPostAction({ postId: post.id, content: "Administrado" })).toEqual(forbidden);
    await signInAs(null);
    expect(await editPostAction({ postId: post.id, content: "Anónimo" })).toEqual(unauthorized);
    await signInAsBanned(author);
    expect(await editPostAction({ postId: post.id, content: "Baneado" })).toEqual(unauthorized);
    expect(await stored(post.id)).toEqual({ content: "Mío", editedAt: null });
  });
});
