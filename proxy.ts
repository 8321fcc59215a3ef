import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { AUTH_ENTRY_LOCALE_HEADER } from "@/lib/auth/entry-header";
import { SHELL_RENDER_HEADER } from "@/lib/auth/shell-header";
import { routing } from "@/lib/i18n/routing";
import { SIGNED_IN_HOME } from "@/lib/navigation/tabs";

const intl = createMiddleware(routing);

// Paths that need a session (the marketplace catalogue is public: decision 012). This is only an optimistic shortcut (no cookie → straight to /auth):
// every page and action checks the session against the database itself.
const signedInPaths =
  /^\/(home|discover|match|activity|messages|profile|pets|store\/manage|payment|orders|saved|stripe|admin)(\/|$)/;
const sessionCookies = ["next-auth.session-token", "__Secure-next-auth.session-token"];
const localePrefix = new RegExp(`^/(${routing.locales.join("|")})(?=/|$)`);

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const prefix = pathname.match(localePrefix)?.[1];
  const path = prefix ? pathname.slice(prefix.length + 1) || "/" : pathname;
  // A shell render (decision 029): the front door removed the visitor's cookies after seeing a session
  // one, so the page cannot depend on who asked. Forging the header only shows a guest an empty shell.
  const shellRender = request.headers.get(SHELL_RENDER_HEADER) === "1";
  const sessionCookie = sessionCookies.some((name) => request.cookies.has(name));
  const hasSession = shellRender || sessionCookie;
  if (signedInPaths.test(path) && !path.startsWith("/admin/setup") && !hasSession)
    return redirectTo(request, prefix, "/auth");
  // docs/product-spec.md §2: a signed-in visitor of the landing moves on to the marketplace (decision 044). Here rather than
  // in the page, whose render cost ~18 ms of CPU for a redirect (npm run bench); the page still checks the
  // session itself. A cookie whose session has ended reaches the marketplace as a guest, which it is.
  if (path === "/" && sessionCookie && !request.nextUrl.search) return redirectTo(request, prefix, SIGNED_IN_HOME);
  // The sign-in page, asked with a session cookie: a route confirms the session and redirects (decision 063)
  // instead of a page render that only ends in a redirect (~25 ms of CPU). The page still checks itself.
  if (path === "/auth" && sessionCookie) return rewriteToAuthEntry(request, prefix);
  return intl(request);
}

function redirectTo(request: NextRequest, prefix: string | undefined, path: string) {
  const target = request.nextUrl.clone();
  target.pathname = prefix ? `/${prefix}${path}` : path;
  target.search = "";
  return NextResponse.redirect(target);
}

/** GET /api/auth-entry, with the sign-in page's query and its language in a header (lib/auth/entry.ts). */
function rewriteToAuthEntry(request: NextRequest, prefix: string | undefined) {
  const headers = new Headers(request.headers);
  headers.delete(AUTH_ENTRY_LOCALE_HEADER);
  if (prefix) headers.set(AUTH_ENTRY_LOCALE_HEADER, prefix);
  return NextResponse.rewrite(new URL(`/api/auth-entry${request.nextUrl.search}`, request.url), {
    request: { headers },
  });
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: "/((?!api|_next|_vercel|.*\\..*).*)",
};
