// Issue 46: photos, replies, reactions, unsend, typing and shared cards, with every refused caller.
import { eq, sql } from "drizzle-orm";
import { GET as getMedia } from "@/app/api/media/[...key]/route";
import { getDb, queryRows } from "@/lib/db/client";
import { messagePhotos, messageReactions, messages, moderationActions, posts } from "@/lib/db/schema";
import { collectAccountData } from "@/lib/privacy/export";
import { deleteAccountAction } from "@/lib/privacy/actions";
import { REACTION_EVENT, TYPING_EVENT, TYPING_SOCKET_EVENT, UNSENT_EVENT, MESSAGE_EVENT, type ChatMessage } from "@/lib/realtime/events";
import type { RealtimeConnection } from "@/lib/realtime/browser";
import { getObject, keyFromPublicUrl } from "@/lib/storage/storage";
import { thumbnailUrlFor } from "@/lib/storage/thumbnails";
import { befriend } from "@/tests/chat-factories";
import { createUser, type TestUser } from "@/tests/factories";
import { createProduct, createStore } from "@/tests/market-factories";
import { block, createPet, createTestPost, uploadTestImage } from "@/tests/post-factories";
import { countQueries } from "@/tests/query-count";
import { browserRealtimeHarness } from "@/tests/realtime";
import { signInAs, signInAsBanned } from "@/tests/session";
import { loadConversationsAction, loadThreadAction, reactAction, sendMessageAction, shareAction, typingAction, unsendMessageAction } from "./actions";
import { requireUser } from "@/lib/auth/session";
import { MESSAGE_PREVIEWS, messagePreviewKey } from "@/lib/format/message-preview";
import { listActivity } from "@/lib/notifications/queries";
import { createTestCase } from "@/tests/lost-factories";
import { SHARED_KINDS } from "./schemas";

const realtime = browserRealtimeHarness();

async function friends(): Promise<[TestUser, TestUser]> {
  const [a, b] = [await createUser({ fullName: "Ana Gómez" }), await createUser({ fullName: "Bruno Díaz" })];
  await befriend(a, b);
  return [a, b];
}

async function send(from: TestUser, to: TestUser, input: Record<string, unknown>): Promise<ChatMessage> {
  await signInAs(from);
  const result = await sendMessageAction({ to: to.username, ...input });
  if (!result.ok) throw new Error(`send failed: ${JSON.stringify(result)}`);
  return result.data;
}

