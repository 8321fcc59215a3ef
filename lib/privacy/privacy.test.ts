import { crc32 } from "node:zlib";
import { eq, or, sql } from "drizzle-orm";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { authenticate } from "@/lib/auth/accounts";
import { changePasswordAction } from "@/lib/auth/actions";
import { getCurrentUser } from "@/lib/auth/session";
import { getDb, queryRows } from "@/lib/db/client";
import {
  followSuggestionDismissals,
  follows,
  hashtags,
  messages,
  orders,
  pets,
  posts,
  products,
  stores,
  users,
} from "@/lib/db/schema";
import { addComment } from "@/lib/posts/comments";
import { likePost } from "@/lib/posts/likes";
import { getObject, keyFromPublicUrl } from "@/lib/storage/storage";
import { createMatch } from "@/tests/chat-factories";
import { createUser, uniqueIp, uniqueSuffix } from "@/tests/factories";
import { createTestCase } from "@/tests/lost-factories";
import { createProduct, createStore } from "@/tests/market-factories";
import { createPet, createTestPost, follow, postCounts, uploadTestImage } from "@/tests/post-factories";
import { signInAs, signInAsBanned } from "@/tests/session";
import { createOrder } from "@/tests/store-factories";
import { deleteAccountAction } from "./actions";
import { deletedEmail } from "./delete-account";
import { accountArchive, EXPORT_FILE } from "./export";

/** A user with something of everything: a post with a photo and a tag, a pet, a comment and a like on
 * someone else's post, a follow, a message, a match, an order from a store, and a "who to follow"
 * suggestion dismissed each way. */
async function busyUser() {
  const db = await getDb();
  const user = await createUser();
  const friend = await createUser();
  const tag = `adios${uniqueSuffix().replace(/\W/g, "")}`.toLowerCase();
  const photo = await uploadTestImage(user.id);
  const post = await createTestPost(user.id, { content: `Mi último paseo #${tag}`, imageUrl: photo.url });
  const pet = await createPet(user.id);
  const friendPost = await createTestPost(friend.id);
  await addComment(user.id, { postId: friendPost.id, content: "¡Qué bonito!" });
  await likePost(user.id, friendPost.id);
  await follow(user.id, friend.id);
  await follow(friend.id, user.id);
  await db.insert(messages).values([
    { senderId: user.id, receiverId: friend.id, content: "Hola" },
    { senderId: friend.id, receiverId: user.id, content: "¡Hola!" },
  ]);
  await createMatch(user, friend);
  const stranger = await createUser();
  await db.insert(followSuggestionDismissals).values([
    { userId: user.id, dismissedUserId: stranger.id },
    { userId: stranger.id, dismissedUserId: user.id },
  ]);
  const seller = await createUser();
  const store = await createStore(seller.id);
  const order = await createOrder(store.id, user.id, { status: "delivered" });
  return { user, friend, stranger, tag, photo, post, pet, friendPost, order };
}

async function userRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function rowsOf(userId: string) {
  const db = await getDb();
  const [counts] = await queryRows<{
    posts: number;
    pets: number;
    follows: number;
    messages: number;
    dismissals: number;
  }>(
    db,
    sql`select
    (select count(*)::int from posts where user_id = ${userId}) as posts,
    (select count(*)::int from pets where user_id = ${userId}) as pets,
    (select count(*)::int from follows where follower_id = ${userId} or following_id = ${userId}) as follows,
    (select count(*)::int from messages where sender_id = ${userId} or receiver_id = ${userId}) as messages,
    (select count(*)::int from follow_suggestion_dismissals where user_id = ${userId} or dismissed_user_id = ${userId}) as dismissals`,
  );
  return counts;
}

