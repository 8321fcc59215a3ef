/** @no-database */
import { AppError } from "@/lib/errors";
import { translatorFor } from "@/lib/i18n/translator";
import { signInErrorCode } from "./options";
import { signInErrorMessage } from "./sign-in-errors";

// The round trip a refused login makes: authorize() throws, next-auth passes the code to the browser,
// the form turns it into the message the user reads.
const es = translatorFor("es");
const en = translatorFor("en");

function messageFor(error: unknown, t = es) {
  return signInErrorMessage(signInErrorCode(error), t);
}

describe("sign-in refusals as the login form shows them", () => {
  it("tells a banned user why in their language, with the staff's note as written", () => {
    const ban = new AppError("banned", "errors.banned", { reason: "harassment", note: "Insultos a @ana" });
    expect(messageFor(ban)).toEqual({
      key: "auth.banned",
      values: { reason: "Acoso o insultos. Nota del equipo: Insultos a @ana" },
    });
    expect(messageFor(ban, en).values).toEqual({
      reason: "Harassment or insults. Note from the team: Insultos a @ana",
    });
    expect(es("auth.banned", messageFor(ban).values as { reason: string })).toBe(
      "Tu cuenta está suspendida de forma permanente. Motivo: Acoso o insultos. Nota del equipo: Insultos a @ana",
    );
  });

  it("names a suspension's end and keeps a note that itself contains colons", () => {
    const until = new Date("2026-12-03T10:30:00Z");
    const ban = new AppError("banned", "errors.banned", {
      reason: "spam",
      note: "Spam: 30 posts",
      until: until.toISOString(),
    });
    expect(messageFor(ban)).toEqual({
      key: "auth.bannedUntil",
      values: { until, reason: "Spam o publicidad. Nota del equipo: Spam: 30 posts" },
    });
  });

  it("reads a ban from before reason codes without the old English default", () => {
    expect(messageFor(new AppError("banned", "errors.banned", { reason: "", note: "Banned by admin" })).values).toEqual(
      { reason: "Incumplir las normas de la comunidad" },
    );
    expect(messageFor(new AppError("banned", "errors.banned", { reason: "nonsense", note: "" })).values).toEqual({
      reason: "Incumplir las normas de la comunidad",
    });
  });

  it("tells a rate-limited caller to wait", () => {
    expect(messageFor(new AppError("rate_limited", "auth.errors.tooManyAttempts")).key).toBe(
      "auth.errors.tooManyAttempts",
    );
  });

  it("answers wrong credentials without saying which part was wrong", () => {
    expect(messageFor(new AppError("unauthorized", "auth.errors.invalidCredentials")).key).toBe(
      "auth.errors.invalidCredentials",
    );
    expect(messageFor(new AppError("validation", "auth.errors.invalidCredentials")).key).toBe(
      "auth.errors.invalidCredentials",
    );
  });

  it("shows the generic message for unexpected failures and a network message offline", () => {
    expect(messageFor(new Error("database down")).key).toBe("errors.generic");
    expect(signInErrorMessage("network", es).key).toBe("errors.network");
  });
});
