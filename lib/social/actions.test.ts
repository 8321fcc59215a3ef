import { and, eq, or } from "drizzle-orm";
import { banUser } from "@/lib/admin/users";
import { getDb } from "@/lib/db/client";
import { blocks, follows, notifications } from "@/lib/db/schema";
import { getProfile } from "@/lib/profiles/queries";
import { createUser } from "@/tests/factories";
import { setClaims, signInAs, signInAsBanned } from "@/tests/session";
import { blockAction, followAction, loadFollowsAction, unblockAction, unfollowAction } from "./actions";

const unauthorized = { ok: false, error: { code: "unauthorized", message: "errors.unauthorized" } };
const notFound = { ok: false, error: { code: "not_found", message: "errors.notFound" } };

async function isFollowing(followerId: string, followingId: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)));
  return rows.length === 1;
}

async function followNotifications(userId: string, actorId: string): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.actorId, actorId), eq(notifications.type, "follow")));
  return rows.length;
}

async function followerCount(username: string): Promise<number> {
  return (await getProfile(username, null))!.counts.followers;
}

async function blockRows(a: string, b: string): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({ a: blocks.blockerId })
    .from(blocks)
    .where(
      or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))),
    );
  return rows.length;
}

/** A user whose browser still holds the cookie from before a moderator banned them. */
async function bannedWithStaleSession() {
  return signInAsBanned(await createUser());
}

describe("followAction", () => {
  it("follows by id or username, notifies the followed user once, and is idempotent", async () => {
    const [me, star] = [await createUser(), await createUser()];
    await signInAs(me);
    expect(await followAction({ user: star.id })).toEqual({ ok: true, data: { following: true } });
    expect(await followAction({ user: star.username })).toEqual({ ok: true, data: { following: true } });
    expect(await isFollowing(me.id, star.id)).toBe(true);
    expect(await followerCount(star.username!)).toBe(1);
    expect(await followNotifications(star.id, me.id)).toBe(1);
  });

  it("counts followers exactly across several users, follows and unfollows", async () => {
    const star = await createUser();
    const fans = [await createUser(), await createUser(), await createUser()];
    for (const fan of fans) {
      await signInAs(fan);
      await followAction({ user: star.id });
    }
    await followAction({ user: star.id });
    expect(await followerCount(star.username!)).toBe(3);
    await unfollowAction({ user: star.id });
    expect(await followerCount(star.username!)).toBe(2);
    expect((await getProfile(fans[0]!.username!, null))!.counts.following).toBe(1);
  });

  it("refuses to follow oneself with a validation error and notifies nobody", async () => {
    const me = await createUser();
    await signInAs(me);
    expect(await followAction({ user: me.id })).toEqual({
      ok: false,
      error: { code: "validation", message: "follows.errors.self", fields: { user: "follows.errors.self" } },
    });
    expect(await isFollowing(me.id, me.id)).toBe(false);
    expect(await followNotifications(me.id, me.id)).toBe(0);
  });

  it("refuses anonymous visitors and banned users, and follows nobody", async () => {
    const star = await createUser();
    expect(await followAction({ user: star.id })).toEqual(unauthorized);
    const banned = await bannedWithStaleSession();
    expect(await followAction({ user: star.id })).toEqual(unauthorized);
    expect(await isFollowing(banned.id, star.id)).toBe(false);
    expect(await followerCount(star.username!)).toBe(0);
  });

  it("answers unknown and banned targets with not found", async () => {
    const me = await createUser();
    const banned = await createUser({ banned: true });
    await signInAs(me);
    expect(await followAction({ user: "nobody_here_42" })).toEqual(notFound);
    expect(await followAction({ user: "7f1c3b4e-0000-4000-8000-000000000000" })).toEqual(notFound);
    expect(await followAction({ user: banned.id })).toEqual(notFound);
    expect(await isFollowing(me.id, banned.id)).toBe(false);
  });

  it("rejects bad input with a validation error", async () => {
    await signInAs(await createUser());
    for (const bad of [undefined, {}, { user: 42 }, { user: "NO SPACES!" }, "plain string"]) {
      expect(await followAction(bad)).toMatchObject({
        ok: false,
        error: { code: "validation", message: "errors.validation" },
      });
    }
  });

  it("refuses a follow when either user blocked the other", async () => {
    const [me, other] = [await createUser(), await createUser()];
    await signInAs(other);
    await blockAction({ user: me.id });
    await signInAs(me);
    expect(await followAction({ user: other.id })).toEqual(notFound);
    await signInAs(other);
    expect(await followAction({ user: me.id })).toEqual(notFound);
    expect(await isFollowing(me.id, other.id)).toBe(false);
    expect(await isFollowing(other.id, me.id)).toBe(false);
    expect(await followNotifications(other.id, me.id)).toBe(0);
  });

  it("notifies again only when an unfollow made the next follow a real one", async () => {
    const [me, star] = [await createUser(), await createUser()];
    await signInAs(me);
    await followAction({ user: star.id });
    await followAction({ user: star.id });
    await unfollowAction({ user: star.id });
    await followAction({ user: star.id });
    expect(await followNotifications(star.id, me.id)).toBe(2);
  });
});

