/** A `[username]` route segment as stored (lowercase), or null when it cannot be a username at all. */
export function readUsernameParam(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const username = decoded.replace(/^@/, "").toLowerCase();
  return /^[a-z0-9_]{3,20}$/.test(username) ? username : null;
}
