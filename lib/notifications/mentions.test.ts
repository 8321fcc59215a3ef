// Issue 13, mentions: "@ana" in a post or a comment tells Ana, once, unless she cannot or does not want
// to hear from the author.
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { notifications } from "@/lib/db/schema";
import { addCommentAction, createPostAction } from "@/lib/posts/actions";
import { createUser } from "@/tests/factories";
import { block, createTestPost, follow } from "@/tests/post-factories";
import { signInAs } from "@/tests/session";
import { searchMentionsAction } from "@/lib/social/actions";
import { setNotificationPreferenceAction } from "./actions";
import { listActivity } from "./queries";

async function mentionsOf(userId: string) {
  const db = await getDb();
  return db
    .select({ actorId: notifications.actorId, postId: notifications.postId, commentId: notifications.commentId })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "mention")));
}

describe("mentions", () => {
  it("a post tells each mentioned user once, in the activity, and nobody who cannot or will not hear it", async () => {
    const [author, ana, bruno, banned, blocker, muted] = [
      await createUser(),
      await createUser(),
      await createUser(),
      await createUser({ banned: true }),
      await createUser(),
      await createUser(),
    ];
    await block(blocker.id, author.id);
    await signInAs(muted);
    expect(await setNotificationPreferenceAction({ kind: "mention", on: false })).toMatchObject({ ok: true });
    await signInAs(author);
    const names = [ana, bruno, banned, blocker, muted, author]
      .map((user) => `@${user.username!.toUpperCase()}`)
      .join(" ");
    const created = await createPostAction({
      content: `Paseo con ${names} y @${ana.username} otra vez, y @nadie_existe_aqui`,
    });
    if (!created.ok) throw new Error(created.error.message);

    expect(await mentionsOf(ana.id)).toEqual([{ actorId: author.id, postId: created.data.id, commentId: null }]);
    expect(await mentionsOf(bruno.id)).toHaveLength(1);
    for (const silent of [banned, blocker, muted, author]) expect(await mentionsOf(silent.id)).toEqual([]);
    const { items } = await listActivity(ana.id);
    expect(items[0]).toMatchObject({ kind: "mention", postId: created.data.id, comment: null });
  });

  it("a comment tells the mentioned user (with the comment), and the post's author only once, as a comment", async () => {
    const [author, commenter, ana] = [await createUser(), await createUser(), await createUser()];
    const post = await createTestPost(author.id);
    await signInAs(commenter);
    const added = await addCommentAction({
      postId: post.id,
      content: `@${author.username} mira, @${ana.username} también está`,
    });
    if (!added.ok) throw new Error(added.error.message);

    expect(await mentionsOf(ana.id)).toEqual([{ actorId: commenter.id, postId: post.id, commentId: added.data.id }]);
    expect(await mentionsOf(author.id)).toEqual([]);
    const { items } = await listActivity(author.id);
    expect(items.map((item) => item.kind)).toEqual(["comment"]);
    expect((await listActivity(ana.id)).items[0]).toMatchObject({
      kind: "mention",
      comment: expect.stringContaining("también está"),
    });
  });

  it("notifies at most ten people per text", async () => {
    const author = await createUser();
    const many = await Promise.all(Array.from({ length: 12 }, () => createUser()));
    await signInAs(author);
    const created = await createPostAction({ content: many.map((user) => `@${user.username}`).join(" ") });
    if (!created.ok) throw new Error(created.error.message);
    const told = await Promise.all(many.map(async (user) => (await mentionsOf(user.id)).length));
    expect(told).toEqual([...Array(10).fill(1), 0, 0]);
  });
});

describe("searchMentionsAction", () => {
  it("suggests usernames and names by prefix, people I follow first, never me, banned or blocked users", async () => {
    const suffix = Date.now().toString(36).slice(-4);
    const me = await createUser({ username: `zq${suffix}_me` });
    const [followed, stranger, blocked] = [
      await createUser({ username: `zq${suffix}_zoe` }),
      await createUser({ username: `zq${suffix}_amy` }),
      await createUser({ username: `zq${suffix}_cat` }),
    ];
    await createUser({ username: `zq${suffix}_bob`, banned: true });
    await follow(me.id, followed.id);
    await block(blocked.id, me.id);
    await signInAs(me);
    const result = await searchMentionsAction({ prefix: `ZQ${suffix}` });
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.data.map((user) => user.username)).toEqual([followed.username, stranger.username]);
    // An underscore is a character, not a wildcard.
    const exact = await searchMentionsAction({ prefix: `zq${suffix}_a` });
    expect(exact.ok && exact.data.map((user) => user.username)).toEqual([stranger.username]);
    expect(await searchMentionsAction({ prefix: "a b" })).toMatchObject({ ok: false, error: { code: "validation" } });
  });
});
