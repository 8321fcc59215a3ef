/** @no-database — which requests the page cache answers, their keys and tags. */
import type { IncomingHttpHeaders } from "node:http";
import { SHELL_RENDER_HEADER } from "@/lib/auth/shell-header";
import { pageTags } from "@/lib/cache/public-pages";
import { cacheDecision, isStorableResponse, SHELL_HEADER, stripToShellRequest, tagsForPath } from "./public-pages";

const request = (url: string, headers: Record<string, string> = {}, method = "GET") => ({
  method,
  url,
  headers: { host: "patitas.example", ...headers } as IncomingHttpHeaders,
});

describe("tagsForPath", () => {
  it.each([
    ["/", ["landing"]],
    ["/en", ["landing"]],
    ["/auth", []],
    ["/fr/auth/forgot", []],
    ["/hashtag/Perros", ["hashtag:perros"]],
    ["/zh/hashtag/%E7%8B%97", ["hashtag:狗"]],
    ["/hashtag/%23playa", ["hashtag:playa"]],
    ["/p/0A4F5B5E-1111-4222-8333-944455556666", ["post:0a4f5b5e-1111-4222-8333-944455556666"]],
    ["/pt/pet/0a4f5b5e-1111-4222-8333-944455556666", ["pet:0a4f5b5e-1111-4222-8333-944455556666"]],
    ["/product/0a4f5b5e-1111-4222-8333-944455556666", ["product:0a4f5b5e-1111-4222-8333-944455556666"]],
    ["/en/store/0A4F5B5E-1111-4222-8333-944455556666", ["store:0a4f5b5e-1111-4222-8333-944455556666"]],
    ["/u/Lucia", ["user:lucia"]],
    ["/u/%40lucia/followers", ["user:lucia"]],
    ["/en/u/lucia/following", ["user:lucia"]],
    ["/guides", ["guides"]],
    ["/marketplace", ["marketplace"]],
    ["/fr/marketplace", ["marketplace"]],
    ["/zh/guides", ["guides"]],
    ["/guides/Cuidar-Conejo", ["guide:cuidar-conejo"]],
    ["/zh/guides/%E7%8B%97%E7%8B%97", ["guide:狗狗"]],
  ])("%s carries %j", (path, tags) => {
    expect(tagsForPath(path)).toEqual(tags);
  });

  it.each([
    "/home",
    "/profile/edit",
    "/u/lucia/posts",
    "/hashtag/perros/",
    "/hashtag",
    "/api/health",
    "/de/auth",
    "/_next/static/a.js",
    "/pets",
    "/store/manage",
    "/es/store/manage",
    "/marketplace/",
    "/product/x/edit",
    "/guides/x/y",
    "/guides/",
  ])("%s is no cacheable page", (path) => {
    expect(tagsForPath(path)).toBeNull();
  });
});

describe("tags of app code and of page paths", () => {
  // App code purges pageTags.*(name as stored); the front door tags pages from their paths. They must meet.
  it.each(["perros", "Perros", "狗", "día_2", "2024"])("hashtag %s", (name) => {
    expect(tagsForPath(`/hashtag/${encodeURIComponent(name)}`)).toEqual([pageTags.hashtag(name.toLowerCase())]);
    expect(tagsForPath(`/en/hashtag/${encodeURIComponent(`#${name}`)}`)).toEqual([
      pageTags.hashtag(name.toLowerCase()),
    ]);
  });

  it.each(["lucia", "bench_9411"])("user %s", (username) => {
    for (const path of [`/u/${username}`, `/u/${username.toUpperCase()}/followers`, `/fr/u/@${username}/following`]) {
      expect(tagsForPath(path)).toEqual([pageTags.user(username)]);
    }
  });

  it("post and pet ids, whatever their case in the path", () => {
    const id = "0a4f5b5e-1111-4222-8333-944455556666";
    expect(tagsForPath(`/p/${id.toUpperCase()}`)).toEqual([pageTags.post(id)]);
    expect(tagsForPath(`/zh/pet/${id}`)).toEqual([pageTags.pet(id)]);
    expect(tagsForPath(`/product/${id}`)).toEqual([pageTags.product(id)]);
    expect(tagsForPath(`/fr/store/${id}`)).toEqual([pageTags.store(id)]);
    expect(tagsForPath("/")).toEqual([pageTags.landing]);
  });
});

