import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, onQuery, queryRows } from "@/lib/db/client";
import {
  comments,
  hashtags,
  moderationActions,
  notifications,
  postHashtags,
  posts,
  reportedContent,
} from "@/lib/db/schema";
import { statObject, keyFromPublicUrl } from "@/lib/storage/storage";
import { createUser, uniqueSuffix } from "@/tests/factories";
import { block, createPet, createTestPost, postCounts, uploadTestImage } from "@/tests/post-factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import {
  addCommentAction,
  createPostAction,
  deleteCommentAction,
  deletePostAction,
  likePostAction,
  loadCommentsAction,
  reportPostAction,
  unlikePostAction,
} from "./actions";
import { likePost, unlikePost } from "./likes";

const unauthorized = { ok: false, error: { code: "unauthorized", message: "errors.unauthorized" } };
const notFound = { ok: false, error: { code: "not_found", message: "errors.notFound" } };
const forbidden = { ok: false, error: { code: "forbidden", message: "errors.forbidden" } };

async function bannedWithStaleSession() {
  return signInAsBanned(await createUser());
}

async function postsOf(userId: string) {
  const db = await getDb();
  return db.select({ id: posts.id, content: posts.content }).from(posts).where(eq(posts.userId, userId));
}

async function usage(name: string): Promise<number | undefined> {
  const db = await getDb();
  const [row] = await db.select({ usageCount: hashtags.usageCount }).from(hashtags).where(eq(hashtags.name, name));
  return row?.usageCount;
}

async function notificationsFor(postId: string, type: "like" | "comment") {
  const db = await getDb();
  return db
    .select({ userId: notifications.userId, actorId: notifications.actorId })
    .from(notifications)
    .where(and(eq(notifications.postId, postId), eq(notifications.type, type)));
}

describe("createPostAction", () => {
  it("creates a post with its pet and location, and counts each hashtag once", async () => {
    const user = await createUser();
    const pet = await createPet(user.id);
    await signInAs(user);
    const tag = `playa${uniqueSuffix()}`;
    const result = await createPostAction({
      content: `  Día de #${tag} con #${tag.toUpperCase()} y #狗${tag}  `,
      petId: pet.id,
      location: " Cádiz ",
    });
    expect(result).toEqual({ ok: true, data: { id: expect.any(String) } });
    if (!result.ok) return;

    const db = await getDb();
    const [row] = await db.select().from(posts).where(eq(posts.id, result.data.id));
    expect(row).toMatchObject({
      userId: user.id,
      petId: pet.id,
      location: "Cádiz",
      content: `Día de #${tag} con #${tag.toUpperCase()} y #狗${tag}`,
      imageUrl: null,
    });
    expect(await usage(tag)).toBe(1);
    expect(await usage(`狗${tag}`)).toBe(1);
    const links = await db
      .select({ postCreatedAt: postHashtags.postCreatedAt })
      .from(postHashtags)
      .where(eq(postHashtags.postId, result.data.id));
    expect(links).toHaveLength(2);
    expect(links[0]!.postCreatedAt.getTime()).toBe(row!.createdAt.getTime());

    await createPostAction({ content: `Otra vez #${tag}` });
    expect(await usage(tag)).toBe(2);
  });

  it("attaches the user's own uploaded image and its thumbnail", async () => {
    const user = await createUser();
    await signInAs(user);
    const upload = await uploadTestImage(user.id);
    const result = await createPostAction({ content: "", imageUrl: upload.url, imageAlt: "Luna en la playa" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const db = await getDb();
    const [row] = await db.select().from(posts).where(eq(posts.id, result.data.id));
    expect(row).toMatchObject({
      imageUrl: upload.url,
      thumbnailUrl: upload.thumbnailUrl,
      imageAlt: "Luna en la playa",
      content: "",
    });
  });

  it("refuses anonymous visitors and banned users, and creates nothing", async () => {
    expect(await createPostAction({ content: "Hola" })).toEqual(unauthorized);
    const banned = await bannedWithStaleSession();
    expect(await createPostAction({ content: "Hola" })).toEqual(unauthorized);
    expect(await postsOf(banned.id)).toEqual([]);
  });

  it("refuses another user's pet, an inactive pet and another user's file", async () => {
    const owner = await createUser();
    const otherPet = await createPet(owner.id);
    const otherUpload = await uploadTestImage(owner.id);
    const user = await createUser();
    const retired = await createPet(user.id, { isActive: false });
    await signInAs(user);

    for (const petId of [otherPet.id, retired.id]) {
      expect(await createPostAction({ content: "Hola", petId })).toEqual({
        ok: false,
        error: { code: "validation", message: "errors.validation", fields: { petId: "posts.errors.petInvalid" } },
      });
    }
    expect(await createPostAction({ content: "Hola", imageUrl: otherUpload.url })).toEqual({
      ok: false,
      error: { code: "validation", message: "media.errors.notYours" },
    });
    expect(await createPostAction({ content: "Hola", imageUrl: "https://evil.example/cat.png" })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await postsOf(user.id)).toEqual([]);
  });

  it("answers bad input with message keys and creates nothing", async () => {
    const user = await createUser();
    await signInAs(user);
    const upload = await uploadTestImage(user.id);
    expect(await createPostAction({ content: "   " })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { content: "posts.errors.empty" } },
    });
    expect(await createPostAction({ content: "a".repeat(2001) })).toMatchObject({
      ok: false,
      error: { fields: { content: "posts.errors.contentTooLong" } },
    });
    expect(await createPostAction({ content: "Hola", location: "x".repeat(81) })).toMatchObject({
      ok: false,
      error: { fields: { location: "posts.errors.locationTooLong" } },
    });
    expect(await createPostAction({ content: "Hola", imageUrl: upload.url, videoUrl: upload.url })).toMatchObject({
      ok: false,
      error: { fields: { videoUrl: "posts.errors.oneMedia" } },
    });
    expect(await createPostAction({ content: "Hola", imageAlt: "a".repeat(201) })).toMatchObject({
      ok: false,
      error: { fields: { imageAlt: "posts.errors.altTooLong" } },
    });
    expect(await createPostAction(null)).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(await postsOf(user.id)).toEqual([]);
  });
});

