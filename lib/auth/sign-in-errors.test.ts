/** @no-database */
import { AppError } from "@/lib/errors";
import { signInErrorCode } from "./options";
import { signInErrorMessage } from "./sign-in-errors";

// The round trip a refused login makes: authorize() throws, next-auth passes the code to the browser,
// the form turns it into the message the user reads.
function messageFor(error: unknown) {
  return signInErrorMessage(signInErrorCode(error));
}

describe("sign-in refusals as the login form shows them", () => {
  it("tells a banned user why, with the ban reason", () => {
    expect(messageFor(new AppError("banned", "errors.banned", { reason: "Banned by admin" }))).toEqual({
      key: "auth.banned",
      values: { reason: "Banned by admin" },
    });
  });

  it("keeps a reason that itself contains a colon", () => {
    expect(messageFor(new AppError("banned", "errors.banned", { reason: "Spam: 30 posts" })).values).toEqual({ reason: "Spam: 30 posts" });
  });

  it("tells a rate-limited caller to wait", () => {
    expect(messageFor(new AppError("rate_limited", "auth.errors.tooManyAttempts")).key).toBe("auth.errors.tooManyAttempts");
  });

  it("answers wrong credentials without saying which part was wrong", () => {
    expect(messageFor(new AppError("unauthorized", "auth.errors.invalidCredentials")).key).toBe("auth.errors.invalidCredentials");
    expect(messageFor(new AppError("validation", "auth.errors.invalidCredentials")).key).toBe("auth.errors.invalidCredentials");
  });

  it("shows the generic message for unexpected failures and a network message offline", () => {
    expect(messageFor(new Error("database down")).key).toBe("errors.generic");
    expect(signInErrorMessage("network").key).toBe("errors.network");
  });
});
