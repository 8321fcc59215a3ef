import { GET } from "@/app/api/viewer/route";
import { getDb, onQuery } from "@/lib/db/client";
import { notify } from "@/lib/notifications/notify";
import { createUser } from "@/tests/factories";
import { block, createTestPost, follow } from "@/tests/post-factories";
import { countQueries } from "@/tests/query-count";
import { signInAs, signInAsBanned } from "@/tests/session";
import { likePost } from "@/lib/posts/likes";
import { favouriteProduct, savePost } from "@/lib/saved/saves";
import { sellerWithProduct } from "@/tests/checkout-factories";
import { VIEWER_LAYER_MAX_IDS } from "@/lib/posts/schemas";
import type { ViewerLayer } from "./viewer-layer";

// GET /api/viewer, the per-viewer layer of a cached hashtag or post page (decision 032): only the caller's
// own hearts, counts and blocks, and only about what the page asked.

const get = (query: string) => GET(new Request(`http://localhost:3000/api/viewer?${query}`));

async function layer(query: string): Promise<ViewerLayer> {
  const response = await get(query);
  if (response.status !== 200) throw new Error(`refused: ${response.status} ${await response.text()}`);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return (await response.json()) as ViewerLayer;
}

it("answers the caller's own hearts and counts among the page's posts, in one round trip with the session", async () => {
  const [ana, bea, author] = await Promise.all([createUser(), createUser(), createUser()]);
  const [liked, other, elsewhere] = await Promise.all([
    createTestPost(author.id),
    createTestPost(author.id),
    createTestPost(author.id),
  ]);
  await likePost(ana.id, liked.id);
  await likePost(ana.id, elsewhere.id);
  await likePost(bea.id, other.id);
  await notify(await getDb(), { userId: ana.id, actorId: author.id, type: "follow" });
  const query = `posts=${liked.id},${other.id}&users=${author.id}`;

  await signInAs(ana);
  let anas: ViewerLayer | undefined;
  // The session, the header's counts, the hearts and blocks: one statement (decision 058).
  expect(await countQueries(async () => (anas = await layer(query)))).toBe(1);
  expect(anas).toEqual({
    viewer: { id: ana.id, canModerate: false },
    badges: { messages: 0, notifications: 1 },
    cartUnits: 0,
    liked: [liked.id],
    saved: [],
    favourites: [],
    hidden: [],
    profile: null,
  });

  await signInAs(bea);
  expect(await layer(query)).toMatchObject({
    viewer: { id: bea.id },
    badges: { notifications: 0 },
    liked: [other.id],
    hidden: [],
  });
});

it("answers the caller's own saved posts and favourite products among those the page shows, in the same one round trip", async () => {
  const [ana, bea, author] = await Promise.all([createUser(), createUser(), createUser()]);
  const [saved, notSaved, savedElsewhere] = await Promise.all([
    createTestPost(author.id),
    createTestPost(author.id),
    createTestPost(author.id),
  ]);
  const [{ product: favourite }, { product: other }, { product: favouriteElsewhere }] = [
    await sellerWithProduct(),
    await sellerWithProduct(),
    await sellerWithProduct(),
  ];
  await savePost(ana.id, { postId: saved.id });
  await savePost(ana.id, { postId: savedElsewhere.id });
  await savePost(bea.id, { postId: notSaved.id });
  await favouriteProduct(ana.id, { productId: favourite.id });
  await favouriteProduct(ana.id, { productId: favouriteElsewhere.id });
  await favouriteProduct(bea.id, { productId: other.id });
  const query = `posts=${saved.id},${notSaved.id}&users=${author.id}&products=${favourite.id},${other.id}`;

  await signInAs(ana);
  let anas: ViewerLayer | undefined;
  expect(await countQueries(async () => (anas = await layer(query)))).toBe(1);
  expect(anas).toMatchObject({ saved: [saved.id], favourites: [favourite.id], liked: [] });
  await signInAs(bea);
  expect(await layer(query)).toMatchObject({ saved: [notSaved.id], favourites: [other.id] });
  // A product page asks about its product alone.
  expect(await layer(`products=${other.id}`)).toMatchObject({
    saved: [],
    favourites: [other.id],
    liked: [],
    hidden: [],
  });
});

it("sends one statement text whatever the number of ids, so PostgreSQL plans it once per connection", async () => {
  const [ana, author] = await Promise.all([createUser(), createUser()]);
  const posts = await Promise.all([createTestPost(author.id), createTestPost(author.id), createTestPost(author.id)]);
  await likePost(ana.id, posts[2]!.id);
  await signInAs(ana);
  const relationStatements: string[] = [];
  const stop = onQuery((query) => {
    if (query.includes("from likes l")) relationStatements.push(query);
  });
  try {
    await layer(`posts=${posts[0]!.id}&users=${author.id}`);
    expect(await layer(`posts=${posts.map((post) => post.id).join(",")}&users=${author.id}`)).toMatchObject({
      liked: [posts[2]!.id],
    });
  } finally {
    stop();
  }
  expect(relationStatements).toHaveLength(2);
  expect(relationStatements[1]).toBe(relationStatements[0]);
});