describe("cacheDecision", () => {
  it("caches an anonymous document request of a public page", () => {
    expect(cacheDecision(request("/hashtag/perros", { "sec-fetch-dest": "document" }))).toMatchObject({
      tags: ["hashtag:perros"],
    });
    expect(
      cacheDecision(request("/hashtag/perros", { cookie: "NEXT_LOCALE=en; next-auth.csrf-token=x" })),
    ).toMatchObject({ tags: ["hashtag:perros"] });
  });

  it.each([
    ["a HEAD or POST", request("/auth", {}, "HEAD"), "method"],
    ["a query string", request("/hashtag/perros?cursor=abc"), "query"],
    ["an empty query string", request("/hashtag/perros?"), "query"],
    ["a client-router (RSC) request", request("/hashtag/perros", { rsc: "1" }), "router"],
    ["a prefetch", request("/hashtag/perros", { "next-router-prefetch": "1" }), "router"],
    [
      "a session cookie",
      request("/u/lucia/followers", { cookie: "NEXT_LOCALE=es; next-auth.session-token=abc" }),
      "session",
    ],
    ["a secure session cookie", request("/", { cookie: "__Secure-next-auth.session-token=abc" }), "session"],
    [
      "a session cookie on a following list",
      request("/en/u/lucia/following", { cookie: "next-auth.session-token=abc" }),
      "session",
    ],
    [
      "a session cookie on a page under a post",
      request("/p/0a4f5b5e-1111-4222-8333-944455556666/x", { cookie: "next-auth.session-token=abc" }),
      "session",
    ],
    ["a chunked session cookie", request("/", { cookie: "next-auth.session-token.0=abc" }), "session"],
    ["draft mode", request("/", { cookie: "__prerender_bypass=1" }), "draft"],
    ["a fetch that is no navigation", request("/", { "sec-fetch-dest": "empty" }), "fetch"],
    ["a signed-in page", request("/messages", { cookie: "next-auth.session-token=abc" }), "session"],
    ["a shell page without a session (the app sends it to /auth)", request("/home"), "page"],
    ["a shell page's other modes", request("/home?mode=following", { cookie: "next-auth.session-token=abc" }), "query"],
  ])("bypasses %s", (_, req, reason) => {
    expect(cacheDecision(req)).toEqual({ bypass: reason });
  });

  it("serves /home to signed-in visitors as one shell per language, apart from every public page (decision 029)", () => {
    const decide = (url: string, cookie: string) =>
      cacheDecision(request(url, { cookie, "sec-fetch-dest": "document" }));
    const lucia = decide("/home", "NEXT_LOCALE=es; next-auth.session-token=lucia");
    expect(lucia).toMatchObject({ tags: ["shell"], shell: true });
    // Whose session it is does not change the key; the language does.
    expect(decide("/home", "next-auth.session-token=pablo; NEXT_LOCALE=es").key).toBe(lucia.key);
    expect(decide("/en/home", "NEXT_LOCALE=es; next-auth.session-token=lucia").key).not.toBe(lucia.key);
    expect(decide("/", "NEXT_LOCALE=es").shell).toBe(false);
  });

  it("serves hashtag, post, profile, pet, product and store pages to signed-in visitors as a shell apart from the guests' copy, purged with it (decision 032)", () => {
    const decide = (url: string, cookie: string) =>
      cacheDecision(request(url, { cookie, "sec-fetch-dest": "document" }));
    const lucia = decide("/hashtag/Perros", "NEXT_LOCALE=es; next-auth.session-token=lucia");
    expect(lucia).toMatchObject({ tags: ["shell", "hashtag:perros"], shell: true });
    expect(decide("/hashtag/Perros", "next-auth.session-token=pablo; NEXT_LOCALE=es").key).toBe(lucia.key);
    const guest = decide("/hashtag/Perros", "NEXT_LOCALE=es");
    expect(guest).toMatchObject({ tags: ["hashtag:perros"], shell: false });
    expect(guest.key).not.toBe(lucia.key);
    const post = decide("/en/p/0A4F5B5E-1111-4222-8333-944455556666", "next-auth.session-token=lucia");
    expect(post).toMatchObject({ tags: ["shell", "post:0a4f5b5e-1111-4222-8333-944455556666"], shell: true });
    expect(decide("/hashtag/perros?cursor=abc", "next-auth.session-token=lucia")).toEqual({ bypass: "query" });
    // Profiles, pets, products and stores too; the seller's own dashboard is no store page.
    expect(decide("/u/Lucia", "next-auth.session-token=lucia")).toMatchObject({
      tags: ["shell", "user:lucia"],
      shell: true,
    });
    expect(decide("/pt/pet/0a4f5b5e-1111-4222-8333-944455556666", "next-auth.session-token=lucia")).toMatchObject({
      tags: ["shell", "pet:0a4f5b5e-1111-4222-8333-944455556666"],
      shell: true,
    });
    expect(decide("/u/lucia?tab=activity", "next-auth.session-token=lucia")).toEqual({ bypass: "query" });
    expect(decide("/product/0a4f5b5e-1111-4222-8333-944455556666", "next-auth.session-token=lucia")).toMatchObject({
      tags: ["shell", "product:0a4f5b5e-1111-4222-8333-944455556666"],
      shell: true,
    });
    expect(decide("/fr/store/0a4f5b5e-1111-4222-8333-944455556666", "next-auth.session-token=lucia")).toMatchObject({
      tags: ["shell", "store:0a4f5b5e-1111-4222-8333-944455556666"],
      shell: true,
    });
    expect(decide("/store/manage", "next-auth.session-token=lucia")).toEqual({ bypass: "session" });
    // A guide's page shows nothing per viewer but the header; the list with its filters is rendered for its viewer.
    expect(decide("/en/guides/feeding-your-puppy", "next-auth.session-token=lucia")).toMatchObject({
      tags: ["shell", "guide:feeding-your-puppy"],
      shell: true,
    });
    expect(decide("/guides", "next-auth.session-token=lucia")).toEqual({ bypass: "session" });
    // The marketplace's hearts and "Mi tienda" button are the viewer's, and it has no viewer layer.
    expect(decide("/marketplace", "next-auth.session-token=lucia")).toEqual({ bypass: "session" });
  });

  it("renders a shell without the visitor's cookies, and only the front door marks it so", () => {
    const req = request("/home", { cookie: "next-auth.session-token=abc; NEXT_LOCALE=fr; theme=dark" });
    stripToShellRequest(req);
    expect(req.headers.cookie).toBe("NEXT_LOCALE=fr");
    expect(req.headers[SHELL_HEADER]).toBe("1");
    // The app (proxy.ts, readPageViewer) reads the mark under its own name: the two spellings must meet.
    expect(SHELL_HEADER).toBe(SHELL_RENDER_HEADER);
    const bare = request("/home", { cookie: "next-auth.session-token=abc" });
    stripToShellRequest(bare);
    expect(bare.headers.cookie).toBeUndefined();
  });

  it("keys by path, locale cookie, Accept-Language, Host, forwarded host and protocol, and crawler kind", () => {
    const base = { cookie: "NEXT_LOCALE=en", "accept-language": "fr-FR,fr;q=0.9" };
    const key = (url: string, headers: Record<string, string>) => cacheDecision(request(url, headers)).key;
    const reference = key("/hashtag/perros", base);
    expect(key("/hashtag/perros", { ...base, cookie: "NEXT_LOCALE=en; theme=dark" })).toBe(reference);
    // Browsers share pages: Next.js renders the same for all of them.
    expect(key("/hashtag/perros", { ...base, "user-agent": "Mozilla/5.0 (Android 14) Firefox/140.0" })).toBe(reference);
    expect(
      key("/hashtag/perros", { ...base, "user-agent": "Mozilla/5.0 (Macintosh) Version/18.0 Safari/605.1.15" }),
    ).toBe(reference);
    for (const variant of [
      key("/en/hashtag/perros", base),
      key("/hashtag/Perros", base),
      key("/hashtag/perros", { ...base, cookie: "NEXT_LOCALE=fr" }),
      key("/hashtag/perros", { ...base, cookie: "" }),
      key("/hashtag/perros", { ...base, "accept-language": "es" }),
      key("/hashtag/perros", { ...base, host: "other.example" }),
      key("/hashtag/perros", { ...base, "x-forwarded-host": "evil.example" }),
      key("/hashtag/perros", { ...base, "x-forwarded-proto": "https" }),
      key("/hashtag/perros", { ...base, "user-agent": "facebookexternalhit/1.1" }),
      key("/hashtag/perros", {
        ...base,
        "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      }),
    ]) {
      expect(variant).not.toBe(reference);
    }
  });
});

describe("isStorableResponse", () => {
  const response = (statusCode: number, headers: Record<string, string | string[]>) => ({
    statusCode,
    getHeader: (name: string) => headers[name],
  });

  it("stores a 200 HTML page without cookies or with next-intl's locale cookie only", () => {
    expect(isStorableResponse(response(200, { "content-type": "text/html; charset=utf-8" }))).toBe(true);
    expect(
      isStorableResponse(response(200, { "content-type": "text/html", "set-cookie": ["NEXT_LOCALE=en; Path=/"] })),
    ).toBe(true);
  });

  it.each([
    ["a redirect", response(307, { "content-type": "text/html" })],
    ["a not-found page", response(404, { "content-type": "text/html" })],
    ["something else than HTML", response(200, { "content-type": "application/json" })],
    [
      "a page with another cookie",
      response(200, { "content-type": "text/html", "set-cookie": ["NEXT_LOCALE=en", "next-auth.csrf-token=x"] }),
    ],
  ])("does not store %s", (_, res) => {
    expect(isStorableResponse(res)).toBe(false);
  });
});
