import { safeReturnPath, signInHref } from "./return-path";

describe("the return path /auth accepts (?next=)", () => {
  it("keeps same-site relative paths with their query, without a language prefix", () => {
    expect(safeReturnPath("/product/7d2c3f2e-1111-4111-8111-111111111111")).toBe(
      "/product/7d2c3f2e-1111-4111-8111-111111111111",
    );
    expect(safeReturnPath("/marketplace?q=pienso&sort=price_asc")).toBe("/marketplace?q=pienso&sort=price_asc");
    expect(safeReturnPath("/en/product/abc")).toBe("/product/abc");
    expect(safeReturnPath("/messages?with=lucia&product=abc")).toBe("/messages?with=lucia&product=abc");
  });

  it("refuses other sites, schemes, tricks and loops", () => {
    for (const raw of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "/\\/evil.example",
      "javascript:alert(1)",
      "evil.example",
      "/%0d%0aSet-Cookie:x",
      "/\n/evil.example",
      "/auth",
      "/auth/username",
      "/es/auth?next=/x",
      "/api/account/export",
      "",
      "/" + "a".repeat(600),
      42,
      null,
      ["/product/1"],
    ]) {
      const safe = safeReturnPath(raw);
      if (safe !== null) expect(new URL(safe, "http://patitas.invalid").origin).toBe("http://patitas.invalid");
      if (raw !== "/%0d%0aSet-Cookie:x") expect(safe).toBeNull();
    }
  });

  it("refuses what becomes another site only after dot segments resolve or the language goes (issue 43)", () => {
    for (const raw of [
      "/.//evil.example",
      "/es//evil.example",
      "/x/..//evil.com",
      "/en//evil.com",
      "/zh/.//evil.com",
      "/%2e//evil.com",
      "/fr/%2F%2Fevil.com",
      "/pt/%5Cevil.com",
      "/%252F%252Fevil.com",
    ]) {
      expect([raw, safeReturnPath(raw)]).toEqual([raw, null]);
    }
  });

  it("builds the sign-in link that comes back", () => {
    expect(signInHref("/product/abc")).toBe("/auth?next=%2Fproduct%2Fabc");
    expect(safeReturnPath(decodeURIComponent(signInHref("/product/abc").split("next=")[1]!))).toBe("/product/abc");
  });
});
