import { and, eq } from "drizzle-orm";
import type { StaffRole } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { moderationActions, userRoles, users } from "@/lib/db/schema";
import { authenticate } from "@/lib/auth/accounts";
import { readOutbox } from "@/lib/mail/mailer";
import { createUser, uniqueIp, type UserOptions } from "@/tests/factories";
import { setClaims, signInAs } from "@/tests/session";
import { banUserAction, restoreUserAction } from "./actions";
import { banUser, DEFAULT_BAN_REASON } from "./users";

async function banState(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ isBanned: users.isBanned, banReason: users.banReason, bannedBy: users.bannedBy })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

/** The moderation log entries about one user, oldest first. */
async function logFor(targetId: string) {
  const db = await getDb();
  return db
    .select({ actionType: moderationActions.actionType, moderatorId: moderationActions.moderatorId, reason: moderationActions.reason })
    .from(moderationActions)
    .where(and(eq(moderationActions.targetType, "user"), eq(moderationActions.targetId, targetId)))
    .orderBy(moderationActions.createdAt);
}

async function logBy(moderatorId: string) {
  const db = await getDb();
  return db.select({ id: moderationActions.id }).from(moderationActions).where(eq(moderationActions.moderatorId, moderatorId));
}

type Caller = "anonymous" | "user" | "support" | "banned moderator";

/** Signs in as one of the callers who must be refused; returns the expected refusal. */
async function signInAsRefused(caller: Caller) {
  if (caller === "anonymous") {
    await signInAs(null);
    return { code: "unauthorized", message: "errors.unauthorized" };
  }
  if (caller === "banned moderator") {
    const moderator = await createUser({ role: "moderator" });
    const cookie = await signInAs(moderator);
    await banUser((await createUser({ role: "admin" })).id, moderator.id);
    setClaims(cookie);
    return { code: "unauthorized", message: "errors.unauthorized" };
  }
  const options: UserOptions = caller === "support" ? { role: "support" } : {};
  await signInAs(await createUser(options));
  return { code: "forbidden", message: "errors.forbidden" };
}

const refusedCallers: Caller[] = ["anonymous", "user", "support", "banned moderator"];
const allowedRoles: StaffRole[] = ["moderator", "admin"];

describe("banUserAction", () => {
  it.each(allowedRoles)("lets a %s ban a user, logging it and ending the user's session", async (role) => {
    const staff = await createUser({ role });
    const target = await createUser();
    const targetCookie = await signInAs(target);
    await signInAs(staff);

    expect(await banUserAction({ userId: target.id })).toEqual({ ok: true, data: undefined });

    expect(await banState(target.id)).toEqual({ isBanned: true, banReason: DEFAULT_BAN_REASON, bannedBy: staff.id });
    expect(await logFor(target.id)).toEqual([{ actionType: "ban", moderatorId: staff.id, reason: DEFAULT_BAN_REASON }]);
    // The target's own cookie is now refused.
    setClaims(targetCookie);
    expect(await banUserAction({ userId: staff.id })).toMatchObject({ ok: false, error: { code: "unauthorized" } });
  });

  it.each(refusedCallers)("refuses %s and changes nothing", async (caller) => {
    const target = await createUser();
    const refusal = await signInAsRefused(caller);

    expect(await banUserAction({ userId: target.id })).toEqual({ ok: false, error: refusal });

    expect((await banState(target.id)).isBanned).toBe(false);
    expect(await logFor(target.id)).toEqual([]);
  });

  it("answers an id that is not a uuid with a validation error", async () => {
    const moderator = await createUser({ role: "moderator" });
    await signInAs(moderator);
    expect(await banUserAction({ userId: "not-a-uuid" })).toEqual({
      ok: false,
      error: { code: "validation", message: "errors.validation", fields: { userId: "errors.validation" } },
    });
    expect(await banUserAction("nope")).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(await logBy(moderator.id)).toEqual([]);
  });

  it("answers an unknown or already banned user with not found", async () => {
    const moderator = await createUser({ role: "moderator" });
    const banned = await createUser({ banned: "Spam" });
    await signInAs(moderator);
    const notFound = { ok: false, error: { code: "not_found", message: "errors.notFound" } };
    expect(await banUserAction({ userId: crypto.randomUUID() })).toEqual(notFound);
    expect(await banUserAction({ userId: banned.id })).toEqual(notFound);
    expect((await banState(banned.id)).banReason).toBe("Spam");
    expect(await logBy(moderator.id)).toEqual([]);
  });

  it("does not let staff ban themselves", async () => {
    const admin = await createUser({ role: "admin" });
    await signInAs(admin);
    expect(await banUserAction({ userId: admin.id })).toEqual({ ok: false, error: { code: "forbidden", message: "errors.forbidden" } });
    expect((await banState(admin.id)).isBanned).toBe(false);
  });
});

