import { and, eq, TransactionRollbackError } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { moderationActions, posts, reportedContent, userRoles } from "@/lib/db/schema";
import { createUser } from "@/tests/factories";
import { signInAs } from "@/tests/session";
import {
  assignRoleAction,
  banUserAction,
  deleteReportedPostAction,
  setReportStatusAction,
  setupAdminAction,
} from "./actions";
import { listAudit, listReports, searchUsers } from "./queries";
import { mayLiftBan } from "./ban-rank";
import { makeFirstAdmin } from "./staff";
import { banUser } from "./users";

async function roleOf(userId: string) {
  const db = await getDb();
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return row?.role ?? null;
}

describe("first admin setup (spec §5)", () => {
  it("makes an existing user admin while no admin exists, and logs it", async () => {
    const actor = await createUser();
    const future = await createUser();
    const db = await getDb();
    const seen: unknown[] = [];
    // Rolled back, so a shared PostgreSQL keeps the other files' admins.
    await db
      .transaction(async (tx) => {
        await tx.delete(userRoles).where(eq(userRoles.role, "admin"));
        await makeFirstAdmin(actor.id, future.email.toUpperCase(), tx);
        const [role] = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, future.id));
        const log = await tx
          .select({ type: moderationActions.actionType })
          .from(moderationActions)
          .where(eq(moderationActions.targetId, future.id));
        seen.push(
          role?.role,
          log.map((l) => l.type),
        );
        // A second try finds the admin and is refused.
        await makeFirstAdmin(actor.id, actor.email, tx).catch((error: { messageKey: string }) =>
          seen.push(error.messageKey),
        );
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(seen).toEqual(["admin", ["role"], "admin.setup.errors.adminExists"]);
  });

  it("answers an unknown e-mail with its message, inside the no-admin window", async () => {
    const actor = await createUser();
    const db = await getDb();
    let message: string | undefined;
    await db
      .transaction(async (tx) => {
        await tx.delete(userRoles).where(eq(userRoles.role, "admin"));
        await makeFirstAdmin(actor.id, "nobody-here@example.com", tx).catch(
          (error: { messageKey: string }) => (message = error.messageKey),
        );
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(message).toBe("admin.setup.errors.userNotFound");
  });

  it("refuses anonymous callers, bad e-mails, and everyone once an admin exists", async () => {
    await createUser({ role: "admin" });
    const user = await createUser();
    await signInAs(null);
    expect(await setupAdminAction({ email: user.email })).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    await signInAs(user);
    expect(await setupAdminAction({ email: "not an email" })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { email: "admin.setup.errors.emailInvalid" } },
    });
    expect(await setupAdminAction({ email: user.email })).toEqual({
      ok: false,
      error: { code: "forbidden", message: "admin.setup.errors.adminExists" },
    });
    expect(await roleOf(user.id)).toBeNull();
  });
});

describe("assignRoleAction", () => {
  it("sets, changes and ('none') deletes a role, logging each", async () => {
    const admin = await createUser({ role: "admin" });
    const target = await createUser();
    await signInAs(admin);
    for (const role of ["moderator", "support", "none"] as const) {
      expect(await assignRoleAction({ userId: target.id, role })).toEqual({ ok: true, data: undefined });
      expect(await roleOf(target.id)).toBe(role === "none" ? null : role);
    }
    const db = await getDb();
    const log = await db
      .select({ reason: moderationActions.reason })
      .from(moderationActions)
      .where(and(eq(moderationActions.targetId, target.id), eq(moderationActions.actionType, "role")));
    expect(log.map((l) => l.reason).sort()).toEqual(["moderator", "none", "support"]);
  });

  it("refuses an unknown role and an unknown user", async () => {
    const admin = await createUser({ role: "admin" });
    await signInAs(admin);
    expect(await assignRoleAction({ userId: admin.id, role: "owner" })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await roleOf(admin.id)).toBe("admin");
    expect(await assignRoleAction({ userId: crypto.randomUUID(), role: "support" })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
  });

  it("lets an admin step down, after which they are refused", async () => {
    const admin = await createUser({ role: "admin" });
    const other = await createUser();
    await signInAs(admin);
    expect(await assignRoleAction({ userId: admin.id, role: "none" })).toEqual({ ok: true, data: undefined });
    expect(await roleOf(admin.id)).toBeNull();
    expect(await assignRoleAction({ userId: other.id, role: "admin" })).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    expect(await roleOf(other.id)).toBeNull();
  });
});

describe("ban with a reason", () => {
  it("stores the given note and refuses one over 500 characters or with NUL", async () => {
    const moderator = await createUser({ role: "moderator" });
    const a = await createUser();
    await signInAs(moderator);
    expect(await banUserAction({ userId: a.id, reason: "scam", note: "x".repeat(501), duration: "7d" })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { note: "admin.errors.reasonTooLong" } },
    });
    expect(await banUserAction({ userId: a.id, reason: "scam", note: "bad\u0000", duration: "7d" })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect((await searchUsers(a.email)).users[0]).toMatchObject({ isBanned: false });
    expect(await banUserAction({ userId: a.id, reason: "scam", note: "  Scam links  ", duration: "7d" })).toEqual({
      ok: true,
      data: undefined,
    });
    expect((await searchUsers(a.email)).users[0]).toMatchObject({
      isBanned: true,
      banReason: "Scam links",
      banReasonCode: "scam",
    });
  });
});

