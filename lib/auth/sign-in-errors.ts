import { banReasonText } from "./ban-reasons";

type Translate = Parameters<typeof banReasonText>[0];

/**
 * Turns the code a refused sign-in returns (see signInErrorCode) into a message key and values. A ban's
 * reason is a code told in the reader's language (with the staff's note as written): `t` translates it.
 */
export function signInErrorMessage(
  code: string,
  t: Translate,
): { key: string; values?: Record<string, string | Date> } {
  const timed = /^banned-until:(\d+):([a-z_]*):(.*)$/s.exec(code);
  if (timed)
    return {
      key: "auth.bannedUntil",
      values: { until: new Date(Number(timed[1])), reason: banReasonText(t, timed[2], timed[3]) },
    };
  const banned = /^banned:([a-z_]*):(.*)$/s.exec(code);
  if (banned) return { key: "auth.banned", values: { reason: banReasonText(t, banned[1], banned[2]) } };
  if (code === "rate_limited") return { key: "auth.errors.tooManyAttempts" };
  if (code === "network") return { key: "errors.network" };
  if (code === "invalid_credentials" || code === "CredentialsSignin") return { key: "auth.errors.invalidCredentials" };
  return { key: "errors.generic" };
}
