// Where /auth sends someone back after signing in (`?next=`). Client-safe and pure. Only a path of this
// site is accepted: "//evil.example", "/\evil.example", "https://…", "javascript:…" and anything that
// would resolve to another origin read as no return path, so the sign-in page cannot be used to send
// people elsewhere (an open redirect).
import { locales } from "@/lib/i18n/routing";

const BASE = "http://patitas.invalid";
const MAX_LENGTH = 512;

/**
 * The same-site relative path to return to, without a language prefix (the router adds the reader's), or
 * null. Auth pages themselves are refused: returning to the sign-in page would loop.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\") || /[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const segments = url.pathname.split("/");
  const path = (locales as readonly string[]).includes(segments[1] ?? "") ? `/${segments.slice(2).join("/")}` : url.pathname;
  if (path === "/auth" || path.startsWith("/auth/") || path.startsWith("/api/")) return null;
  return `${path}${url.search}${url.hash}`;
}

/** The sign-in page's address that comes back to `path` afterwards. */
export function signInHref(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`;
}
