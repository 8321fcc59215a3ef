import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq, sql, TransactionRollbackError } from "drizzle-orm";
import { endSession } from "@/lib/auth/device-sessions";
import { afterCommit, getDb } from "@/lib/db/client";
import { blocks, notifications, pushSubscriptions, users } from "@/lib/db/schema";
import { sendMessageAction } from "@/lib/messages/actions";
import {
  deletePushSubscriptionAction,
  savePushSubscriptionAction,
  setNotificationPreferenceAction,
} from "@/lib/notifications/actions";
import { NOTIFICATION_KINDS, type NotificationKind } from "@/lib/notifications/kinds";
import { addCommentAction, likePostAction } from "@/lib/posts/actions";
import { befriend, createMatch } from "@/tests/chat-factories";
import { createUser, type TestUser } from "@/tests/factories";
import {
  browserKeys,
  decryptPush,
  startFakePushService,
  verifyVapid,
  type BrowserKeys,
  type FakePushService,
} from "@/tests/fake-push";
import { captureLogs } from "@/tests/logs";
import { createPet, createTestPost, uploadTestImage } from "@/tests/post-factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import { PUSHED_KINDS } from "./content";
import { isPushEndpoint } from "./schemas";
import { PUSH_TIMEOUT_MS, pushesSettled } from "./send";
import { loadOrCreateVapidKeys, vapidKeys } from "./vapid";

let service: FakePushService;
let counter = 0;

beforeAll(async () => {
  service = await startFakePushService();
});
afterAll(async () => {
  await service.close();
});

/** A browser of `user` subscribed to the fake service, saved through the action as that user. */
async function subscribe(user: TestUser): Promise<{ endpoint: string; keys: BrowserKeys }> {
  counter += 1;
  const keys = browserKeys();
  const endpoint = `${service.origin}/push/${counter}-${Date.now()}`;
  await signInAs(user);
  expect(await savePushSubscriptionAction({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.authSecret } })).toEqual({
    ok: true,
    data: { subscribed: true },
  });
  return { endpoint, keys };
}

async function storedEndpoints(userId: string): Promise<string[]> {
  const db = await getDb();
  return (
    await db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
  ).map((row) => row.endpoint);
}

/** The pushes the fake service received for one endpoint. */
function pushesTo(endpoint: string) {
  const pathname = new URL(endpoint).pathname;
  return service.received.filter((push) => push.path === pathname);
}

describe("savePushSubscriptionAction", () => {
  it("stores the caller's browser once, however often it is saved", async () => {
    const me = await createUser();
    const { endpoint, keys } = await subscribe(me);
    expect(
      await savePushSubscriptionAction({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.authSecret } }),
    ).toEqual({ ok: true, data: { subscribed: true } });
    expect(await storedEndpoints(me.id)).toEqual([endpoint]);
  });

  it("refuses anonymous and banned callers, and writes nothing", async () => {
    const keys = browserKeys();
    const input = {
      endpoint: `${service.origin}/push/refused-${Date.now()}`,
      keys: { p256dh: keys.p256dh, auth: keys.authSecret },
    };
    await signInAs(null);
    expect(await savePushSubscriptionAction(input)).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    const banned = await signInAsBanned(await createUser());
    expect(await savePushSubscriptionAction(input)).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    expect(await storedEndpoints(banned.id)).toEqual([]);
  });

  it("refuses endpoints outside the known push services and keys that are not a browser's", async () => {
    const me = await createUser();
    await signInAs(me);
    const { p256dh, authSecret } = browserKeys();
    const bad = [
      { endpoint: "https://intranet.example.com/push/1", keys: { p256dh, auth: authSecret } },
      { endpoint: "http://fcm.googleapis.com/fcm/send/abc", keys: { p256dh, auth: authSecret } },
      { endpoint: "https://user:pw@fcm.googleapis.com/fcm/send/abc", keys: { p256dh, auth: authSecret } },
      { endpoint: `https://fcm.googleapis.com/fcm/send/${"a".repeat(2100)}`, keys: { p256dh, auth: authSecret } },
      { endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: { p256dh: p256dh.slice(10), auth: authSecret } },
      {
        endpoint: "https://fcm.googleapis.com/fcm/send/abc",
        keys: { p256dh: `C${p256dh.slice(1)}`, auth: authSecret },
      },
      { endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: { p256dh, auth: "short" } },
      { endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: { p256dh, auth: "$".repeat(22) } },
      { endpoint: "https://fcm.googleapis.com/fcm/send/abc" },
      null,
    ];
    for (const input of bad)
      expect(await savePushSubscriptionAction(input)).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(await storedEndpoints(me.id)).toEqual([]);
  });

  it("knows the browsers' push services; plain http only on this machine, and only when allowed", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGf3",
      "https://wns2-par02p.notify.windows.com/w/?token=x",
    ]) {
      expect(isPushEndpoint(endpoint, false)).toBe(true);
    }
    for (const endpoint of [
      "https://evilfcm.googleapis.com.example.com/x",
      "https://127.0.0.1/x",
      "https://169.254.169.254/latest",
      "ftp://fcm.googleapis.com/x",
      "not a url",
    ]) {
      expect(isPushEndpoint(endpoint, false)).toBe(false);
    }
    expect(isPushEndpoint("http://127.0.0.1:9000/push", false)).toBe(false);
    expect(isPushEndpoint("http://127.0.0.1:9000/push", true)).toBe(true);
    expect(isPushEndpoint("http://localhost:9000/push", true)).toBe(true);
    expect(isPushEndpoint("http://10.0.0.2:9000/push", true)).toBe(false);
  });

  it("does not let someone take another user's endpoint without its auth secret; the same browser signed in as another person moves", async () => {
    const [owner, other] = [await createUser(), await createUser()];
    const { endpoint, keys } = await subscribe(owner);
    await signInAs(other);
    const stranger = browserKeys();
    expect(
      await savePushSubscriptionAction({ endpoint, keys: { p256dh: stranger.p256dh, auth: stranger.authSecret } }),
    ).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(await storedEndpoints(owner.id)).toEqual([endpoint]);
    expect(
      await savePushSubscriptionAction({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.authSecret } }),
    ).toEqual({ ok: true, data: { subscribed: true } });
    expect(await storedEndpoints(owner.id)).toEqual([]);
    expect(await storedEndpoints(other.id)).toEqual([endpoint]);
  });
});

