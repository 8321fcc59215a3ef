import { and, eq } from "drizzle-orm";
import { getDb, onQuery } from "@/lib/db/client";
import { followSuggestionDismissals, users } from "@/lib/db/schema";
import { createUser, uniqueSuffix, type TestUser } from "@/tests/factories";
import { block, createTestPost, follow } from "@/tests/post-factories";
import { setClaims, signInAs, signInAsBanned } from "@/tests/session";
import { dismissFollowSuggestionAction } from "./actions";
import { listFollowSuggestions } from "./suggestions";

const unauthorized = { ok: false, error: { code: "unauthorized", message: "errors.unauthorized" } };
const notFound = { ok: false, error: { code: "not_found", message: "errors.notFound" } };

async function suggestedIds(userId: string): Promise<string[]> {
  return (await listFollowSuggestions(userId)).map((suggestion) => suggestion.id);
}

async function dismissals(userId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: followSuggestionDismissals.dismissedUserId })
    .from(followSuggestionDismissals)
    .where(eq(followSuggestionDismissals.userId, userId));
  return rows.map((row) => row.id);
}

/** A signed-out viewer `me` who follows `friend`; whoever `friend` follows is a suggestion for `me`. */
async function meAndFriend(): Promise<{ me: TestUser; friend: TestUser }> {
  const [me, friend] = [await createUser({ fullName: "Me" }), await createUser({ fullName: "Friend" })];
  await follow(me.id, friend.id);
  return { me, friend };
}

describe("listFollowSuggestions", () => {
  it("ranks follows of my follows by how many of mine follow them, then authors under my hashtags by shared tags", async () => {
    const me = await createUser();
    const [ana, bea, carla] = [
      await createUser({ fullName: "Ana" }),
      await createUser({ fullName: "Bea" }),
      await createUser({ fullName: "Carla" }),
    ];
    for (const friend of [ana, bea, carla]) await follow(me.id, friend.id);
    // Carla is the follow I made last: she names the reason of those she follows.
    const popular = await createUser({ fullName: "Popular" });
    const known = await createUser({ fullName: "Known" });
    await follow(ana.id, popular.id);
    await follow(bea.id, popular.id);
    await follow(carla.id, popular.id);
    await follow(carla.id, known.id);

    const [one, two] = [`playa${uniqueSuffix()}`, `siesta${uniqueSuffix()}`];
    await createTestPost(me.id, { content: `Mi perro en la #${one} y luego #${two}` });
    const [both, single] = [await createUser({ fullName: "Both" }), await createUser({ fullName: "Single" })];
    await createTestPost(single.id, { content: `Otra vez #${one}` });
    await createTestPost(both.id, { content: `#${one}` });
    await createTestPost(both.id, { content: `#${two}` });

    const suggestions = await listFollowSuggestions(me.id);
    expect(suggestions.map((suggestion) => suggestion.fullName)).toEqual(["Popular", "Known", "Both", "Single"]);
    expect(suggestions[0]).toMatchObject({
      id: popular.id,
      username: popular.username,
      avatarUrl: null,
      reason: { kind: "followedBy", via: "Carla", others: 2 },
    });
    expect(suggestions[1]!.reason).toEqual({ kind: "followedBy", via: "Carla", others: 0 });
    // Both's latest post under my tags is the #two one.
    expect(suggestions[2]!.reason).toEqual({ kind: "postsIn", tag: two });
    expect(suggestions[3]!.reason).toEqual({ kind: "postsIn", tag: one });
  });

  it("names someone followed by my follows that way even when they also post under my hashtags", async () => {
    const { me, friend } = await meAndFriend();
    const tag = `gatos${uniqueSuffix()}`;
    await createTestPost(me.id, { content: `#${tag}` });
    const star = await createUser();
    await follow(friend.id, star.id);
    await createTestPost(star.id, { content: `#${tag}` });
    expect(await listFollowSuggestions(me.id)).toEqual([
      expect.objectContaining({ id: star.id, reason: { kind: "followedBy", via: "Friend", others: 0 } }),
    ]);
  });

  it("leaves out me, whom I follow, blocks either way, banned users, users without a username and dismissed ones", async () => {
    const { me, friend } = await meAndFriend();
    const kept = await createUser();
    const followed = await createUser();
    const blockedByMe = await createUser();
    const blockingMe = await createUser();
    const banned = await createUser({ banned: true });
    const nameless = await createUser({ username: null });
    const dismissed = await createUser();
    for (const user of [me, kept, followed, blockedByMe, blockingMe, banned, nameless, dismissed])
      await follow(friend.id, user.id);
    await follow(me.id, followed.id);
    await block(me.id, blockedByMe.id);
    await block(blockingMe.id, me.id);
    await (await getDb()).insert(followSuggestionDismissals).values({ userId: me.id, dismissedUserId: dismissed.id });
    expect(await suggestedIds(me.id)).toEqual([kept.id]);
  });

  it("applies the same exclusions to authors found through hashtags", async () => {
    const me = await createUser();
    const tag = `perros${uniqueSuffix()}`;
    await createTestPost(me.id, { content: `#${tag}` });
    const kept = await createUser();
    const followed = await createUser();
    const blockedByMe = await createUser();
    const blockingMe = await createUser();
    const banned = await createUser();
    const dismissed = await createUser();
    for (const user of [kept, followed, blockedByMe, blockingMe, banned, dismissed])
      await createTestPost(user.id, { content: `#${tag}` });
    await follow(me.id, followed.id);
    await block(me.id, blockedByMe.id);
    await block(blockingMe.id, me.id);
    const db = await getDb();
    await db.update(users).set({ isBanned: true }).where(eq(users.id, banned.id));
    await db.insert(followSuggestionDismissals).values({ userId: me.id, dismissedUserId: dismissed.id });
    expect(await suggestedIds(me.id)).toEqual([kept.id]);
  });

  it("does not suggest through a banned user I follow", async () => {
    const { me, friend } = await meAndFriend();
    const star = await createUser();
    await follow(friend.id, star.id);
    await (await getDb()).update(users).set({ isBanned: true }).where(eq(users.id, friend.id));
    expect(await suggestedIds(me.id)).toEqual([]);
  });

  it("gives at most five, in one SQL statement", async () => {
    const { me, friend } = await meAndFriend();
    for (let i = 0; i < 7; i += 1) await follow(friend.id, (await createUser()).id);
    let statements = 0;
    const stop = onQuery(() => {
      statements += 1;
    });
    try {
      expect(await listFollowSuggestions(me.id)).toHaveLength(5);
    } finally {
      stop();
    }
    expect(statements).toBe(1);
  });

  it("is empty for a user who follows nobody and never posted", async () => {
    expect(await listFollowSuggestions((await createUser()).id)).toEqual([]);
  });
});