describe("deletePostAction", () => {
  it("lets the author delete their post: tag counts go down and the files are removed", async () => {
    const user = await createUser();
    await signInAs(user);
    const tag = `adios${uniqueSuffix()}`;
    const upload = await uploadTestImage(user.id);
    const kept = await createTestPost(user.id, { content: `#${tag}` });
    const created = await createPostAction({ content: `Me voy #${tag}`, imageUrl: upload.url });
    if (!created.ok) throw new Error("setup");
    expect(await usage(tag)).toBe(2);

    expect(await deletePostAction(created.data.id)).toEqual({ ok: true, data: undefined });
    expect((await postsOf(user.id)).map((p) => p.id)).toEqual([kept.id]);
    expect(await usage(tag)).toBe(1);
    expect(await statObject(keyFromPublicUrl(upload.url)!)).toBeNull();
    expect(await statObject(keyFromPublicUrl(upload.thumbnailUrl!)!)).toBeNull();
  });

  it("refuses another user, anonymous visitors and banned users, and keeps the post", async () => {
    const author = await createUser();
    const post = await createTestPost(author.id);
    await signInAs(await createUser());
    expect(await deletePostAction(post.id)).toEqual(forbidden);
    await signInAs(null);
    expect(await deletePostAction(post.id)).toEqual(unauthorized);
    const banned = await bannedWithStaleSession();
    const own = await createTestPost(banned.id);
    expect(await deletePostAction(own.id)).toEqual(unauthorized);
    expect(await postCounts(post.id)).toBeDefined();
    expect(await postCounts(own.id)).toBeDefined();
  });

  it("lets a moderator delete anyone's post and logs it", async () => {
    const post = await createTestPost((await createUser()).id);
    const moderator = await createUser({ role: "moderator" });
    await signInAs(moderator);
    expect(await deletePostAction(post.id)).toEqual({ ok: true, data: undefined });
    expect(await postCounts(post.id)).toBeUndefined();
    const db = await getDb();
    const logged = await db.select().from(moderationActions).where(eq(moderationActions.targetId, post.id));
    expect(logged).toMatchObject([{ actionType: "delete", targetType: "post", moderatorId: moderator.id }]);
  });

  it("answers a malformed or unknown id", async () => {
    await signInAs(await createUser());
    expect(await deletePostAction("nope")).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(await deletePostAction("00000000-0000-4000-8000-000000000000")).toEqual(notFound);
  });
});

