import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { readOutbox } from "@/lib/mail/mailer";
import { createUser, DEFAULT_PASSWORD, uniqueEmail, uniqueIp, uniqueUsername } from "@/tests/factories";
import { tokenFromMail } from "@/tests/mail";
import { setClaims, setClientIp, setLocale, signInAs, signInAsBanned } from "@/tests/session";
import { authenticate } from "./accounts";
import {
  checkUsernameAction,
  claimUsernameAction,
  logoutEverywhereAction,
  requestPasswordResetAction,
  resetPasswordAction,
  signUpAction,
  verifyEmailAction,
} from "./actions";
import { getCurrentUser } from "./session";

const unauthorized = { ok: false, error: { code: "unauthorized", message: "errors.unauthorized" } };

async function userRow(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      username: users.username,
      sessionVersion: users.sessionVersion,
      locale: users.locale,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, id));
  return row!;
}

/** A user whose browser still holds the cookie from before a moderator banned them. */
async function bannedWithStaleSession(options: { username?: string | null } = {}) {
  return signInAsBanned(await createUser(options));
}

describe("signUpAction", () => {
  it("lets an anonymous visitor sign up, in the request's locale", async () => {
    setLocale("pt");
    const email = uniqueEmail();
    const result = await signUpAction({ fullName: "Ana", email, password: "Bigotes-2024" });
    expect(result).toEqual({ ok: true, data: { id: expect.any(String) } });
    if (!result.ok) return;
    expect(await userRow(result.data.id)).toMatchObject({ email, locale: "pt", username: null });
  });

  it("answers bad input with the field's message key and creates nothing", async () => {
    const email = uniqueEmail();
    const result = await signUpAction({ fullName: "", email, password: "123" });
    expect(result).toEqual({
      ok: false,
      error: {
        code: "validation",
        message: "errors.validation",
        fields: { fullName: "auth.errors.fullNameRequired", password: "auth.errors.passwordTooShort" },
      },
    });
    expect(await readOutbox(email)).toHaveLength(0);
  });

  it("counts sign-ups per client IP", async () => {
    const ip = setClientIp();
    for (let i = 0; i < 5; i += 1) {
      expect(await signUpAction({ fullName: "Ana", email: uniqueEmail(), password: "Bigotes-2024" })).toMatchObject({
        ok: true,
      });
    }
    expect(await signUpAction({ fullName: "Ana", email: uniqueEmail(), password: "Bigotes-2024" })).toEqual({
      ok: false,
      error: { code: "rate_limited", message: "auth.errors.tooManySignups" },
    });
    setClientIp(`${ip}:1`);
    expect(await signUpAction({ fullName: "Ana", email: uniqueEmail(), password: "Bigotes-2024" })).toMatchObject({
      ok: true,
    });
  });
});

describe("checkUsernameAction", () => {
  it("answers a signed-in account", async () => {
    const taken = await createUser();
    await signInAs(await createUser({ username: null }));
    expect(await checkUsernameAction(uniqueUsername())).toEqual({ ok: true, data: { available: true } });
    expect(await checkUsernameAction(taken.username)).toEqual({ ok: true, data: { available: false } });
    expect(await checkUsernameAction("a!")).toEqual({ ok: true, data: { available: false } });
    expect(await checkUsernameAction(42)).toMatchObject({ ok: false, error: { code: "validation" } });
  });

  it("refuses anonymous visitors and banned users", async () => {
    expect(await checkUsernameAction(uniqueUsername())).toEqual(unauthorized);
    await bannedWithStaleSession({ username: null });
    expect(await checkUsernameAction(uniqueUsername())).toEqual(unauthorized);
  });
});

describe("claimUsernameAction", () => {
  it("sets the signed-in account's username", async () => {
    const user = await createUser({ username: null });
    await signInAs(user);
    const name = uniqueUsername();
    expect(await claimUsernameAction(name.toUpperCase())).toEqual({ ok: true, data: { username: name } });
    expect((await userRow(user.id)).username).toBe(name);
  });

  it("refuses an anonymous visitor", async () => {
    expect(await claimUsernameAction(uniqueUsername())).toEqual(unauthorized);
  });

  it("refuses a banned user and leaves them without a username", async () => {
    const user = await bannedWithStaleSession({ username: null });
    expect(await claimUsernameAction(uniqueUsername())).toEqual(unauthorized);
    expect((await userRow(user.id)).username).toBeNull();
  });

  it("answers bad input with a validation error", async () => {
    const user = await createUser({ username: null });
    await signInAs(user);
    expect(await claimUsernameAction({ username: "luna" })).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(await claimUsernameAction("a!")).toEqual({
      ok: false,
      error: { code: "validation", message: "errors.validation", fields: { _: "auth.username.tooShort" } },
    });
    expect((await userRow(user.id)).username).toBeNull();
  });
});

