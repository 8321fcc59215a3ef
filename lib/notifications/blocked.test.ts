// Nobody is told of someone they block or who blocks them (issue 43): one check in the statements every
// notification kind goes through (notify.ts), so each kind here is refused by the same condition.
import { and, eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { blocks, notifications } from "@/lib/db/schema";
import { createMatch } from "@/tests/chat-factories";
import { createUser } from "@/tests/factories";
import { createTestPost } from "@/tests/post-factories";
import { insertWithMessageNotification, notificationInStatement, notify, notifyMentions } from "./notify";

/** Every kind through its entry point, from `actor` to `receiver` (a username for the mention). */
async function tellEveryKind(actor: { id: string }, receiver: { id: string; username: string | null }): Promise<void> {
  const db = await getDb();
  const post = await createTestPost(receiver.id);
  for (const type of ["follow", "comment", "review"] as const)
    await notify(db, { userId: receiver.id, actorId: actor.id, type });
  await notify(db, {
    userId: receiver.id,
    actorId: actor.id,
    type: "match",
    matchId: await createMatch(actor, receiver, "pending"),
  });
  await queryRows(
    db,
    notificationInStatement({
      receiver: sql`${receiver.id}::uuid`,
      actorId: actor.id,
      type: "like",
      postId: post.id,
      when: sql`true`,
    }),
  );
  await notifyMentions(db, { actorId: actor.id, usernames: [receiver.username ?? ""], postId: post.id });
  await insertWithMessageNotification(db, { userId: receiver.id, actorId: actor.id }, sql`select 1 as sent`);
}

async function kindsTold(receiverId: string, actorId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ type: notifications.type })
    .from(notifications)
    .where(and(eq(notifications.userId, receiverId), eq(notifications.actorId, actorId)));
  return rows.map((row) => row.type).sort();
}

describe("notifications across a block", () => {
  it("reach the receiver when no block stands between them (the control)", async () => {
    const [actor, receiver] = [await createUser(), await createUser()];
    await tellEveryKind(actor, receiver);
    expect(await kindsTold(receiver.id, actor.id)).toEqual([
      "comment",
      "follow",
      "like",
      "match",
      "mention",
      "message",
      "review",
    ]);
  });

  it("are dropped, every kind, whoever blocked whom", async () => {
    for (const receiverBlocks of [true, false]) {
      const [actor, receiver] = [await createUser(), await createUser()];
      const db = await getDb();
      await db
        .insert(blocks)
        .values(
          receiverBlocks
            ? { blockerId: receiver.id, blockedId: actor.id }
            : { blockerId: actor.id, blockedId: receiver.id },
        );
      await tellEveryKind(actor, receiver);
      expect(await kindsTold(receiver.id, actor.id)).toEqual([]);
    }
  });

  it("still carry a moderation notice from staff the user blocked: a block must not silence the platform", async () => {
    const [staff, member] = [await createUser(), await createUser()];
    const db = await getDb();
    await db.insert(blocks).values({ blockerId: member.id, blockedId: staff.id });
    await notify(db, { userId: member.id, actorId: staff.id, type: "moderation", note: "Spam" });
    expect(await kindsTold(member.id, staff.id)).toEqual(["moderation"]);
  });

  it("still carry an order's steps and a sale both ways: a paid order outlives a block", async () => {
    const [seller, buyer] = [await createUser(), await createUser()];
    const db = await getDb();
    await db.insert(blocks).values({ blockerId: buyer.id, blockedId: seller.id });
    await notify(db, { userId: buyer.id, actorId: seller.id, type: "order", orderStatus: "shipped" });
    await notify(db, { userId: seller.id, actorId: buyer.id, type: "sale" });
    expect([await kindsTold(buyer.id, seller.id), await kindsTold(seller.id, buyer.id)]).toEqual([["order"], ["sale"]]);
  });
});
