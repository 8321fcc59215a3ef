// Where /auth sends someone back after signing in (`?next=`), and where next-auth may send a browser
// (its redirect callback, lib/auth/options.ts). Client-safe and pure. Only a path of this site is
// accepted: "//evil.example", "/\evil.example", "https://…", "javascript:…" and anything that would
// resolve to another origin read as no return path, so the sign-in page cannot be used to send people
// elsewhere (an open redirect). Every place that takes a return path goes through safeReturnPath.
import { locales } from "@/lib/i18n/routing";

const BASE = "http://patitas.invalid";
const MAX_LENGTH = 512;
// How many times a path is percent-decoded when checked: a proxy, a framework or a browser may decode
// once more than we did, and "%252F" is "/" two decodings away.
const DECODINGS = 3;

/**
 * Whether a path, as sent in a Location header, stays on this site however often it is decoded: it must
 * begin with one "/" and never become "//" (another host) or hold "\" (browsers read it as "/") or a
 * control character (stripped by the URL parser, which may join what it separated).
 */
function staysOnSite(path: string): boolean {
  let text = path;
  for (let round = 0; round <= DECODINGS; round += 1) {
    if (!text.startsWith("/") || /^\/[/\\]/.test(text) || text.includes("\\") || /[\u0000-\u001f\u007f]/.test(text))
      return false;
    try {
      const decoded = decodeURIComponent(text);
      if (decoded === text) return true;
      text = decoded;
    } catch {
      return true; // Not decodable any further: what is left was checked as it is.
    }
  }
  return true;
}

/**
 * The same-site relative path to return to, without a language prefix (the router adds the reader's), or
 * null. Auth pages themselves are refused: returning to the sign-in page would loop. The check is made on
 * the path returned, after dot segments are resolved and the language is removed, since "/es//evil" and
 * "/x/..//evil" only become "//evil" then.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_LENGTH || !staysOnSite(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const segments = url.pathname.split("/");
  const path = (locales as readonly string[]).includes(segments[1] ?? "")
    ? `/${segments.slice(2).join("/")}`
    : url.pathname;
  if (path === "/auth" || path.startsWith("/auth/") || path.startsWith("/api/")) return null;
  const target = `${path}${url.search}${url.hash}`;
  return staysOnSite(path) && new URL(target, BASE).origin === BASE ? target : null;
}

/**
 * next-auth's redirect callback: where it may send the browser after signing in or out. `url` is a path
 * or an address of this site (`baseUrl`); whatever safeReturnPath does not accept goes to the home page.
 */
export function safeRedirectUrl(url: string, baseUrl: string): string {
  let candidate: string = url;
  try {
    const absolute = new URL(url);
    if (absolute.origin !== new URL(baseUrl).origin) return baseUrl;
    candidate = `${absolute.pathname}${absolute.search}${absolute.hash}`;
  } catch {
    // Not an absolute address: a path, checked as one.
  }
  const path = safeReturnPath(candidate);
  return path ? `${baseUrl.replace(/\/+$/, "")}${path}` : baseUrl;
}

/** The sign-in page's address that comes back to `path` afterwards. */
export function signInHref(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`;
}
