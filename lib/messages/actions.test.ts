import { and, eq, or, sql } from "drizzle-orm";
import { getDb, onQuery } from "@/lib/db/client";
import { blocks, messages, notifications, reportedContent, users } from "@/lib/db/schema";
import { befriend, createMatch } from "@/tests/chat-factories";
import { createUser, type TestUser } from "@/tests/factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import {
  blockConversationAction,
  catchUpAction,
  loadConversationsAction,
  loadThreadAction,
  markReadAction,
  reportConversationAction,
  sendMessageAction,
  setMessagePreferenceAction,
} from "./actions";
import { appEventCounts } from "@/server/shared/front-door-contract";
import { GET as getViewerLayer } from "@/app/api/viewer/route";
import { MESSAGES_PER_MINUTE } from "./conversations";

const unauthorized = { ok: false, error: { code: "unauthorized", message: "errors.unauthorized" } };
const notFound = { ok: false, error: { code: "not_found", message: "errors.notFound" } };
const notAllowed = { ok: false, error: { code: "forbidden", message: "messages.errors.notAllowed" } };

/** The signed-in caller's header badges, as the live badges refetch them (GET /api/viewer, no ids). */
async function headerBadges() {
  const response = await getViewerLayer(new Request("http://localhost:3000/api/viewer?posts=&users="));
  return ((await response.json()) as { badges: { messages: number; notifications: number } }).badges;
}

async function pairMessages(a: { id: string }, b: { id: string }) {
  const db = await getDb();
  return db
    .select({ content: messages.content, senderId: messages.senderId, isRead: messages.isRead })
    .from(messages)
    .where(or(and(eq(messages.senderId, a.id), eq(messages.receiverId, b.id)), and(eq(messages.senderId, b.id), eq(messages.receiverId, a.id))))
    .orderBy(messages.createdAt, messages.id);
}

async function messageNotifications(userId: string, actorId: string) {
  const db = await getDb();
  return db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.actorId, actorId), eq(notifications.type, "message")));
}

async function friends(): Promise<[TestUser, TestUser]> {
  const [a, b] = [await createUser({ fullName: "Ana Gómez" }), await createUser({ fullName: "Bruno Díaz" })];
  await befriend(a, b);
  return [a, b];
}

async function send(from: TestUser, to: TestUser, content: string) {
  await signInAs(from);
  const result = await sendMessageAction({ to: to.username, content });
  if (!result.ok) throw new Error(`send failed: ${JSON.stringify(result)}`);
  return result.data;
}

describe("who may talk", () => {
  it("mutual followers may, and the text is stored trimmed", async () => {
    const [a, b] = await friends();
    await signInAs(a);
    const result = await sendMessageAction({ to: b.username, content: "  Hola 🐶  " });
    expect(result).toMatchObject({ ok: true, data: { senderId: a.id, receiverId: b.id, content: "Hola 🐶", isRead: false } });
    expect(await pairMessages(a, b)).toEqual([{ content: "Hola 🐶", senderId: a.id, isRead: false }]);
  });

  it("an accepted match may, a pending or rejected one or a one-way follow may not", async () => {
    const [a, b, c, d] = [await createUser(), await createUser(), await createUser(), await createUser()];
    await createMatch(b, a, "accepted");
    await createMatch(a, c, "pending");
    await befriend(a, d, { mutual: false });
    await signInAs(a);
    expect((await sendMessageAction({ to: b.id, content: "hi" })).ok).toBe(true);
    expect(await sendMessageAction({ to: c.id, content: "hi" })).toEqual(notAllowed);
    expect(await sendMessageAction({ to: d.id, content: "hi" })).toEqual(notAllowed);
    expect(await pairMessages(a, c)).toEqual([]);
    expect(await pairMessages(a, d)).toEqual([]);
  });

  it("a user who takes messages only from people they follow refuses a match they do not follow", async () => {
    const [a, b] = [await createUser(), await createUser()];
    await createMatch(a, b, "accepted");
    await signInAs(b);
    expect(await setMessagePreferenceAction({ fromFollowingOnly: true })).toEqual({ ok: true, data: { fromFollowingOnly: true } });
    await signInAs(a);
    expect(await sendMessageAction({ to: b.id, content: "hi" })).toEqual(notAllowed);
    await befriend(b, a, { mutual: false });
    expect((await sendMessageAction({ to: b.id, content: "hi" })).ok).toBe(true);
    expect(await pairMessages(a, b)).toHaveLength(1);
  });

  it("refuses oneself, unknown users and a blocked pair either way, storing nothing", async () => {
    const [a, b] = await friends();
    await signInAs(a);
    expect(await sendMessageAction({ to: a.id, content: "me" })).toEqual(notFound);
    expect(await sendMessageAction({ to: "nadie_existe_xx", content: "hi" })).toEqual(notFound);
    const db = await getDb();
    await db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    expect(await sendMessageAction({ to: b.id, content: "hi" })).toEqual(notFound);
    await signInAs(b);
    expect(await sendMessageAction({ to: a.id, content: "hi" })).toEqual(notFound);
    expect(await loadThreadAction({ with: a.id })).toEqual(notFound);
    expect(await pairMessages(a, b)).toEqual([]);
  });
});