describe("unfollowAction", () => {
  it("unfollows, and unfollowing twice is fine", async () => {
    const [me, star] = [await createUser(), await createUser()];
    await signInAs(me);
    await followAction({ user: star.id });
    expect(await unfollowAction({ user: star.id })).toEqual({ ok: true, data: { following: false } });
    expect(await unfollowAction({ user: star.username })).toEqual({ ok: true, data: { following: false } });
    expect(await isFollowing(me.id, star.id)).toBe(false);
  });

  it("refuses anonymous visitors and banned users, and leaves the follow in place", async () => {
    const star = await createUser();
    const fan = await createUser();
    await signInAs(fan);
    await followAction({ user: star.id });
    setClaims(null);
    expect(await unfollowAction({ user: star.id })).toEqual(unauthorized);
    expect(await isFollowing(fan.id, star.id)).toBe(true);

    const banned = await createUser();
    const cookie = await signInAs(banned);
    await followAction({ user: star.id });
    await banUser((await createUser({ role: "admin" })).id, banned.id);
    setClaims(cookie);
    expect(await unfollowAction({ user: star.id })).toEqual(unauthorized);
    expect(await isFollowing(banned.id, star.id)).toBe(true);
  });

  it("refuses oneself and bad input", async () => {
    const me = await createUser();
    await signInAs(me);
    expect(await unfollowAction({ user: me.id })).toMatchObject({
      ok: false,
      error: { code: "validation", message: "follows.errors.self" },
    });
    expect(await unfollowAction({ user: ["x"] })).toMatchObject({ ok: false, error: { code: "validation" } });
  });
});