describe("deletePushSubscriptionAction", () => {
  it("deletes the caller's own browser only", async () => {
    const [owner, other] = [await createUser(), await createUser()];
    const { endpoint } = await subscribe(owner);
    await signInAs(other);
    expect(await deletePushSubscriptionAction({ endpoint })).toMatchObject({ ok: false, error: { code: "not_found" } });
    await signInAs(null);
    expect(await deletePushSubscriptionAction({ endpoint })).toMatchObject({
      ok: false,
      error: { code: "unauthorized" },
    });
    expect(await storedEndpoints(owner.id)).toEqual([endpoint]);
    await signInAs(owner);
    expect(await deletePushSubscriptionAction({ endpoint: 42 })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await deletePushSubscriptionAction({ endpoint })).toEqual({ ok: true, data: { unsubscribed: true } });
    expect(await storedEndpoints(owner.id)).toEqual([]);
    const again = await subscribe(owner);
    await signInAsBanned(owner);
    expect(await deletePushSubscriptionAction({ endpoint: again.endpoint })).toMatchObject({
      ok: false,
      error: { code: "unauthorized" },
    });
    expect(await storedEndpoints(owner.id)).toEqual([again.endpoint]);
  });
});

describe("pushes", () => {
  it("pushes only notification kinds (push names its kinds itself: it sits below lib/notifications)", () => {
    const pushed: readonly NotificationKind[] = PUSHED_KINDS;
    expect(NOTIFICATION_KINDS).toEqual(expect.arrayContaining([...pushed]));
  });

  it("a comment reaches the author's device encrypted, signed with our VAPID key, in their language, opening the post", async () => {
    const author = await createUser({ locale: "en" });
    const commenter = await createUser({ fullName: "Bruno Push" });
    const post = await createTestPost(author.id);
    const { endpoint, keys } = await subscribe(author);
    await signInAs(commenter);
    expect((await addCommentAction({ postId: post.id, content: "¡Qué guapo!" })).ok).toBe(true);
    await pushesSettled();
    const [push] = pushesTo(endpoint);
    expect(push).toBeDefined();
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    expect(push!.headers.ttl).toBe(String(24 * 60 * 60));
    const vapid = verifyVapid(push!.headers.authorization);
    expect(vapid.publicKey).toBe((await vapidKeys()).publicKey);
    expect(vapid.claims.aud).toBe(service.origin);
    expect(vapid.claims.sub).toMatch(/^mailto:/);
    expect(JSON.parse(decryptPush(push!.body, keys))).toEqual({
      title: "New comment",
      body: "Bruno Push commented on your post",
      url: `/en/p/${post.id}`,
      tag: expect.stringMatching(/^comment:/),
    });
  });

  it("a message opens the conversation, in Spanish at the root; each device of the receiver gets it", async () => {
    const [me, friend] = [await createUser({ fullName: "Ana Push" }), await createUser()];
    await befriend(me, friend);
    const phone = await subscribe(friend);
    const laptop = await subscribe(friend);
    await signInAs(me);
    expect((await sendMessageAction({ to: friend.username, content: "Hola" })).ok).toBe(true);
    await pushesSettled();
    for (const device of [phone, laptop]) {
      const pushes = pushesTo(device.endpoint);
      expect(pushes).toHaveLength(1);
      expect(JSON.parse(decryptPush(pushes[0]!.body, device.keys))).toEqual({
        title: "Nuevo mensaje",
        body: "Ana Push te envió un mensaje",
        url: `/messages?with=${me.username}`,
        tag: `message:${me.username}`,
      });
    }
  });

  it("a photo or a shared card says what it is in the receiver's language, never the words sent with it", async () => {
    const [me, friend, english] = [
      await createUser({ fullName: "Ana Push" }),
      await createUser(),
      await createUser({ locale: "en" }),
    ];
    await befriend(me, friend);
    await befriend(me, english);
    const [device, englishDevice] = [await subscribe(friend), await subscribe(english)];
    const photo = await uploadTestImage(me.id, "chat");
    const pet = await createPet(me.id);
    await signInAs(me);
    expect(
      (await sendMessageAction({ to: friend.username, content: "Mira qué secreto", photos: [photo.url] })).ok,
    ).toBe(true);
    await pushesSettled();
    expect((await sendMessageAction({ to: friend.username, shared: { kind: "pet", id: pet.id } })).ok).toBe(true);
    await pushesSettled();
    expect((await sendMessageAction({ to: english.username, shared: { kind: "pet", id: pet.id } })).ok).toBe(true);
    await pushesSettled();
    const bodies = (target: { endpoint: string; keys: BrowserKeys }) =>
      pushesTo(target.endpoint).map((push) => JSON.parse(decryptPush(push.body, target.keys)).body);
    expect(bodies(device)).toEqual(["Ana Push: 📷 Foto", "Ana Push: 🐾 Mascota compartida"]);
    expect(bodies(englishDevice)).toEqual(["Ana Push: 🐾 Shared pet"]);
  });

  it("pushes nothing for a kind the receiver turned off, nor for kinds that are never pushed", async () => {
    const author = await createUser();
    const post = await createTestPost(author.id);
    const { endpoint } = await subscribe(author);
    expect(await setNotificationPreferenceAction({ kind: "comment", on: false })).toMatchObject({ ok: true });
    const fan = await createUser();
    await signInAs(fan);
    expect((await addCommentAction({ postId: post.id, content: "Silencio" })).ok).toBe(true);
    expect((await likePostAction(post.id)).ok).toBe(true);
    await pushesSettled();
    expect(pushesTo(endpoint)).toEqual([]);
    // The like is recorded (it shows on /activity), it is just not pushed; the muted comment is not recorded.
    const db = await getDb();
    const rows = await db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, author.id));
    expect(rows.map((row) => row.type)).toEqual(["like"]);
  });

  it("forgets a device the push service says is gone (410, 404), keeps one it merely failed on (500)", async () => {
    const author = await createUser();
    const post = await createTestPost(author.id);
    const gone = await subscribe(author);
    const fan = await createUser();
    await signInAs(fan);
    const logs = captureLogs();
    service.answer(500);
    try {
      await addCommentAction({ postId: post.id, content: "Uno" });
      await pushesSettled();
      expect(pushesTo(gone.endpoint)).toHaveLength(1);
      expect(await storedEndpoints(author.id)).toEqual([gone.endpoint]);
      expect(logs.withMessage("Web push refused")).toEqual([
        expect.objectContaining({
          level: "warn",
          pushService: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
          status: 500,
        }),
      ]);
      service.answer(410);
      await addCommentAction({ postId: post.id, content: "Dos" });
      await pushesSettled();
      expect(pushesTo(gone.endpoint)).toHaveLength(2);
      expect(await storedEndpoints(author.id)).toEqual([]);
      const missing = await subscribe(author);
      service.answer(404);
      await signInAs(fan);
      await addCommentAction({ postId: post.id, content: "Tres" });
      await pushesSettled();
      expect(pushesTo(missing.endpoint)).toHaveLength(1);
      expect(await storedEndpoints(author.id)).toEqual([]);
    } finally {
      service.answer(201);
      logs.restore();
    }
  });

  it("gives up on a push service that never answers after PUSH_TIMEOUT_MS, keeping the device", async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const author = await createUser();
    const post = await createTestPost(author.id);
    const endpoint = `http://127.0.0.1:${port}/push/silent-${Date.now()}`;
    await signInAs(author);
    const keys = browserKeys();
    await savePushSubscriptionAction({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.authSecret } });
    const fan = await createUser();
    await signInAs(fan);
    const logs = captureLogs();
    try {
      await addCommentAction({ postId: post.id, content: "¿Hola?" });
      const started = performance.now();
      await pushesSettled();
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThan(PUSH_TIMEOUT_MS - 500);
      expect(logs.withMessage("Web push failed")).toEqual([
        expect.objectContaining({ level: "error", pushService: `127.0.0.1:${port}` }),
      ]);
      expect(await storedEndpoints(author.id)).toEqual([endpoint]);
    } finally {
      logs.restore();
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 15_000);

  it("a device whose sign-in ended gets nothing, nor does a banned user's", async () => {
    const [me, friend] = [await createUser(), await createUser()];
    await befriend(me, friend);
    const claims = await signInAs(friend);
    counter += 1;
    const keys = browserKeys();
    const endpoint = `${service.origin}/push/ended-${counter}`;
    await savePushSubscriptionAction({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.authSecret } });
    await endSession(claims.sessionId);
    await signInAs(me);
    await sendMessageAction({ to: friend.username, content: "¿Sigues ahí?" });
    await pushesSettled();
    expect(pushesTo(endpoint)).toEqual([]);

    const other = await subscribe(friend);
    const db = await getDb();
    await db.update(users).set({ isBanned: true }).where(eq(users.id, friend.id));
    await signInAs(me);
    await sendMessageAction({ to: friend.username, content: "Hola" });
    await pushesSettled();
    expect(pushesTo(other.endpoint)).toEqual([]);
  });

  it("pushes nothing between users who block each other, whoever blocked whom", async () => {
    const [me, other] = [await createUser(), await createUser()];
    const device = await subscribe(me);
    const { pushNotification } = await import("./send");
    const db = await getDb();
    for (const [blockerId, blockedId] of [
      [me.id, other.id],
      [other.id, me.id],
    ] as const) {
      await db.insert(blocks).values({ blockerId, blockedId });
      pushNotification({ userId: me.id, actorId: other.id, type: "message" });
      await pushesSettled();
      await db.delete(blocks).where(eq(blocks.blockerId, blockerId));
    }
    // The control: with no block left, the same push arrives.
    pushNotification({ userId: me.id, actorId: other.id, type: "comment", postId: (await createTestPost(me.id)).id });
    await pushesSettled();
    expect(pushesTo(device.endpoint).map((push) => JSON.parse(decryptPush(push.body, device.keys)).tag)).toEqual([
      expect.stringMatching(/^comment:/),
    ]);
  });

  it("a match request opens the matches page; an accepted match, the chat", async () => {
    const [me, other] = [await createUser(), await createUser({ fullName: "Carla Push" })];
    const device = await subscribe(me);
    const { pushNotification } = await import("./send");
    const pending = await createMatch(other, me, "pending");
    pushNotification({ userId: me.id, actorId: other.id, type: "match", matchId: pending });
    await pushesSettled();
    const accepted = await createMatch(other, await createUser(), "accepted");
    pushNotification({ userId: me.id, actorId: other.id, type: "match", matchId: accepted });
    await pushesSettled();
    const [request, match] = pushesTo(device.endpoint).map((push) => JSON.parse(decryptPush(push.body, device.keys)));
    expect(request).toMatchObject({ title: "Nueva solicitud de match", url: "/match/matches" });
    expect(match).toMatchObject({
      title: "¡Es un match!",
      body: "¡Match con Carla Push! Ya podéis chatear",
      url: `/messages?with=${other.username}`,
    });
  });
});