describe("deleteAccountAction", () => {
  it("refuses anonymous and banned callers and a wrong password, changing nothing", async () => {
    const { user } = await busyUser();
    const before = { row: await userRow(user.id), rows: await rowsOf(user.id) };

    await signInAs(null);
    expect(await deleteAccountAction({ password: user.password })).toMatchObject({
      ok: false,
      error: { code: "unauthorized" },
    });
    await signInAs(user);
    expect(await deleteAccountAction({ password: "not-my-password" })).toEqual({
      ok: false,
      error: {
        code: "validation",
        message: "privacy.errors.passwordWrong",
        fields: { password: "privacy.errors.passwordWrong" },
      },
    });
    expect(await deleteAccountAction({})).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(await deleteAccountAction({ password: "x".repeat(201) })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await userRow(user.id)).toEqual(before.row);
    expect(await rowsOf(user.id)).toEqual(before.rows);

    const banned = await signInAsBanned(await createUser());
    const bannedRow = await userRow(banned.id);
    expect(await deleteAccountAction({ password: banned.password })).toMatchObject({
      ok: false,
      error: { code: "unauthorized" },
    });
    expect(await userRow(banned.id)).toEqual(bannedRow);
  });

  it("after 10 wrong passwords refuses even the right one, deleting nothing; the count is shared with the password change", async () => {
    const user = await createUser();
    await signInAs(user);
    const before = await userRow(user.id);
    for (let i = 0; i < 5; i += 1) {
      expect(
        await changePasswordAction({ currentPassword: `not-my-password-${i}`, newPassword: "Collar-Azul-Y-Hueso-9" }),
      ).toMatchObject({ ok: false, error: { code: "validation" } });
    }
    for (let i = 5; i < 10; i += 1) {
      expect(await deleteAccountAction({ password: `not-my-password-${i}` })).toMatchObject({
        ok: false,
        error: { code: "validation", message: "privacy.errors.passwordWrong" },
      });
    }
    expect(await deleteAccountAction({ password: user.password })).toEqual({
      ok: false,
      error: {
        code: "rate_limited",
        message: "auth.errors.tooManyPasswordTries",
        fields: { password: "auth.errors.tooManyPasswordTries" },
      },
    });
    expect(await userRow(user.id)).toEqual(before);
    expect(await getCurrentUser()).toMatchObject({ id: user.id });
  });

  it("deletes with the right password after 9 wrong ones (under the limit)", async () => {
    const user = await createUser();
    await signInAs(user);
    for (let i = 0; i < 9; i += 1) {
      expect(await deleteAccountAction({ password: `not-my-password-${i}` })).toMatchObject({
        ok: false,
        error: { code: "validation" },
      });
    }
    expect(await deleteAccountAction({ password: user.password })).toEqual({ ok: true, data: undefined });
    expect((await userRow(user.id)).email).toBe(deletedEmail(user.id));
  });

  it("refuses while the user's store has paid orders waiting to ship", async () => {
    const seller = await createUser();
    const store = await createStore(seller.id);
    await createOrder(store.id, (await createUser()).id, { status: "processing" });
    await signInAs(seller);
    expect(await deleteAccountAction({ password: seller.password })).toMatchObject({
      ok: false,
      error: { code: "conflict", message: "privacy.errors.openOrders" },
    });
    expect((await userRow(seller.id)).email).toBe(seller.email);
  });

  it("erases what the user made, keeps their orders on an anonymous row, and ends every session", async () => {
    const { user, friend, tag, photo, post, friendPost, order } = await busyUser();
    const db = await getDb();
    const [tagBefore] = await db.select({ usage: hashtags.usageCount }).from(hashtags).where(eq(hashtags.name, tag));
    expect(await postCounts(friendPost.id)).toEqual({ likesCount: 1, commentsCount: 1 });
    const ownStore = await createStore(user.id);
    const product = await createProduct(ownStore.id);

    await signInAs(user);
    expect(await deleteAccountAction({ password: user.password })).toEqual({ ok: true, data: undefined });

    const row = await userRow(user.id);
    expect(row).toMatchObject({
      email: deletedEmail(user.id),
      username: null,
      fullName: "",
      avatarUrl: null,
      bio: null,
    });
    expect(await rowsOf(user.id)).toEqual({ posts: 0, pets: 0, follows: 0, messages: 0, dismissals: 0 });
    expect(await db.select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
    expect(await postCounts(friendPost.id)).toEqual({ likesCount: 0, commentsCount: 0 });
    const [tagAfter] = await db.select({ usage: hashtags.usageCount }).from(hashtags).where(eq(hashtags.name, tag));
    expect(tagAfter!.usage).toBe(tagBefore!.usage - 1);
    // The order stays for the store, the store leaves the marketplace.
    expect((await db.select({ buyerId: orders.buyerId }).from(orders).where(eq(orders.id, order.id)))[0]).toEqual({
      buyerId: user.id,
    });
    expect((await db.select({ isActive: stores.isActive }).from(stores).where(eq(stores.id, ownStore.id)))[0]).toEqual({
      isActive: false,
    });
    expect(
      (await db.select({ isActive: products.isActive }).from(products).where(eq(products.id, product.id)))[0],
    ).toEqual({ isActive: false });
    // The photo file is gone; the friend keeps their account and their follows of others.
    expect(await getObject(keyFromPublicUrl(photo.url)!)).toBeNull();
    expect((await userRow(friend.id)).username).toBe(friend.username);
    expect(
      await db
        .select()
        .from(follows)
        .where(or(eq(follows.followerId, user.id), eq(follows.followingId, user.id))),
    ).toEqual([]);
    expect(await db.select().from(pets).where(eq(pets.userId, user.id))).toEqual([]);
    // This device's cookie is dead, and the old e-mail and password open nothing.
    expect(await getCurrentUser()).toBeNull();
    await expect(authenticate({ email: user.email, password: user.password }, uniqueIp())).rejects.toMatchObject({
      messageKey: "auth.errors.invalidCredentials",
    });
  });
});

/** The archive's files, read through its central directory with every CRC checked. */
function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.length - 22;
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < archive.readUInt16LE(end + 10); i += 1) {
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const local = archive.readUInt32LE(at + 42);
    const start = local + 30 + archive.readUInt16LE(local + 26);
    const data = archive.subarray(start, start + size);
    expect(crc32(data)).toBe(archive.readUInt32LE(at + 16));
    files.set(archive.subarray(at + 46, at + 46 + nameLength).toString("utf8"), data);
    at += 46 + nameLength;
  }
  return files;
}