describe("who may lift a ban", () => {
  it("tells the users list the rank each ban was set with, and which staff may lift it", async () => {
    const [byAdmin, byModerator, bySelf] = [await createUser(), await createUser(), await createUser()];
    await banUser((await createUser({ role: "admin" })).id, byAdmin.id);
    await banUser((await createUser({ role: "moderator" })).id, byModerator.id);
    const rows = await Promise.all(
      [byAdmin, byModerator].map(async (user) => (await searchUsers(user.email)).users[0]),
    );
    expect(rows.map((row) => row?.bannedByRole)).toEqual(["admin", "moderator"]);
    expect((await searchUsers(bySelf.email)).users[0]).toMatchObject({ isBanned: false, bannedByRole: null });

    expect(mayLiftBan("moderator", "admin")).toBe(false);
    expect(mayLiftBan("support", "moderator")).toBe(false);
    expect(mayLiftBan(null, null)).toBe(false);
    expect(mayLiftBan("moderator", "moderator")).toBe(true);
    expect(mayLiftBan("admin", "admin")).toBe(true);
    // A ban with no rank recorded (set before ranks were kept, or by staff who had since lost their role).
    expect(mayLiftBan("moderator", null)).toBe(true);
  });
});

describe("searchUsers", () => {
  it("finds by e-mail, username or name, treats % literally and pages by keyset", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const made = [];
    for (let i = 0; i < 27; i++) made.push(await createUser({ fullName: `Ana ${tag} ${i}` }));
    const first = await searchUsers(tag);
    expect(first.users).toHaveLength(25);
    const second = await searchUsers(tag, first.nextCursor);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.users, ...second.users].map((u) => u.id);
    expect(new Set(ids).size).toBe(27);
    expect(ids.sort()).toEqual(made.map((u) => u.id).sort());
    expect((await searchUsers(made[0]!.email.toUpperCase())).users.map((u) => u.id)).toEqual([made[0]!.id]);
    expect((await searchUsers(`${tag}%`)).users).toEqual([]);
  });
});

describe("reports queue", () => {
  it("shows a report with its post in context, moves it between statuses with reviewer and time, and acts on it", async () => {
    const db = await getDb();
    const author = await createUser();
    const reporter = await createUser();
    const moderator = await createUser({ role: "moderator" });
    const [post] = await db
      .insert(posts)
      .values({ userId: author.id, content: "Buy cheap followers" })
      .returning({ id: posts.id });
    const [report] = await db
      .insert(reportedContent)
      .values({ reporterId: reporter.id, contentType: "post", contentId: post!.id, reason: "spam" })
      .returning({ id: reportedContent.id });
    const find = async (status: "pending" | "reviewed" | "action_taken") =>
      (await listReports(status)).reports.find((r) => r.id === report!.id);

    expect(await find("pending")).toMatchObject({
      reporter: { id: reporter.id },
      post: { content: "Buy cheap followers", authorId: author.id },
      reviewer: null,
    });

    await signInAs(moderator);
    expect(await setReportStatusAction({ reportId: report!.id, status: "closed" })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await setReportStatusAction({ reportId: report!.id, status: "reviewed" })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await find("pending")).toBeUndefined();
    const reviewed = await find("reviewed");
    expect(reviewed?.reviewer?.email).toBe(moderator.email);
    expect(reviewed?.reviewedAt).not.toBeNull();

    expect(await deleteReportedPostAction({ reportId: report!.id, postId: post!.id })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await find("action_taken")).toMatchObject({ post: null });
    const log = await db
      .select({ type: moderationActions.actionType })
      .from(moderationActions)
      .where(eq(moderationActions.targetId, post!.id));
    expect(log).toEqual([{ type: "delete" }]);
  });
});

describe("listAudit", () => {
  it("lists a staff member's actions newest first, filtered by action", async () => {
    const admin = await createUser({ role: "admin" });
    const [a, b] = [await createUser(), await createUser()];
    await signInAs(admin);
    await banUserAction({ userId: a.id, reason: "spam", note: "Spam", duration: "permanent" });
    await assignRoleAction({ userId: b.id, role: "support" });
    const all = await listAudit({ staffId: admin.id });
    expect(all.entries.map((e) => [e.actionType, e.targetId, e.staff?.email])).toEqual([
      ["role", b.id, admin.email],
      ["ban", a.id, admin.email],
    ]);
    expect((await listAudit({ staffId: admin.id, action: "ban" })).entries.map((e) => e.reason)).toEqual([
      "spam: Spam",
    ]);
  });

  it("filters by a range of days, both ends included (UTC)", async () => {
    const admin = await createUser({ role: "admin" });
    const db = await getDb();
    const at = (iso: string) => ({
      actionType: "delete" as const,
      targetType: "post",
      targetId: admin.id,
      moderatorId: admin.id,
      createdAt: new Date(iso),
    });
    await db
      .insert(moderationActions)
      .values([
        at("2031-03-09T23:59:59Z"),
        at("2031-03-10T00:00:00Z"),
        at("2031-03-11T23:59:59Z"),
        at("2031-03-12T00:00:00Z"),
      ]);
    const days = async (filter: { from?: string; until?: string }) =>
      (await listAudit({ staffId: admin.id, ...filter })).entries.map((e) => e.createdAt.slice(0, 19));
    expect(await days({ from: "2031-03-10", until: "2031-03-11" })).toEqual([
      "2031-03-11T23:59:59",
      "2031-03-10T00:00:00",
    ]);
    expect(await days({ from: "2031-03-12" })).toEqual(["2031-03-12T00:00:00"]);
    expect(await days({ until: "2031-03-09" })).toEqual(["2031-03-09T23:59:59"]);
  });
});
