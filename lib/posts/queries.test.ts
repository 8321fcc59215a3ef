import { eq } from "drizzle-orm";
import { banUser } from "@/lib/admin/users";
import { getDb } from "@/lib/db/client";
import { posts } from "@/lib/db/schema";
import { getHashtag, listTrendingHashtags, searchHashtags } from "@/lib/hashtags/queries";
import { createUser, uniqueSuffix } from "@/tests/factories";
import { block, createPet, createTestPost, follow } from "@/tests/post-factories";
import { countQueries } from "@/tests/query-count";
import { signInAs } from "@/tests/session";
import { loadFeedPageAction, loadHashtagPageAction, searchHashtagsAction } from "./actions";
import { addComment } from "./comments";
import { likePost } from "./likes";
import { getPost, listFeed, listHashtagPosts } from "./queries";

/** A hashtag of its own and `n` posts carrying it, each with a pet, likes and comments. */
async function busyTag(n: number) {
  const tag = `bench${uniqueSuffix()}`;
  const fans = await Promise.all([createUser(), createUser()]);
  const ids: string[] = [];
  const authors: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const author = await createUser();
    authors.push(author.id);
    const pet = await createPet(author.id, { name: `Pet${i}` });
    const post = await createTestPost(author.id, { content: `Post ${i} #${tag}`, petId: pet.id });
    for (const fan of fans) {
      await likePost(fan.id, post.id);
      await addComment(fan.id, { postId: post.id, content: `hola ${i}` });
    }
    ids.push(post.id);
  }
  return { tag, ids: ids.reverse(), fans, authors };
}

describe("listFeed", () => {
  it("returns a page of 10 in one SQL round trip, with author, pet, counts and liked-by-me", async () => {
    const { ids, fans, authors } = await busyTag(12);
    const viewer = fans[0]!;
    // Following mode keeps the page to this test's posts when other test files share the database.
    for (const author of authors) await follow(viewer.id, author);
    let page: Awaited<ReturnType<typeof listFeed>> | undefined;
    expect(await countQueries(async () => (page = await listFeed(viewer.id, { mode: "following" })))).toBe(1);
    let everyone: Awaited<ReturnType<typeof listFeed>> | undefined;
    expect(await countQueries(async () => (everyone = await listFeed(viewer.id)))).toBe(1);
    expect(everyone!.posts).toHaveLength(10);
    expect(page!.posts).toHaveLength(10);
    expect(page!.posts.slice(0, 10).map((p) => p.id)).toEqual(ids.slice(0, 10));
    expect(page!.posts[0]).toMatchObject({
      likesCount: 2,
      commentsCount: 2,
      likedByMe: true,
      pet: { id: expect.any(String), name: "Pet11", breed: "Beagle" },
      author: { username: expect.any(String), fullName: "Test User", avatarUrl: null },
    });
    const fresh = await createUser();
    await follow(fresh.id, authors[0]!);
    expect((await listFeed(fresh.id, { mode: "following" })).posts[0]!.likedByMe).toBe(false);
  });

  it("pages by keyset without gaps or repeats, also for posts created in the same millisecond", async () => {
    const [author, reader] = [await createUser(), await createUser()];
    await follow(reader.id, author.id);
    const db = await getDb();
    const created = await Promise.all(
      Array.from({ length: 5 }, (_, i) => createTestPost(author.id, { content: `mismo instante ${i}` })),
    );
    // Same timestamp for all: only the id breaks the tie. In the past and read through the reader's
    // following feed, so no other file's newest-first list on a shared database meets these rows.
    await db
      .update(posts)
      .set({ createdAt: new Date("2001-01-01T00:00:00.123456Z") })
      .where(eq(posts.userId, author.id));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listFeed>> = await listFeed(reader.id, {
        mode: "following",
        cursor,
        limit: 2,
      });
      seen.push(...page.posts.filter((p) => p.author.id === author.id).map((p) => p.id));
      cursor = page.nextCursor;
      if (seen.length === 5) break;
    } while (cursor);
    expect(new Set(seen).size).toBe(5);
    expect([...seen].sort()).toEqual(created.map((p) => p.id).sort());
  });

  it("hides banned authors and people blocked either way", async () => {
    const viewer = await createUser();
    const blockedByMe = await createUser();
    const blockingMe = await createUser();
    const banned = await createUser();
    const friend = await createUser();
    const hidden = await Promise.all([blockedByMe, blockingMe, banned].map((u) => createTestPost(u.id)));
    const shown = await createTestPost(friend.id);
    await block(viewer.id, blockedByMe.id);
    await block(blockingMe.id, viewer.id);
    await banUser((await createUser({ role: "admin" })).id, banned.id);
    // Following does not get around blocks or bans.
    for (const user of [blockedByMe, blockingMe, banned, friend]) await follow(viewer.id, user.id);

    const ids = (await listFeed(viewer.id, { mode: "following" })).posts.map((p) => p.id);
    expect(ids).toContain(shown.id);
    for (const post of hidden.slice(0, 2)) expect(ids).not.toContain(post.id);
    expect(ids).not.toContain(hidden[2]!.id);
    expect(await getPost(hidden[0]!.id, viewer.id)).toBeNull();
    expect(await getPost(hidden[0]!.id, null)).not.toBeNull();
    expect(await getPost(hidden[2]!.id, null)).toBeNull();
  });

  it("in following mode shows only the people I follow and me", async () => {
    const me = await createUser();
    const followed = await createUser();
    const stranger = await createUser();
    const mine = await createTestPost(me.id);
    const theirs = await createTestPost(followed.id);
    const unknown = await createTestPost(stranger.id);
    await follow(me.id, followed.id);
    const ids = (await listFeed(me.id, { mode: "following", limit: 50 })).posts.map((p) => p.id);
    expect(ids).toEqual([theirs.id, mine.id]);
    expect(ids).not.toContain(unknown.id);
  });

  it("in following mode pages through every author's posts in date order, one busy author ahead of the others", async () => {
    const me = await createUser();
    const busy = await createUser();
    const quiet = await createUser();
    const hidden = await createUser();
    await follow(me.id, busy.id);
    await follow(me.id, quiet.id);
    await follow(me.id, hidden.id);
    await block(hidden.id, me.id);
    const db = await getDb();
    // Minutes ago: the busy author's five posts are the newest, then mine, the quiet one's, a hidden one's.
    const plan: [string, number][] = [
      [busy.id, 1],
      [busy.id, 2],
      [hidden.id, 3],
      [busy.id, 4],
      [busy.id, 5],
      [busy.id, 6],
      [me.id, 7],
      [quiet.id, 8],
      [busy.id, 9],
      [quiet.id, 10],
    ];
    const expected: string[] = [];
    for (const [author, minutes] of plan) {
      const post = await createTestPost(author);
      await db
        .update(posts)
        .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(posts.id, post.id));
      if (author !== hidden.id) expected.push(post.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listFeed(me.id, { mode: "following", limit: 2, cursor });
      seen.push(...page.posts.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);
  });
});

