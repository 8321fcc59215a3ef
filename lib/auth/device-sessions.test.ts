import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { userSessions, users } from "@/lib/db/schema";
import { createUser, DEFAULT_PASSWORD } from "@/tests/factories";
import { tokenFromMail } from "@/tests/mail";
import { setClaims, signInAs, signInAsBanned } from "@/tests/session";
import { authenticate } from "./accounts";
import { changePasswordAction, logoutEverywhereAction, signOutDeviceAction } from "./actions";
import { listDevices, startSession } from "./device-sessions";
import { requestPasswordReset, resetPassword } from "@/tests/auth-inputs";
import { authOptions } from "./options";
import { getCurrentUser, requireAccount } from "./session";

const NEW_PASSWORD = "Collar-Azul-Y-Hueso-9";

async function passwordHashOf(userId: string): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row!.passwordHash;
}

async function revokedAt(sessionId: string): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db
    .select({ revokedAt: userSessions.revokedAt })
    .from(userSessions)
    .where(eq(userSessions.id, sessionId));
  return row!.revokedAt;
}

describe("sign-out of one device", () => {
  it("makes a replayed copy of the signed-out cookie worthless (next-auth's signOut event)", async () => {
    const user = await createUser();
    const cookie = await signInAs(user);
    expect(await getCurrentUser()).toMatchObject({ id: user.id });

    await authOptions.events!.signOut!({ token: { sid: cookie.sessionId }, session: null as never });
    setClaims(cookie);
    expect(await getCurrentUser()).toBeNull();
  });

  it("leaves the user's other devices signed in", async () => {
    const user = await createUser();
    const phone = await signInAs(user);
    const laptop = await signInAs(user);
    await authOptions.events!.signOut!({ token: { sid: phone.sessionId }, session: null as never });
    setClaims(laptop);
    expect(await getCurrentUser()).toMatchObject({ id: user.id, sessionId: laptop.sessionId });
  });

  it("refuses a cookie issued before devices existed (no session id)", async () => {
    const user = await createUser();
    const cookie = await signInAs(user);
    setClaims({ ...cookie, sessionId: null });
    expect(await getCurrentUser()).toBeNull();
  });

  it("refuses a cookie naming another user's device", async () => {
    const user = await createUser();
    const other = await createUser();
    const othersCookie = await signInAs(other);
    const cookie = await signInAs(user);
    setClaims({ ...cookie, sessionId: othersCookie.sessionId });
    expect(await getCurrentUser()).toBeNull();
  });
});

describe("the session check's last-used mark", () => {
  async function lastUsed(sessionId: string, set?: string): Promise<Date> {
    const db = await getDb();
    if (set)
      await db
        .update(userSessions)
        .set({ lastUsedAt: sql`now() - ${set}::interval` })
        .where(eq(userSessions.id, sessionId));
    const [row] = await db
      .select({ lastUsedAt: userSessions.lastUsedAt })
      .from(userSessions)
      .where(eq(userSessions.id, sessionId));
    return row!.lastUsedAt;
  }

  it("is written when it is more than five minutes old, and left alone when it is fresher", async () => {
    const { sessionId } = await signInAs(await createUser());
    const fresh = await lastUsed(sessionId, "4 minutes");
    expect(await getCurrentUser()).not.toBeNull();
    expect(await lastUsed(sessionId)).toEqual(fresh);

    const stale = await lastUsed(sessionId, "6 minutes");
    expect(await getCurrentUser()).not.toBeNull();
    expect((await lastUsed(sessionId)).getTime()).toBeGreaterThan(stale.getTime() + 5 * 60 * 1000);
  });

  it("is not written for a signed-out device, nor does it bring one back", async () => {
    const user = await createUser();
    const cookie = await signInAs(user);
    await authOptions.events!.signOut!({ token: { sid: cookie.sessionId }, session: null as never });
    setClaims(cookie);
    const before = await lastUsed(cookie.sessionId, "6 minutes");
    expect(await getCurrentUser()).toBeNull();
    expect(await lastUsed(cookie.sessionId)).toEqual(before);
  });
});