describe("banUserAction between staff", () => {
  it.each([
    ["moderator", "admin"],
    ["moderator", "moderator"],
    ["admin", "admin"],
  ] as const)("does not let a %s ban a %s (equal or higher rank)", async (callerRole, targetRole) => {
    const caller = await createUser({ role: callerRole });
    const target = await createUser({ role: targetRole });
    await signInAs(caller);
    const result = await banUserAction({ userId: target.id });
    expect(result).toEqual({ ok: false, error: { code: "forbidden", message: "errors.forbidden" } });
    expect((await banState(target.id)).isBanned).toBe(false);
  });

  it("lets an admin ban a moderator and a support member", async () => {
    const admin = await createUser({ role: "admin" });
    await signInAs(admin);
    for (const role of ["moderator", "support"] as const) {
      const target = await createUser({ role });
      expect(await banUserAction({ userId: target.id })).toEqual({ ok: true, data: undefined });
      expect((await banState(target.id)).isBanned).toBe(true);
    }
  });
});

describe("restoreUserAction", () => {
  it.each(allowedRoles)("lets a %s restore a banned user, logging it", async (role) => {
    const staff = await createUser({ role });
    const target = await createUser({ banned: "Spam" });
    await signInAs(staff);

    expect(await restoreUserAction({ userId: target.id })).toEqual({ ok: true, data: undefined });

    expect(await banState(target.id)).toEqual({ isBanned: false, banReason: null, bannedBy: null });
    expect(await logFor(target.id)).toEqual([{ actionType: "restore", moderatorId: staff.id, reason: null }]);
  });

  it.each(refusedCallers)("refuses %s and changes nothing", async (caller) => {
    const target = await createUser({ banned: "Spam" });
    const refusal = await signInAsRefused(caller);

    expect(await restoreUserAction({ userId: target.id })).toEqual({ ok: false, error: refusal });

    expect(await banState(target.id)).toMatchObject({ isBanned: true, banReason: "Spam" });
    expect(await logFor(target.id)).toEqual([]);
  });

  it("refuses a moderator lifting an admin's ban, changing nothing; an admin lifts it", async () => {
    const admin = await createUser({ role: "admin" });
    const target = await createUser();
    await banUser(admin.id, target.id, "Fraude");
    const moderator = await createUser({ role: "moderator" });
    await signInAs(moderator);

    expect(await restoreUserAction({ userId: target.id })).toEqual({ ok: false, error: { code: "forbidden", message: "admin.errors.banOutranks" } });
    expect(await banState(target.id)).toEqual({ isBanned: true, banReason: "Fraude", bannedBy: admin.id });
    expect(await logBy(moderator.id)).toEqual([]);

    await signInAs(await createUser({ role: "admin" }));
    expect(await restoreUserAction({ userId: target.id })).toEqual({ ok: true, data: undefined });
    expect(await banState(target.id)).toEqual({ isBanned: false, banReason: null, bannedBy: null });
  });

  it("keeps the rank the ban was set with: the banning admin's later step down lets no moderator lift it", async () => {
    const admin = await createUser({ role: "admin" });
    const target = await createUser();
    await banUser(admin.id, target.id, "Fraude");
    await (await getDb()).update(userRoles).set({ role: "moderator" }).where(eq(userRoles.userId, admin.id));
    await signInAs(await createUser({ role: "moderator" }));
    expect(await restoreUserAction({ userId: target.id })).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect((await banState(target.id)).isBanned).toBe(true);
  });

  it.each(allowedRoles)("lets a %s lift a moderator's ban", async (role) => {
    const target = await createUser();
    await banUser((await createUser({ role: "moderator" })).id, target.id, "Spam");
    const staff = await createUser({ role });
    await signInAs(staff);
    expect(await restoreUserAction({ userId: target.id })).toEqual({ ok: true, data: undefined });
    expect(await logFor(target.id)).toEqual([
      expect.objectContaining({ actionType: "ban" }),
      { actionType: "restore", moderatorId: staff.id, reason: null },
    ]);
  });

  it("answers an id that is not a uuid with a validation error", async () => {
    const moderator = await createUser({ role: "moderator" });
    await signInAs(moderator);
    expect(await restoreUserAction({ userId: "42" })).toEqual({
      ok: false,
      error: { code: "validation", message: "errors.validation", fields: { userId: "errors.validation" } },
    });
    expect(await logBy(moderator.id)).toEqual([]);
  });

  it("answers a user who is not banned with not found", async () => {
    const moderator = await createUser({ role: "moderator" });
    const target = await createUser();
    await signInAs(moderator);
    expect(await restoreUserAction({ userId: target.id })).toEqual({ ok: false, error: { code: "not_found", message: "errors.notFound" } });
    expect(await logFor(target.id)).toEqual([]);
  });
});