describe("loadFeedPageAction", () => {
  it("needs a signed-in user and a well-formed cursor", async () => {
    expect(await loadFeedPageAction({ mode: "all" })).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    await signInAs(await createUser());
    expect(await loadFeedPageAction({ mode: "all", cursor: "garbage" })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await loadFeedPageAction({ mode: "sideways" })).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(await loadFeedPageAction({ mode: "following" })).toMatchObject({ ok: true });
  });
});

describe("hashtag pages", () => {
  it("reads the tag and a page of its posts in two SQL round trips, newest first", async () => {
    const { tag, ids } = await busyTag(11);
    let header: Awaited<ReturnType<typeof getHashtag>> = null;
    let page: Awaited<ReturnType<typeof listHashtagPosts>> | undefined;
    const count = await countQueries(async () => {
      header = await getHashtag(`#${tag.toUpperCase()}`);
      page = await listHashtagPosts(header!.id, null);
    });
    expect(count).toBe(2);
    expect(header).toMatchObject({ name: tag, usageCount: 11, ogImage: null });
    expect(page!.posts.map((p) => p.id)).toEqual(ids.slice(0, 10));
    const next = await loadHashtagPageAction({ tag, cursor: page!.nextCursor });
    expect(next).toEqual({ ok: true, data: { posts: [expect.objectContaining({ id: ids[10] })], nextCursor: null } });
  });

  it("hides posts of blocked and banned people, and knows no unused tag", async () => {
    const tag = `bloq${uniqueSuffix()}`;
    const viewer = await createUser();
    const rude = await createUser();
    const nice = await createUser();
    const hidden = await createTestPost(rude.id, { content: `#${tag}` });
    const shown = await createTestPost(nice.id, { content: `#${tag}` });
    await block(rude.id, viewer.id);
    const header = await getHashtag(tag);
    expect((await listHashtagPosts(header!.id, viewer.id)).posts.map((p) => p.id)).toEqual([shown.id]);
    expect((await listHashtagPosts(header!.id, null)).posts.map((p) => p.id)).toEqual([shown.id, hidden.id]);
    expect(await getHashtag(`nunca${uniqueSuffix()}`)).toBeNull();
    expect(await loadHashtagPageAction({ tag: `nunca${uniqueSuffix()}` })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
  });
});

describe("trending and search", () => {
  it("orders by usage then recency, and searches by substring", async () => {
    const suffix = uniqueSuffix();
    const author = await createUser();
    for (let i = 0; i < 60; i += 1) await createTestPost(author.id, { content: `#top${suffix}` });
    await createTestPost(author.id, { content: `#top${suffix}b #top${suffix}b` });
    const trending = await listTrendingHashtags(5);
    expect(trending).toHaveLength(5);
    // Other test files may share the database: check the order, and that 60 uses make the top 5 here.
    const counts = trending.map((t) => t.usageCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await listTrendingHashtags()).length).toBeLessThanOrEqual(10);

    expect((await searchHashtags(`#TOP${suffix}`)).map((t) => [t.name, t.usageCount])).toEqual([
      [`top${suffix}`, 60],
      [`top${suffix}b`, 1],
    ]);
    expect(await searchHashtags("%")).toEqual([]);
    expect(await searchHashtags("   ")).toEqual([]);
    expect(await searchHashtagsAction("top")).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    await signInAs(author);
    const found = await searchHashtagsAction(`top${suffix}`);
    expect(found.ok && found.data.length).toBe(2);
  });
});