describe("the devices list", () => {
  it("lists the user's live sessions with the current one marked, and never other users'", async () => {
    const user = await createUser();
    const other = await createUser();
    await signInAs(other);
    const old = await signInAs(user);
    await startSession(user.id, { userAgent: "Mozilla/5.0 (iPhone)", ip: "203.0.113.7" });
    const current = await signInAs(user);
    await signOutDeviceAction(old.sessionId);

    const devices = await listDevices(await requireAccount());
    expect(devices).toHaveLength(2);
    expect(devices.find((device) => device.current)?.id).toBe(current.sessionId);
    expect(devices.map((device) => device.userAgent)).toContain("Mozilla/5.0 (iPhone)");
    expect(devices.map((device) => device.id)).not.toContain(old.sessionId);
  });

  it("signs out one of my devices: its cookie stops working, mine keeps working", async () => {
    const user = await createUser();
    const phone = await signInAs(user);
    const laptop = await signInAs(user);
    expect(await signOutDeviceAction(phone.sessionId)).toEqual({ ok: true, data: undefined });
    expect(await getCurrentUser()).toMatchObject({ id: user.id });
    setClaims(phone);
    expect(await getCurrentUser()).toBeNull();
    setClaims(laptop);
    expect(await getCurrentUser()).toMatchObject({ id: user.id });
  });

  it("refuses to sign out another user's device, which stays signed in", async () => {
    const victim = await createUser();
    const victimCookie = await signInAs(victim);
    await signInAs(await createUser());
    expect(await signOutDeviceAction(victimCookie.sessionId)).toEqual({
      ok: false,
      error: { code: "not_found", message: "errors.notFound" },
    });
    expect(await revokedAt(victimCookie.sessionId)).toBeNull();
  });

  it("refuses anonymous and banned callers, and a malformed id", async () => {
    const user = await createUser();
    const cookie = await signInAs(user);
    await signInAs(null);
    expect(await signOutDeviceAction(cookie.sessionId)).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    await signInAsBanned(await createUser());
    expect(await signOutDeviceAction(cookie.sessionId)).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    await signInAs(user);
    expect(await signOutDeviceAction("not-a-uuid")).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(await revokedAt(cookie.sessionId)).toBeNull();
  });

  it("empties on logout everywhere", async () => {
    const user = await createUser();
    const phone = await signInAs(user);
    await signInAs(user);
    await logoutEverywhereAction();
    expect(await revokedAt(phone.sessionId)).not.toBeNull();
  });
});

