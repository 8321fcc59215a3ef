/** Turns the code a refused sign-in returns (see signInErrorCode) into a message key and values. */
export function signInErrorMessage(code: string): { key: string; values?: Record<string, string | Date> } {
  const timed = /^banned-until:(\d+):(.*)$/s.exec(code);
  if (timed) return { key: "auth.bannedUntil", values: { until: new Date(Number(timed[1])), reason: timed[2]! } };
  if (code.startsWith("banned:")) return { key: "auth.banned", values: { reason: code.slice("banned:".length) } };
  if (code === "rate_limited") return { key: "auth.errors.tooManyAttempts" };
  if (code === "network") return { key: "errors.network" };
  if (code === "invalid_credentials" || code === "CredentialsSignin") return { key: "auth.errors.invalidCredentials" };
  return { key: "errors.generic" };
}