describe("likes", () => {
  it("is idempotent, keeps the counter exact and notifies the author once", async () => {
    const author = await createUser();
    const post = await createTestPost(author.id);
    const fan = await createUser();
    await signInAs(fan);

    expect(await likePostAction(post.id)).toEqual({ ok: true, data: { liked: true, likesCount: 1 } });
    expect(await likePostAction(post.id)).toEqual({ ok: true, data: { liked: true, likesCount: 1 } });
    expect(await notificationsFor(post.id, "like")).toEqual([{ userId: author.id, actorId: fan.id }]);

    expect(await unlikePostAction(post.id)).toEqual({ ok: true, data: { liked: false, likesCount: 0 } });
    expect(await unlikePostAction(post.id)).toEqual({ ok: true, data: { liked: false, likesCount: 0 } });
    expect(await notificationsFor(post.id, "like")).toEqual([]);

    // like / unlike / like does not pile up notifications
    await likePostAction(post.id);
    await unlikePostAction(post.id);
    await likePostAction(post.id);
    expect(await notificationsFor(post.id, "like")).toHaveLength(1);
    expect(await postCounts(post.id)).toMatchObject({ likesCount: 1 });
  });

  it("never notifies people of their own likes", async () => {
    const author = await createUser();
    const post = await createTestPost(author.id);
    await signInAs(author);
    expect(await likePostAction(post.id)).toEqual({ ok: true, data: { liked: true, likesCount: 1 } });
    expect(await notificationsFor(post.id, "like")).toEqual([]);
  });

  it("counts concurrent likes of five users exactly", async () => {
    const post = await createTestPost((await createUser()).id);
    const fans = await Promise.all(Array.from({ length: 5 }, () => createUser()));
    await Promise.all(fans.flatMap((fan) => [likePost(fan.id, post.id), likePost(fan.id, post.id)]));
    expect(await postCounts(post.id)).toMatchObject({ likesCount: 5 });
    expect(await notificationsFor(post.id, "like")).toHaveLength(5);
    // Hearts pressed and released at once: the counter still equals the rows.
    await Promise.all(
      fans.flatMap((fan, index) =>
        index < 3 ? [unlikePost(fan.id, post.id), unlikePost(fan.id, post.id), likePost(fan.id, post.id)] : [],
      ),
    );
    const [likeRows] = await queryRows<{ n: number }>(
      await getDb(),
      sql`select count(*)::int as n from likes where post_id = ${post.id}`,
    );
    expect(likeRows!.n).toBeGreaterThanOrEqual(2);
    expect(await postCounts(post.id)).toMatchObject({ likesCount: likeRows!.n });
    expect(await notificationsFor(post.id, "like")).toHaveLength(likeRows!.n);
  });

  it("likes and unlikes in one statement each, the pages to purge included (decision 059)", async () => {
    const post = await createTestPost((await createUser()).id);
    const fan = await createUser();
    const statements: string[] = [];
    const stop = onQuery((query) => void statements.push(query));
    try {
      expect(await likePost(fan.id, post.id)).toEqual({ liked: true, likesCount: 1 });
      expect(await unlikePost(fan.id, post.id)).toEqual({ liked: false, likesCount: 0 });
    } finally {
      stop();
    }
    // The like's push reads its receiver's devices behind the action, on its own.
    expect(statements.filter((statement) => !statement.includes("push_subscriptions"))).toHaveLength(2);
  });

  it("refuses anonymous visitors and banned users and changes nothing", async () => {
    const post = await createTestPost((await createUser()).id);
    expect(await likePostAction(post.id)).toEqual(unauthorized);
    await bannedWithStaleSession();
    expect(await likePostAction(post.id)).toEqual(unauthorized);
    expect(await unlikePostAction(post.id)).toEqual(unauthorized);
    expect(await postCounts(post.id)).toMatchObject({ likesCount: 0 });
  });

  it("hides posts of people who blocked the user, and answers bad ids", async () => {
    const author = await createUser();
    const post = await createTestPost(author.id);
    const blocked = await createUser();
    await block(author.id, blocked.id);
    await signInAs(blocked);
    expect(await likePostAction(post.id)).toEqual(notFound);
    expect(await likePostAction("not-a-uuid")).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(await likePostAction("00000000-0000-4000-8000-000000000000")).toEqual(notFound);
    expect(await postCounts(post.id)).toMatchObject({ likesCount: 0 });
  });
});