describe("timed bans", () => {
  it("suspends for the chosen days, e-mails the reason and the end, and the login form names both", async () => {
    const target = await createUser();
    await signInAs(await createUser({ role: "moderator" }));
    const before = Date.now();
    expect(await banUserAction({ userId: target.id, reason: "Spam en comentarios", duration: "7d" })).toEqual({ ok: true, data: undefined });
    const db = await getDb();
    const [row] = await db.select({ isBanned: users.isBanned, bannedUntil: users.bannedUntil }).from(users).where(eq(users.id, target.id));
    expect(row!.isBanned).toBe(true);
    const days = (row!.bannedUntil!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const [mail] = await readOutbox(target.email);
    expect(mail).toMatchObject({ subject: "Tu cuenta de Patitas está suspendida" });
    expect(mail!.text).toContain("Motivo: Spam en comentarios");
    expect(mail!.text).toContain(String(row!.bannedUntil!.getUTCFullYear()));
    await expect(authenticate({ email: target.email, password: target.password }, uniqueIp())).rejects.toMatchObject({
      code: "banned",
      fields: { reason: "Spam en comentarios", until: row!.bannedUntil!.toISOString() },
    });
    const [log] = await db.select().from(moderationActions).where(and(eq(moderationActions.targetId, target.id), eq(moderationActions.actionType, "ban")));
    expect(log!.reason).toBe("Spam en comentarios (7d)");
  });

  it("lifts itself at the first sign-in after its end, with a log entry and no moderator", async () => {
    const target = await createUser();
    await banUser((await createUser({ role: "moderator" })).id, target.id, "Spam", "1d");
    const db = await getDb();
    await db.update(users).set({ bannedUntil: new Date(Date.now() - 1000) }).where(eq(users.id, target.id));
    await expect(authenticate({ email: target.email, password: target.password }, uniqueIp())).resolves.toMatchObject({ id: target.id });
    const [row] = await db.select({ isBanned: users.isBanned, bannedUntil: users.bannedUntil }).from(users).where(eq(users.id, target.id));
    expect(row).toEqual({ isBanned: false, bannedUntil: null });
    const [log] = await db.select().from(moderationActions).where(and(eq(moderationActions.targetId, target.id), eq(moderationActions.actionType, "restore")));
    expect(log).toMatchObject({ moderatorId: null, reason: "suspension ended" });
  });

  it("refuses an unknown duration and changes nothing", async () => {
    const target = await createUser();
    await signInAs(await createUser({ role: "moderator" }));
    expect(await banUserAction({ userId: target.id, duration: "forever-ish" })).toMatchObject({ ok: false, error: { code: "validation" } });
    const [row] = await (await getDb()).select({ isBanned: users.isBanned }).from(users).where(eq(users.id, target.id));
    expect(row!.isBanned).toBe(false);
    expect(await readOutbox(target.email)).toEqual([]);
  });
});