describe("blockAction and unblockAction", () => {
  it("blocks idempotently, removes follows both ways and hides each profile from the other", async () => {
    const [me, other, bystander] = [await createUser(), await createUser(), await createUser()];
    await signInAs(other);
    await followAction({ user: me.id });
    await signInAs(me);
    await followAction({ user: other.id });

    expect(await blockAction({ user: other.username })).toEqual({ ok: true, data: { blocked: true } });
    expect(await blockAction({ user: other.id })).toEqual({ ok: true, data: { blocked: true } });
    expect(await blockRows(me.id, other.id)).toBe(1);
    expect(await isFollowing(me.id, other.id)).toBe(false);
    expect(await isFollowing(other.id, me.id)).toBe(false);

    expect(await getProfile(other.username!, me.id)).toBeNull();
    expect(await getProfile(me.username!, other.id)).toBeNull();
    expect(await getProfile(other.username!, bystander.id)).not.toBeNull();
    expect(await getProfile(other.username!, null)).not.toBeNull();
    expect(await loadFollowsAction({ username: other.username, kind: "followers" })).toEqual(notFound);
  });

  it("unblocks only the actor's own block, idempotently", async () => {
    const [me, other] = [await createUser(), await createUser()];
    await signInAs(me);
    await blockAction({ user: other.id });
    await signInAs(other);
    await blockAction({ user: me.id });
    expect(await unblockAction({ user: me.id })).toEqual({ ok: true, data: { blocked: false } });
    expect(await unblockAction({ user: me.id })).toEqual({ ok: true, data: { blocked: false } });
    // My own block stays, so the profiles stay hidden from each other.
    expect(await blockRows(me.id, other.id)).toBe(1);
    expect(await getProfile(me.username!, other.id)).toBeNull();
    await signInAs(me);
    await unblockAction({ user: other.id });
    expect(await blockRows(me.id, other.id)).toBe(0);
    expect(await getProfile(me.username!, other.id)).not.toBeNull();
  });

  it("refuses self, unknown users, bad input, anonymous visitors and banned users", async () => {
    const [me, other] = [await createUser(), await createUser()];
    await signInAs(me);
    expect(await blockAction({ user: me.id })).toMatchObject({
      ok: false,
      error: { code: "validation", message: "follows.errors.blockSelf" },
    });
    expect(await blockAction({ user: "ghost_user_0" })).toEqual(notFound);
    expect(await blockAction({ user: null })).toMatchObject({ ok: false, error: { code: "validation" } });
    setClaims(null);
    expect(await blockAction({ user: other.id })).toEqual(unauthorized);
    expect(await unblockAction({ user: other.id })).toEqual(unauthorized);
    const banned = await bannedWithStaleSession();
    expect(await blockAction({ user: other.id })).toEqual(unauthorized);
    expect(await blockRows(me.id, other.id)).toBe(0);
    expect(await blockRows(banned.id, other.id)).toBe(0);
  });

  it("a banned user stays unblockable from the block list", async () => {
    const [me, other] = [await createUser(), await createUser()];
    await signInAs(me);
    await blockAction({ user: other.id });
    await banUser((await createUser({ role: "admin" })).id, other.id);
    await signInAs(me);
    expect(await unblockAction({ user: other.id })).toEqual({ ok: true, data: { blocked: false } });
    expect(await blockRows(me.id, other.id)).toBe(0);
  });
});

describe("loadFollowsAction", () => {
  it("pages followers newest first with whether I follow each, and pages following", async () => {
    const star = await createUser();
    const fans = [];
    for (let i = 0; i < 3; i += 1) {
      const fan = await createUser();
      await signInAs(fan);
      await followAction({ user: star.id });
      fans.push(fan);
    }
    const viewer = await createUser();
    await signInAs(viewer);
    await followAction({ user: fans[1]!.id });

    const db = await getDb();
    const first = await loadFollowsAction({ username: star.username, kind: "followers", cursor: null });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.data.items.map((item) => item.id)).toEqual([fans[2]!.id, fans[1]!.id, fans[0]!.id]);
    expect(first.data.items.map((item) => item.iFollow)).toEqual([false, true, false]);
    expect(first.data.nextCursor).toBeNull();

    const { listFollows } = await import("./queries");
    const paged = await listFollows({ username: star.username!, kind: "followers", limit: 2 }, viewer.id);
    expect(paged!.items).toHaveLength(2);
    const rest = await listFollows(
      { username: star.username!, kind: "followers", limit: 2, cursor: paged!.nextCursor },
      viewer.id,
    );
    expect(rest!.items.map((item) => item.id)).toEqual([fans[0]!.id]);
    expect(rest!.nextCursor).toBeNull();

    const following = await loadFollowsAction({ username: fans[0]!.username, kind: "following" });
    expect(following).toMatchObject({ ok: true, data: { items: [{ id: star.id, username: star.username }] } });
    expect(await db.$count(follows, eq(follows.followingId, star.id))).toBe(3);
  });

  it("leaves banned followers out and answers unknown users with not found", async () => {
    const star = await createUser();
    const fan = await createUser();
    await signInAs(fan);
    await followAction({ user: star.id });
    await banUser((await createUser({ role: "admin" })).id, fan.id);
    expect(await loadFollowsAction({ username: star.username, kind: "followers" })).toMatchObject({
      ok: true,
      data: { items: [] },
    });
    expect(await followerCount(star.username!)).toBe(0);
    expect(await loadFollowsAction({ username: "ghost_user_1", kind: "followers" })).toEqual(notFound);
    expect(await loadFollowsAction({ username: star.username, kind: "friends" })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
  });
});
