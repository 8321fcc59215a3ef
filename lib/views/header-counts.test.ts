import { befriend } from "@/tests/chat-factories";
import { putInCart, sellerWithProduct } from "@/tests/checkout-factories";
import { createUser } from "@/tests/factories";
import { block } from "@/tests/post-factories";
import { countQueries } from "@/tests/query-count";
import { sendMessage } from "@/lib/messages/conversations";
import { notify } from "@/lib/notifications/notify";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { headerCounts } from "./header-counts";

it("counts the viewer's own unread messages, notifications and cart units in one query", async () => {
  const [viewer, friend, blocked, banned, other] = await Promise.all([
    createUser(),
    createUser(),
    createUser(),
    createUser(),
    createUser(),
  ]);
  await Promise.all([befriend(viewer, friend), befriend(viewer, blocked), befriend(viewer, banned)]);
  for (const sender of [friend, friend, blocked, banned])
    await sendMessage(sender.id, { to: viewer.username!, content: "hola" });
  await notify(await getDb(), { userId: viewer.id, actorId: friend.id, type: "follow" });
  await notify(await getDb(), { userId: viewer.id, actorId: blocked.id, type: "follow" });
  await block(viewer.id, blocked.id);
  await (await getDb()).update(users).set({ isBanned: true }).where(eq(users.id, banned.id));
  const { product } = await sellerWithProduct({ stockQuantity: 10 });
  await putInCart(viewer.id, product.id, 3);

  let counts: Awaited<ReturnType<typeof headerCounts>> | undefined;
  expect(await countQueries(async () => (counts = await headerCounts(viewer.id)))).toBe(1);
  // The friend's follow and "new message" notifications count; a blocked or banned sender's messages and
  // notifications do not (decision 016).
  expect(counts).toEqual({ badges: { messages: 2, notifications: 2 }, cartUnits: 3 });
  expect(await headerCounts(other.id)).toEqual({ badges: { messages: 0, notifications: 0 }, cartUnits: 0 });
});
