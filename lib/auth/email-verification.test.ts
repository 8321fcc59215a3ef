import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { readOutbox } from "@/lib/mail/mailer";
import { createUser } from "@/tests/factories";
import { tokenFromMail } from "@/tests/mail";
import { signInAs, signInAsBanned } from "@/tests/session";
import { resendVerificationAction, verifyEmailAction } from "./actions";
import { getEmailVerifiedAt, VERIFICATION_RESENDS_PER_HOUR } from "./email-verification";

const unauthorized = { ok: false, error: { code: "unauthorized", message: "errors.unauthorized" } };

describe("resendVerificationAction", () => {
  it("mails an unverified user a link that verifies the address", async () => {
    const user = await createUser({ locale: "pt" });
    await signInAs(user);
    expect(await getEmailVerifiedAt(user.id)).toBeNull();

    expect(await resendVerificationAction()).toEqual({ ok: true, data: { alreadyVerified: false } });
    const [mail] = await readOutbox(user.email);
    expect(mail?.subject).toBe("Confirme seu e-mail no Patitas");
    const { token } = await tokenFromMail(user.email, "/auth/verify");
    expect(await verifyEmailAction(token)).toEqual({ ok: true, data: { verified: true } });
    expect(await getEmailVerifiedAt(user.id)).toBeInstanceOf(Date);
  });

  it("also serves an account that has not picked a username yet", async () => {
    const user = await createUser({ username: null });
    await signInAs(user);
    expect(await resendVerificationAction()).toEqual({ ok: true, data: { alreadyVerified: false } });
    expect(await readOutbox(user.email)).toHaveLength(1);
  });

  it("sends nothing to an address already verified", async () => {
    const user = await createUser();
    const db = await getDb();
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    await signInAs(user);
    expect(await resendVerificationAction()).toEqual({ ok: true, data: { alreadyVerified: true } });
    expect(await readOutbox(user.email)).toHaveLength(0);
  });

  it(`allows ${VERIFICATION_RESENDS_PER_HOUR} resends an hour per user, then refuses without mailing`, async () => {
    const user = await createUser();
    await signInAs(user);
    for (let i = 0; i < VERIFICATION_RESENDS_PER_HOUR; i += 1) {
      expect(await resendVerificationAction()).toMatchObject({ ok: true });
    }
    expect(await resendVerificationAction()).toEqual({
      ok: false,
      error: { code: "rate_limited", message: "emailVerification.tooManyResends" },
    });
    expect(await readOutbox(user.email)).toHaveLength(VERIFICATION_RESENDS_PER_HOUR);

    // The limit is the user's own: someone else still gets their mail.
    const other = await createUser();
    await signInAs(other);
    expect(await resendVerificationAction()).toMatchObject({ ok: true });
  });

  it("refuses anonymous visitors and banned users, and mails nobody", async () => {
    await signInAs(null);
    expect(await resendVerificationAction()).toEqual(unauthorized);
    const banned = await signInAsBanned(await createUser());
    // The ban itself told them by e-mail; the refused resend adds nothing.
    const before = (await readOutbox(banned.email)).length;
    expect(await resendVerificationAction()).toEqual(unauthorized);
    expect(await readOutbox(banned.email)).toHaveLength(before);
  });
});
