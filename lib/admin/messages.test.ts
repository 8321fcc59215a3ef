import { and, eq } from "drizzle-orm";
import { getCurrentUser, type StaffRole } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { messages, moderationActions } from "@/lib/db/schema";
import { createUser } from "@/tests/factories";
import { signInAs } from "@/tests/session";
import { readLatestMessages } from "./messages";

async function viewsBy(staffId: string) {
  const db = await getDb();
  return db
    .select({ reason: moderationActions.reason })
    .from(moderationActions)
    .where(and(eq(moderationActions.moderatorId, staffId), eq(moderationActions.actionType, "view")));
}

async function signedIn(role?: StaffRole) {
  const user = await createUser(role ? { role } : {});
  await signInAs(user);
  return { user, current: (await getCurrentUser())! };
}

describe("readLatestMessages", () => {
  it("shows an admin the newest messages with both sides, and writes each view to the audit log", async () => {
    const [ana, bruno] = [await createUser(), await createUser()];
    const db = await getDb();
    await db.insert(messages).values([
      {
        senderId: ana.id,
        receiverId: bruno.id,
        content: "¿Paseamos mañana?",
        createdAt: new Date(Date.now() + 60_000),
      },
      {
        senderId: bruno.id,
        receiverId: ana.id,
        content: "¡Claro! 🐶",
        createdAt: new Date(Date.now() + 120_000),
        isRead: true,
      },
    ]);
    const { user: admin, current } = await signedIn("admin");

    const rows = await readLatestMessages(current);
    expect(rows.length).toBeLessThanOrEqual(100);
    expect(
      rows.slice(0, 2).map((row) => [row.content, row.sender.username, row.receiver.username, row.isRead]),
    ).toEqual([
      ["¡Claro! 🐶", bruno.username, ana.username, true],
      ["¿Paseamos mañana?", ana.username, bruno.username, false],
    ]);
    expect(rows[0]!.photos).toEqual([]);
    await readLatestMessages(current);
    expect(await viewsBy(admin.id)).toHaveLength(2);
  });

  it.each(["moderator", "support", undefined] as const)("refuses %s callers and logs nothing", async (role) => {
    const { user, current } = await signedIn(role);
    await expect(readLatestMessages(current)).rejects.toMatchObject({ code: "forbidden" });
    expect(await viewsBy(user.id)).toEqual([]);
  });
});
