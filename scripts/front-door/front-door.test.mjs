/** @no-database — the whole front door (security headers, gate, page cache) in front of a stand-in for Next.js. */
import { once } from "node:events";
import { createServer, request as httpRequest } from "node:http";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { createListener } from "./listener.mjs";
import { PageCache } from "./page-cache.mjs";
import { createPurger, PURGE_REGISTRY, registerPurger } from "./purge-registry.mjs";
import { loadRefusalMessages, localeSettings } from "./refusals.mjs";

let server;
let port;
let cache;
let busConnected;
/** Per path: how many times the stand-in rendered it, and the Accept-Encoding it was given. */
let renders;
let seenEncodings;
/** When set, the next render of /hashtag/slow waits in the middle of its body until releaseSlow(). */
let holdSlow;
let releaseSlow;

// Next.js streams pages in several writes; this one cuts a <script> tag between two of them.
function renderPage(req, res) {
  const count = (renders.get(req.url) ?? 0) + 1;
  renders.set(req.url, count);
  seenEncodings.push(req.headers["accept-encoding"]);
  if (req.url.startsWith("/api/")) {
    res.setHeader("Content-Type", "application/json");
    return res.end(JSON.stringify({ ok: true }));
  }
  // Like the app's proxy: no session cookie and no shell mark from the front door → /auth.
  if (req.url === "/home" && req.headers["x-patitas-shell"] !== "1" && !/session-token/.test(req.headers.cookie ?? "")) {
    res.statusCode = 307;
    res.setHeader("Location", "/auth");
    return res.end();
  }
  res.statusCode = req.url.includes("missing") ? 404 : 200;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  if (!/NEXT_LOCALE=/.test(req.headers.cookie ?? "")) res.setHeader("Set-Cookie", "NEXT_LOCALE=es; Path=/");
  if (req.url.includes("personal")) res.appendHeader("Set-Cookie", "next-auth.csrf-token=abc; Path=/");
  const signedIn = /session-token/.test(req.headers.cookie ?? "");
  res.write(`<!DOCTYPE html><html><head><script src="/_next/static/app.js" async=""></script></head><body><p data-render="${count}">${signedIn ? "Lucía's menu" : "Entrar"}</p><scr`);
  const finish = () => res.end(`ipt>self.__next_f.push([1,"page ${req.url}"])</script></body></html>`);
  if (req.url === "/hashtag/slow" && holdSlow) {
    holdSlow = false;
    releaseSlow = finish;
  } else finish();
}

function start({ appUrl = "http://patitas.example", trustedHops = 0 } = {}) {
  const messages = loadRefusalMessages(path.resolve(import.meta.dirname, "../.."), localeSettings.locales);
  const listener = createListener({
    handle: renderPage,
    pageCache: { cache, bus: { get connected() { return busConnected; } } },
    trustedHops,
    appUrl,
    actionBodyLimit: 1000,
    refusalOptions: { ...localeSettings, messages },
    env: { S3_PUBLIC_URL: "https://cdn.example.com/media/" },
  });
  server = createServer(listener);
  server.listen(0, "127.0.0.1");
  return once(server, "listening").then(() => {
    port = server.address().port;
  });
}

function stop() {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
}

function get(requestPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: requestPath, headers: { Host: "patitas.example", ...headers } }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const text = (res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
        resolve({ status: res.statusCode, headers: res.headers, text });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

const nonceOf = (response) => /'nonce-([^']+)'/.exec(response.headers["content-security-policy"] ?? "")?.[1];

beforeEach(() => {
  cache = new PageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
  busConnected = true;
  renders = new Map();
  seenEncodings = [];
  return start();
});

afterEach(() => stop());

