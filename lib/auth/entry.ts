// Where the sign-in page sends a visitor who is already signed in (docs/product-spec.md §2): the page itself and
// GET /api/auth-entry, the cheap answer the proxy gives a visitor with a session cookie
// (docs/decisions/063-sign-in-page-for-signed-in-visitors.md), decide it here.
import * as z from "zod/mini";
import { parseInput } from "@/lib/errors";
import { locales, routing, type Locale } from "@/lib/i18n/routing";
import { safeReturnPath } from "@/lib/navigation/return-path";
import { SIGNED_IN_HOME } from "@/lib/navigation/tabs";

/** The page a signed-in user goes on to: their return path, or first the username they still lack. */
export function signedInTarget(user: { username: string | null }, next: string | null): string {
  if (user.username) return next ?? SIGNED_IN_HOME;
  return next ? `/auth/username?next=${encodeURIComponent(next)}` : "/auth/username";
}

// Like the page, an unknown mode or an unsafe return path is ignored, not refused; a language that is not
// one of ours can only come from a hand-made request, and is bad input.
const authEntryQuery = z.object({
  locale: z.optional(z.enum(locales, "errors.validation")),
  mode: z.optional(z.string()),
  next: z.optional(z.string()),
});

export type AuthEntry = { locale: Locale; signup: boolean; next: string | null };

/** What the route was asked: the page's query and the proxy's language. Bad input throws the validation AppError. */
export function parseAuthEntry(input: Record<string, string | undefined>): AuthEntry {
  const query = parseInput(authEntryQuery, input);
  return {
    locale: query.locale ?? routing.defaultLocale,
    signup: query.mode === "signup",
    next: safeReturnPath(query.next),
  };
}

/** The sign-in page's path and query (without the language prefix) for an entry. */
export function signInPageHref({ signup, next }: AuthEntry): string {
  const query = new URLSearchParams();
  if (signup) query.set("mode", "signup");
  if (next) query.set("next", next);
  const search = query.toString();
  return search ? `/auth?${search}` : "/auth";
}

// next-auth's session cookie, whole or in numbered chunks, plain or __Secure- (lib/auth/session-claims.ts).
const SESSION_COOKIE_NAME = /^(?:__Secure-)?next-auth\.session-token(?:\.\d+)?$/;

/**
 * Set-Cookie values that expire every session cookie a request carries: a cookie whose session is over
 * (signed out on another device, a ban, a password reset) would otherwise send its visitor back here on
 * every visit to the sign-in page.
 */
export function expiredSessionCookies(cookieHeader: string | null): string[] {
  const names = (cookieHeader ?? "")
    .split(";")
    .map((pair) => pair.split("=", 1)[0]!.trim())
    .filter((name) => SESSION_COOKIE_NAME.test(name));
  return [...new Set(names)].map(
    (name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`,
  );
}