describe("changePasswordAction", () => {
  it("changes the password, keeps this device and signs out the others", async () => {
    const user = await createUser();
    const phone = await signInAs(user);
    const laptop = await signInAs(user);
    expect(await changePasswordAction({ currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD })).toEqual({
      ok: true,
      data: undefined,
    });

    expect(await getCurrentUser()).toMatchObject({ id: user.id, sessionId: laptop.sessionId });
    setClaims(phone);
    expect(await getCurrentUser()).toBeNull();
    await expect(authenticate({ email: user.email, password: NEW_PASSWORD }, "::1")).resolves.toMatchObject({
      id: user.id,
    });
  });

  it("kills every outstanding reset link", async () => {
    const user = await createUser();
    await requestPasswordReset(user.email);
    const { token } = await tokenFromMail(user.email, "/auth/reset");
    await signInAs(user);
    await changePasswordAction({ currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD });
    await expect(resetPassword({ token, password: "Otra-Clave-Larga-55" })).rejects.toMatchObject({
      code: "validation",
    });
    await expect(authenticate({ email: user.email, password: NEW_PASSWORD }, "::1")).resolves.toMatchObject({
      id: user.id,
    });
  });

  it("refuses a wrong current password and changes nothing", async () => {
    const user = await createUser();
    const phone = await signInAs(user);
    await signInAs(user);
    const before = await passwordHashOf(user.id);
    expect(await changePasswordAction({ currentPassword: "not-my-password", newPassword: NEW_PASSWORD })).toEqual({
      ok: false,
      error: {
        code: "validation",
        message: "auth.changePassword.currentWrong",
        fields: { currentPassword: "auth.changePassword.currentWrong" },
      },
    });
    expect(await passwordHashOf(user.id)).toBe(before);
    expect(await revokedAt(phone.sessionId)).toBeNull();
  });

  it("after 10 wrong current passwords refuses even the right one until the window passes, changing nothing", async () => {
    const user = await createUser();
    const phone = await signInAs(user);
    await signInAs(user);
    const before = await passwordHashOf(user.id);
    const wrong = {
      ok: false,
      error: {
        code: "validation",
        message: "auth.changePassword.currentWrong",
        fields: { currentPassword: "auth.changePassword.currentWrong" },
      },
    };
    for (let i = 0; i < 10; i += 1) {
      expect(
        await changePasswordAction({ currentPassword: `not-my-password-${i}`, newPassword: NEW_PASSWORD }),
      ).toEqual(wrong);
    }
    const tooMany = {
      ok: false,
      error: {
        code: "rate_limited",
        message: "auth.errors.tooManyPasswordTries",
        fields: { currentPassword: "auth.errors.tooManyPasswordTries" },
      },
    };
    expect(await changePasswordAction({ currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD })).toEqual(
      tooMany,
    );
    expect(await changePasswordAction({ currentPassword: "not-my-password-10", newPassword: NEW_PASSWORD })).toEqual(
      tooMany,
    );
    expect(await passwordHashOf(user.id)).toBe(before);
    expect(await revokedAt(phone.sessionId)).toBeNull();

    // The counter is the user's, not the connection's: another account is untouched.
    const other = await createUser();
    await signInAs(other);
    expect(await changePasswordAction({ currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD })).toEqual({
      ok: true,
      data: undefined,
    });

    // Once the 15-minute window has passed, the right password works again.
    const db = await getDb();
    await db.execute(
      sql`update rate_limits set window_start = now() - interval '16 minutes' where key = ${`current-password-fail:user:${user.id}`}`,
    );
    setClaims(phone);
    expect(await changePasswordAction({ currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD })).toEqual({
      ok: true,
      data: undefined,
    });
  });

  it("lets the right password through after 9 wrong ones (under the limit), and counts only wrong answers", async () => {
    const user = await createUser();
    await signInAs(user);
    for (let i = 0; i < 9; i += 1) {
      expect(
        await changePasswordAction({ currentPassword: `not-my-password-${i}`, newPassword: NEW_PASSWORD }),
      ).toMatchObject({ ok: false, error: { code: "validation" } });
    }
    expect(await changePasswordAction({ currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD })).toEqual({
      ok: true,
      data: undefined,
    });
    // As at sign-in, a right answer does not wipe the wrong ones: one more wrong one reaches the limit.
    expect(
      await changePasswordAction({ currentPassword: "not-my-password-9", newPassword: DEFAULT_PASSWORD }),
    ).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(await changePasswordAction({ currentPassword: NEW_PASSWORD, newPassword: DEFAULT_PASSWORD })).toMatchObject({
      ok: false,
      error: { code: "rate_limited" },
    });
  });

  it("answers at most 10 of 25 guesses sent at once; the others are refused unchecked", async () => {
    const user = await createUser();
    await signInAs(user);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        changePasswordAction({ currentPassword: `not-my-password-${i}`, newPassword: NEW_PASSWORD }),
      ),
    );
    const codes = results.map((result) => (result.ok ? "ok" : result.error.code));
    expect(codes.filter((code) => code === "validation")).toHaveLength(10);
    expect(codes.filter((code) => code === "rate_limited")).toHaveLength(15);
  });

  it("refuses a common or short new password, anonymous and banned callers, changing nothing", async () => {
    const user = await createUser();
    await signInAs(user);
    const before = await passwordHashOf(user.id);
    expect(await changePasswordAction({ currentPassword: DEFAULT_PASSWORD, newPassword: "password123" })).toMatchObject(
      { ok: false, error: { code: "validation" } },
    );
    expect(await changePasswordAction({ currentPassword: DEFAULT_PASSWORD, newPassword: "abc" })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    await signInAs(null);
    expect(await changePasswordAction({ currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD })).toMatchObject({
      ok: false,
      error: { code: "unauthorized" },
    });
    const banned = await signInAsBanned(await createUser());
    const bannedBefore = await passwordHashOf(banned.id);
    expect(await changePasswordAction({ currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD })).toMatchObject({
      ok: false,
      error: { code: "unauthorized" },
    });
    expect(await passwordHashOf(user.id)).toBe(before);
    expect(await passwordHashOf(banned.id)).toBe(bannedBefore);
  });
});