describe("dismissFollowSuggestionAction", () => {
  it("stores the dismissal, so the user is never suggested again; twice is fine", async () => {
    const { me, friend } = await meAndFriend();
    const [star, other] = [await createUser(), await createUser()];
    await follow(friend.id, star.id);
    await follow(friend.id, other.id);
    await signInAs(me);
    expect(await dismissFollowSuggestionAction({ user: star.id })).toEqual({ ok: true, data: { dismissed: true } });
    expect(await dismissFollowSuggestionAction({ user: star.id })).toEqual({ ok: true, data: { dismissed: true } });
    expect(await dismissals(me.id)).toEqual([star.id]);
    expect(await suggestedIds(me.id)).toEqual([other.id]);
  });

  it("refuses anonymous visitors and banned users, and writes nothing", async () => {
    const { me, friend } = await meAndFriend();
    const star = await createUser();
    await follow(friend.id, star.id);
    setClaims(null);
    expect(await dismissFollowSuggestionAction({ user: star.id })).toEqual(unauthorized);
    await signInAsBanned(me);
    expect(await dismissFollowSuggestionAction({ user: star.id })).toEqual(unauthorized);
    expect(await dismissals(me.id)).toEqual([]);
  });

  it("rejects bad input with a validation error and writes nothing", async () => {
    const me = await createUser();
    const star = await createUser();
    await signInAs(me);
    for (const bad of [undefined, null, {}, { user: 42 }, { user: "not-a-uuid" }, { user: star.username }, star.id]) {
      expect(await dismissFollowSuggestionAction(bad)).toMatchObject({
        ok: false,
        error: { code: "validation", message: "errors.validation" },
      });
    }
    expect(await dismissFollowSuggestionAction({ user: me.id })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await dismissals(me.id)).toEqual([]);
  });

  it("answers unknown and banned users with not found", async () => {
    const me = await createUser();
    const banned = await createUser({ banned: true });
    await signInAs(me);
    expect(await dismissFollowSuggestionAction({ user: "7f1c3b4e-0000-4000-8000-000000000000" })).toEqual(notFound);
    expect(await dismissFollowSuggestionAction({ user: banned.id })).toEqual(notFound);
    expect(await dismissals(me.id)).toEqual([]);
  });

  it("goes away with either user", async () => {
    const [me, star, other] = [await createUser(), await createUser(), await createUser()];
    await signInAs(me);
    await dismissFollowSuggestionAction({ user: star.id });
    await dismissFollowSuggestionAction({ user: other.id });
    const db = await getDb();
    await db.delete(users).where(eq(users.id, star.id));
    expect(await dismissals(me.id)).toEqual([other.id]);
    await db.delete(users).where(eq(users.id, me.id));
    const left = await db
      .select()
      .from(followSuggestionDismissals)
      .where(and(eq(followSuggestionDismissals.dismissedUserId, other.id)));
    expect(left).toEqual([]);
  });
});
