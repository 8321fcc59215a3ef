import { and, eq } from "drizzle-orm";
import type { StaffRole } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { moderationActions, userRoles, users } from "@/lib/db/schema";
import { authenticate } from "@/lib/auth/accounts";
import { readOutbox } from "@/lib/mail/mailer";
import { createUser, uniqueIp, type UserOptions } from "@/tests/factories";
import { setClaims, signInAs } from "@/tests/session";
import { banUserAction, restoreUserAction } from "./actions";
import { banUser } from "./users";

/** A complete ban: every ban now says why and for how long. */
const ban = { reason: "spam", duration: "permanent" } as const;

async function banState(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      isBanned: users.isBanned,
      banReason: users.banReason,
      banReasonCode: users.banReasonCode,
      bannedBy: users.bannedBy,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

/** The moderation log entries about one user, oldest first. */
async function logFor(targetId: string) {
  const db = await getDb();
  return db
    .select({
      actionType: moderationActions.actionType,
      moderatorId: moderationActions.moderatorId,
      reason: moderationActions.reason,
    })
    .from(moderationActions)
    .where(and(eq(moderationActions.targetType, "user"), eq(moderationActions.targetId, targetId)))
    .orderBy(moderationActions.createdAt);
}

async function logBy(moderatorId: string) {
  const db = await getDb();
  return db
    .select({ id: moderationActions.id })
    .from(moderationActions)
    .where(eq(moderationActions.moderatorId, moderatorId));
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

    expect(await banUserAction({ userId: target.id, ...ban })).toEqual({ ok: true, data: undefined });

    expect(await banState(target.id)).toEqual({
      isBanned: true,
      banReason: null,
      banReasonCode: "spam",
      bannedBy: staff.id,
    });
    expect(await logFor(target.id)).toEqual([{ actionType: "ban", moderatorId: staff.id, reason: "spam" }]);
    // The target's own cookie is now refused.
    setClaims(targetCookie);
    expect(await banUserAction({ userId: staff.id, ...ban })).toMatchObject({
      ok: false,
      error: { code: "unauthorized" },
    });
  });

  it.each(refusedCallers)("refuses %s and changes nothing", async (caller) => {
    const target = await createUser();
    const refusal = await signInAsRefused(caller);

    expect(await banUserAction({ userId: target.id, ...ban })).toEqual({ ok: false, error: refusal });

    expect((await banState(target.id)).isBanned).toBe(false);
    expect(await logFor(target.id)).toEqual([]);
  });

  it("answers an id that is not a uuid with a validation error", async () => {
    const moderator = await createUser({ role: "moderator" });
    await signInAs(moderator);
    expect(await banUserAction({ userId: "not-a-uuid", ...ban })).toEqual({
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
    expect(await banUserAction({ userId: crypto.randomUUID(), ...ban })).toEqual(notFound);
    expect(await banUserAction({ userId: banned.id, ...ban })).toEqual(notFound);
    expect((await banState(banned.id)).banReason).toBe("Spam");
    expect(await logBy(moderator.id)).toEqual([]);
  });

  it("does not let staff ban themselves", async () => {
    const admin = await createUser({ role: "admin" });
    await signInAs(admin);
    expect(await banUserAction({ userId: admin.id, ...ban })).toEqual({
      ok: false,
      error: { code: "forbidden", message: "errors.forbidden" },
    });
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
    const result = await banUserAction({ userId: target.id, ...ban });
    expect(result).toEqual({ ok: false, error: { code: "forbidden", message: "errors.forbidden" } });
    expect((await banState(target.id)).isBanned).toBe(false);
  });

  it("lets an admin ban a moderator and a support member", async () => {
    const admin = await createUser({ role: "admin" });
    await signInAs(admin);
    for (const role of ["moderator", "support"] as const) {
      const target = await createUser({ role });
      expect(await banUserAction({ userId: target.id, ...ban })).toEqual({ ok: true, data: undefined });
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

    expect(await banState(target.id)).toEqual({
      isBanned: false,
      banReason: null,
      banReasonCode: null,
      bannedBy: null,
    });
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
    await banUser(admin.id, target.id, { reason: "scam", note: "Fraude" });
    const moderator = await createUser({ role: "moderator" });
    await signInAs(moderator);

    expect(await restoreUserAction({ userId: target.id })).toEqual({
      ok: false,
      error: { code: "forbidden", message: "admin.errors.banOutranks" },
    });
    expect(await banState(target.id)).toEqual({
      isBanned: true,
      banReason: "Fraude",
      banReasonCode: "scam",
      bannedBy: admin.id,
    });
    expect(await logBy(moderator.id)).toEqual([]);

    await signInAs(await createUser({ role: "admin" }));
    expect(await restoreUserAction({ userId: target.id })).toEqual({ ok: true, data: undefined });
    expect(await banState(target.id)).toEqual({
      isBanned: false,
      banReason: null,
      banReasonCode: null,
      bannedBy: null,
    });
  });

  it("keeps the rank the ban was set with: the banning admin's later step down lets no moderator lift it", async () => {
    const admin = await createUser({ role: "admin" });
    const target = await createUser();
    await banUser(admin.id, target.id, { reason: "scam", note: "Fraude" });
    await (await getDb()).update(userRoles).set({ role: "moderator" }).where(eq(userRoles.userId, admin.id));
    await signInAs(await createUser({ role: "moderator" }));
    expect(await restoreUserAction({ userId: target.id })).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect((await banState(target.id)).isBanned).toBe(true);
  });

  it.each(allowedRoles)("lets a %s lift a moderator's ban", async (role) => {
    const target = await createUser();
    await banUser((await createUser({ role: "moderator" })).id, target.id, { reason: "spam" });
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
    expect(await restoreUserAction({ userId: target.id })).toEqual({
      ok: false,
      error: { code: "not_found", message: "errors.notFound" },
    });
    expect(await logFor(target.id)).toEqual([]);
  });
});

describe("timed bans", () => {
  it("suspends for the chosen days, e-mails the reason and the end, and the login form names both", async () => {
    const target = await createUser();
    await signInAs(await createUser({ role: "moderator" }));
    const before = Date.now();
    expect(
      await banUserAction({ userId: target.id, reason: "spam", note: "Spam en comentarios", duration: "7d" }),
    ).toEqual({ ok: true, data: undefined });
    const db = await getDb();
    const [row] = await db
      .select({ isBanned: users.isBanned, bannedUntil: users.bannedUntil })
      .from(users)
      .where(eq(users.id, target.id));
    expect(row!.isBanned).toBe(true);
    const days = (row!.bannedUntil!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const [mail] = await readOutbox(target.email);
    expect(mail).toMatchObject({ subject: "Tu cuenta de Patitas está suspendida" });
    expect(mail!.text).toContain("Motivo: Spam o publicidad. Nota del equipo: Spam en comentarios");
    expect(mail!.text).not.toContain("Banned by admin");
    expect(mail!.text).toContain(String(row!.bannedUntil!.getUTCFullYear()));
    await expect(authenticate({ email: target.email, password: target.password }, uniqueIp())).rejects.toMatchObject({
      code: "banned",
      fields: { reason: "spam", note: "Spam en comentarios", until: row!.bannedUntil!.toISOString() },
    });
    const [log] = await db
      .select()
      .from(moderationActions)
      .where(and(eq(moderationActions.targetId, target.id), eq(moderationActions.actionType, "ban")));
    expect(log!.reason).toBe("spam: Spam en comentarios (7d)");
  });

  it("lifts itself at the first sign-in after its end, with a log entry and no moderator", async () => {
    const target = await createUser();
    await banUser((await createUser({ role: "moderator" })).id, target.id, { reason: "spam", duration: "1d" });
    const db = await getDb();
    await db
      .update(users)
      .set({ bannedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, target.id));
    await expect(authenticate({ email: target.email, password: target.password }, uniqueIp())).resolves.toMatchObject({
      id: target.id,
    });
    const [row] = await db
      .select({ isBanned: users.isBanned, bannedUntil: users.bannedUntil })
      .from(users)
      .where(eq(users.id, target.id));
    expect(row).toEqual({ isBanned: false, bannedUntil: null });
    const [log] = await db
      .select()
      .from(moderationActions)
      .where(and(eq(moderationActions.targetId, target.id), eq(moderationActions.actionType, "restore")));
    expect(log).toMatchObject({ moderatorId: null, reason: "suspension ended" });
  });

  it("refuses an unknown duration and changes nothing", async () => {
    const target = await createUser();
    await signInAs(await createUser({ role: "moderator" }));
    expect(await banUserAction({ userId: target.id, reason: "spam", duration: "forever-ish" })).toMatchObject({
      ok: false,
      error: { code: "validation", fields: { duration: "admin.errors.banDurationRequired" } },
    });
    const [row] = await (await getDb()).select({ isBanned: users.isBanned }).from(users).where(eq(users.id, target.id));
    expect(row!.isBanned).toBe(false);
    expect(await readOutbox(target.email)).toEqual([]);
  });
});

describe("a ban's reason and duration (issue 25)", () => {
  async function refusedWith(input: Record<string, unknown>, fields: Record<string, string>) {
    const target = await createUser();
    await signInAs(await createUser({ role: "moderator" }));
    expect(await banUserAction({ userId: target.id, ...input })).toEqual({
      ok: false,
      error: { code: "validation", message: "errors.validation", fields },
    });
    expect((await banState(target.id)).isBanned).toBe(false);
    expect(await readOutbox(target.email)).toEqual([]);
  }

  it("refuses a ban without a reason or without a duration", async () => {
    await refusedWith({ duration: "7d" }, { reason: "admin.errors.banReasonRequired" });
    await refusedWith({ reason: "spam" }, { duration: "admin.errors.banDurationRequired" });
    await refusedWith({}, { reason: "admin.errors.banReasonRequired", duration: "admin.errors.banDurationRequired" });
  });

  it("refuses an unknown reason code, a free-text reason and 'other' without a note", async () => {
    await refusedWith({ reason: "Banned by admin", duration: "1d" }, { reason: "admin.errors.banReasonRequired" });
    await refusedWith({ reason: ["spam"], duration: "1d" }, { reason: "admin.errors.banReasonRequired" });
    await refusedWith({ reason: "other", note: "   ", duration: "1d" }, { note: "admin.errors.banNoteRequired" });
    await refusedWith(
      { reason: "spam", note: "x".repeat(501), duration: "1d" },
      { note: "admin.errors.reasonTooLong" },
    );
  });

  it("tells the banned user the reason and that it has no end, in their language, by e-mail and at sign-in", async () => {
    const target = await createUser({ locale: "en" });
    await signInAs(await createUser({ role: "moderator" }));
    expect(
      await banUserAction({
        userId: target.id,
        reason: "other",
        note: "Selling puppies in the comments",
        duration: "permanent",
      }),
    ).toEqual({ ok: true, data: undefined });
    const [mail] = await readOutbox(target.email);
    expect(mail).toMatchObject({ subject: "Your Patitas account is suspended" });
    expect(mail!.text).toContain("suspended your account permanently");
    expect(mail!.text).toContain(
      "Reason: Breaking the community rules. Note from the team: Selling puppies in the comments",
    );
    await expect(authenticate({ email: target.email, password: target.password }, uniqueIp())).rejects.toMatchObject({
      code: "banned",
      fields: { reason: "other", note: "Selling puppies in the comments" },
    });
  });
});
