/** @no-database — the proxy's optimistic redirects (never a security check: pages check the session). */
import { NextRequest } from "next/server";
import proxy from "@/proxy";

const visit = (path: string, cookie?: string) =>
  proxy(new NextRequest(`http://patitas.example${path}`, { headers: cookie ? { cookie } : {} }));
const session = "next-auth.session-token=abc";

describe("proxy", () => {
  it("sends a visitor with a session cookie from the landing to the marketplace (spec §2, decision 044), keeping the language", () => {
    expect(visit("/", session).headers.get("location")).toBe("http://patitas.example/marketplace");
    expect(visit("/en", session).headers.get("location")).toBe("http://patitas.example/en/marketplace");
    expect(visit("/", `__Secure-${session}`).status).toBe(307);
  });

  it("leaves the landing to guests, and old ?tab= links to the page", () => {
    expect(visit("/").headers.get("location")).toBeNull();
    expect(visit("/?tab=match", session).headers.get("location")).toBeNull();
  });

  it("sends a visitor without a session cookie from signed-in pages to the sign-in page", () => {
    expect(visit("/messages").headers.get("location")).toBe("http://patitas.example/auth");
    expect(visit("/fr/home?mode=following").headers.get("location")).toBe("http://patitas.example/fr/auth");
    expect(visit("/messages", session).headers.get("location")).toBeNull();
  });
});