describe("last seen", () => {
  /** The partner's "last seen" as the signed-in user's thread with them shows it. */
  async function lastSeenOf(partner: TestUser): Promise<string | null | undefined> {
    const thread = await loadThreadAction({ with: partner.id });
    if (!thread.ok) throw new Error(`thread failed: ${JSON.stringify(thread)}`);
    return thread.data.partner.lastSeenAt;
  }

  it("goes to people who may message each other: mutual followers and an accepted match", async () => {
    const [a, b] = await friends();
    const c = await createUser();
    await createMatch(c, b, "accepted");
    await signInAs(b);
    await signInAs(a);
    expect(await lastSeenOf(b)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    await signInAs(c);
    expect(await lastSeenOf(b)).toMatch(/^\d{4}-/);
    await signInAs(b);
    expect(await lastSeenOf(c)).toMatch(/^\d{4}-/);
  });

  it("is hidden from a stranger, a one-way follower and a pending or rejected match (they still read the thread)", async () => {
    const b = await createUser();
    const [stranger, fan, pending, rejected] = [await createUser(), await createUser(), await createUser(), await createUser()];
    await befriend(fan, b, { mutual: false });
    await createMatch(pending, b, "pending");
    await createMatch(b, rejected, "rejected");
    await signInAs(b);
    for (const viewer of [stranger, fan, pending, rejected]) {
      await signInAs(viewer);
      expect(await lastSeenOf(b)).toBeNull();
    }
    // Nor does b see theirs: following b one way makes no pair of people who may write to each other.
    await signInAs(b);
    expect(await lastSeenOf(fan)).toBeNull();
  });

  it("is hidden both ways from a match whom the other only-from-people-I-follow side does not follow", async () => {
    const [a, b] = [await createUser(), await createUser()];
    await createMatch(a, b, "accepted");
    await signInAs(b);
    expect(await setMessagePreferenceAction({ fromFollowingOnly: true })).toEqual({ ok: true, data: { fromFollowingOnly: true } });
    await signInAs(a);
    expect(await lastSeenOf(b)).toBeNull();
    await signInAs(b);
    expect(await lastSeenOf(a)).toBeNull();
    // Once b follows a, they may write to each other again, and see each other's last seen.
    await befriend(b, a, { mutual: false });
    expect(await lastSeenOf(a)).toMatch(/^\d{4}-/);
    await signInAs(a);
    expect(await lastSeenOf(b)).toMatch(/^\d{4}-/);
  });
});

describe("refused callers", () => {
  it("anonymous can neither send, read, catch up, mark read nor list", async () => {
    const [a, b] = await friends();
    await send(a, b, "secreto");
    await signInAs(null);
    expect(await sendMessageAction({ to: b.id, content: "hi" })).toEqual(unauthorized);
    expect(await loadThreadAction({ with: a.id })).toEqual(unauthorized);
    expect(await catchUpAction({ with: a.id, afterId: null })).toEqual(unauthorized);
    expect(await markReadAction({ with: a.id })).toEqual(unauthorized);
    expect(await loadConversationsAction({})).toEqual(unauthorized);
    expect(await pairMessages(a, b)).toEqual([{ content: "secreto", senderId: a.id, isRead: false }]);
  });

  it("a banned sender (stale cookie) cannot send or read", async () => {
    const [a, b] = await friends();
    await send(b, a, "hola");
    await signInAsBanned(a);
    expect(await sendMessageAction({ to: b.id, content: "hi" })).toEqual(unauthorized);
    expect(await loadThreadAction({ with: b.id })).toEqual(unauthorized);
    expect(await markReadAction({ with: b.id })).toEqual(unauthorized);
    expect(await pairMessages(a, b)).toEqual([{ content: "hola", senderId: b.id, isRead: false }]);
  });

  it("nobody can write to or read a banned receiver, and their conversation leaves the list", async () => {
    const [a, b] = await friends();
    await send(a, b, "antes");
    const db = await getDb();
    await db.update(users).set({ isBanned: true }).where(eq(users.id, b.id));
    await signInAs(a);
    expect(await sendMessageAction({ to: b.id, content: "hi" })).toEqual(notFound);
    expect(await loadThreadAction({ with: b.id })).toEqual(notFound);
    expect(await loadConversationsAction({})).toEqual({ ok: true, data: { items: [], nextCursor: null } });
    expect(await pairMessages(a, b)).toHaveLength(1);
  });

  it("a third user never sees another pair's messages, not even by a message id", async () => {
    const [a, b] = await friends();
    const secret = await send(a, b, "solo para b");
    await send(b, a, "respuesta");
    const c = await createUser();
    await befriend(c, a);
    await signInAs(c);
    const thread = await loadThreadAction({ with: a.id });
    expect(thread).toMatchObject({ ok: true, data: { messages: [] } });
    expect(await catchUpAction({ with: a.id, afterId: null })).toEqual({ ok: true, data: { messages: [], more: false } });
    expect(await catchUpAction({ with: b.id, afterId: secret.id })).toEqual({ ok: true, data: { messages: [], more: false } });
    // Marking "with a" read touches only messages addressed to c.
    expect(await markReadAction({ with: a.id })).toEqual({ ok: true, data: { marked: 0 } });
    expect((await pairMessages(a, b)).map((m) => m.isRead)).toEqual([false, false]);
  });
});

describe("bad input", () => {
  it("refuses blank, too long, NUL and malformed input with a key, storing nothing", async () => {
    const [a, b] = await friends();
    await signInAs(a);
    const field = async (raw: unknown) => {
      const result = await sendMessageAction(raw);
      return result.ok ? null : result.error.fields;
    };
    expect(await field({ to: b.id, content: "   " })).toEqual({ content: "messages.errors.empty" });
    expect(await field({ to: b.id, content: "x".repeat(2001) })).toEqual({ content: "messages.errors.tooLong" });
    expect(await field({ to: b.id, content: "a\u0000b" })).toEqual({ content: "errors.invalidCharacters" });
    expect(await field({ to: "NOT A USER", content: "hi" })).toEqual({ to: "messages.errors.unknownUser" });
    expect(await field(null)).toBeTruthy();
    expect((await loadThreadAction({ with: b.id, before: { at: "2024-02-30T00:00:00Z", id: b.id } })).ok).toBe(false);
    expect((await sendMessageAction({ to: b.id, content: "x".repeat(2000) })).ok).toBe(true);
    expect(await pairMessages(a, b)).toHaveLength(1);
  });

  it(`allows ${MESSAGES_PER_MINUTE} messages a minute, then refuses`, async () => {
    const [a, b] = await friends();
    await signInAs(a);
    for (let i = 0; i < MESSAGES_PER_MINUTE; i += 1) expect((await sendMessageAction({ to: b.id, content: `m${i}` })).ok).toBe(true);
    const refusals = () => appEventCounts().find(([event, limiter]) => event === "rate_limited" && limiter === "message")?.[2] ?? 0;
    const before = refusals();
    expect(await sendMessageAction({ to: b.id, content: "one too many" })).toEqual({ ok: false, error: { code: "rate_limited", message: "messages.errors.rateLimited" } });
    expect(await pairMessages(a, b)).toHaveLength(MESSAGES_PER_MINUTE);
    // The refusal is counted for the server's metrics (patitas_rate_limit_refusals_total{limiter="message"}).
    expect(refusals()).toBe(before + 1);
  });
});

describe("the send path", () => {
  it("takes three statements: the rate limit and the partner beside each other, then the message with its notification", async () => {
    const [a, b] = await friends();
    const { sendMessage } = await import("./conversations");
    const statements: string[] = [];
    const stop = onQuery((query) => statements.push(query));
    await sendMessage(a.id, { to: b.id, content: "hola" });
    stop();
    // The rate limit and the partner's lookup (either order), then one statement for the message and its
    // notification; what follows is the push's own read (decision 028), not waited for by the send.
    expect(statements.slice(0, 2).map((query) => (/insert into rate_limits/.test(query) ? "rate" : /from users pu/.test(query) ? "partner" : query)).sort()).toEqual(["partner", "rate"]);
    expect(statements[2]).toMatch(/insert into messages[\s\S]*insert into notifications/);
    expect(statements.slice(3).filter((query) => /\b(insert|update|delete|begin)\b/i.test(query))).toEqual([]);
    expect(await messageNotifications(b.id, a.id)).toEqual([{ readAt: null }]);
    // A receiver who turned message notifications off still gets the message, and no notification.
    const db = await getDb();
    await db.update(users).set({ mutedNotifications: ["message"] }).where(eq(users.id, a.id));
    await sendMessage(b.id, { to: a.id, content: "¿paseo?" });
    expect(await messageNotifications(a.id, b.id)).toEqual([]);
    expect((await pairMessages(a, b)).map((m) => m.content)).toEqual(["hola", "¿paseo?"]);
  });

  it("over the rate, refuses with the rate limit even when the partner is not allowed, storing nothing", async () => {
    const [a, b] = await friends();
    const stranger = await createUser();
    await signInAs(a);
    for (let i = 0; i < MESSAGES_PER_MINUTE; i += 1) expect((await sendMessageAction({ to: b.id, content: `m${i}` })).ok).toBe(true);
    expect(await sendMessageAction({ to: stranger.id, content: "hola" })).toEqual({ ok: false, error: { code: "rate_limited", message: "messages.errors.rateLimited" } });
    expect(await pairMessages(a, stranger)).toEqual([]);
    expect(await messageNotifications(stranger.id, a.id)).toEqual([]);
  });
});

describe("threads", () => {
  it("pages upward oldest first and catches up after an id, in order, once each", async () => {
    const [a, b] = await friends();
    const sent = [];
    for (const text of ["1", "2", "3", "4", "5"]) sent.push(await send(text === "3" ? b : a, text === "3" ? a : b, text));
    await signInAs(b);
    const { readThread } = await import("./conversations");
    const last = await readThread(b.id, { with: a.username! }, 2);
    expect(last.messages.map((m) => m.content)).toEqual(["4", "5"]);
    const middle = await readThread(b.id, { with: a.username!, before: last.olderCursor }, 2);
    expect(middle.messages.map((m) => m.content)).toEqual(["2", "3"]);
    const first = await readThread(b.id, { with: a.username!, before: middle.olderCursor }, 2);
    expect(first).toMatchObject({ olderCursor: null });
    expect(first.messages.map((m) => m.content)).toEqual(["1"]);
    expect(await catchUpAction({ with: a.id, afterId: sent[1]!.id })).toMatchObject({ ok: true, data: { more: false } });
    const after = await catchUpAction({ with: a.id, afterId: sent[1]!.id });
    expect(after.ok && after.data.messages.map((m) => m.content)).toEqual(["3", "4", "5"]);
  });

  it("opening marks incoming read, clears the badge and the collapsed notification, not one's own", async () => {
    const [a, b] = await friends();
    await send(a, b, "uno");
    await send(a, b, "dos");
    await send(b, a, "mía");
    expect(await messageNotifications(b.id, a.id)).toEqual([{ readAt: null }]);
    await signInAs(b);
    expect(await headerBadges()).toMatchObject({ messages: 2 });
    expect(await markReadAction({ with: a.username })).toEqual({ ok: true, data: { marked: 2 } });
    expect(await headerBadges()).toMatchObject({ messages: 0 });
    expect((await messageNotifications(b.id, a.id))[0]!.readAt).not.toBeNull();
    expect((await pairMessages(a, b)).map((m) => m.isRead)).toEqual([true, true, false]);
  });
  it("a conversation keeps one activity row: a message after reading turns it unread and moves it up, legacy rows show their newest", async () => {
    const [a, b] = await friends();
    const c = await createUser();
    await befriend(c, b);
    await send(a, b, "uno");
    await signInAs(b);
    await markReadAction({ with: a.username });
    await send(c, b, "otro");
    await send(a, b, "dos");
    expect(await messageNotifications(b.id, a.id)).toEqual([{ readAt: null }]);
    const { listActivity, activityCounts } = await import("@/lib/notifications/queries");
    const rows = async () => (await listActivity(b.id)).items.filter((item) => item.kind === "message").map((item) => [item.actor.username, item.unread]);
    expect(await rows()).toEqual([
      [a.username, true],
      [c.username, true],
    ]);
    // A row from before the grouping, older than the conversation's current one: not listed, not counted.
    const db = await getDb();
    await db.insert(notifications).values({ userId: b.id, actorId: a.id, type: "message", createdAt: new Date(Date.now() - 86_400_000) });
    expect(await rows()).toHaveLength(2);
    expect((await activityCounts(b.id)).unread).toBe(2);
  });
});

describe("conversation list", () => {
  it("shows the last message and unread count per partner, newest first, searchable, in one round trip", async () => {
    const me = await createUser({ fullName: "Yo Mismo" });
    const [lola, max] = [await createUser({ fullName: "Lola Pérez" }), await createUser({ fullName: "Max Ruiz" })];
    await befriend(me, lola);
    await befriend(me, max);
    await send(lola, me, "guau");
    await send(lola, me, "¿paseo?");
    await send(me, max, "miau");
    await signInAs(me);
    const statements: string[] = [];
    const stop = onQuery((q) => statements.push(q));
    const { listConversations } = await import("./queries");
    const page = await listConversations(me.id, {});
    stop();
    expect(statements).toHaveLength(1);
    expect(page.items.map((c) => [c.fullName, c.lastMessage, c.unread, c.lastMine])).toEqual([
      ["Max Ruiz", "miau", 0, true],
      ["Lola Pérez", "¿paseo?", 2, false],
    ]);
    const found = await loadConversationsAction({ search: "lola perez" });
    expect(found.ok && found.data.items.map((c) => c.fullName)).toEqual(["Lola Pérez"]);
    const percent = await loadConversationsAction({ search: "%" });
    expect(percent.ok && percent.data.items).toEqual([]);
    const paged = await listConversations(me.id, {}, 1);
    const next = await listConversations(me.id, { cursor: paged.nextCursor }, 1);
    expect([...paged.items, ...next.items].map((c) => c.fullName)).toEqual(["Max Ruiz", "Lola Pérez"]);
  });
});

describe("block and report", () => {
  it("reports a conversation once, and blocking ends it both ways", async () => {
    const [a, b] = await friends();
    await send(b, a, "spam spam");
    await signInAs(a);
    expect(await reportConversationAction({ with: b.username, reason: "spam" })).toEqual({ ok: true, data: { reported: true } });
    expect(await reportConversationAction({ with: b.username, reason: "spam" })).toEqual({
      ok: false,
      error: { code: "conflict", message: "messages.errors.alreadyReported" },
    });
    expect((await reportConversationAction({ with: b.username, reason: "bogus" })).ok).toBe(false);
    const db = await getDb();
    const reports = await db.select({ n: sql<number>`count(*)::int` }).from(reportedContent).where(and(eq(reportedContent.reporterId, a.id), eq(reportedContent.contentId, b.id)));
    expect(reports).toEqual([{ n: 1 }]);
    expect(await blockConversationAction({ with: b.username })).toEqual({ ok: true, data: { blocked: true } });
    expect(await loadThreadAction({ with: b.id })).toEqual(notFound);
    await signInAs(b);
    expect(await sendMessageAction({ to: a.id, content: "hola?" })).toEqual(notFound);
    expect(await pairMessages(a, b)).toHaveLength(1);
  });

  it("anonymous and banned callers cannot report, block or change the preference", async () => {
    const [a, b] = await friends();
    await signInAs(null);
    expect(await reportConversationAction({ with: b.id, reason: "spam" })).toEqual(unauthorized);
    expect(await blockConversationAction({ with: b.id })).toEqual(unauthorized);
    expect(await setMessagePreferenceAction({ fromFollowingOnly: true })).toEqual(unauthorized);
    await signInAsBanned(a);
    expect(await reportConversationAction({ with: b.id, reason: "spam" })).toEqual(unauthorized);
    expect(await blockConversationAction({ with: b.id })).toEqual(unauthorized);
    const db = await getDb();
    expect(await db.select().from(blocks).where(eq(blocks.blockerId, a.id))).toEqual([]);
    expect(await db.select().from(reportedContent).where(eq(reportedContent.reporterId, a.id))).toEqual([]);
  });
});