describe("comments", () => {
  it("adds a trimmed comment, counts it and notifies the author (not themself)", async () => {
    const author = await createUser();
    const post = await createTestPost(author.id);
    const friend = await createUser();
    await signInAs(friend);
    const result = await addCommentAction({ postId: post.id, content: "  ¡Qué bonito! #guau  " });
    expect(result).toEqual({ ok: true, data: { id: expect.any(String), commentsCount: 1 } });
    expect(await notificationsFor(post.id, "comment")).toEqual([{ userId: author.id, actorId: friend.id }]);

    await signInAs(author);
    expect(await addCommentAction({ postId: post.id, content: "¡Gracias!" })).toMatchObject({
      ok: true,
      data: { commentsCount: 2 },
    });
    expect(await notificationsFor(post.id, "comment")).toHaveLength(1);

    const page = await loadCommentsAction({ postId: post.id });
    expect(page.ok && page.data.comments.map((c) => [c.content, c.canDelete])).toEqual([
      ["¡Qué bonito! #guau", true],
      ["¡Gracias!", true],
    ]);
  });

  it("pages comments oldest first, 20 at a time", async () => {
    const author = await createUser();
    const post = await createTestPost(author.id);
    await signInAs(author);
    for (let i = 0; i < 21; i += 1) await addCommentAction({ postId: post.id, content: `c${i}` });
    await signInAs(null);
    const first = await loadCommentsAction({ postId: post.id });
    if (!first.ok) throw new Error("first page");
    expect(first.data.comments.map((c) => c.content)).toEqual(Array.from({ length: 20 }, (_, i) => `c${i}`));
    expect(first.data.comments.every((c) => !c.canDelete)).toBe(true);
    const second = await loadCommentsAction({ postId: post.id, cursor: first.data.nextCursor });
    expect(second).toEqual({
      ok: true,
      data: { comments: [expect.objectContaining({ content: "c20" })], nextCursor: null },
    });
  });

  it("lets the writer and the post's author delete a comment, nobody else", async () => {
    const author = await createUser();
    const post = await createTestPost(author.id);
    const writer = await createUser();
    await signInAs(writer);
    const first = await addCommentAction({ postId: post.id, content: "uno" });
    const second = await addCommentAction({ postId: post.id, content: "dos" });
    if (!first.ok || !second.ok) throw new Error("setup");

    await signInAs(await createUser());
    expect(await deleteCommentAction(first.data.id)).toEqual(forbidden);
    await signInAs(null);
    expect(await deleteCommentAction(first.data.id)).toEqual(unauthorized);

    await signInAs(writer);
    expect(await deleteCommentAction(first.data.id)).toEqual({ ok: true, data: { commentsCount: 1 } });
    expect(await deleteCommentAction(first.data.id)).toEqual(notFound);
    await signInAs(author);
    expect(await deleteCommentAction(second.data.id)).toEqual({ ok: true, data: { commentsCount: 0 } });
    expect(await notificationsFor(post.id, "comment")).toEqual([]);
  });

  it("refuses anonymous, banned and bad input, and changes nothing", async () => {
    const post = await createTestPost((await createUser()).id);
    expect(await addCommentAction({ postId: post.id, content: "hola" })).toEqual(unauthorized);
    await bannedWithStaleSession();
    expect(await addCommentAction({ postId: post.id, content: "hola" })).toEqual(unauthorized);
    await signInAs(await createUser());
    expect(await addCommentAction({ postId: post.id, content: "   " })).toMatchObject({
      ok: false,
      error: { fields: { content: "posts.comments.errors.empty" } },
    });
    expect(await addCommentAction({ postId: post.id, content: "a".repeat(1001) })).toMatchObject({
      ok: false,
      error: { fields: { content: "posts.comments.errors.tooLong" } },
    });
    const db = await getDb();
    expect(await db.select().from(comments).where(eq(comments.postId, post.id))).toEqual([]);
    expect(await postCounts(post.id)).toMatchObject({ commentsCount: 0 });
  });
});

describe("reportPostAction", () => {
  it("stores one pending report per user and post", async () => {
    const post = await createTestPost((await createUser()).id);
    const reporter = await createUser();
    await signInAs(reporter);
    expect(await reportPostAction({ postId: post.id, reason: "animal_abuse", details: " Le pega " })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await reportPostAction({ postId: post.id, reason: "spam" })).toEqual({
      ok: false,
      error: { code: "conflict", message: "posts.report.errors.already" },
    });
    const db = await getDb();
    const rows = await db.select().from(reportedContent).where(eq(reportedContent.contentId, post.id));
    expect(rows).toMatchObject([
      { reporterId: reporter.id, contentType: "post", reason: "animal_abuse", details: "Le pega", status: "pending" },
    ]);
  });

  it("refuses one's own post, anonymous, banned and bad input", async () => {
    const author = await createUser();
    const post = await createTestPost(author.id);
    await signInAs(author);
    expect(await reportPostAction({ postId: post.id, reason: "spam" })).toEqual({
      ok: false,
      error: { code: "forbidden", message: "posts.report.errors.own" },
    });
    await signInAs(await createUser());
    expect(await reportPostAction({ postId: post.id, reason: "because" })).toMatchObject({
      ok: false,
      error: { fields: { reason: "posts.report.errors.reason" } },
    });
    expect(await reportPostAction({ postId: post.id, reason: "other", details: "x".repeat(501) })).toMatchObject({
      ok: false,
      error: { fields: { details: "posts.report.errors.detailsTooLong" } },
    });
    await signInAs(null);
    expect(await reportPostAction({ postId: post.id, reason: "spam" })).toEqual(unauthorized);
    await bannedWithStaleSession();
    expect(await reportPostAction({ postId: post.id, reason: "spam" })).toEqual(unauthorized);
    const db = await getDb();
    expect(
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reportedContent)
        .where(inArray(reportedContent.contentId, [post.id])),
    ).toEqual([{ n: 0 }]);
  });
});