function media(url: string): Promise<Response> {
  const key = url.replace(/^\/api\/media\//, "").split("/");
  return getMedia(new Request(`http://localhost${url}`), { params: Promise.resolve({ key }) });
}

const refused = (code: string, message?: string) => ({ ok: false, error: message ? { code, message } : expect.objectContaining({ code }) });

async function live(user: TestUser): Promise<{ connection: RealtimeConnection; events: [string, unknown][] }> {
  const connection = await realtime.open(user.id, await signInAs(user));
  await new Promise<void>((resolve) => {
    if (connection.snapshot().state === "live") return resolve();
    const stop = connection.onChange(() => connection.snapshot().state === "live" && (stop(), resolve()));
  });
  const events: [string, unknown][] = [];
  connection.onEvent((event, payload) => events.push([event, payload]));
  return { connection, events };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe("photos", () => {
  it("sends up to 4 of one's own chat uploads, photos alone allowed, with their true shape and blur-up preview", async () => {
    const [ana, bruno] = await friends();
    const photo = await uploadTestImage(ana.id, "chat");
    const message = await send(ana, bruno, { photos: [photo.url] });
    expect(message).toMatchObject({ content: null, deleted: false, photos: [{ url: photo.url, width: 64, height: 48, preview: expect.stringMatching(/^data:image\/webp;base64,/) }] });
    await signInAs(bruno);
    const list = await loadConversationsAction({});
    expect(list.ok && list.data.items[0]).toMatchObject({ lastMessage: null, lastKind: "photo" });
  });

  it("refuses someone else's upload, another folder's, a fifth photo and an empty message", async () => {
    const [ana, bruno] = await friends();
    const theirs = await uploadTestImage(bruno.id, "chat");
    const post = await uploadTestImage(ana.id, "posts");
    await signInAs(ana);
    expect(await sendMessageAction({ to: bruno.username, photos: [theirs.url] })).toEqual(refused("validation", "media.errors.notYours"));
    expect(await sendMessageAction({ to: bruno.username, photos: [post.url] })).toEqual(refused("validation", "media.errors.notYours"));
    const five = await Promise.all(Array.from({ length: 5 }, () => uploadTestImage(ana.id, "chat")));
    expect(await sendMessageAction({ to: bruno.username, photos: five.map((photo) => photo.url) })).toMatchObject(refused("validation"));
    expect(await sendMessageAction({ to: bruno.username, content: "  " })).toMatchObject(refused("validation"));
    const db = await getDb();
    expect(await db.select().from(messages).where(eq(messages.senderId, ana.id))).toEqual([]);
  });

  it("the media route serves a chat photo only to the pair, privately; a third user, signed out, a blocked partner get 404", async () => {
    const [ana, bruno] = await friends();
    const photo = await uploadTestImage(ana.id, "chat");
    await send(ana, bruno, { photos: [photo.url] });
    const thumbnail = thumbnailUrlFor(photo.url)!;
    // The phone copy (responsiveImage) is the photo too, even though no chat bubble asks for it.
    const phoneCopy = photo.url.replace(/\.webp$/, "-w828.webp");

    await signInAs(bruno);
    const seen = await media(photo.url);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("cache-control")).toBe("private, max-age=300");
    expect((await media(thumbnail)).status).toBe(200);
    expect((await media(phoneCopy)).status).toBe(200);
    await signInAs(ana);
    expect((await media(photo.url)).status).toBe(200);

    for (const caller of [await createUser(), null, await createUser({ role: "moderator" })]) {
      await signInAs(caller);
      expect((await media(photo.url)).status).toBe(404);
      expect((await media(thumbnail)).status).toBe(404);
      expect((await media(phoneCopy)).status).toBe(404);
    }
    // An admin, through the staff view of messages: served, and each fetch is in the audit log.
    const admin = await createUser({ role: "admin" });
    await signInAs(admin);
    expect((await media(thumbnail)).status).toBe(200);
    const audit = await (await getDb())
      .select({ targetType: moderationActions.targetType, reason: moderationActions.reason })
      .from(moderationActions)
      .where(eq(moderationActions.moderatorId, admin.id));
    expect(audit).toEqual([{ targetType: "message_photo", reason: thumbnail.replace(/^\/api\/media\//, "") }]);
    await signInAsBanned(bruno);
    expect((await media(photo.url)).status).toBe(404);
    await block(ana.id, bruno.id);
    await signInAs(bruno);
    expect((await media(photo.url)).status).toBe(404);
  });

  it("public media stay public and cacheable, with no query at all", async () => {
    const user = await createUser();
    const photo = await uploadTestImage(user.id, "posts");
    await signInAs(null);
    let response: Response | null = null;
    expect(await countQueries(async () => (response = await media(photo.url)))).toBe(0);
    expect(response!.status).toBe(200);
    expect(response!.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("replies", () => {
  it("quote an earlier message of the same thread; one of another thread is refused", async () => {
    const [ana, bruno] = await friends();
    const [carla, dani] = await friends();
    const first = await send(ana, bruno, { content: "¿Paseamos?" });
    const reply = await send(bruno, ana, { content: "¡Sí!", replyTo: first.id });
    expect(reply.replyTo).toEqual({ id: first.id, senderId: ana.id, content: "¿Paseamos?", photos: 0, deleted: false });
    const elsewhere = await send(carla, dani, { content: "Hola" });
    await signInAs(bruno);
    expect(await sendMessageAction({ to: ana.username, content: "Mira", replyTo: elsewhere.id })).toEqual(refused("not_found", "messages.errors.replyNotFound"));
    await signInAs(carla);
    // Even from inside the other pair: the message quoted must be of the thread written to.
    await befriend(carla, ana);
    expect(await sendMessageAction({ to: ana.username, content: "Mira", replyTo: first.id })).toEqual(refused("not_found", "messages.errors.replyNotFound"));
  });
});

describe("reactions", () => {
  it("one per person: a new pick replaces, the same pick removes; live on both sides", async () => {
    const [ana, bruno] = await friends();
    const message = await send(ana, bruno, { content: "Foto de Toby" });
    const anaLive = await live(ana);
    await signInAs(bruno);
    expect(await reactAction({ id: message.id, emoji: "❤️" })).toEqual({ ok: true, data: { id: message.id, reactions: [{ userId: bruno.id, emoji: "❤️" }] } });
    expect(await reactAction({ id: message.id, emoji: "🐾" })).toMatchObject({ ok: true, data: { reactions: [{ userId: bruno.id, emoji: "🐾" }] } });
    await signInAs(ana);
    expect(await reactAction({ id: message.id, emoji: "😂" })).toMatchObject({ ok: true, data: { reactions: [{ userId: bruno.id }, { userId: ana.id, emoji: "😂" }] } });
    await signInAs(bruno);
    expect(await reactAction({ id: message.id, emoji: "🐾" })).toMatchObject({ ok: true, data: { reactions: [{ userId: ana.id, emoji: "😂" }] } });
    await settle();
    expect(anaLive.events.filter(([event]) => event === REACTION_EVENT)).toHaveLength(4);
    const thread = await loadThreadAction({ with: ana.username });
    expect(thread.ok && thread.data.messages[0]!.reactions).toEqual([{ userId: ana.id, emoji: "😂" }]);
  });

  it("refuses a third user, a blocked partner, signed out, an unknown emoji and an unsent message", async () => {
    const [ana, bruno] = await friends();
    const message = await send(ana, bruno, { content: "Hola" });
    await signInAs(await createUser());
    expect(await reactAction({ id: message.id, emoji: "❤️" })).toEqual(refused("not_found", "errors.notFound"));
    await signInAs(null);
    expect(await reactAction({ id: message.id, emoji: "❤️" })).toEqual(refused("unauthorized", "errors.unauthorized"));
    await signInAs(bruno);
    expect(await reactAction({ id: message.id, emoji: "💩" })).toMatchObject(refused("validation"));
    await unsendAs(ana, message.id);
    await signInAs(bruno);
    expect(await reactAction({ id: message.id, emoji: "❤️" })).toEqual(refused("not_found", "errors.notFound"));
    const other = await send(ana, bruno, { content: "¿Sigues ahí?" });
    await block(ana.id, bruno.id);
    await signInAs(bruno);
    expect(await reactAction({ id: other.id, emoji: "❤️" })).toEqual(refused("not_found", "errors.notFound"));
    const db = await getDb();
    expect(await db.select().from(messageReactions).where(eq(messageReactions.userId, bruno.id))).toEqual([]);
  });
});

async function unsendAs(user: TestUser, id: string) {
  await signInAs(user);
  return unsendMessageAction({ id });
}

describe("unsend", () => {
  it("deletes the text, photos (rows and files) and reactions, for both sides, live", async () => {
    const [ana, bruno] = await friends();
    const photo = await uploadTestImage(ana.id, "chat");
    const message = await send(ana, bruno, { content: "Mira", photos: [photo.url] });
    await signInAs(bruno);
    await reactAction({ id: message.id, emoji: "❤️" });
    const brunoLive = await live(bruno);
    expect(await unsendAs(ana, message.id)).toEqual({ ok: true, data: { id: message.id, deleted: true } });
    await settle();
    expect(brunoLive.events).toContainEqual([UNSENT_EVENT, { id: message.id }]);

    const db = await getDb();
    const [row] = await db.select().from(messages).where(eq(messages.id, message.id));
    expect(row).toMatchObject({ content: null, deletedAt: expect.any(Date) });
    expect(await db.select().from(messagePhotos).where(eq(messagePhotos.messageId, message.id))).toEqual([]);
    expect(await db.select().from(messageReactions).where(eq(messageReactions.messageId, message.id))).toEqual([]);
    expect(await getObject(keyFromPublicUrl(photo.url)!)).toBeNull();
    expect(await getObject(keyFromPublicUrl(thumbnailUrlFor(photo.url)!)!)).toBeNull();
    await signInAs(bruno);
    const thread = await loadThreadAction({ with: ana.username });
    expect(thread.ok && thread.data.messages[0]).toMatchObject({ content: null, deleted: true, photos: [], reactions: [] });
    // Twice changes nothing.
    expect(await unsendAs(ana, message.id)).toMatchObject({ ok: true });
  });

  it("refuses someone else's message, a third user, a blocked partner, signed out, and after 15 minutes", async () => {
    const [ana, bruno] = await friends();
    const message = await send(ana, bruno, { content: "Hola" });
    expect(await unsendAs(bruno, message.id)).toEqual(refused("forbidden", "messages.errors.notYours"));
    expect(await unsendAs(await createUser(), message.id)).toEqual(refused("not_found", "errors.notFound"));
    await signInAs(null);
    expect(await unsendMessageAction({ id: message.id })).toEqual(refused("unauthorized", "errors.unauthorized"));
    const db = await getDb();
    await db.update(messages).set({ createdAt: sql`now() - interval '16 minutes'` }).where(eq(messages.id, message.id));
    expect(await unsendAs(ana, message.id)).toEqual(refused("forbidden", "messages.errors.unsendExpired"));
    const recent = await send(ana, bruno, { content: "Otra" });
    await block(bruno.id, ana.id);
    expect(await unsendAs(ana, recent.id)).toEqual(refused("not_found", "errors.notFound"));
    const rows = await db.select({ content: messages.content }).from(messages).where(eq(messages.senderId, ana.id));
    expect(rows.map((row) => row.content).sort()).toEqual(["Hola", "Otra"]);
  });
});

describe("typing", () => {
  it("goes over the sender's own socket with the thread's pass: the partner hears it, and no database statement is made", async () => {
    const [ana, bruno] = await friends();
    const brunoLive = await live(bruno);
    const anaLive = await live(ana);
    const opened = await loadThreadAction({ with: bruno.username });
    if (!opened.ok || !opened.data.typingPass) throw new Error(`no pass: ${JSON.stringify(opened)}`);
    const pass = opened.data.typingPass;
    expect(pass).toEqual({ to: bruno.id, exp: expect.any(Number), sig: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await countQueries(async () => {
      expect(anaLive.connection.send(TYPING_SOCKET_EVENT, pass)).toBe(true);
      await settle();
    })).toBe(0);
    expect(brunoLive.events).toEqual([[TYPING_EVENT, { from: ana.id }]]);
    // Bruno's pass is his own: sent from Ana's socket it is refused, and nobody hears it.
    await signInAs(bruno);
    const back = await loadThreadAction({ with: ana.username });
    expect(back.ok && anaLive.connection.send(TYPING_SOCKET_EVENT, back.data.typingPass)).toBe(true);
    await settle();
    expect(brunoLive.events).toHaveLength(1);
    expect(anaLive.events).toEqual([]);
  });

  it("typingAction relays a signal (the path without a pass), at most once per 2 s, hands out a new pass, and reads only the session", async () => {
    const [ana, bruno] = await friends();
    const brunoLive = await live(bruno);
    await signInAs(ana);
    // Opening the thread reads who may write to whom; the typing signals after it only read the session.
    await loadThreadAction({ with: bruno.username });
    const session = await countQueries(() => requireUser());
    let answer: unknown;
    expect(await countQueries(async () => (answer = await typingAction({ to: bruno.id })))).toBe(session);
    expect(answer).toEqual({ ok: true, data: { relayed: true, pass: expect.objectContaining({ to: bruno.id }) } });
    expect(await typingAction({ to: bruno.id })).toEqual({ ok: true, data: { relayed: false, pass: expect.objectContaining({ to: bruno.id }) } });
    await settle();
    expect(brunoLive.events).toEqual([[TYPING_EVENT, { from: ana.id }]]);
  });

  it("refuses a stranger, a blocked partner and signed out", async () => {
    const [ana, bruno] = await friends();
    await signInAs(await createUser());
    expect(await typingAction({ to: bruno.id })).toEqual(refused("forbidden", "messages.errors.notAllowed"));
    await block(bruno.id, ana.id);
    await signInAs(ana);
    expect(await typingAction({ to: bruno.id })).toEqual(refused("not_found", "errors.notFound"));
    await signInAs(null);
    expect(await typingAction({ to: bruno.id })).toEqual(refused("unauthorized", "errors.unauthorized"));
  });
});

describe("send in a message", () => {
  it("shares a post as a reference whose card follows what the receiver may see, when they look", async () => {
    const [ana, bruno] = await friends();
    const carla = await createUser();
    await befriend(ana, carla);
    const author = await createUser({ fullName: "Dora Autora" });
    // No hashtag: the post is deleted below by SQL, which would leave a shared tag's usage count behind
    // for other files on a shared database (deletePost keeps it exact).
    const post = await createTestPost(author.id, { content: "Toby en la playa" });
    const brunoLive = await live(bruno);
    await signInAs(ana);
    expect(await shareAction({ to: [bruno.id, carla.id], shared: { kind: "post", id: post.id } })).toEqual({ ok: true, data: { sent: 2 } });
    await settle();
    const event = brunoLive.events.find(([name]) => name === MESSAGE_EVENT)![1] as ChatMessage;
    expect(event.shared).toMatchObject({ kind: "post", id: post.id, available: true, title: "Dora Autora", href: `/p/${post.id}` });

    // The author blocks Bruno: his card is unavailable, Ana's still shows.
    await block(author.id, bruno.id);
    await signInAs(bruno);
    const brunoThread = await loadThreadAction({ with: ana.username });
    expect(brunoThread.ok && brunoThread.data.messages[0]!.shared).toEqual({ kind: "post", id: post.id, available: false });
    await signInAs(ana);
    const anaThread = await loadThreadAction({ with: bruno.username });
    expect(anaThread.ok && anaThread.data.messages[0]!.shared).toMatchObject({ available: true });
    // Deleted: unavailable for everyone; the message keeps its reference.
    const db = await getDb();
    await db.delete(posts).where(eq(posts.id, post.id));
    const afterDelete = await loadThreadAction({ with: carla.username });
    expect(afterDelete.ok && afterDelete.data.messages[0]!.shared).toEqual({ kind: "post", id: post.id, available: false });
  });

  it("shares pets and products; an inactive product reads unavailable; refuses what the sender cannot see and strangers", async () => {
    const [ana, bruno] = await friends();
    const pet = await createPet((await createUser()).id);
    const store = await createStore((await createUser()).id);
    const product = await createProduct(store.id, { name: "Pelota" });
    await signInAs(ana);
    expect(await shareAction({ to: [bruno.id], shared: { kind: "pet", id: pet.id } })).toMatchObject({ ok: true });
    expect(await shareAction({ to: [bruno.id], shared: { kind: "product", id: product.id } })).toMatchObject({ ok: true });
    const thread = await loadThreadAction({ with: bruno.username });
    expect(thread.ok && thread.data.messages.map((message) => message.shared)).toEqual([
      expect.objectContaining({ kind: "pet", available: true, href: `/pet/${pet.id}` }),
      expect.objectContaining({ kind: "product", available: true, title: "Pelota", href: `/product/${product.id}` }),
    ]);
    const db = await getDb();
    await queryRows(db, sql`update products set is_active = false where id = ${product.id}`);
    const later = await loadThreadAction({ with: bruno.username });
    expect(later.ok && later.data.messages[1]!.shared).toEqual({ kind: "product", id: product.id, available: false });
    expect(await shareAction({ to: [bruno.id], shared: { kind: "product", id: product.id } })).toEqual(refused("not_found", "errors.notFound"));
    const stranger = await createUser();
    expect(await shareAction({ to: [stranger.id], shared: { kind: "pet", id: pet.id } })).toEqual(refused("forbidden", "messages.errors.notAllowed"));
    await signInAs(null);
    expect(await shareAction({ to: [bruno.id], shared: { kind: "pet", id: pet.id } })).toEqual(refused("unauthorized", "errors.unauthorized"));
  });
});

/** A case in a town no other test file reports in, so lost & found's own tests never see (nor match) it. */
const quietCase = (userId: string, name?: string) => createTestCase(userId, { placeId: 2000, ...(name ? { name } : {}) });

describe("send a lost & found case", () => {
  it("shows its card while it is open; closed, deleted or its reporter blocking the receiver reads unavailable", async () => {
    const [ana, bruno] = await friends();
    const reporter = await createUser();
    const open = await quietCase(reporter.id, "Canela");
    const brunoLive = await live(bruno);
    await signInAs(ana);
    expect(await shareAction({ to: [bruno.id], shared: { kind: "lost", id: open.id } })).toEqual({ ok: true, data: { sent: 1 } });
    await settle();
    const event = brunoLive.events.find(([name]) => name === MESSAGE_EVENT)![1] as ChatMessage;
    expect(event.shared).toMatchObject({ kind: "lost", id: open.id, available: true, title: "Canela", href: `/lost/${open.id}` });
    expect(event.shared?.available && event.shared.image).toBeTruthy();

    const db = await getDb();
    await queryRows(db, sql`update lost_cases set status = 'reunited', closed_at = now() where id = ${open.id}::uuid`);
    await signInAs(bruno);
    const closed = await loadThreadAction({ with: ana.username });
    expect(closed.ok && closed.data.messages[0]!.shared).toEqual({ kind: "lost", id: open.id, available: false });

    const other = await quietCase(reporter.id);
    await signInAs(ana);
    expect((await shareAction({ to: [bruno.id], shared: { kind: "lost", id: other.id } })).ok).toBe(true);
    await block(reporter.id, bruno.id);
    await signInAs(bruno);
    const blocked = await loadThreadAction({ with: ana.username });
    expect(blocked.ok && blocked.data.messages[1]!.shared).toEqual({ kind: "lost", id: other.id, available: false });
    await queryRows(db, sql`delete from lost_cases where id = ${other.id}::uuid`);
    await signInAs(ana);
    const deleted = await loadThreadAction({ with: bruno.username });
    expect(deleted.ok && deleted.data.messages[1]!.shared).toEqual({ kind: "lost", id: other.id, available: false });
  });

  it("refuses a closed case, one whose reporter blocked the sender, a stranger, signed out and banned", async () => {
    const [ana, bruno] = await friends();
    const reporter = await createUser();
    const closed = await quietCase(reporter.id);
    const db = await getDb();
    await queryRows(db, sql`update lost_cases set status = 'expired', closed_at = now() where id = ${closed.id}::uuid`);
    const open = await quietCase(reporter.id);
    await signInAs(ana);
    expect(await shareAction({ to: [bruno.id], shared: { kind: "lost", id: closed.id } })).toEqual(refused("not_found", "errors.notFound"));
    const stranger = await createUser();
    expect(await shareAction({ to: [stranger.id], shared: { kind: "lost", id: open.id } })).toEqual(refused("forbidden", "messages.errors.notAllowed"));
    const blocker = await createUser();
    const blockersCase = await quietCase(blocker.id);
    await block(blocker.id, ana.id);
    await signInAs(ana);
    expect(await shareAction({ to: [bruno.id], shared: { kind: "lost", id: blockersCase.id } })).toEqual(refused("not_found", "errors.notFound"));
    await signInAs(null);
    expect(await shareAction({ to: [bruno.id], shared: { kind: "lost", id: open.id } })).toEqual(refused("unauthorized", "errors.unauthorized"));
    await signInAsBanned(ana);
    expect(await shareAction({ to: [bruno.id], shared: { kind: "lost", id: open.id } })).toMatchObject({ ok: false });
    const count = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from messages where sender_id = ${ana.id}::uuid`);
    expect(count[0]!.n).toBe(0);
  });
});

describe("previews where the words are not shown", () => {
  it("/activity and the conversation list say 📷 Foto or the shared card's kind, an unsent one 'deleted', never its words; a block hides the row", async () => {
    const [ana, bruno] = await friends();
    const photo = await uploadTestImage(ana.id, "chat");
    const preview = async () => (await listActivity(bruno.id)).items.filter((item) => item.kind === "message").map((item) => item.messagePreview);
    const lastKind = async () => {
      await signInAs(bruno);
      const list = await loadConversationsAction({});
      return list.ok ? list.data.items.map((item) => item.lastKind) : null;
    };
    await send(ana, bruno, { content: "Hola" });
    expect(await preview()).toEqual([null]);
    const sent = await send(ana, bruno, { content: "Secreto", photos: [photo.url] });
    expect(await preview()).toEqual(["photo"]);
    const pet = await createPet(ana.id);
    await send(ana, bruno, { shared: { kind: "pet", id: pet.id } });
    expect(await preview()).toEqual(["pet"]);
    expect(await lastKind()).toEqual(["pet"]);
    const lostCase = await quietCase(ana.id);
    const shared = await send(ana, bruno, { shared: { kind: "lost", id: lostCase.id } });
    expect(await preview()).toEqual(["lost"]);
    expect(await lastKind()).toEqual(["lost"]);
    await signInAs(ana);
    expect((await unsendMessageAction({ id: shared.id })).ok).toBe(true);
    expect(await preview()).toEqual(["deleted"]);
    expect(await lastKind()).toEqual(["deleted"]);
    expect(JSON.stringify(await listActivity(bruno.id))).not.toContain("Secreto");
    expect(sent.content).toBe("Secreto");
    await block(bruno.id, ana.id);
    expect(await preview()).toEqual([]);
  });

  it("every kind one may share has its label where its card is not drawn, in all five catalogues", async () => {
    expect(SHARED_KINDS.filter((kind) => !(MESSAGE_PREVIEWS as readonly string[]).includes(kind))).toEqual([]);
    for (const locale of ["es", "en", "fr", "pt", "zh"]) {
      const catalogue = (await import(`@/messages/${locale}.json`)).default as { messages: Record<string, unknown> };
      for (const preview of MESSAGE_PREVIEWS) {
        const label = messagePreviewKey(preview).split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], catalogue.messages);
        expect([locale, preview, typeof label]).toEqual([locale, preview, "string"]);
      }
    }
  });
});

describe("privacy", () => {
  it("the export lists photos, replies, unsent and shared messages and reactions; deleting the account deletes chat photo files", async () => {
    const [ana, bruno] = await friends();
    const photo = await uploadTestImage(ana.id, "chat");
    const first = await send(ana, bruno, { content: "Mira", photos: [photo.url] });
    const post = await createTestPost(bruno.id);
    await send(ana, bruno, { content: "Sí", replyTo: first.id, shared: { kind: "post", id: post.id } });
    await signInAs(ana);
    await reactAction({ id: first.id, emoji: "🐾" });
    const data = await collectAccountData(ana.id);
    expect(data.messages.sent).toEqual([
      expect.objectContaining({ id: first.id, content: "Mira", photos: [photo.url], replyToId: null, deletedAt: null }),
      expect.objectContaining({ content: "Sí", replyToId: first.id, sharedKind: "post", sharedId: post.id, photos: [] }),
    ]);
    expect(data.messages.reactions).toEqual([expect.objectContaining({ messageId: first.id, emoji: "🐾" })]);

    expect(await deleteAccountAction({ password: ana.password })).toMatchObject({ ok: true });
    expect(await getObject(keyFromPublicUrl(photo.url)!)).toBeNull();
  });
});
