import { and, eq, isNull } from "drizzle-orm";
import { getDb, onQuery } from "@/lib/db/client";
import { notifications } from "@/lib/db/schema";
import { likePostAction, addCommentAction } from "@/lib/posts/actions";
import { createMatch } from "@/tests/chat-factories";
import { createUser } from "@/tests/factories";
import { headerCounts } from "@/lib/views/header-counts";
import { block, createTestPost } from "@/tests/post-factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import { loadActivityAction, markAllReadAction } from "./actions";
import { notify } from "./notify";
import { activityCounts, listActivity, recentMatches } from "./queries";

/** The header's unread counts, as the header and its live badges read them. */
const unreadBadges = async (userId: string) => (await headerCounts(userId)).badges;

const unauthorized = { ok: false, error: { code: "unauthorized", message: "errors.unauthorized" } };

async function unread(userId: string): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return rows.length;
}

/** A's post liked by B and commented by C; a match from D to A. */
async function scene() {
  const [a, b, c, d] = [await createUser(), await createUser(), await createUser(), await createUser()];
  const post = await createTestPost(a.id);
  await signInAs(b);
  expect((await likePostAction(post.id)).ok).toBe(true);
  await signInAs(c);
  expect((await addCommentAction({ postId: post.id, content: "¡Qué lindo!" })).ok).toBe(true);
  const matchId = await createMatch(d, a, "accepted");
  await notify(await getDb(), { userId: a.id, actorId: d.id, type: "match", matchId });
  return { a, b, c, d, post };
}

describe("activity list", () => {
  it("lists the viewer's notifications newest first with actor, post and kind, in one round trip", async () => {
    const { a, b, c, d, post } = await scene();
    await signInAs(a);
    const statements: string[] = [];
    const stop = onQuery((query) => statements.push(query));
    const result = await loadActivityAction({});
    stop();
    expect(statements.filter((query) => query.includes("from notifications"))).toHaveLength(1);
    expect(result).toMatchObject({
      ok: true,
      data: {
        items: [
          { kind: "matchAccepted", actor: { username: d.username }, unread: true },
          { kind: "comment", actor: { username: c.username }, postId: post.id, comment: "¡Qué lindo!" },
          { kind: "like", actor: { username: b.username }, postId: post.id },
        ],
        nextCursor: null,
      },
    });
  });

  it("filters by kind, pages by keyset and counts per filter", async () => {
    const { a, b } = await scene();
    await signInAs(a);
    const likes = await loadActivityAction({ filter: "like" });
    expect(likes.ok && likes.data.items.map((item) => item.actor.username)).toEqual([b.username]);
    const first = await listActivity(a.id, { filter: "all" }, 2);
    expect(first.items).toHaveLength(2);
    const second = await listActivity(a.id, { filter: "all", cursor: first.nextCursor }, 2);
    expect(second).toMatchObject({ items: [{ kind: "like" }], nextCursor: null });
    expect(await activityCounts(a.id)).toEqual({ all: 3, match: 1, like: 1, comment: 1, sale: 0, unread: 3 });
    expect((await recentMatches(a.id)).map((match) => match.username)).toHaveLength(1);
  });

  it("agrees with the bell: a blocked actor's notification is neither listed, counted nor on the badge", async () => {
    const { a, b } = await scene();
    expect((await unreadBadges(a.id)).notifications).toBe(3);
    await block(a.id, b.id);
    expect((await activityCounts(a.id)).unread).toBe(2);
    expect((await listActivity(a.id)).items.map((item) => item.actor.username)).not.toContain(b.username);
    expect((await unreadBadges(a.id)).notifications).toBe(2);
  });

  it("refuses a bad filter or cursor with a validation error", async () => {
    const a = await createUser();
    await signInAs(a);
    expect(await loadActivityAction({ filter: "nope" })).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(await loadActivityAction({ cursor: { at: "2024-02-30T00:00:00Z", id: "x" } })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
  });
});

describe("mark all read", () => {
  it("marks only the viewer's notifications read", async () => {
    const { a, b } = await scene();
    const otherPost = await createTestPost(b.id);
    await signInAs(a);
    expect((await likePostAction(otherPost.id)).ok).toBe(true);
    expect(await markAllReadAction()).toEqual({ ok: true, data: { marked: 3 } });
    expect(await unread(a.id)).toBe(0);
    expect(await unread(b.id)).toBe(1);
  });

  it("refuses anonymous and banned callers and changes nothing", async () => {
    const { a } = await scene();
    await signInAs(null);
    expect(await markAllReadAction()).toEqual(unauthorized);
    await signInAsBanned(a);
    expect((await markAllReadAction()).ok).toBe(false);
    expect((await loadActivityAction({})).ok).toBe(false);
    expect(await unread(a.id)).toBe(3);
  });
});
