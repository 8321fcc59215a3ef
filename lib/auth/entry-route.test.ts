import { GET } from "@/app/api/auth-entry/route";
import { AUTH_ENTRY_LOCALE_HEADER } from "@/lib/auth/entry-header";
import { createUser } from "@/tests/factories";
import { signInAs, signInAsBanned } from "@/tests/session";

const STALE_COOKIES =
  "NEXT_LOCALE=en; next-auth.session-token.0=a; next-auth.session-token.1=b; __Secure-next-auth.session-token=c; theme=dark";

/** The route as the proxy calls it: `locale=` is the header it sets, the rest the sign-in page's query. */
function entry(query: string, cookie = "next-auth.session-token=x") {
  const params = new URLSearchParams(query);
  const locale = params.get("locale");
  params.delete("locale");
  return GET(
    new Request(`http://localhost:3000/api/auth-entry?${params}`, {
      headers: { cookie, ...(locale === null ? {} : { [AUTH_ENTRY_LOCALE_HEADER]: locale }) },
    }),
  );
}

describe("GET /api/auth-entry (the sign-in page, asked with a session cookie)", () => {
  it("sends a signed-in user on, in the page's language, to where the page would", async () => {
    await signInAs(await createUser());
    const home = await entry("");
    expect(home.status).toBe(307);
    expect(home.headers.get("location")).toBe("/marketplace");
    expect(home.headers.get("cache-control")).toMatch(/no-store/);
    expect(home.headers.get("set-cookie")).toBeNull();
    expect((await entry("locale=en")).headers.get("location")).toBe("/en/marketplace");
    expect((await entry(`locale=fr&next=${encodeURIComponent("/p/123?x=1")}`)).headers.get("location")).toBe(
      "/fr/p/123?x=1",
    );
    // A return path to another site is no return path (the page's own rule).
    expect((await entry(`next=${encodeURIComponent("//evil.example/x")}`)).headers.get("location")).toBe(
      "/marketplace",
    );
    // Nor one that becomes "//evil…" once "." and ".." resolve or the language goes (issue 43).
    for (const next of ["/.//evil.example", "/es//evil.example", "/x/..//evil.com", "/en//evil.com"]) {
      expect((await entry(`locale=en&next=${encodeURIComponent(next)}`)).headers.get("location")).toBe(
        "/en/marketplace",
      );
      expect((await entry(`next=${encodeURIComponent(next)}`)).headers.get("location")).toBe("/marketplace");
    }
  });

  it("sends a user without a username to the username step, keeping the return path", async () => {
    await signInAs(await createUser({ username: null }));
    expect((await entry("locale=pt")).headers.get("location")).toBe("/pt/auth/username");
    expect((await entry(`next=${encodeURIComponent("/product/abc")}`)).headers.get("location")).toBe(
      `/auth/username?next=${encodeURIComponent("/product/abc")}`,
    );
  });

  it("expires a cookie whose session is over and shows the sign-in page, its query kept", async () => {
    await signInAs(null);
    const response = await entry(`locale=en&mode=signup&next=${encodeURIComponent("/p/1")}`, STALE_COOKIES);
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe(`/en/auth?mode=signup&next=${encodeURIComponent("/p/1")}`);
    // Every session cookie the request carried, chunks and the HTTPS name included; nothing else.
    const expired = response.headers.getSetCookie();
    expect(expired.map((cookie) => cookie.split("=")[0]).sort()).toEqual([
      "__Secure-next-auth.session-token",
      "next-auth.session-token.0",
      "next-auth.session-token.1",
    ]);
    for (const cookie of expired) expect(cookie).toMatch(/; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/);
    expect(expired.find((cookie) => cookie.startsWith("__Secure-"))).toMatch(/; Secure$/);
    // An unknown mode is the page's default (sign in), as on the page.
    expect((await entry("mode=register", STALE_COOKIES)).headers.get("location")).toBe("/auth");
  });

  it("sends a banned member's open session to the ban notice, keeping the cookie that page reads (issue 48)", async () => {
    await signInAsBanned(await createUser());
    const response = await entry("");
    expect(response.headers.get("location")).toBe("/auth/banned");
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await entry("locale=en")).headers.get("location")).toBe("/en/auth/banned");
  });

  it("refuses a language that is not one of ours with a translated 400", async () => {
    await signInAs(await createUser());
    const response = await entry("locale=de");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "validation", message: "errors.validation" } });
  });
});
