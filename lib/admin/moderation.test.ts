import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { comments, moderationActions, notifications, orderStatusEvents, orders, posts } from "@/lib/db/schema";
import { listActivity } from "@/lib/notifications/queries";
import { addComment } from "@/lib/posts/comments";
import { advanceOrderAction } from "@/lib/store/actions";
import { createUser } from "@/tests/factories";
import { createStore } from "@/tests/market-factories";
import { createTestPost, postCounts } from "@/tests/post-factories";
import { signInAs } from "@/tests/session";
import { createOrder } from "@/tests/store-factories";
import { removeCommentAction, removePostAction, setOrderStatusAction } from "./actions";
import { listContentForStaff } from "./posts";
import { listOrdersForStaff } from "./orders";

async function moderationNotes(userId: string) {
  const db = await getDb();
  const rows = await db
    .select({ note: notifications.note })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "moderation")));
  return rows.map((row) => row.note);
}

describe("removing posts and comments", () => {
  it("finds a post by its text, removes it with a reason, logs it and tells the author in their activity", async () => {
    const author = await createUser();
    const word = `Rebajazo${Date.now()}`;
    const post = await createTestPost(author.id, { content: `${word} compra ya en mi web` });
    expect((await listContentForStaff("posts", word)).rows.map((row) => row.id)).toEqual([post.id]);
    const moderator = await createUser({ role: "moderator" });
    await signInAs(moderator);
    expect(await removePostAction({ id: post.id, reason: "   " })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { reason: "admin.posts.errors.reasonRequired" } },
    });
    expect(await removePostAction({ id: post.id, reason: "Publicidad no permitida" })).toEqual({
      ok: true,
      data: undefined,
    });
    const db = await getDb();
    expect(await db.select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
    const [log] = await db.select().from(moderationActions).where(eq(moderationActions.targetId, post.id));
    expect(log).toMatchObject({
      actionType: "delete",
      targetType: "post",
      moderatorId: moderator.id,
      reason: "Publicidad no permitida",
    });
    expect(await moderationNotes(author.id)).toEqual(["Publicidad no permitida"]);
    const activity = await listActivity(author.id);
    expect(activity.items[0]).toMatchObject({ kind: "moderation", note: "Publicidad no permitida" });
  });

  it("removes a comment by its author's name, lowers the post's count and tells the commenter", async () => {
    const post = await createTestPost((await createUser()).id);
    const commenter = await createUser();
    const comment = await addComment(commenter.id, { postId: post.id, content: "Visita mi perfil 🔥" });
    expect((await listContentForStaff("comments", commenter.fullName)).rows.map((row) => row.id)).toContain(comment.id);
    await signInAs(await createUser({ role: "moderator" }));
    expect(await removeCommentAction({ id: comment.id, reason: "Spam" })).toEqual({ ok: true, data: undefined });
    const db = await getDb();
    expect(await db.select().from(comments).where(eq(comments.id, comment.id))).toEqual([]);
    expect(await postCounts(post.id)).toMatchObject({ commentsCount: 0 });
    expect(await moderationNotes(commenter.id)).toEqual(["Spam"]);
  });

  it("an author deleting their own post is not a moderation: no log, no notice", async () => {
    const author = await createUser();
    const post = await createTestPost(author.id);
    await signInAs(author);
    const { deletePostAction } = await import("@/lib/posts/actions");
    expect(await deletePostAction(post.id)).toMatchObject({ ok: true });
    expect(await moderationNotes(author.id)).toEqual([]);
  });
});

describe("order status by staff", () => {
  it("sets any status, keeps the history with the store's own steps, logs it and tells the buyer", async () => {
    const seller = await createUser();
    const store = await createStore(seller.id);
    const buyer = await createUser();
    const order = await createOrder(store.id, buyer.id);
    await signInAs(seller);
    expect(await advanceOrderAction({ orderId: order.id, status: "processing" })).toMatchObject({ ok: true });
    const moderator = await createUser({ role: "moderator" });
    await signInAs(moderator);
    expect(await setOrderStatusAction({ orderId: order.id, status: "cancelled" })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await setOrderStatusAction({ orderId: order.id, status: "cancelled" })).toMatchObject({
      ok: false,
      error: { code: "conflict", message: "admin.orders.errors.sameStatus" },
    });
    expect(await setOrderStatusAction({ orderId: order.id, status: "lost" })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    const db = await getDb();
    expect((await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]).toEqual({
      status: "cancelled",
    });
    const history = await db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.id))
      .orderBy(orderStatusEvents.createdAt);
    expect(history.map((event) => [event.fromStatus, event.toStatus, event.actorId])).toEqual([
      ["pending", "processing", seller.id],
      ["processing", "cancelled", moderator.id],
    ]);
    const told = await db
      .select({ status: notifications.orderStatus })
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.orderId, order.id)));
    expect(told.map((row) => row.status).sort()).toEqual(["cancelled", "processing"]);
    const listed = (await listOrdersForStaff(order.id.slice(0, 8))).rows;
    expect(listed).toHaveLength(1);
    expect(listed[0]!.history.map((event) => event.to)).toEqual(["processing", "cancelled"]);
  });
});
