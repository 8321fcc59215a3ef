import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { readOutbox } from "@/lib/mail/mailer";
import { createUser, uniqueEmail, uniqueIp, uniqueUsername, DEFAULT_PASSWORD } from "@/tests/factories";
import { tokenFromMail } from "@/tests/mail";
import { claimUsername, registerUser } from "@/tests/auth-inputs";
import { authenticate, isUsernameAvailable } from "./accounts";
import { verifyPassword } from "./password";

const signUp = (email: string, password = "Bigotes-2024") => ({ fullName: "Ana García", email, password });

async function userByEmail(email: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      locale: users.locale,
      username: users.username,
    })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

describe("registerUser", () => {
  it("creates the user with an argon2id hash, never the plain password", async () => {
    const email = uniqueEmail();
    const { id } = await registerUser(signUp(email, "Bigotes-2024"), { ip: uniqueIp(), locale: "en" });

    const row = await userByEmail(email);
    expect(row).toMatchObject({ id, email, locale: "en", username: null });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain("Bigotes-2024");
    expect(await verifyPassword(row!.passwordHash, "Bigotes-2024")).toBe(true);
  });

  it("stores the e-mail lowercased", async () => {
    const email = uniqueEmail();
    await registerUser(signUp(email.toUpperCase()), { ip: uniqueIp(), locale: "es" });
    expect(await userByEmail(email)).toBeDefined();
  });

  it("refuses a common password and writes nothing", async () => {
    const email = uniqueEmail();
    await expect(registerUser(signUp(email, "Patitas123"), { ip: uniqueIp(), locale: "es" })).rejects.toMatchObject({
      code: "validation",
      messageKey: "auth.errors.passwordCommon",
      fields: { password: "auth.errors.passwordCommon" },
    });
    expect(await userByEmail(email)).toBeUndefined();
    expect(await readOutbox(email)).toHaveLength(0);
  });

  it("refuses an e-mail that already has an account, whatever its case", async () => {
    const email = uniqueEmail();
    await registerUser(signUp(email), { ip: uniqueIp(), locale: "es" });
    await expect(registerUser(signUp(email.toUpperCase()), { ip: uniqueIp(), locale: "es" })).rejects.toMatchObject({
      code: "conflict",
      messageKey: "auth.errors.emailTaken",
      fields: { email: "auth.errors.emailTaken" },
    });
  });

  it("sends a verification mail in the user's language", async () => {
    const email = uniqueEmail();
    await registerUser(signUp(email), { ip: uniqueIp(), locale: "en" });

    const mails = await readOutbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Confirm your e-mail on Patitas");
    const { link } = await tokenFromMail(email, "/auth/verify");
    expect(link.startsWith("http://localhost:3000/en/auth/verify?token=")).toBe(true);
  });

  it("allows 5 sign-ups per hour from one IP and refuses the 6th", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) await registerUser(signUp(uniqueEmail()), { ip, locale: "es" });

    const sixth = uniqueEmail();
    await expect(registerUser(signUp(sixth), { ip, locale: "es" })).rejects.toMatchObject({
      code: "rate_limited",
      messageKey: "auth.errors.tooManySignups",
    });
    expect(await userByEmail(sixth)).toBeUndefined();
    // Another connection is not affected.
    await expect(registerUser(signUp(sixth), { ip: uniqueIp(), locale: "es" })).resolves.toHaveProperty("id");
  });
});

