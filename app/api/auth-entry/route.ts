import { expiredSessionCookies, parseAuthEntry, signedInTarget, signInPageHref } from "@/lib/auth/entry";
import { AUTH_ENTRY_LOCALE_HEADER } from "@/lib/auth/entry-header";
import { sessionBanNotice } from "@/lib/auth/ban-notice";
import { getCurrentUser } from "@/lib/auth/session";
import { withRouteErrors } from "@/lib/http/route-errors";
import { getPathname } from "@/lib/i18n/navigation";

export const dynamic = "force-dynamic";

function redirectTo(path: string, cookies: string[] = []): Response {
  const headers = new Headers({ location: path, "cache-control": "private, no-store" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 307, headers });
}

/**
 * GET /api/auth-entry?mode=&next=, the language in AUTH_ENTRY_LOCALE_HEADER → where the sign-in page
 * sends a visitor with a session cookie (decision 063; the proxy answers /auth with it). Signed in: on to the marketplace, the return path or
 * the username step, as the page would. A cookie whose session is over is expired, and the visitor goes
 * back to the sign-in page as the guest they are, unless a ban ended it: then the cookie stays, and the
 * member reads why on /auth/banned (issue 48 item 4). A redirect either way, never a page render.
 */
export const GET = withRouteErrors("Sign-in entry", async (request: Request): Promise<Response> => {
  const entry = parseAuthEntry({
    ...Object.fromEntries(new URL(request.url).searchParams),
    locale: request.headers.get(AUTH_ENTRY_LOCALE_HEADER) ?? undefined,
  });
  const user = await getCurrentUser();
  if (user) return redirectTo(getPathname({ href: signedInTarget(user, entry.next), locale: entry.locale }));
  if (await sessionBanNotice()) return redirectTo(getPathname({ href: "/auth/banned", locale: entry.locale }));
  return redirectTo(
    getPathname({ href: signInPageHref(entry), locale: entry.locale }),
    expiredSessionCookies(request.headers.get("cookie")),
  );
});