describe("security headers", () => {
  it("go on pages, API answers and the front door's own refusals", async () => {
    for (const response of [await get("/hashtag/perros"), await get("/api/health"), await get("/u/%ZZ")]) {
      expect(response.headers).toMatchObject({
        "x-frame-options": "DENY",
        "referrer-policy": "strict-origin-when-cross-origin",
        "x-content-type-options": "nosniff",
        "permissions-policy": expect.stringContaining("camera=()"),
        "content-security-policy": expect.stringContaining("frame-ancestors 'none'"),
      });
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
    expect((await get("/api/health")).headers["content-security-policy"]).toContain("script-src 'none'");
  });

  it("give each HTML response its own nonce, on every script tag, cached or not", async () => {
    const first = await get("/hashtag/perros");
    const second = await get("/hashtag/perros");
    expect(second.headers["x-patitas-cache"]).toBe("hit");
    for (const response of [first, second]) {
      const nonce = nonceOf(response);
      expect(response.headers["content-security-policy"]).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic';`);
      expect(response.text.match(/<script[^>]*>/g)).toEqual([`<script nonce="${nonce}" src="/_next/static/app.js" async="">`, `<script nonce="${nonce}">`]);
    }
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    const scriptSources = first.headers["content-security-policy"].split(";").find((directive) => directive.trim().startsWith("script-src"));
    expect(scriptSources).not.toContain("unsafe-inline");
  });

  it("allow media from S3_PUBLIC_URL's origin and send HSTS only over HTTPS", async () => {
    const page = await get("/hashtag/perros");
    expect(page.headers["content-security-policy"]).toContain("img-src 'self' data: blob: https://cdn.example.com;");
    expect(page.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    // A client's own X-Forwarded-Proto means nothing without a trusted proxy.
    expect((await get("/api/health", { "X-Forwarded-Proto": "https" })).headers["strict-transport-security"]).toBeUndefined();

    await stop();
    await start({ trustedHops: 1 });
    expect((await get("/api/health", { "X-Forwarded-Proto": "https" })).headers["strict-transport-security"]).toBe("max-age=31536000");
    await stop();
    await start({ appUrl: "https://patitas.example" });
    const secure = await get("/hashtag/perros");
    expect(secure.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(secure.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  it("compress for the client, while Next.js is handed no Accept-Encoding", async () => {
    const response = await get("/hashtag/perros", { "Accept-Encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.text).toContain(`<script nonce="${nonceOf(response)}">`);
    expect(seenEncodings).toEqual([undefined]);
    expect((await get("/hashtag/perros")).headers["content-encoding"]).toBeUndefined();
  });
});

describe("page cache", () => {
  it("renders a public page once for anonymous visitors, with its locale cookie", async () => {
    const miss = await get("/hashtag/perros");
    const hit = await get("/hashtag/perros");
    expect([miss.headers["x-patitas-cache"], hit.headers["x-patitas-cache"]]).toEqual(["miss", "hit"]);
    expect(renders.get("/hashtag/perros")).toBe(1);
    expect(hit.text).toContain('data-render="1"');
    expect(hit.headers["set-cookie"]).toEqual(["NEXT_LOCALE=es; Path=/"]);
  });

  it("never stores or serves a signed-in render", async () => {
    const cookie = { Cookie: "next-auth.session-token=abc" };
    const signedIn = await get("/u/lucia/followers", cookie);
    expect(signedIn.headers["x-patitas-cache"]).toBe("bypass");
    expect((await get("/u/lucia/followers", cookie)).headers["x-patitas-cache"]).toBe("bypass");
    const anonymous = await get("/u/lucia/followers");
    expect(anonymous.headers["x-patitas-cache"]).toBe("miss");
    expect(anonymous.text).not.toContain("Lucía's menu");
    // …and a cached anonymous page is not what a signed-in visitor gets.
    expect((await get("/u/lucia/followers", cookie)).text).toContain("Lucía's menu");
  });

  it("serves a hashtag page's signed-in visitors one render made without their cookies, apart from the guests' copy (decision 032)", async () => {
    const lucia = await get("/hashtag/perros", { Cookie: "next-auth.session-token=lucia; NEXT_LOCALE=es" });
    const pablo = await get("/hashtag/perros", { Cookie: "NEXT_LOCALE=es; next-auth.session-token=pablo" });
    expect([lucia.headers["x-patitas-cache"], pablo.headers["x-patitas-cache"]]).toEqual(["miss", "hit"]);
    expect(lucia.text).not.toContain("Lucía's menu");
    expect(pablo.text).toBe(lucia.text.replaceAll(nonceOf(lucia), nonceOf(pablo)));
    const guest = await get("/hashtag/perros", { Cookie: "NEXT_LOCALE=es" });
    expect(guest.headers["x-patitas-cache"]).toBe("miss");
    expect(renders.get("/hashtag/perros")).toBe(2);
  });

  it("serves /home to every signed-in visitor from one render made without their cookies (decision 029)", async () => {
    const lucia = await get("/home", { Cookie: "next-auth.session-token=lucia; NEXT_LOCALE=es" });
    const pablo = await get("/home", { Cookie: "NEXT_LOCALE=es; next-auth.session-token=pablo" });
    expect([lucia.headers["x-patitas-cache"], pablo.headers["x-patitas-cache"]]).toEqual(["miss", "hit"]);
    expect(renders.get("/home")).toBe(1);
    expect(lucia.text).not.toContain("Lucía's menu");
    expect(pablo.text).toBe(lucia.text.replaceAll(nonceOf(lucia), nonceOf(pablo)));
    // A guest cannot get the shell by claiming to be a shell render: the mark is removed on the way in.
    const forged = await get("/home", { "x-patitas-shell": "1" });
    expect(forged.status).toBe(307);
  });

  it("does not store redirects, missing pages, other cookies, queries or private pages", async () => {
    for (const requestPath of ["/home", "/p/missing", "/u/personal", "/hashtag/perros?cursor=x", "/profile"]) {
      await get(requestPath);
      expect((await get(requestPath)).headers["x-patitas-cache"]).not.toBe("hit");
    }
    expect(cache.stats().entries).toBe(0);
  });

  it("drops purged pages at once through the purger app code finds on globalThis", async () => {
    registerPurger(createPurger({ cache }));
    await get("/hashtag/perros");
    await get("/u/lucia");
    await globalThis[PURGE_REGISTRY].purge(["hashtag:perros"]);
    expect((await get("/hashtag/perros")).headers["x-patitas-cache"]).toBe("miss");
    expect((await get("/u/lucia")).headers["x-patitas-cache"]).toBe("hit");
    delete globalThis[PURGE_REGISTRY];
  });

  it("does not keep a page whose render began before a purge of it", async () => {
    holdSlow = true;
    releaseSlow = undefined;
    const slow = get("/hashtag/slow");
    while (!releaseSlow) await new Promise((resolve) => setTimeout(resolve, 5));
    cache.purge(["hashtag:slow"]);
    releaseSlow();
    expect((await slow).headers["x-patitas-cache"]).toBe("miss");
    const again = await get("/hashtag/slow");
    expect(again.headers["x-patitas-cache"]).toBe("miss");
    expect(again.text).toContain('data-render="2"');
  });

  it("is bypassed while purges from other processes could be missed", async () => {
    await get("/hashtag/perros");
    busConnected = false;
    expect((await get("/hashtag/perros")).headers["x-patitas-cache"]).toBe("bypass");
    expect(renders.get("/hashtag/perros")).toBe(2);
  });
});

describe("theme attribute (decision 031)", () => {
  it("goes on the html tag of the visitor's own copy, never into the cached one", async () => {
    const dark = await get("/hashtag/perros", { Cookie: "theme=dark" });
    const light = await get("/hashtag/perros", { Cookie: "theme=light", "Accept-Encoding": "gzip" });
    const none = await get("/hashtag/perros", { Cookie: "theme=sepia" });
    expect([dark, light, none].map((response) => response.headers["x-patitas-cache"])).toEqual(["miss", "hit", "hit"]);
    expect(renders.get("/hashtag/perros")).toBe(1);
    expect(dark.text).toMatch(/^<!DOCTYPE html><html data-theme="dark"><head><script nonce=/);
    expect(light.text).toMatch(/^<!DOCTYPE html><html data-theme="light"><head>/);
    expect(none.text).not.toContain("data-theme");
    expect([...cache.entries.values()].map((entry) => entry.body.toString("utf8"))).toEqual([expect.not.stringContaining("data-theme")]);
  });

  it("stays off the /home shell's stored copy and off other answers", async () => {
    const shell = await get("/home", { Cookie: "next-auth.session-token=lucia; theme=dark" });
    expect(shell.text).toContain('<html data-theme="dark">');
    expect((await get("/home", { Cookie: "next-auth.session-token=pablo" })).text).not.toContain("data-theme");
    expect((await get("/api/health", { Cookie: "theme=dark" })).text).toBe('{"ok":true}');
  });
});