describe("afterCommit", () => {
  it("runs after the transaction commits, and never when it rolls back", async () => {
    const db = await getDb();
    const seen: string[] = [];
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      afterCommit(tx, () => seen.push("committed"));
      seen.push("inside");
    });
    await db
      .transaction(async (tx) => {
        afterCommit(tx, () => seen.push("rolled back"));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    afterCommit(db, () => seen.push("no transaction"));
    expect(seen).toEqual(["inside", "committed", "no transaction"]);
  });
});

describe("VAPID keys", () => {
  it("are generated once into the data folder (owner-only), reused, and the same for callers racing to make them", async () => {
    const file = path.join(process.env.DATA_DIR!, `vapid-race-${Date.now()}`, "vapid.json");
    const racing = await Promise.all(Array.from({ length: 6 }, () => loadOrCreateVapidKeys(file)));
    expect(new Set(racing.map((keys) => keys.publicKey)).size).toBe(1);
    expect(racing[0]!.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(racing[0]!.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateVapidKeys(file)).toEqual(racing[0]);
    // The app's own pair lives in DATA_DIR/vapid.json (lib/env.ts) and is the one pushes are signed with.
    expect(await loadOrCreateVapidKeys(path.join(process.env.DATA_DIR!, "vapid.json"))).toEqual({
      publicKey: (await vapidKeys()).publicKey,
      privateKey: (await vapidKeys()).privateKey,
    });
  });
});
