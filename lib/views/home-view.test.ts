import { eq } from "drizzle-orm";
import { GET } from "@/app/api/home/route";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { notify } from "@/lib/notifications/notify";
import { createUser } from "@/tests/factories";
import { block, createTestPost, follow, uploadTestImage } from "@/tests/post-factories";
import { likePost } from "@/lib/posts/likes";
import { listFeed } from "@/lib/posts/queries";
import { FEED_PAGE_SIZE } from "@/lib/posts/limits";
import { countQueries } from "@/tests/query-count";
import { signInAs, signInAsBanned } from "@/tests/session";
import type { HomeView } from "./home-view";

// GET /api/home, the viewer's part of the /home shell (decision 029): everything in it must be the caller's own.

const get = (query: string) => GET(new Request(`http://localhost:3000/api/home?${query}`));

async function homeView(query = "mode=all&wide=0"): Promise<HomeView> {
  const response = await get(query);
  if (response.status !== 200) throw new Error(`refused: ${response.status} ${await response.text()}`);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return (await response.json()) as HomeView;
}

const postIds = (view: HomeView) => view.feed.posts.map((post) => post.id);

it("answers the caller's own feed, liked-by-me, header counts and picture, and nobody else's", async () => {
  const [ana, bea, author] = await Promise.all([
    createUser({ fullName: "Ana" }),
    createUser({ fullName: "Bea" }),
    createUser(),
  ]);
  const post = await createTestPost(author.id, { content: "Para todos" });
  await likePost(ana.id, post.id);
  await notify(await getDb(), { userId: ana.id, actorId: author.id, type: "follow" });

  await signInAs(ana);
  let anas: HomeView | undefined;
  // The session, the header's counts and the feed's page in one statement (decisions 058, 060).
  expect(await countQueries(async () => (anas = await homeView()))).toBe(1);
  await signInAs(bea);
  const beas = await homeView();

  anas = anas!;
  expect(anas.viewer).toEqual({ id: ana.id, fullName: "Ana", avatarUrl: null, canModerate: false });
  expect(beas.viewer).toMatchObject({ id: bea.id, fullName: "Bea" });
  expect(anas.badges.notifications).toBe(1);
  expect(beas.badges.notifications).toBe(0);
  expect(anas.feed.posts.find((card) => card.id === post.id)).toMatchObject({
    likedByMe: true,
    likesCount: 1,
    content: "Para todos",
  });
  expect(beas.feed.posts.find((card) => card.id === post.id)).toMatchObject({ likedByMe: false, likesCount: 1 });
});

it("reads the very page the feed's own query answers: cards, photos, hearts and the next page's cursor", async () => {
  // Read as JSON inside the session's statement (decision 060), the page must not differ from listFeed's rows.
  const [viewer, author] = await Promise.all([createUser(), createUser()]);
  await follow(viewer.id, author.id);
  const ids = [];
  for (let index = 0; index <= FEED_PAGE_SIZE; index += 1) {
    // An upload belongs to one post (issue 43 item 8): each photo post gets its own.
    const imageUrl = index % 3 === 0 ? (await uploadTestImage(author.id)).url : undefined;
    ids.push((await createTestPost(author.id, { content: `Foto ${index}`, imageUrl })).id);
  }
  await likePost(viewer.id, ids.at(-1)!);
  await signInAs(viewer);

  const { feed } = await homeView("mode=following");
  expect(feed).toEqual(await listFeed(viewer.id, { mode: "following" }));
  expect(feed.posts.map((card) => card.id)).toEqual(ids.slice(1).reverse());
  expect(feed.posts[0]).toMatchObject({ likedByMe: true, likesCount: 1, content: `Foto ${FEED_PAGE_SIZE}` });
  expect(feed.posts.find((card) => card.imageUrl !== null)?.mediaSize).toEqual({ width: 64, height: 48 });
  expect(feed.nextCursor).not.toBeNull();
  expect(
    (await listFeed(viewer.id, { mode: "following", cursor: feed.nextCursor })).posts.map((card) => card.id),
  ).toEqual([ids[0]]);
});

it("keeps a blocked author's posts out of the blocker's feed, and the following mode to followees", async () => {
  const [viewer, blocked, followee, stranger] = await Promise.all([
    createUser(),
    createUser(),
    createUser(),
    createUser(),
  ]);
  const [blockedPost, followeePost, strangerPost] = await Promise.all([
    createTestPost(blocked.id),
    createTestPost(followee.id),
    createTestPost(stranger.id),
  ]);
  await block(viewer.id, blocked.id);
  await follow(viewer.id, followee.id);
  await signInAs(viewer);

  const all = postIds(await homeView("mode=all"));
  expect(all).toEqual(expect.arrayContaining([followeePost.id, strangerPost.id]));
  expect(all).not.toContain(blockedPost.id);
  const following = postIds(await homeView("mode=following"));
  expect(following).toContain(followeePost.id);
  expect(following).not.toContain(strangerPost.id);
});

it("reminds only an unverified address, and reads suggestions only for the wide layout", async () => {
  const user = await createUser();
  await signInAs(user);
  const narrow = await homeView("mode=all&wide=0");
  expect(narrow.unverifiedEmail).toBe(user.email);
  expect(narrow.suggestions).toBeNull();
  expect((await homeView("mode=all&wide=1")).suggestions).toEqual(expect.any(Array));

  await (await getDb()).update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  expect((await homeView()).unverifiedEmail).toBeNull();
});

it("refuses guests, banned users, accounts without a username and bad input with the app's error shape", async () => {
  await signInAs(null);
  expect((await get("mode=all")).status).toBe(401);
  expect(await (await get("mode=all")).json()).toEqual({
    error: { code: "unauthorized", message: "errors.unauthorized" },
  });
  await signInAsBanned(await createUser());
  expect((await get("mode=all")).status).toBe(401);
  await signInAs(await createUser({ username: null }));
  expect(await (await get("mode=all")).json()).toEqual({
    error: { code: "forbidden", message: "auth.username.required" },
  });

  await signInAs(await createUser());
  for (const query of ["mode=everything", "", "mode=all&wide=yes", "mode=all&mode=following&wide=2"]) {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "validation" } });
  }
});