describe("download my data", () => {
  it("archives the user's rows and media files, and nobody else's", async () => {
    const { user, friend, stranger, photo, post, pet, order } = await busyUser();
    const chunks: Uint8Array[] = [];
    for await (const chunk of accountArchive(user.id)) chunks.push(chunk);
    const files = unzip(Buffer.concat(chunks));
    const data = JSON.parse(files.get(EXPORT_FILE)!.toString("utf8"));
    expect(data.profile).toMatchObject({ id: user.id, email: user.email, username: user.username });
    expect(data.profile.passwordHash).toBeUndefined();
    expect(data.posts.map((row: { id: string }) => row.id)).toEqual([post.id]);
    expect(data.pets.map((row: { id: string }) => row.id)).toEqual([pet.id]);
    expect(data.comments).toHaveLength(1);
    expect(data.likes).toHaveLength(1);
    expect(data.following).toEqual([expect.objectContaining({ username: friend.username })]);
    expect(data.dismissedSuggestions).toEqual([expect.objectContaining({ username: stranger.username })]);
    expect(data.messages.sent).toEqual([expect.objectContaining({ to: friend.username, content: "Hola" })]);
    expect(data.messages.received).toEqual([expect.objectContaining({ from: friend.username, content: "¡Hola!" })]);
    expect(data.matches).toHaveLength(1);
    expect(data.orders).toEqual([
      expect.objectContaining({ id: order.id, items: [expect.objectContaining({ orderId: order.id })] }),
    ]);
    // The photo travels as a file, byte for byte, and the JSON says where.
    const key = keyFromPublicUrl(photo.url)!;
    expect(data.mediaFiles[photo.url]).toBe(`media/${key}`);
    expect(files.get(`media/${key}`)!.equals((await getObject(key))!.body)).toBe(true);
    expect(JSON.stringify(data)).not.toContain(friend.email);
  });

  it("archives the user's lost & found reports with their photos, never a report's exact point", async () => {
    const user = await createUser();
    const exact = { latitude: 40.41234, longitude: -3.70123 };
    const lost = await createTestCase(user.id, { point: exact });
    const chunks: Uint8Array[] = [];
    for await (const chunk of accountArchive(user.id)) chunks.push(chunk);
    const files = unzip(Buffer.concat(chunks));
    const text = files.get(EXPORT_FILE)!.toString("utf8");
    const data = JSON.parse(text);
    expect(data.lost.cases).toEqual([
      expect.objectContaining({ id: lost.id, kind: "lost", name: "Toby", status: "open" }),
    ]);
    expect(data.lost.sightings).toEqual([]);
    const [photo] = data.lost.cases[0].photos;
    expect(files.get(data.mediaFiles[photo])).toBeDefined();
    expect(text).not.toContain(String(exact.latitude));
    expect(text).not.toContain(String(exact.longitude));
  });

  it("GET /api/account/export: a ZIP for the signed-in user, 401 for anonymous and banned callers", async () => {
    const user = await createUser();
    await signInAs(null);
    expect((await exportRoute()).status).toBe(401);
    await signInAsBanned(await createUser());
    expect((await exportRoute()).status).toBe(401);
    await signInAs(user);
    const response = await exportRoute();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toContain(`patitas-${user.username}-`);
    const files = unzip(Buffer.from(await response.arrayBuffer()));
    expect(JSON.parse(files.get(EXPORT_FILE)!.toString()).profile.id).toBe(user.id);
  });
});
