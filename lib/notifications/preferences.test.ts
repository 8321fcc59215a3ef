import { and, eq } from "drizzle-orm";
import { getDb, onQuery } from "@/lib/db/client";
import { notifications, notificationType } from "@/lib/db/schema";
import { sendMessageAction } from "@/lib/messages/actions";
import { headerCounts } from "@/lib/views/header-counts";
import { addCommentAction, likePostAction } from "@/lib/posts/actions";
import { followAction } from "@/lib/social/actions";
import { befriend, createMatch } from "@/tests/chat-factories";
import { createUser } from "@/tests/factories";
import { createTestPost } from "@/tests/post-factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import { setNotificationPreferenceAction } from "./actions";
import { NOTIFICATION_KINDS } from "./kinds";
import { notify } from "./notify";
import { notificationPreferences } from "./preferences";

/** The header's unread counts, as the header and its live badges read them. */
const unreadBadges = async (userId: string) => (await headerCounts(userId)).badges;

const allOn = {
  like: true,
  comment: true,
  follow: true,
  match: true,
  message: true,
  order: true,
  moderation: true,
  mention: true,
  sale: true,
  review: true,
  review_answer: true,
  lost_nearby: true,
  lost_sighting: true,
  lost_match: true,
  lost_reunited: true,
};

async function rowsOf(userId: string, type?: (typeof NOTIFICATION_KINDS)[number]) {
  const db = await getDb();
  return db
    .select({ id: notifications.id, type: notifications.type })
    .from(notifications)
    .where(
      type ? and(eq(notifications.userId, userId), eq(notifications.type, type)) : eq(notifications.userId, userId),
    );
}

describe("notification kinds", () => {
  it("name every value of the notification_type enum, so a new kind gets a switch", () => {
    expect([...NOTIFICATION_KINDS].sort()).toEqual([...notificationType.enumValues].sort());
  });
});

describe("setNotificationPreferenceAction", () => {
  it("turns one kind off and on again, leaving the others as they were", async () => {
    const me = await createUser();
    await signInAs(me);
    expect(await notificationPreferences(me.id)).toEqual(allOn);
    expect(await setNotificationPreferenceAction({ kind: "like", on: false })).toEqual({
      ok: true,
      data: { ...allOn, like: false },
    });
    expect(await setNotificationPreferenceAction({ kind: "like", on: false })).toEqual({
      ok: true,
      data: { ...allOn, like: false },
    });
    expect(await setNotificationPreferenceAction({ kind: "message", on: false })).toEqual({
      ok: true,
      data: { ...allOn, like: false, message: false },
    });
    expect(await setNotificationPreferenceAction({ kind: "like", on: true })).toEqual({
      ok: true,
      data: { ...allOn, message: false },
    });
    expect(await notificationPreferences(me.id)).toEqual({ ...allOn, message: false });
  });

  it("refuses bad input with a validation error and changes nothing", async () => {
    const me = await createUser();
    await signInAs(me);
    for (const bad of [{ kind: "poke", on: false }, { kind: "like", on: "no" }, { kind: "like" }, null, "like"]) {
      expect(await setNotificationPreferenceAction(bad)).toMatchObject({
        ok: false,
        error: { code: "validation", message: "errors.validation" },
      });
    }
    expect(await notificationPreferences(me.id)).toEqual(allOn);
  });

  it("refuses anonymous and banned callers, and a caller only ever changes their own settings", async () => {
    const [me, other] = [await createUser(), await createUser()];
    await signInAs(null);
    expect(await setNotificationPreferenceAction({ kind: "follow", on: false })).toEqual({
      ok: false,
      error: { code: "unauthorized", message: "errors.unauthorized" },
    });
    await signInAsBanned(me);
    expect(await setNotificationPreferenceAction({ kind: "follow", on: false })).toMatchObject({
      ok: false,
      error: { code: "unauthorized" },
    });
    expect(await notificationPreferences(me.id)).toEqual(allOn);
    // Another signed-in user: the input names no user, so it can only change the caller's own row.
    await signInAs(other);
    expect(await setNotificationPreferenceAction({ kind: "follow", on: false, userId: me.id })).toMatchObject({
      ok: true,
    });
    expect(await notificationPreferences(me.id)).toEqual(allOn);
    expect(await notificationPreferences(other.id)).toEqual({ ...allOn, follow: false });
  });
});

describe("a turned-off kind", () => {
  it("creates no row and no badge for likes, comments, follows and matches; the kinds left on still notify", async () => {
    const [me, fan] = [await createUser(), await createUser()];
    const post = await createTestPost(me.id);
    await signInAs(me);
    for (const kind of ["like", "comment", "follow", "match"] as const)
      expect((await setNotificationPreferenceAction({ kind, on: false })).ok).toBe(true);

    await signInAs(fan);
    expect((await likePostAction(post.id)).ok).toBe(true);
    expect((await addCommentAction({ postId: post.id, content: "¡Guapo!" })).ok).toBe(true);
    expect((await followAction({ user: me.id })).ok).toBe(true);
    const matchId = await createMatch(fan, me, "accepted");
    await notify(await getDb(), { userId: me.id, actorId: fan.id, type: "match", matchId });
    expect(await rowsOf(me.id)).toEqual([]);
    expect((await unreadBadges(me.id)).notifications).toBe(0);

    await signInAs(me);
    expect((await setNotificationPreferenceAction({ kind: "comment", on: true })).ok).toBe(true);
    await signInAs(fan);
    expect((await addCommentAction({ postId: post.id, content: "¡Otra vez!" })).ok).toBe(true);
    expect((await rowsOf(me.id)).map((row) => row.type)).toEqual(["comment"]);
    expect((await unreadBadges(me.id)).notifications).toBe(1);
  });

  it("skips message notifications (the message itself is still delivered and counted as unread mail)", async () => {
    const [me, friend] = [await createUser(), await createUser()];
    await befriend(me, friend);
    await signInAs(me);
    expect((await setNotificationPreferenceAction({ kind: "message", on: false })).ok).toBe(true);
    await signInAs(friend);
    expect((await sendMessageAction({ to: me.username, content: "¡Hola!" })).ok).toBe(true);
    expect(await rowsOf(me.id, "message")).toEqual([]);
    expect(await unreadBadges(me.id)).toEqual({ messages: 1, notifications: 0 });

    // Back on: one row, which later messages move to the top instead of adding more.
    await signInAs(me);
    expect((await setNotificationPreferenceAction({ kind: "message", on: true })).ok).toBe(true);
    await signInAs(friend);
    expect((await sendMessageAction({ to: me.username, content: "¿Paseamos?" })).ok).toBe(true);
    expect((await sendMessageAction({ to: me.username, content: "¿Sí?" })).ok).toBe(true);
    expect(await rowsOf(me.id, "message")).toHaveLength(1);
    expect(await unreadBadges(me.id)).toEqual({ messages: 3, notifications: 1 });
  });

  it("is checked inside the notification's own statement: no extra round trip", async () => {
    const [me, fan] = [await createUser(), await createUser()];
    const post = await createTestPost(me.id);
    const db = await getDb();
    const statements: string[] = [];
    const stop = onQuery((query) => statements.push(query));
    await notify(db, { userId: me.id, actorId: fan.id, type: "like", postId: post.id });
    stop();
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/insert into notifications/);
  });
});