it("hides the people a block separates from the caller, whoever blocked whom", async () => {
  const [viewer, blockedByViewer, blockerOfViewer, stranger] = await Promise.all([
    createUser(),
    createUser(),
    createUser(),
    createUser(),
  ]);
  await block(viewer.id, blockedByViewer.id);
  await block(blockerOfViewer.id, viewer.id);
  await signInAs(viewer);
  const { hidden } = await layer(`users=${blockedByViewer.id},${blockerOfViewer.id},${stranger.id}`);
  expect(hidden.sort()).toEqual([blockedByViewer.id, blockerOfViewer.id].sort());

  // The other side of each block sees the same separation; a third person sees none.
  await signInAs(blockerOfViewer);
  expect((await layer(`users=${viewer.id}`)).hidden).toEqual([viewer.id]);
  await signInAs(stranger);
  expect((await layer(`users=${viewer.id},${blockedByViewer.id}`)).hidden).toEqual([]);
});

it("says how the caller relates to a profile's user: follows either way, and whether they may write to them", async () => {
  const [viewer, friend, fan, stranger] = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
  // Following each other opens the chat (decision 011); a one-way follow shows "follows you" only.
  await follow(viewer.id, friend.id);
  await follow(friend.id, viewer.id);
  await follow(fan.id, viewer.id);
  await signInAs(viewer);
  let friends: ViewerLayer | undefined;
  // The follows, the counter and the "Message" link come in the session's one statement too.
  expect(await countQueries(async () => (friends = await layer(`profile=${friend.id}`)))).toBe(1);
  expect(friends!.profile).toEqual({ iFollow: true, followsMe: true, messageable: true, followers: 1 });
  expect((await layer(`profile=${fan.id}`)).profile).toEqual({
    iFollow: false,
    followsMe: true,
    messageable: false,
    followers: 0,
  });
  expect((await layer(`profile=${stranger.id}`)).profile).toEqual({
    iFollow: false,
    followsMe: false,
    messageable: false,
    followers: 0,
  });
  // Their own profile: nothing to follow or write to.
  expect((await layer(`profile=${viewer.id}`)).profile).toEqual({
    iFollow: false,
    followsMe: false,
    messageable: false,
    followers: 2,
  });
  // A block hides the profile's user, whose id the page need not list twice.
  await block(friend.id, viewer.id);
  expect(await layer(`profile=${friend.id}`)).toMatchObject({ hidden: [friend.id], profile: { messageable: false } });
});

it("counts the profile's followers as they are now, the caller's own follow in and banned followers out", async () => {
  // The cached page's counter may be seconds old after a follow (a counter purge); the layer's is not.
  const [viewer, star, other, banned] = await Promise.all([
    createUser(),
    createUser(),
    createUser(),
    createUser({ banned: true }),
  ]);
  await follow(other.id, star.id);
  await follow(banned.id, star.id);
  await signInAs(viewer);
  expect((await layer(`profile=${star.id}`)).profile).toMatchObject({ iFollow: false, followers: 1 });
  await follow(viewer.id, star.id);
  expect((await layer(`profile=${star.id}`)).profile).toMatchObject({ iFollow: true, followers: 2 });
});

it("answers an empty page (the live badges' question) without looking up posts or people", async () => {
  const user = await createUser();
  await signInAs(user);
  const statements: string[] = [];
  const stop = onQuery((query) => void statements.push(query));
  try {
    expect(await layer("")).toMatchObject({ liked: [], saved: [], favourites: [], hidden: [], profile: null });
  } finally {
    stop();
  }
  expect(statements).toHaveLength(1);
  expect(statements[0]).not.toMatch(/from (likes|saved_posts|favourite_products|follows) |= any\(/);
});

it("refuses guests, banned users, accounts without a username and bad input with the app's error shape", async () => {
  const post = await createTestPost((await createUser()).id);
  await signInAs(null);
  expect((await get(`posts=${post.id}`)).status).toBe(401);
  await signInAsBanned(await createUser());
  expect((await get(`posts=${post.id}`)).status).toBe(401);
  await signInAs(await createUser({ username: null }));
  expect(await (await get(`posts=${post.id}`)).json()).toEqual({
    error: { code: "forbidden", message: "auth.username.required" },
  });

  await signInAs(await createUser());
  const tooMany = Array.from(
    { length: VIEWER_LAYER_MAX_IDS + 1 },
    (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
  );
  for (const query of [
    `posts=${post.id},nope`,
    "users=1",
    `posts=${tooMany.join(",")}`,
    `posts=${post.id};drop table posts`,
    "profile=",
    "profile=lucia",
    "products=1",
    `products=${tooMany.join(",")}`,
  ]) {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "validation", message: "errors.validation" } });
  }
});
