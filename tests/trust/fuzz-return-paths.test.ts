// Issue 43: the return path (`?next=`, next-auth's callbackUrl) fed encodings, dot segments, language
// prefixes, backslashes, schemes and their random combinations, through every place that accepts one:
// safeReturnPath itself, where the sign-in page and /auth/username send a signed-in user (signedInTarget
// with the router's prefix), next-auth's redirect callback, and the real GET /api/auth-entry. The answer
// is no return path, or a path that keeps https://patitas.example/ when a browser resolves the Location,
// and again when it resolves what it got (a second redirect) or decodes it once more.
import fc from "fast-check";
import { GET as authEntry } from "@/app/api/auth-entry/route";
import { AUTH_ENTRY_LOCALE_HEADER } from "@/lib/auth/entry-header";
import { signedInTarget } from "@/lib/auth/entry";
import { authOptions } from "@/lib/auth/options";
import { getPathname } from "@/lib/i18n/navigation";
import { locales } from "@/lib/i18n/routing";
import { safeReturnPath } from "@/lib/navigation/return-path";
import { createUser } from "@/tests/factories";
import { signInAs } from "@/tests/session";
import { badText, FUZZ_SEED } from "./bad-input";

const RUNS = Number(process.env.FUZZ_RUNS ?? 20) * 25;
const ORIGIN = "https://patitas.example";

/** Whether a Location stays on ORIGIN when resolved, resolved again, and decoded once more. */
function keepsOrigin(location: string): boolean {
  const first = new URL(location, `${ORIGIN}/`);
  if (first.origin !== ORIGIN) return false;
  const again = `${first.pathname}${first.search}${first.hash}`;
  if (new URL(again, first).origin !== ORIGIN) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(first.pathname);
  } catch {
    return true;
  }
  return !/^[/\\]{2}|^\/\\/.test(decoded) && new URL(decoded, first).origin === ORIGIN;
}

const pieces = fc.constantFrom(
  "/",
  "//",
  "\\",
  "/\\",
  "\\/",
  ".",
  "..",
  "./",
  "../",
  "/./",
  "/../",
  "%2F",
  "%2f",
  "%5C",
  "%5c",
  "%2e",
  "%2E",
  "%2e%2e",
  "%252F",
  "%255C",
  "%25252F",
  "\t",
  "\n",
  "\r",
  " ",
  "%09",
  "%0a",
  "%0d",
  "%00",
  "@",
  "/@evil",
  "evil.example",
  "evil.com",
  "//evil.example",
  "/\\evil.example",
  "javascript:alert(1)",
  "data:text/html,x",
  "http://evil.example",
  "https://evil.example",
  "https:evil.example",
  "http:/evil.example",
  "//evil.example@patitas.example",
  "／",
  "＼",
  "\u2215",
  "\u2044",
  "\uFF0E",
  "?",
  "#",
  "?next=//evil",
  "/product/abc",
  "/auth",
  "/api/x",
  ...locales.map((locale) => `/${locale}`),
  ...locales.map((locale) => `/${locale}/`),
);
const crafted = fc.array(pieces, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(""));
const rawPaths = fc.oneof(
  crafted,
  crafted.map((path) => `/${path}`),
  fc.constantFrom("/.//evil.example", "/es//evil.example", "/x/..//evil.com", "/en//evil.com", "/fr/%2F%2Fevil.com"),
  badText,
);

it("safeReturnPath and where the sign-in pages send a signed-in user stay on this site, in every language", () => {
  fc.assert(
    fc.property(rawPaths, fc.constantFrom(...locales), fc.boolean(), (raw, locale, hasUsername) => {
      const path = safeReturnPath(raw);
      if (path === null) return;
      expect(path).toMatch(/^\/(?![/\\])/);
      expect(keepsOrigin(path)).toBe(true);
      const location = getPathname({ href: signedInTarget({ username: hasUsername ? "lucia" : null }, path), locale });
      expect(keepsOrigin(location)).toBe(true);
    }),
    { numRuns: RUNS, seed: FUZZ_SEED },
  );
});

it("next-auth's redirect callback sends the browser to this site only", async () => {
  const redirect = authOptions.callbacks!.redirect!;
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        rawPaths,
        rawPaths.map((path) => `${ORIGIN}${path}`),
        rawPaths.map((path) => `https://evil.example${path}`),
      ),
      async (url) => {
        const target = await redirect({ url, baseUrl: ORIGIN });
        expect(target === ORIGIN || target.startsWith(`${ORIGIN}/`)).toBe(true);
        expect(keepsOrigin(target)).toBe(true);
      },
    ),
    { numRuns: RUNS, seed: FUZZ_SEED },
  );
});

it("GET /api/auth-entry redirects a signed-in user to this site only, in every language", async () => {
  await signInAs(await createUser());
  await fc.assert(
    fc.asyncProperty(rawPaths, fc.constantFrom(...locales), async (next, locale) => {
      const response = await authEntry(
        new Request(`http://localhost:3000/api/auth-entry?${new URLSearchParams({ next })}`, {
          headers: { [AUTH_ENTRY_LOCALE_HEADER]: locale },
        }),
      );
      expect(response.status).toBe(307);
      expect(keepsOrigin(response.headers.get("location")!)).toBe(true);
    }),
    { numRuns: Math.ceil(RUNS / 5), seed: FUZZ_SEED },
  );
});