describe("logoutEverywhereAction", () => {
  it("ends every session of the signed-in user", async () => {
    const user = await createUser();
    const cookie = await signInAs(user);
    expect(await logoutEverywhereAction()).toEqual({ ok: true, data: undefined });
    setClaims(cookie);
    expect(await getCurrentUser()).toBeNull();
    expect(await logoutEverywhereAction()).toEqual(unauthorized);
  });

  it("refuses anonymous visitors and banned users, and changes nothing", async () => {
    expect(await logoutEverywhereAction()).toEqual(unauthorized);
    const user = await bannedWithStaleSession();
    const before = (await userRow(user.id)).sessionVersion;
    expect(await logoutEverywhereAction()).toEqual(unauthorized);
    expect((await userRow(user.id)).sessionVersion).toBe(before);
  });
});

describe("requestPasswordResetAction", () => {
  it("lets anyone ask, and answers alike whether or not the account exists", async () => {
    const user = await createUser();
    expect(await requestPasswordResetAction(user.email)).toEqual({ ok: true, data: undefined });
    expect(await readOutbox(user.email)).toHaveLength(1);

    const unknown = uniqueEmail();
    expect(await requestPasswordResetAction(unknown)).toEqual({ ok: true, data: undefined });
    expect(await readOutbox(unknown)).toHaveLength(0);
  });

  it("sends nothing to a banned account", async () => {
    const user = await bannedWithStaleSession();
    // The ban itself told them by e-mail; the reset request adds nothing.
    const before = (await readOutbox(user.email)).length;
    expect(await requestPasswordResetAction(user.email)).toEqual({ ok: true, data: undefined });
    expect(await readOutbox(user.email)).toHaveLength(before);
  });

  it("sends at most 5 per hour from one IP", async () => {
    const ip = setClientIp();
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser()));
    for (const user of users.slice(0, 5))
      expect(await requestPasswordResetAction(user.email)).toEqual({ ok: true, data: undefined });
    expect(await requestPasswordResetAction(users[5]!.email)).toEqual({
      ok: false,
      error: { code: "rate_limited", message: "auth.errors.tooManyResets" },
    });
    expect(await readOutbox(users[5]!.email)).toHaveLength(0);
    setClientIp(`${ip}:1`);
    expect(await requestPasswordResetAction(users[5]!.email)).toEqual({ ok: true, data: undefined });
    expect(await readOutbox(users[5]!.email)).toHaveLength(1);
  });

  it("mails one address at most 3 times an hour, whatever the IP, and answers as if it had sent", async () => {
    const user = await createUser();
    for (let i = 0; i < 6; i += 1) {
      setClientIp();
      expect(await requestPasswordResetAction(user.email)).toEqual({ ok: true, data: undefined });
    }
    expect(await readOutbox(user.email)).toHaveLength(3);
  });

  it("answers a malformed address with a validation error", async () => {
    expect(await requestPasswordResetAction("ana@")).toEqual({
      ok: false,
      error: { code: "validation", message: "errors.validation", fields: { _: "auth.errors.emailInvalid" } },
    });
  });
});

describe("resetPasswordAction", () => {
  it("sets the new password with a mailed token", async () => {
    const user = await createUser();
    await requestPasswordResetAction(user.email);
    const { token } = await tokenFromMail(user.email, "/auth/reset");
    expect(await resetPasswordAction({ token, password: "Nuevo-Collar-Rojo-7" })).toEqual({
      ok: true,
      data: undefined,
    });
    await expect(
      authenticate({ email: user.email, password: "Nuevo-Collar-Rojo-7" }, uniqueIp()),
    ).resolves.toHaveProperty("id", user.id);
  });

  it("refuses a malformed or unknown token and keeps the password", async () => {
    const user = await createUser();
    expect(await resetPasswordAction({ token: "short", password: "Nuevo-Collar-Rojo-7" })).toEqual({
      ok: false,
      error: { code: "validation", message: "errors.validation", fields: { token: "auth.reset.invalidToken" } },
    });
    expect(await resetPasswordAction({ token: "z".repeat(43), password: "Nuevo-Collar-Rojo-7" })).toEqual({
      ok: false,
      error: { code: "validation", message: "auth.reset.invalidToken", fields: { token: "auth.reset.invalidToken" } },
    });
    await expect(authenticate({ email: user.email, password: DEFAULT_PASSWORD }, uniqueIp())).resolves.toHaveProperty(
      "id",
      user.id,
    );
  });
});

describe("verifyEmailAction", () => {
  it("verifies with the mailed token, for anyone holding the link, once", async () => {
    const email = uniqueEmail();
    await signUpAction({ fullName: "Ana", email, password: "Bigotes-2024" });
    const { token } = await tokenFromMail(email, "/auth/verify");
    expect(await verifyEmailAction(token)).toEqual({ ok: true, data: { verified: true } });
    expect(await verifyEmailAction(token)).toEqual({ ok: true, data: { verified: false } });
  });

  it("answers a malformed token as a mistake and an unknown one with verified: false", async () => {
    expect(await verifyEmailAction("nope")).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(await verifyEmailAction({ token: "x".repeat(43) })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await verifyEmailAction("x".repeat(43))).toEqual({ ok: true, data: { verified: false } });
  });
});
