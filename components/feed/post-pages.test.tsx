import { isValidElement, type ReactElement, type ReactNode } from "react";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { notify } from "@/lib/notifications/notify";
import { createUser } from "@/tests/factories";
import { block, createTestPost, follow } from "@/tests/post-factories";
import { signInAs } from "@/tests/session";
import { RememberFeed } from "@/components/pwa/remember-feed";
import { loadHomeViewAction, type HomeView } from "./post-pages";

// The viewer's part of the /home shell (decision 029): everything in it must be the caller's own.

async function homeView(input: unknown = { mode: "all", wide: false }): Promise<HomeView> {
  const result = await loadHomeViewAction(input);
  if (!result.ok) throw new Error(`refused: ${result.error.message}`);
  return result.data;
}

/** The ids of the posts the answer's first page holds, as the offline copy lists them. */
function feedPostIds(view: HomeView): string[] {
  const found: string[] = [];
  const visit = (node: ReactNode) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isValidElement(node)) return;
    const element = node as ReactElement<{ children?: ReactNode; posts?: { id: string }[] }>;
    if (element.type === RememberFeed) found.push(...(element.props.posts ?? []).map((post) => post.id));
    visit(element.props.children);
  };
  visit(view.feed);
  return found;
}

it("answers the caller's own feed, header counts and picture, and nobody else's", async () => {
  const [ana, bea, author] = await Promise.all([createUser({ fullName: "Ana" }), createUser({ fullName: "Bea" }), createUser()]);
  const post = await createTestPost(author.id, { content: "Para todos" });
  await notify(await getDb(), { userId: ana.id, actorId: author.id, type: "follow" });

  await signInAs(ana);
  const anas = await homeView();
  await signInAs(bea);
  const beas = await homeView();

  expect(anas.viewer).toMatchObject({ id: ana.id, fullName: "Ana", canModerate: false });
  expect(beas.viewer).toMatchObject({ id: bea.id, fullName: "Bea" });
  expect(anas.badges.notifications).toBe(1);
  expect(beas.badges.notifications).toBe(0);
  expect(feedPostIds(anas)).toContain(post.id);
});

it("keeps a blocked author's posts out of the blocker's feed, and the following mode to followees", async () => {
  const [viewer, blocked, followee, stranger] = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
  const [blockedPost, followeePost, strangerPost] = await Promise.all([
    createTestPost(blocked.id),
    createTestPost(followee.id),
    createTestPost(stranger.id),
  ]);
  await block(viewer.id, blocked.id);
  await follow(viewer.id, followee.id);
  await signInAs(viewer);

  const all = feedPostIds(await homeView({ mode: "all", wide: false }));
  expect(all).toEqual(expect.arrayContaining([followeePost.id, strangerPost.id]));
  expect(all).not.toContain(blockedPost.id);
  const following = feedPostIds(await homeView({ mode: "following", wide: false }));
  expect(following).toContain(followeePost.id);
  expect(following).not.toContain(strangerPost.id);
});

it("reminds only an unverified address, and reads suggestions only for the wide layout", async () => {
  const user = await createUser();
  await signInAs(user);
  const narrow = await homeView({ mode: "all", wide: false });
  expect(narrow.banner).not.toBeNull();
  expect(narrow.suggestions).toBeNull();
  expect((await homeView({ mode: "all", wide: true })).suggestions).toMatchObject({ title: expect.any(String), suggestions: expect.any(Array) });

  await (await getDb()).update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  expect((await homeView()).banner).toBeNull();
});

it("refuses guests, accounts without a username and bad input, with message keys", async () => {
  expect(await loadHomeViewAction({ mode: "all", wide: false })).toMatchObject({ ok: false, error: { code: "unauthorized" } });
  await signInAs(await createUser({ username: null }));
  expect(await loadHomeViewAction({ mode: "all", wide: false })).toMatchObject({ ok: false, error: { message: "auth.username.required" } });
  await signInAs(await createUser());
  expect(await loadHomeViewAction({ mode: "everything", wide: false })).toMatchObject({ ok: false, error: { code: "validation" } });
  expect(await loadHomeViewAction({ mode: "all", wide: "yes" })).toMatchObject({ ok: false, error: { code: "validation" } });
});