describe("authenticate", () => {
  it("accepts the right password, whatever the e-mail's case", async () => {
    const user = await createUser();
    await expect(
      authenticate({ email: user.email.toUpperCase(), password: DEFAULT_PASSWORD }, uniqueIp()),
    ).resolves.toEqual({
      id: user.id,
      sessionVersion: 1,
    });
  });

  it("refuses a wrong password and an unknown e-mail the same way", async () => {
    const user = await createUser();
    const refused = { code: "unauthorized", messageKey: "auth.errors.invalidCredentials" };
    await expect(authenticate({ email: user.email, password: "not-the-password" }, uniqueIp())).rejects.toMatchObject(
      refused,
    );
    await expect(authenticate({ email: uniqueEmail(), password: DEFAULT_PASSWORD }, uniqueIp())).rejects.toMatchObject(
      refused,
    );
  });

  it("refuses malformed input", async () => {
    await expect(authenticate({ email: "not-an-email", password: "x" }, uniqueIp())).rejects.toMatchObject({
      code: "validation",
      messageKey: "auth.errors.invalidCredentials",
    });
    await expect(authenticate(null, uniqueIp())).rejects.toMatchObject({ code: "validation" });
  });

  it("after 10 failures for one e-mail refuses even the right password", async () => {
    const user = await createUser();
    // Each failure from its own IP, so only the per-e-mail counter can be what stops the 11th try.
    for (let i = 0; i < 9; i += 1) {
      await expect(authenticate({ email: user.email, password: `wrong-${i}` }, uniqueIp())).rejects.toMatchObject({
        code: "unauthorized",
      });
    }
    // Nine failures are still under the limit.
    await expect(authenticate({ email: user.email, password: DEFAULT_PASSWORD }, uniqueIp())).resolves.toHaveProperty(
      "id",
      user.id,
    );

    await expect(authenticate({ email: user.email, password: "wrong-10" }, uniqueIp())).rejects.toMatchObject({
      code: "unauthorized",
    });
    await expect(authenticate({ email: user.email, password: DEFAULT_PASSWORD }, uniqueIp())).rejects.toMatchObject({
      code: "rate_limited",
      messageKey: "auth.errors.tooManyAttempts",
    });
  });

  it("after 10 failures from one IP refuses that IP for every e-mail", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i += 1) {
      await expect(authenticate({ email: uniqueEmail(), password: DEFAULT_PASSWORD }, ip)).rejects.toMatchObject({
        code: "unauthorized",
      });
    }
    const user = await createUser();
    await expect(authenticate({ email: user.email, password: DEFAULT_PASSWORD }, ip)).rejects.toMatchObject({
      code: "rate_limited",
      messageKey: "auth.errors.tooManyAttempts",
    });
    // The account itself is fine from anywhere else.
    await expect(authenticate({ email: user.email, password: DEFAULT_PASSWORD }, uniqueIp())).resolves.toHaveProperty(
      "id",
      user.id,
    );
  });

  it("checks at most 10 of 40 wrong passwords sent at once; the rest are refused before argon2", async () => {
    const user = await createUser();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        authenticate({ email: user.email, password: `wrong-${i}` }, uniqueIp()).catch(
          (error: { code: string }) => error.code,
        ),
      ),
    );
    // "unauthorized" is a password argon2 checked and found wrong; "rate_limited" never reached argon2.
    expect(answers.filter((code) => code === "unauthorized").length).toBeLessThanOrEqual(10);
    expect(answers.filter((code) => code !== "unauthorized" && code !== "rate_limited")).toEqual([]);
  });

  it("gives a right password's reserved try back: only the wrong ones count", async () => {
    const user = await createUser();
    for (let i = 0; i < 3; i += 1) {
      await expect(authenticate({ email: user.email, password: `wrong-${i}` }, uniqueIp())).rejects.toMatchObject({
        code: "unauthorized",
      });
    }
    await expect(authenticate({ email: user.email, password: DEFAULT_PASSWORD }, uniqueIp())).resolves.toHaveProperty(
      "id",
      user.id,
    );
    // Three wrong ones so far: seven more are still checked, the eleventh try is refused unchecked.
    for (let i = 3; i < 10; i += 1) {
      await expect(authenticate({ email: user.email, password: `wrong-${i}` }, uniqueIp())).rejects.toMatchObject({
        code: "unauthorized",
      });
    }
    await expect(authenticate({ email: user.email, password: "wrong-10" }, uniqueIp())).rejects.toMatchObject({
      code: "rate_limited",
    });
  });

  it("refuses a banned user with the ban's reason code and the staff's note", async () => {
    const user = await createUser({ banned: "Venta de animales" });
    // A ban from before reason codes has a note and no code: the form reads it as "other" (ban-reasons.ts).
    await expect(authenticate({ email: user.email, password: DEFAULT_PASSWORD }, uniqueIp())).rejects.toMatchObject({
      code: "banned",
      messageKey: "errors.banned",
      fields: { reason: "", note: "Venta de animales" },
    });
  });

  it("does not tell a wrong password of a banned account that it is banned", async () => {
    const user = await createUser({ banned: true });
    await expect(authenticate({ email: user.email, password: "wrong-password" }, uniqueIp())).rejects.toMatchObject({
      code: "unauthorized",
      messageKey: "auth.errors.invalidCredentials",
    });
  });
});

describe("usernames", () => {
  async function usernameOf(userId: string) {
    const db = await getDb();
    const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
    return row?.username;
  }

  it("can be claimed once, normalized", async () => {
    const user = await createUser({ username: null });
    const name = uniqueUsername();
    await expect(claimUsername(user.id, `${name.toUpperCase()}!`)).resolves.toBe(name);
    expect(await usernameOf(user.id)).toBe(name);

    await expect(claimUsername(user.id, uniqueUsername())).rejects.toMatchObject({
      code: "conflict",
      messageKey: "auth.username.alreadySet",
    });
    expect(await usernameOf(user.id)).toBe(name);
  });

  it("refuses an invalid name and keeps none", async () => {
    const user = await createUser({ username: null });
    await expect(claimUsername(user.id, "a!")).rejects.toMatchObject({
      code: "validation",
      fields: { _: "auth.username.tooShort" },
    });
    expect(await usernameOf(user.id)).toBeNull();
  });

  it("reports availability after normalization", async () => {
    const name = uniqueUsername();
    expect(await isUsernameAvailable(name)).toBe(true);
    await createUser({ username: name });
    expect(await isUsernameAvailable(name)).toBe(false);
    expect(await isUsernameAvailable(` ${name.toUpperCase()}.`)).toBe(false);
    // Too short to ever be claimed.
    expect(await isUsernameAvailable("ab")).toBe(false);
  });

  it("collides with a taken name that differs only by case or dropped characters", async () => {
    const name = uniqueUsername();
    await createUser({ username: name });
    const late = await createUser({ username: null });
    await expect(claimUsername(late.id, `-${name.toUpperCase()}-`)).rejects.toMatchObject({
      code: "conflict",
      messageKey: "auth.username.unavailable",
      fields: { username: "auth.username.unavailable" },
    });
    expect(await usernameOf(late.id)).toBeNull();
  });

  it("goes to exactly one of two users claiming it at the same time", async () => {
    const name = uniqueUsername();
    const [first, second] = await Promise.all([createUser({ username: null }), createUser({ username: null })]);

    const results = await Promise.allSettled([claimUsername(first.id, name), claimUsername(second.id, name)]);

    const won = results.filter((result) => result.status === "fulfilled");
    const lost = results.filter((result) => result.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({
      code: "conflict",
      messageKey: "auth.username.unavailable",
    });
    const owners = [await usernameOf(first.id), await usernameOf(second.id)];
    expect(owners.filter((owner) => owner === name)).toHaveLength(1);
    expect(owners).toContain(null);
  });
});
