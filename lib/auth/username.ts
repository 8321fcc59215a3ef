// Kept free of zod so the username step's browser code stays small; usernameSchema uses it on the server.

/** docs/product-spec.md §5: lowercased, only a-z 0-9 _ kept. */
export function normalizeUsername(raw: string): string {
  return raw.toLowerCase().replace(/[^a-z0-9_]/g, "");
}
