import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { banUser, restoreUser } from "@/lib/admin/users";
import { createUser, DEFAULT_PASSWORD } from "@/tests/factories";
import { tokenFromMail } from "@/tests/mail";
import { setClaims, signInAs } from "@/tests/session";
import { revokeSessions } from "./accounts";
import { requestPasswordReset, resetPassword } from "@/tests/auth-inputs";
import { getCurrentUser, hasRole, requireAccount, requireStaff, requireUser } from "./session";

describe("getCurrentUser", () => {
  it("is null for an anonymous request", async () => {
    await signInAs(null);
    expect(await getCurrentUser()).toBeNull();
  });

  it("returns the signed-in user with their staff role", async () => {
    const user = await createUser({ fullName: "Ana García", role: "moderator" });
    await signInAs(user);
    expect(await getCurrentUser()).toEqual({
      id: user.id,
      email: user.email,
      fullName: "Ana García",
      username: user.username,
      avatarUrl: null,
      role: "moderator",
      emailVerified: false,
      sessionId: expect.any(String),
    });
    await (await getDb()).update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    expect(await getCurrentUser()).toMatchObject({ id: user.id, emailVerified: true });
  });

  it("is null for claims of a user that does not exist", async () => {
    setClaims({ userId: crypto.randomUUID(), sessionVersion: 1, sessionId: crypto.randomUUID() });
    expect(await getCurrentUser()).toBeNull();
  });

  it("ends an open session when the user is banned, and a restore does not revive it", async () => {
    const moderator = await createUser({ role: "moderator" });
    const user = await createUser();
    const cookie = await signInAs(user);
    expect(await getCurrentUser()).toMatchObject({ id: user.id });

    await banUser(moderator.id, user.id);
    setClaims(cookie);
    expect(await getCurrentUser()).toBeNull();

    await restoreUser(moderator.id, user.id);
    setClaims(cookie);
    expect(await getCurrentUser()).toBeNull();
    // A fresh sign-in after the restore works again.
    await signInAs(user);
    expect(await getCurrentUser()).toMatchObject({ id: user.id });
  });

  it("refuses a banned user even with a current session version", async () => {
    const user = await createUser({ banned: true });
    await signInAs(user);
    expect(await getCurrentUser()).toBeNull();
  });

  it("ends every session after logout everywhere", async () => {
    const user = await createUser();
    const cookie = await signInAs(user);
    await revokeSessions(user.id);
    setClaims(cookie);
    expect(await getCurrentUser()).toBeNull();
    await signInAs(user);
    expect(await getCurrentUser()).toMatchObject({ id: user.id });
  });

  it("ends every session after a password reset", async () => {
    const user = await createUser();
    const cookie = await signInAs(user);
    await requestPasswordReset(user.email);
    const { token } = await tokenFromMail(user.email, "/auth/reset");
    await resetPassword({ token, password: `${DEFAULT_PASSWORD}-new` });
    setClaims(cookie);
    expect(await getCurrentUser()).toBeNull();
  });
});

describe("requireAccount and requireUser", () => {
  it("refuse an anonymous request as unauthorized", async () => {
    await signInAs(null);
    await expect(requireAccount()).rejects.toMatchObject({ code: "unauthorized", messageKey: "errors.unauthorized" });
    await expect(requireUser()).rejects.toMatchObject({ code: "unauthorized", messageKey: "errors.unauthorized" });
  });

  it("let a user without username only reach requireAccount", async () => {
    const user = await createUser({ username: null });
    await signInAs(user);
    await expect(requireAccount()).resolves.toMatchObject({ id: user.id, username: null });
    await expect(requireUser()).rejects.toMatchObject({ code: "forbidden", messageKey: "auth.username.required" });
  });

  it("return a complete user", async () => {
    const user = await createUser();
    await signInAs(user);
    await expect(requireUser()).resolves.toMatchObject({ id: user.id, username: user.username });
  });
});

describe("staff roles", () => {
  it("rank admin over moderator over support", () => {
    expect(hasRole({ role: "admin" }, "moderator")).toBe(true);
    expect(hasRole({ role: "moderator" }, "moderator")).toBe(true);
    expect(hasRole({ role: "moderator" }, "admin")).toBe(false);
    expect(hasRole({ role: "support" }, "moderator")).toBe(false);
    expect(hasRole({ role: "support" }, "support")).toBe(true);
    expect(hasRole({ role: null }, "support")).toBe(false);
    expect(hasRole(null, "support")).toBe(false);
  });

  it.each([
    ["no role", undefined, "forbidden"],
    ["support", "support", "forbidden"],
    ["moderator", "moderator", null],
    ["admin", "admin", null],
  ] as const)("requireStaff('moderator') with %s", async (_case, role, refusal) => {
    const user = await createUser({ role });
    await signInAs(user);
    if (refusal)
      await expect(requireStaff("moderator")).rejects.toMatchObject({ code: refusal, messageKey: "errors.forbidden" });
    else await expect(requireStaff("moderator")).resolves.toMatchObject({ id: user.id, role });
  });

  it("requireStaff refuses an anonymous request as unauthorized", async () => {
    await signInAs(null);
    await expect(requireStaff("support")).rejects.toMatchObject({ code: "unauthorized" });
  });
});
